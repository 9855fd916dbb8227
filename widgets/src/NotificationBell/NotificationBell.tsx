import type { Notification } from '@casino/sdk/bonuses';
import type { Appearance } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { BonusesShell } from '../bonuses/BonusesShell';
import { useBonuses } from '../bonuses/useBonuses';
import { useBonusesT } from '../bonuses/useBonusesT';
import { isPlainLeftClick } from '../games/useGameLinks';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { Button } from '../ui/Button';
import { BellIcon } from './BellIcon';
import { NotificationItem } from './NotificationItem';

/** Props of {@link NotificationBell}. All optional. */
export interface NotificationBellProps {
  /** Whether the list is open (controlled). Defaults to none: the bell keeps its own state. */
  open?: boolean;
  /** Whether the list starts open when uncontrolled. Defaults to `false`. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. Defaults to none. */
  onOpenChange?: (open: boolean) => void;
  /** Called instead of following a notification's link on a plain left click, for single-page hosts. Defaults to none: links are followed. */
  onNavigate?: (path: string) => void;
  /** Clock of the relative times, in ms. Defaults to `Date.now`. */
  now?: () => number;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The signed-in player's notification bell (core.md §4): a button whose badge counts the unseen notifications ('9+'
 * above 9) with an off icon when there are none, opening a list that marks them seen; nothing for guests.
 */
export function NotificationBell({ appearance, ...props }: NotificationBellProps) {
  return (
    <BonusesShell widget="notification-bell" appearance={appearance}>
      <NotificationBellContent {...props} />
    </BonusesShell>
  );
}

function NotificationBellContent({
  open,
  defaultOpen = false,
  onOpenChange,
  onNavigate,
  now = Date.now,
}: Omit<NotificationBellProps, 'appearance'>) {
  useSignals();
  const casino = useCasino();
  const { notifications } = useBonuses();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useBonusesT();
  const popoverId = useId();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const shown = (open ?? ownOpen) && loginState === 'logged';

  const setOpen = (next: boolean, focusButton = false) => {
    setOwnOpen(next);
    onOpenChange?.(next);
    if (focusButton) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (shown) notifications.markSeen();
  }, [shown, notifications]);
  useEffect(() => {
    if (!shown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(rootRef.current as EventTarget)) {
        setOwnOpen(false);
        onOpenChange?.(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [shown, onOpenChange]);

  if (loginState !== 'logged') return null;

  const count = notifications.count.value;
  const badge = notifications.badge.value;
  const items = notifications.items.value;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !shown) return;
    event.stopPropagation();
    setOpen(false, true);
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    setOpen(false);
    onNavigate(path);
  };
  const dismiss = (item: Notification, index: number) => {
    notifications.dismiss(item.key);
    const next = items[index + 1] ?? items[index - 1];
    const target = next
      ? rootRef.current?.querySelector<HTMLElement>(
          `[data-notification="${CSS.escape(next.key)}"] .casino-bell__dismiss`,
        )
      : null;
    (target ?? buttonRef.current)?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the bell closes its list
    <div ref={rootRef} className="casino-bell" onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        variant="secondary"
        className="casino-bell__button"
        aria-expanded={shown}
        aria-controls={popoverId}
        aria-label={t('bonuses.bell.label', { count })}
        data-empty={notifications.empty.value || undefined}
        onClick={() => setOpen(!shown)}
      >
        <BellIcon off={notifications.empty.value} />
        {badge !== '' ? (
          <span className="casino-bell__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </Button>
      <div id={popoverId} className="casino-bell__popover" hidden={!shown}>
        <h2 id={listId} className="casino-visually-hidden">
          {t('bonuses.bell.list')}
        </h2>
        {items.length === 0 ? (
          <p>{t('bonuses.bell.empty')}</p>
        ) : (
          <ul className="casino-bell__list" aria-labelledby={listId}>
            {items.map((item, index) => (
              <NotificationItem
                key={item.key}
                notification={item}
                now={now}
                href={item.button ? `${casino.options.baseUrl.replace(/\/+$/, '')}${item.button.path}` : null}
                onFollow={follow}
                onDismiss={() => dismiss(item, index)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
