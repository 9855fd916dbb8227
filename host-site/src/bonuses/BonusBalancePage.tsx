import { useCasinoSignal, useFormat } from '@casino/widgets';
import { GiftList } from '@casino/widgets/bonuses';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';

/**
 * /bonus-balance: the active wallet's real money, bonus money and wagering progress (core.md §3: bonus = total −
 * cashout part, progress floored), then the active bonuses, whose wagering moves live while the player plays.
 */
export function BonusBalancePage() {
  const { t } = useSiteT();
  usePageTitle(t('bonusBalance.title'));
  const balance = useCasinoSignal((state) => state.balance.value);
  const format = useFormat();
  const onNavigate = useSiteNavigate();
  const currency = format.currency(balance?.currency);
  const money = (cents: number) => (balance ? format.money(cents, balance.currency) : '');
  return (
    <section className="page bonus-balance" aria-labelledby="bonus-balance-title">
      <h1 id="bonus-balance-title">{t('bonusBalance.title')}</h1>
      {balance && currency ? (
        <>
          <dl className="bonus-balance__figures">
            <div>
              <dt>{t('bonusBalance.real')}</dt>
              <dd data-testid="bonus-balance-real">{money(balance.realCents)}</dd>
            </div>
            <div>
              <dt>{t('bonusBalance.bonus')}</dt>
              <dd data-testid="bonus-balance-bonus">{money(balance.bonusCents)}</dd>
            </div>
            <div>
              <dt>{t('bonusBalance.total')}</dt>
              <dd>{money(balance.totalCents)}</dd>
            </div>
          </dl>
          {balance.totalWageringCents > 0 ? (
            <div className="bonus-balance__wagering">
              <p id="bonus-balance-wagering">
                {t('bonusBalance.wagering', {
                  wagered: money(balance.wageredCents),
                  total: money(balance.totalWageringCents),
                })}
              </p>
              <progress
                aria-labelledby="bonus-balance-wagering"
                max={100}
                value={balance.wageringPercent}
              >{`${balance.wageringPercent}%`}</progress>
              <span>{t('bonusBalance.percent', { percent: balance.wageringPercent })}</span>
            </div>
          ) : (
            <p>{t('bonusBalance.noWagering')}</p>
          )}
        </>
      ) : (
        <p>{t('common.loading')}</p>
      )}
      <h2>{t('bonusBalance.activeBonuses')}</h2>
      <GiftList
        appearance={SITE_APPEARANCE}
        tab="active"
        gameHref={(game) => `/play/${game.provider}/${game.slug}`}
        onNavigate={onNavigate}
      />
      <p>
        <Link to="/profile/gifts">{t('bonusBalance.allGifts')}</Link>
      </p>
    </section>
  );
}
