import type { Appearance, RateCard, RateType } from '@casino/sdk/contract';
import {
  isAffordable,
  isOnTab,
  missingPoints,
  pricePoints,
  ROCKET_MART_TABS,
  type RocketMartTab,
} from '@casino/sdk/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, useId, useMemo, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { isPlainLeftClick } from '../games/useGameLinks';
import { LoyaltyShell } from '../loyalty/LoyaltyShell';
import { useLoyalty } from '../loyalty/useLoyalty';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Tabs } from '../ui/Tabs';
import { ExchangeDialog, type Shortfall } from './ExchangeDialog';
import { RateCardItem } from './RateCardItem';
import { ReadMore } from './ReadMore';
import { ROCKET_MART_CSS } from './rocketMartCss';
import { useCardTitle } from './useCardTitle';

/** Props of {@link RocketMart}. All optional. */
export interface RocketMartProps {
  /** The tab shown, when the host keeps it (controlled). Defaults to the widget's own, starting at `defaultTab`. */
  tab?: RocketMartTab;
  /** The first tab when the widget keeps its own. Defaults to `'all'`. */
  defaultTab?: RocketMartTab;
  /** Called when the player picks a tab ("go to the shop" picks `all`). */
  onTabChange?: (tab: RocketMartTab) => void;
  /** Where a guest's exchange button leads. Defaults to `${casino.baseUrl}/registration?redirect=/rocket-mart`. */
  registrationHref?: string;
  /** Where "play games" leads. Defaults to `${casino.baseUrl}/`. */
  gamesHref?: string;
  /** Where "open my gifts" leads after a reward given as a gift. Defaults to `${casino.baseUrl}/profile/gifts`. */
  giftsHref?: string;
  /** Called instead of following a link (or going to registration) on a plain left click, for single-page hosts. */
  onNavigate?: (href: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/** The reward types a tab needs loaded. */
const TAB_TYPES: readonly RateType[] = ['money', 'freespins', 'special', 'lootboxes'];

/**
 * The Rocket Mart (loyalty.md §2–§5): banner, the player's comp points, tabs all / money / free spins / special,
 * cards with their labels, price, missing points and a quantity stepper, the exchange through the SDK's exchange
 * flow with its one result modal, and the read-more text of the CMS. Guests see the shop; their exchange button
 * leads to registration.
 */
export function RocketMart({ appearance, ...props }: RocketMartProps) {
  return (
    <LoyaltyShell widget="rocket-mart" appearance={appearance}>
      <style>{ROCKET_MART_CSS}</style>
      <RocketMartContent {...props} />
    </LoyaltyShell>
  );
}

function RocketMartContent({
  tab,
  defaultTab = 'all',
  onTabChange,
  registrationHref,
  gamesHref,
  giftsHref,
  onNavigate,
}: Omit<RocketMartProps, 'appearance'>) {
  useSignals();
  const casino = useCasino();
  const { compPoints, rocketMart } = useLoyalty();
  const { t } = useLoyaltyT();
  const { count } = useFormat();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const currency = useCasinoSignal(
    (state) => state.activeAccount.value?.currency ?? state.profile.value?.currency ?? 'EUR',
  );
  const cardTitle = useCardTitle(currency);
  const flow = useMemo(() => rocketMart.exchangeFlow(), [rocketMart]);
  const money = useResource(rocketMart.rates.get('money'), 'once');
  const freespins = useResource(rocketMart.rates.get('freespins'), 'once');
  const special = useResource(rocketMart.rates.get('special'), 'once');
  const lootboxes = useResource(rocketMart.rates.get('lootboxes'), 'once');
  const readMore = useResource(rocketMart.readMore, 'once');
  const headingId = useId();
  const [ownTab, setOwnTab] = useState<RocketMartTab>(defaultTab);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const shown = tab ?? ownTab;
  const baseUrl = casino.options.baseUrl;
  const links = {
    registration: registrationHref ?? `${baseUrl}/registration?redirect=${encodeURIComponent('/rocket-mart')}`,
    games: gamesHref ?? `${baseUrl}/`,
    gifts: giftsHref ?? `${baseUrl}/profile/gifts`,
  };

  const logged = loginState === 'logged';
  const balance = logged ? compPoints.chargeable.value : null;
  const state = flow.state.value;
  const loads = [money, freespins, special, lootboxes];
  const byType: Record<RateType, readonly RateCard[]> = {
    money: money.data,
    freespins: freespins.data,
    special: special.data,
    lootboxes: lootboxes.data,
    lotteries: [],
  };
  const cards = TAB_TYPES.flatMap((type) => byType[type]).filter((card) => isOnTab(card, shown));
  const failed = loads.some((load) => load.status === 'error') && cards.length === 0;
  const loading = loads.some((load) => load.status === 'idle' || load.status === 'loading') && cards.length === 0;

  const navigate = (href: string) => {
    if (onNavigate) onNavigate(href);
    else window.location.assign(href);
  };
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href') ?? event.currentTarget.href);
  };
  const choose = (next: RocketMartTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  const exchange = async (card: RateCard, quantity: number) => {
    const price = pricePoints(card, currency);
    if (balance !== null && !isAffordable(balance, price)) {
      setShortfall({ title: cardTitle(card), missing: missingPoints(balance, price) });
      return;
    }
    await flow.start(card, quantity);
    if (flow.state.peek().step === 'registration') {
      flow.dismiss();
      navigate(links.registration);
    } else if (flow.state.peek().step === 'failure') {
      const failure = flow.state.peek();
      if (failure.step === 'failure' && failure.code === 'price_changed') void rocketMart.rates.get(card.type).reload();
    }
  };
  const close = () => {
    setShortfall(null);
    flow.dismiss();
  };

  return (
    <section aria-labelledby={headingId} className="casino-stack casino-mart">
      <div className="casino-mart__banner">
        <h2 id={headingId}>{t('loyalty.mart.title')}</h2>
        <p>{t('loyalty.mart.banner')}</p>
      </div>
      {logged ? (
        <p className="casino-mart__balance">
          {t('loyalty.mart.balance')}: <strong>{balance === null ? '…' : count(balance)}</strong>
        </p>
      ) : (
        <p>{t('loyalty.mart.guest')}</p>
      )}
      <Tabs
        tabs={ROCKET_MART_TABS}
        shown={shown}
        onChoose={choose}
        label={t('loyalty.mart.tabs')}
        title={(name) => t(`loyalty.mart.tab.${name}`)}
        busy={loading}
      >
        {failed ? (
          <div className="casino-stack">
            <Alert>{t('loyalty.mart.load_failed')}</Alert>
            <Button variant="secondary" onClick={() => Promise.all(loads.map((load) => load.reload()))}>
              {t('common.retry')}
            </Button>
          </div>
        ) : loading ? (
          <p role="status">{t('loyalty.mart.loading')}</p>
        ) : cards.length === 0 ? (
          <p>{t('loyalty.mart.empty')}</p>
        ) : (
          <ul className="casino-mart__cards">
            {cards.map((card) => (
              <li key={`${card.type}:${card.group}`}>
                <RateCardItem
                  card={card}
                  currency={currency}
                  balance={balance}
                  busy={state.step === 'exchanging'}
                  onExchange={(chosen, quantity) => void exchange(chosen, quantity)}
                />
              </li>
            ))}
          </ul>
        )}
      </Tabs>
      {readMore.data ? <ReadMore page={readMore.data} /> : null}
      <ExchangeDialog
        state={state}
        shortfall={shortfall}
        currency={currency}
        gamesHref={links.games}
        giftsHref={links.gifts}
        onLinkClick={onLinkClick}
        onGoToShop={() => {
          close();
          choose('all');
        }}
        onEnableBonuses={() => void flow.enableBonuses()}
        onClose={close}
      />
    </section>
  );
}
