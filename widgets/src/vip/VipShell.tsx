import type { Appearance } from '@casino/sdk/contract';
import type { ReactNode } from 'react';
import { WidgetShell } from '../shell/WidgetShell';
import { useVipT } from './useVipT';
import { VIP_CSS } from './vipCss';

/** Props of {@link VipShell}. */
export interface VipShellProps {
  /** Which VIP widget is inside; written to the root's `data-casino-widget`. */
  widget: string;
  appearance?: Appearance;
  children: ReactNode;
}

/** Internal: the frame of every VIP widget: the widget shell with the `vip` texts and the VIP styles. */
export function VipShell({ widget, appearance, children }: VipShellProps) {
  const texts = useVipT();
  return (
    <WidgetShell widget={widget} appearance={appearance} texts={texts}>
      <style>{VIP_CSS}</style>
      {children}
    </WidgetShell>
  );
}
