import type { Appearance } from '@casino/sdk/contract';
import { vipCards } from '@casino/sdk/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { useFormat } from '../format/useFormat';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useLinkClick } from '../vip/useLinkClick';
import { useVip } from '../vip/useVip';
import { useVipT } from '../vip/useVipT';
import { VipShell } from '../vip/VipShell';

/** Props of {@link VipClub}. All optional. */
export interface VipClubProps {
  /** Where a guest's sign-in call to action leads. Defaults to `${casino.baseUrl}/sign-in`. */
  signInHref?: string;
  /** Currency of the asked amounts a guest sees. Defaults to the platform's first currency, else EUR. */
  currency?: string;
  /** Called instead of following a link on a plain left click, for single-page hosts. Defaults to none. */
  onNavigate?: (href: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The VIP club's status cards (loyalty.md §4, §9): regular to diamond, each current, achieved, next or locked for the
 * signed-in player, with the deposits and bets it asks in a quarter in his currency, and how long it is kept (diamond
 * for life). Guests see the ladder and a sign-in call to action.
 */
export function VipClub({ appearance, ...props }: VipClubProps) {
  return (
    <VipShell widget="vip-club" appearance={appearance}>
      <VipClubContent {...props} />
    </VipShell>
  );
}

function VipClubContent({ signInHref, currency: guestCurrency, onNavigate }: Omit<VipClubProps, 'appearance'>) {
  useSignals();
  const vip = useVip();
  const casino = useCasino();
  const { t } = useVipT();
  const { money } = useFormat();
  const headingId = useId();
  const onLinkClick = useLinkClick(onNavigate);
  const logged = useCasinoSignal((state) => state.loginState.value) === 'logged';
  const walletCurrency = useCasinoSignal((state) => state.activeAccount.value?.currency);
  const firstCurrency = useCasinoSignal((state) => state.currencies.value[0]?.code);
  useEffect(() => (logged ? vip.follow() : undefined), [vip, logged]);

  const progress = logged ? vip.shown.value : null;
  const currency = progress?.currency ?? (logged ? walletCurrency : guestCurrency) ?? firstCurrency ?? 'EUR';
  const cards = vipCards(progress, currency);
  return (
    <section aria-labelledby={headingId} className="casino-stack" aria-busy={(logged && !progress) || undefined}>
      <h2 id={headingId}>{t('vip.club.title')}</h2>
      <ol className="casino-vip-cards" aria-labelledby={headingId}>
        {cards.map((card) => (
          <li
            key={card.status}
            className="casino-vip-card"
            data-state={card.state}
            aria-current={card.state === 'current' ? 'true' : undefined}
          >
            <h3>{t(`vip.status.${card.status}`)}</h3>
            {logged ? <p className="casino-vip-card__state">{t(`vip.club.state.${card.state}`)}</p> : null}
            <p>
              {card.status === 'regular'
                ? t('vip.club.asks_nothing')
                : t('vip.club.asks', {
                    deposit: money(card.asks.depositCents, currency),
                    bets: money(card.asks.betSumCents, currency),
                  })}
            </p>
            {card.status === 'regular' ? null : (
              <p className="casino-vip-muted">{t(card.lifelong ? 'vip.club.lifelong' : 'vip.club.quarterly')}</p>
            )}
          </li>
        ))}
      </ol>
      {logged ? null : (
        <p>
          <a
            className="casino-button casino-button--primary"
            href={signInHref ?? `${casino.options.baseUrl}/sign-in`}
            onClick={onLinkClick}
          >
            {t('vip.club.sign_in')}
          </a>
        </p>
      )}
    </section>
  );
}
