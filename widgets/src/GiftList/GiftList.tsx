import type { Gift } from '@casino/sdk/bonuses';
import type { Appearance, FreespinGame } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type MouseEvent, useId, useMemo, useRef, useState } from 'react';
import { BonusesShell } from '../bonuses/BonusesShell';
import { useBonuses } from '../bonuses/useBonuses';
import { useBonusesT } from '../bonuses/useBonusesT';
import { isPlainLeftClick } from '../games/useGameLinks';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { defaultFreespinGameHref } from './freespinGameHref';
import { GiftCard } from './GiftCard';

/** Which list the gift list shows: active gifts, or finished ones (History). */
export type GiftTab = 'active' | 'history';

/** Props of {@link GiftList}. All optional. */
export interface GiftListProps {
  /** The tab shown (controlled). Defaults to none: the list keeps its own tab. */
  tab?: GiftTab;
  /** The tab shown first when uncontrolled. Defaults to `'active'`. */
  defaultTab?: GiftTab;
  /** Called when the player picks a tab. Defaults to none. */
  onTabChange?: (tab: GiftTab) => void;
  /** Address of a free-spin game's page. Defaults to `${casino.baseUrl}/play/${game.provider}/${game.slug}`. */
  gameHref?: (game: FreespinGame) => string;
  /** Called instead of following a game link on a plain left click, for single-page hosts. Defaults to none. */
  onNavigate?: (href: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

const TABS: readonly GiftTab[] = ['active', 'history'];

/**
 * The signed-in player's gifts (bonuses and free spins, core.md §3–§4) in two tabs, Active and History, each gift a
 * card with Activate and Cancel; a sign-in hint for guests.
 */
export function GiftList({ appearance, ...props }: GiftListProps) {
  return (
    <BonusesShell widget="gift-list" appearance={appearance}>
      <GiftListContent {...props} />
    </BonusesShell>
  );
}

function GiftListContent({
  tab,
  defaultTab = 'active',
  onTabChange,
  gameHref,
  onNavigate,
}: Omit<GiftListProps, 'appearance'>) {
  useSignals();
  const casino = useCasino();
  const { gifts } = useBonuses();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useBonusesT();
  const headingId = useId();
  const tabsId = useId();
  const [ownTab, setOwnTab] = useState<GiftTab>(defaultTab);
  const shown = tab ?? ownTab;
  const tabRefs = useRef<Partial<Record<GiftTab, HTMLButtonElement | null>>>({});
  const baseUrl = casino.options.baseUrl;
  const href = useMemo(
    () => gameHref ?? ((game: FreespinGame) => defaultFreespinGameHref(baseUrl, game)),
    [gameHref, baseUrl],
  );

  if (loginState !== 'logged') {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('bonuses.gifts.title')}</h2>
        <p>{t('bonuses.gifts.guest')}</p>
      </section>
    );
  }

  const choose = (next: GiftTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  const onTabKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -TABS.length, End: TABS.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = Math.min(Math.max(TABS.indexOf(shown) + step, 0), TABS.length - 1);
    const next = TABS[index] ?? shown;
    choose(next);
    tabRefs.current[next]?.focus();
  };
  const onGameClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href') ?? event.currentTarget.href);
  };
  const list: readonly Gift[] = shown === 'active' ? gifts.active.value : gifts.finished.value;
  const status = gifts.status.value;

  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId}>{t('bonuses.gifts.title')}</h2>
      <div role="tablist" aria-label={t('bonuses.gifts.tabs')} className="casino-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            className="casino-tabs__tab"
            aria-selected={shown === name}
            aria-controls={`${tabsId}-panel`}
            tabIndex={shown === name ? 0 : -1}
            onClick={() => choose(name)}
            onKeyDown={onTabKeyDown}
          >
            {t(`bonuses.gifts.${name}`)}
            {name === 'active' && gifts.newCount.value > 0 ? (
              <span className="casino-gift__count"> ({gifts.newCount.value})</span>
            ) : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${shown}`}
        className="casino-stack"
        aria-busy={status === 'loading' || undefined}
      >
        {status === 'error' ? (
          <div className="casino-stack">
            <Alert>{t('bonuses.gifts.load_failed')}</Alert>
            <Button variant="secondary" onClick={() => gifts.load()}>
              {t('bonuses.gifts.retry')}
            </Button>
          </div>
        ) : null}
        {(status === 'loading' || status === 'idle') && list.length === 0 ? (
          <p role="status">{t('bonuses.gifts.loading')}</p>
        ) : null}
        {status === 'ready' && list.length === 0 ? (
          <p>{t(shown === 'active' ? 'bonuses.gifts.empty_active' : 'bonuses.gifts.empty_history')}</p>
        ) : null}
        {list.length > 0 ? (
          <ul className="casino-gift-list">
            {list.map((gift) => (
              <li key={gift.key}>
                <GiftCard
                  gift={gift}
                  gameHref={href}
                  onGameClick={onGameClick}
                  onActivate={() => gifts.activate(gift)}
                  onCancel={() => gifts.cancel(gift)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
