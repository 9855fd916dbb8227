import type { Appearance } from '@casino/sdk/contract';
import { useId } from 'react';
import { useCurrencies } from '../format/useCurrencies';
import { useFormat } from '../format/useFormat';
import { useCasinoSignal } from '../provider/useCasinoSignal';
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
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const balance = useCasinoSignal((state) => state.balance.value);
  const accounts = useCasinoSignal((state) => state.accounts.value);
  const activeAccount = useCasinoSignal((state) => state.activeAccount.value);
  const { currencies, loading } = useCurrencies(loginState === 'logged');
  const { t } = useT();
  const { currency: findCurrency, money, percent: formatPercent } = useFormat();
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
        <InfoUnavailable loading={loading} />
      </section>
    );
  }

  const currency = findCurrency(balance?.currency);
  const format = (cents: number) => (balance ? money(cents, balance.currency) : '');
  const percent = formatPercent(balance?.wageringPercent ?? 0);

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
