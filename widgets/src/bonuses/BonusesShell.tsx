import type { Appearance } from '@casino/sdk/contract';
import type { ReactNode } from 'react';
import { WidgetShell } from '../shell/WidgetShell';
import { BONUSES_CSS } from './bonusesCss';
import { useBonusesT } from './useBonusesT';

/** Props of {@link BonusesShell}. */
export interface BonusesShellProps {
  /** Which bonus widget is inside; written to the root's `data-casino-widget`. */
  widget: 'gift-list' | 'coupon-form' | 'notification-bell' | 'toasts' | 'deposit-bonus-picker';
  appearance?: Appearance;
  children: ReactNode;
}

/** Widgets that are part of the page's chrome: they show nothing, rather than the busy skeleton, until they are ready. */
const CHROME: ReadonlySet<BonusesShellProps['widget']> = new Set(['notification-bell', 'toasts']);

/** Internal: the frame of every bonus widget: the widget shell with the `bonuses` texts and the bonus widget styles. */
export function BonusesShell({ widget, appearance, children }: BonusesShellProps) {
  const texts = useBonusesT();
  return (
    <WidgetShell widget={widget} appearance={appearance} texts={texts} silentUntilReady={CHROME.has(widget)}>
      <style>{BONUSES_CSS}</style>
      {children}
    </WidgetShell>
  );
}
