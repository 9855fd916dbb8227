import type { Appearance } from '@casino/sdk/contract';
import type { ReactNode } from 'react';
import { WidgetShell } from '../shell/WidgetShell';
import { LOYALTY_CSS } from './loyaltyCss';
import { useLoyaltyT } from './useLoyaltyT';

/** Props of {@link LoyaltyShell}. */
export interface LoyaltyShellProps {
  /** Which loyalty widget is inside; written to the root's `data-casino-widget`. */
  widget: string;
  appearance?: Appearance;
  /** Whether the frame stays empty until it is ready (the header's points). Defaults to `false`. */
  silentUntilReady?: boolean;
  children: ReactNode;
}

/** Internal: the frame of every loyalty widget: the widget shell with the `loyalty` texts and the loyalty styles. */
export function LoyaltyShell({ widget, appearance, silentUntilReady = false, children }: LoyaltyShellProps) {
  const texts = useLoyaltyT();
  return (
    <WidgetShell widget={widget} appearance={appearance} texts={texts} silentUntilReady={silentUntilReady}>
      <style>{LOYALTY_CSS}</style>
      {children}
    </WidgetShell>
  );
}
