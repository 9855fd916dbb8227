import type { Appearance } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, useId } from 'react';
import { isPlainLeftClick } from '../games/useGameLinks';
import { LoyaltyShell } from '../loyalty/LoyaltyShell';
import { useLoyalty } from '../loyalty/useLoyalty';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { LootBoxCard } from './LootBoxCard';
import { LOOT_BOXES_CSS } from './lootBoxesCss';

/** Props of {@link LootBoxes}. All optional. */
export interface LootBoxesProps {
  /** Address of the Rocket Mart, where the player gets more boxes. Defaults to `${casino.baseUrl}/rocket-mart`. */
  rocketMartHref?: string;
  /** Address of the player's gifts, where a prize is. Defaults to `${casino.baseUrl}/profile/gifts`. */
  giftsHref?: string;
  /** Called instead of following a link on a plain left click, for single-page hosts. Defaults to none. */
  onNavigate?: (href: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The signed-in player's loot boxes (loyalty.md §3–§4): the boxes shown (not expired, not opened on an earlier day;
 * wheel spins are on the wheel), each with what it may hold and Open, which names the prize the server drew. A
 * sign-in hint for guests.
 */
export function LootBoxes({ appearance, ...props }: LootBoxesProps) {
  return (
    <LoyaltyShell widget="loot-boxes" appearance={appearance}>
      <style>{LOOT_BOXES_CSS}</style>
      <LootBoxesContent {...props} />
    </LoyaltyShell>
  );
}

function LootBoxesContent({ rocketMartHref, giftsHref, onNavigate }: Omit<LootBoxesProps, 'appearance'>) {
  useSignals();
  const casino = useCasino();
  const { lootboxes } = useLoyalty();
  const { t } = useLoyaltyT();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const list = useResource(lootboxes.list);
  const headingId = useId();
  const baseUrl = casino.options.baseUrl;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href') ?? event.currentTarget.href);
  };

  if (loginState !== 'logged') {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('loyalty.lootboxes.title')}</h2>
        <p>{t('loyalty.lootboxes.guest')}</p>
      </section>
    );
  }

  const shown = lootboxes.shown.value;
  const now = Date.now();
  return (
    <section aria-labelledby={headingId} className="casino-stack" aria-busy={list.status === 'loading' || undefined}>
      <h2 id={headingId}>{t('loyalty.lootboxes.title')}</h2>
      {list.status === 'error' ? (
        <div className="casino-stack">
          <Alert>{t('loyalty.lootboxes.load_failed')}</Alert>
          <Button variant="secondary" onClick={() => list.reload()}>
            {t('loyalty.lootboxes.retry')}
          </Button>
        </div>
      ) : null}
      {(list.status === 'loading' || list.status === 'idle') && shown.length === 0 ? (
        <p role="status">{t('loyalty.lootboxes.loading')}</p>
      ) : null}
      {list.status === 'ready' && shown.length === 0 ? (
        <div className="casino-stack casino-stack--tight">
          <p>{t('loyalty.lootboxes.empty')}</p>
          <p>
            <a href={rocketMartHref ?? `${baseUrl}/rocket-mart`} onClick={onLinkClick}>
              {t('loyalty.lootboxes.get_more')}
            </a>
          </p>
        </div>
      ) : null}
      {shown.length > 0 ? (
        <ul className="casino-lootboxes">
          {shown.map((box) => (
            <li key={box.id}>
              <LootBoxCard
                box={box}
                now={now}
                giftsHref={giftsHref ?? `${baseUrl}/profile/gifts`}
                onLinkClick={onLinkClick}
                onOpen={() => lootboxes.activate(box.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
