import type { Appearance } from '@casino/sdk/contract';
import type { ReactNode } from 'react';
import { WidgetShell } from '../shell/WidgetShell';
import { JACKPOTS_CSS } from './jackpotsCss';
import { useJackpotsT } from './useJackpotsT';

/** Props of {@link JackpotsShell}. */
export interface JackpotsShellProps {
  /** Which jackpot widget is inside; written to the root's `data-casino-widget`. */
  widget: string;
  appearance?: Appearance;
  /** Whether the frame stays empty until ready (the win popup, which shows nothing until a win). Defaults to `false`. */
  silentUntilReady?: boolean;
  children: ReactNode;
}

/** Internal: the frame of every jackpot widget: the widget shell with the `jackpots` texts and the jackpot styles. */
export function JackpotsShell({ widget, appearance, silentUntilReady, children }: JackpotsShellProps) {
  const texts = useJackpotsT();
  return (
    <WidgetShell widget={widget} appearance={appearance} texts={texts} silentUntilReady={silentUntilReady}>
      <style>{JACKPOTS_CSS}</style>
      {children}
    </WidgetShell>
  );
}
