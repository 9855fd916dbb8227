import type { Gift } from '@casino/sdk/bonuses';
import type { Appearance, FreespinGame } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, useId, useMemo, useState } from 'react';
import { BonusesShell } from '../bonuses/BonusesShell';
import { useBonuses } from '../bonuses/useBonuses';
import { useBonusesT } from '../bonuses/useBonusesT';
import { isPlainLeftClick } from '../games/useGameLinks';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Tabs } from '../ui/Tabs';
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
  const [ownTab, setOwnTab] = useState<GiftTab>(defaultTab);
  const shown = tab ?? ownTab;
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
      <Tabs
        tabs={TABS}
        shown={shown}
        onChoose={choose}
        label={t('bonuses.gifts.tabs')}
        title={(name) => (
          <>
            {t(`bonuses.gifts.${name}`)}
            {name === 'active' && gifts.newCount.value > 0 ? (
              <span className="casino-gift__count"> ({gifts.newCount.value})</span>
            ) : null}
          </>
        )}
        busy={status === 'loading'}
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
      </Tabs>
    </section>
  );
}
