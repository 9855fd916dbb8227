import type { Appearance } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';
import { useId } from 'react';
import { useCasinoState } from '../provider/useCasinoState';
import { useT } from '../provider/useT';
import { InfoUnavailable } from '../shell/InfoUnavailable';
import { WidgetShell } from '../shell/WidgetShell';
import { Button } from '../ui/Button';
import { WageringProgress } from '../ui/WageringProgress';
import { WalletSwitcher } from './WalletSwitcher';

/** Props of {@link Balance}. All optional. */
export interface BalanceProps {
  /** Called when the player presses Deposit; without it the button is not shown. Defaults to none. */
  onDeposit?: () => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/** The signed-in player's real and bonus money, wagering progress, wallet switcher and deposit button; a sign-in hint for guests. */
export function Balance({ appearance, ...props }: BalanceProps) {
  return (
    <WidgetShell widget="balance" appearance={appearance}>
      <BalanceContent {...props} />
    </WidgetShell>
  );
}

function BalanceContent({ onDeposit }: Omit<BalanceProps, 'appearance'>) {
  const { loginState, balance, accounts, activeAccount, currencies } = useCasinoState();
  const { t, language } = useT();
  const headingId = useId();

  if (loginState !== 'logged') {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('balance.title')}</h2>
        <p>{t('balance.guest')}</p>
      </section>
    );
  }

  if (currencies.length === 0) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('balance.title')}</h2>
        <InfoUnavailable />
      </section>
    );
  }

  const currency = currencies.find((candidate) => candidate.code === balance?.currency);
  const format = (cents: number) => (currency ? formatAmount(cents, currency, { locale: language }) : '');
  const percent = new Intl.NumberFormat(language, { style: 'percent' }).format((balance?.wageringPercent ?? 0) / 100);

  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId}>{t('balance.title')}</h2>
      {balance && currency ? (
        <dl className="casino-amounts">
          <dt>{t('balance.real')}</dt>
          <dd>{format(balance.realCents)}</dd>
          <dt>{t('balance.bonus')}</dt>
          <dd>{format(balance.bonusCents)}</dd>
        </dl>
      ) : (
        <p>{t('balance.no_wallet')}</p>
      )}
      {balance && currency && balance.totalWageringCents > 0 ? (
        <WageringProgress
          label={t('balance.wagering')}
          percent={balance.wageringPercent}
          percentText={percent}
          description={`${t('balance.wagering_progress', {
            wagered: format(balance.wageredCents),
            total: format(balance.totalWageringCents),
          })} (${percent})`}
        />
      ) : null}
      <WalletSwitcher accounts={accounts} active={activeAccount} currencies={currencies} />
      {onDeposit ? <Button onClick={onDeposit}>{t('balance.deposit')}</Button> : null}
    </section>
  );
}
