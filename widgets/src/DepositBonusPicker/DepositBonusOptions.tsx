import { offerBonusFor } from '@casino/sdk/rules';
import { useEffect, useId } from 'react';
import { useBonuses } from '../bonuses/useBonuses';
import { useBonusesT } from '../bonuses/useBonusesT';
import { useFormat } from '../format/useFormat';
import { useResource } from '../provider/useResource';
import { offerTerms } from './offerTerms';

/** Props of {@link DepositBonusOptions}. */
export interface DepositBonusOptionsProps {
  /** Currency code of the deposit. */
  currency: string;
  /** The deposit's amount in minor units; null when not known (a crypto deposit to an address: offers say "up to"). */
  amountCents: number | null;
  /** The chosen offer's code (its `id`); null for no bonus. */
  value: string | null;
  /** Called with the chosen offer's code, or null for no bonus. */
  onChange: (code: string | null) => void;
  /** Whether the choice is being saved: the options stay shown but cannot change. Defaults to `false`. */
  disabled?: boolean;
}

/**
 * Internal: the radio group of the deposit offers (`depositOffers()`) in the deposit's currency, "No bonus" first;
 * each offer says what it gives for the amount (bonus, wagering, minimum deposit). One whose minimum is above the
 * amount says so and cannot be chosen; a chosen one that stops applying falls back to "No bonus".
 */
export function DepositBonusOptions({
  currency,
  amountCents,
  value,
  onChange,
  disabled = false,
}: DepositBonusOptionsProps) {
  const { offers: loaded } = useBonuses();
  const { t } = useBonusesT();
  const format = useFormat();
  const name = useId();
  const deposit = useResource(loaded.deposit);
  const offers = deposit.status === 'ready' ? deposit.data : null;

  // read fresh each time the picker shows; a reload keeps the shown offers until its answer
  useEffect(() => {
    void loaded.deposit.reload();
  }, [loaded]);

  const options = (offers ?? []).flatMap((offer) => {
    const terms = offerTerms(offer, currency);
    if (terms === null) return [];
    const given = amountCents === null ? null : offerBonusFor(offer, currency, amountCents);
    const belowMinimum = amountCents !== null && terms.minCents !== null && amountCents < terms.minCents;
    const available = amountCents === null || (!belowMinimum && (given !== null || terms.mostCents === 0));
    return [{ offer, terms, given, belowMinimum, available }];
  });
  const chosenUnavailable = options.some((option) => option.offer.id === value && !option.available);
  useEffect(() => {
    if (chosenUnavailable) onChange(null);
  }, [chosenUnavailable, onChange]);

  if (offers === null) return <p role="status">{t('bonuses.picker.loading')}</p>;
  if (options.length === 0) return null;

  const money = (cents: number) => format.money(cents, currency);

  return (
    <fieldset className="casino-picker" disabled={disabled}>
      <legend>{t('bonuses.picker.legend')}</legend>
      <label className="casino-picker__option">
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        <span>{t('bonuses.picker.none')}</span>
      </label>
      {options.map(({ offer, terms, given, belowMinimum, available }) => {
        let gives: string | null = null;
        if (given && given.bonusCents > 0) {
          gives =
            given.wagerCents > 0
              ? t('bonuses.picker.gives', { bonus: money(given.bonusCents), wager: money(given.wagerCents) })
              : t('bonuses.picker.no_wagering', { bonus: money(given.bonusCents) });
        } else if (amountCents === null && terms.mostCents > 0) {
          gives = t('bonuses.picker.gives_up_to', { bonus: money(terms.mostCents) });
        }
        let note: string | null = null;
        if (belowMinimum && terms.minCents !== null) {
          note = t('bonuses.picker.below_minimum', { amount: money(terms.minCents) });
        } else if (!available) note = t('bonuses.picker.unavailable');
        else if (terms.minCents !== null) note = t('bonuses.picker.minimum', { amount: money(terms.minCents) });
        return (
          <label key={offer.id} className="casino-picker__option">
            <input
              type="radio"
              name={name}
              value={offer.id}
              checked={value === offer.id}
              disabled={!available}
              onChange={() => onChange(offer.id)}
            />
            <span>
              <strong>{offer.title}</strong>
              {gives ? <span>{gives}</span> : null}
              {terms.spins > 0 ? <span>{t('bonuses.picker.freespins', { count: terms.spins })}</span> : null}
              {note ? <span>{note}</span> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
