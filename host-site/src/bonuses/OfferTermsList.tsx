import type { BonusOffer } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';
import { useCasinoSignal } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';
import { offerTerms } from './offerTerms';

/** Props of {@link OfferTermsList}. */
export interface OfferTermsListProps {
  offer: BonusOffer;
  /** The currency amounts are quoted in. */
  currency: string;
}

/** What an offer gives and its terms, in words, for one currency. */
export function OfferTermsList({ offer, currency }: OfferTermsListProps) {
  const { t } = useSiteT();
  const currencies = useCasinoSignal((state) => state.currencies.value);
  const locale = useCasinoSignal((state) => state.locale.value);
  const terms = offerTerms(offer, currency);
  const unit = currencies.find((c) => c.code === currency);
  const money = (cents: number | null) => (cents !== null && unit ? formatAmount(cents, unit, { locale }) : null);
  const amount = money(terms.amountCents);
  const minimum = money(terms.minDepositCents);
  const lines: string[] = [];
  if (terms.percent !== null && amount) lines.push(t('bonus.gives.percent', { percent: terms.percent, amount }));
  else if (amount) lines.push(t('bonus.gives.fixed', { amount }));
  if (terms.freespins) lines.push(t('bonus.gives.freespins', { spins: terms.freespins.count }));
  if (minimum) lines.push(t('bonus.terms.minDeposit', { amount: minimum }));
  if (terms.wagerMultiplier) lines.push(t('bonus.terms.wagering', { multiplier: terms.wagerMultiplier }));
  if (terms.freespins?.wagerMultiplier) {
    lines.push(t('bonus.terms.freespinsWagering', { multiplier: terms.freespins.wagerMultiplier }));
  }
  if (terms.maxWinMultiplier) lines.push(t('bonus.terms.maxWin', { multiplier: terms.maxWinMultiplier }));
  if (terms.depositNumber === 1) lines.push(t('bonus.terms.firstDeposit'));
  else if (terms.depositNumber) lines.push(t('bonus.terms.nthDeposit', { number: terms.depositNumber }));
  if (terms.groups.length > 0) lines.push(t('bonus.terms.groups'));
  if (terms.activatableDays) lines.push(t('bonus.terms.activatable', { days: terms.activatableDays }));
  if (terms.validDays) lines.push(t('bonus.terms.valid', { days: terms.validDays }));
  const offered = terms.amountCents !== null || terms.freespins !== null;
  return (
    <>
      {offered ? null : <p>{t('bonus.terms.noCurrency', { currency })}</p>}
      <ul className="bonus-terms">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
