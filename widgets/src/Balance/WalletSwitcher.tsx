import type { Account, Currency } from '@casino/sdk/contract';
import { errorMessageKey } from '@casino/sdk/i18n';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { useCasino } from '../provider/useCasino';
import { useT } from '../provider/useT';
import { currencyLabel } from '../shell/displayNames';
import { type FormMessage, formMessageText } from '../shell/formMessage';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** Props of {@link WalletSwitcher}. */
export interface WalletSwitcherProps {
  /** The player's accounts. */
  accounts: readonly Account[];
  /** The account in use; null when the player has none yet. */
  active: Account | null;
  /** Every currency of the platform; those without an account are offered to open. */
  currencies: readonly Currency[];
}

/** Internal: a disclosure listing the player's wallets and the currencies to open; choosing one calls `casino.wallet.select`. */
export function WalletSwitcher({ accounts, active, currencies }: WalletSwitcherProps) {
  const casino = useCasino();
  const { t, language } = useT();
  const { money } = useFormat();
  const panelId = useId();
  const ownId = useId();
  const openId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormMessage[]>([]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const choose = async (currency: string) => {
    if (switching) return;
    setSwitching(currency);
    setFailure([]);
    try {
      const result = await casino.wallet.select(currency);
      if (result.ok) close();
      else
        setFailure([
          { key: 'balance.switch_failed' },
          ...Object.values(result.errors)
            .flat()
            .map((server) => ({ server })),
        ]);
    } catch (error) {
      setFailure([{ key: 'balance.switch_failed' }, { key: errorMessageKey(error) }]);
    } finally {
      setSwitching(null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const openable = currencies.filter((currency) => !accounts.some((account) => account.currency === currency.code));

  return (
    <div className="casino-stack">
      <Button
        ref={toggle}
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {active ? t('balance.wallet', { currency: active.currency }) : t('balance.open_wallet')}
      </Button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it, as in a disclosure menu */}
      <div id={panelId} hidden={!open} className="casino-stack" onKeyDown={onKeyDown}>
        {accounts.length > 0 ? (
          <div>
            <p id={ownId}>{t('balance.your_wallets')}</p>
            <ul aria-labelledby={ownId} className="casino-stack casino-list">
              {accounts.map((account) => {
                const amount = money(account.amount_cents, account.currency);
                return (
                  <li key={account.currency}>
                    <Button
                      variant="secondary"
                      aria-current={account.currency === active?.currency ? 'true' : undefined}
                      busy={switching === account.currency}
                      onClick={() => choose(account.currency)}
                    >
                      {account.currency} {amount}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {openable.length > 0 ? (
          <div>
            <p id={openId}>{t('balance.open_wallet')}</p>
            <ul aria-labelledby={openId} className="casino-stack casino-list">
              {openable.map((currency) => (
                <li key={currency.code}>
                  <Button variant="secondary" busy={switching === currency.code} onClick={() => choose(currency.code)}>
                    {currencyLabel(currency.code, language)}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {switching ? <p role="status">{t('balance.switching')}</p> : null}
      {failure.length > 0 ? (
        <Alert>
          {failure.map((message) => {
            const line = formMessageText(t, message);
            return <p key={line}>{line}</p>;
          })}
        </Alert>
      ) : null}
    </div>
  );
}
