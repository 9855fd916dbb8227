import type { Lottery } from '@casino/sdk/contract';
import { clampQuantity, pricePoints, quantityBounds } from '@casino/sdk/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { useLoyalty } from '../loyalty/useLoyalty';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { useTournaments } from '../tournaments/useTournaments';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

/**
 * Internal: buying a running lottery's tickets with comp points, through the Rocket Mart exchange flow of the
 * lottery's card (the card whose first lottery it is, else any card that gives its tickets), for this lottery
 * (`lottery_id`), whichever the card lists first. The quantity stays
 * within what the balance pays for; the result is said where the button is, and a purchase loads the player's tickets
 * and the lottery again.
 */
export function BuyTickets({ lottery, onBought }: { lottery: Lottery; onBought: () => void }) {
  useSignals();
  const { t } = useTournamentsT();
  const { count } = useFormat();
  const headingId = useId();
  const { rocketMart, compPoints } = useLoyalty();
  const { lotteries } = useTournaments();
  const cards = useResource(rocketMart.rates.get('lotteries'), 'once');
  const balance = useResource(compPoints.balance, 'once');
  const flow = useMemo(() => rocketMart.exchangeFlow(), [rocketMart]);
  const currency = useCasinoSignal((state) => state.activeAccount.value?.currency ?? 'EUR');
  const [chosen, setChosen] = useState('1');
  const state = flow.state.value;

  const card =
    cards.data.find((candidate) => candidate.lottery_ids?.[0] === lottery.id) ??
    cards.data.find((candidate) => candidate.lottery_ids?.includes(lottery.id));
  if (cards.status !== 'ready' && cards.data.length === 0) return null;
  if (!card || lottery.comp_points_ticket_price === null) return <p>{t('tournaments.lottery.not_sold')}</p>;

  const points = balance.data?.chargeable.points ?? 0;
  const price = pricePoints(card, currency);
  const bounds = quantityBounds(points, price);
  const quantity = clampQuantity(Number(chosen), bounds);
  const tickets = (card.rate.tickets_count ?? 1) * quantity;
  const busy = state.step === 'exchanging';

  async function buy() {
    if (!card) return;
    await flow.start(card, quantity, lottery.id);
    if (flow.state.peek().step === 'success') {
      onBought();
      await lotteries.ticketsChanged(lottery.id);
    }
  }

  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h3 id={headingId}>{t('tournaments.lottery.buy_title')}</h3>
      <p>{t('tournaments.lottery.price', { points: count(price), balance: count(points) })}</p>
      {bounds.max < 1 ? (
        <p>{t('tournaments.lottery.missing_points', { points: count(price - points) })}</p>
      ) : (
        <div className="casino-lottery__buy">
          <TextField
            label={t('tournaments.lottery.quantity')}
            type="number"
            inputMode="numeric"
            min={bounds.min}
            max={bounds.max}
            value={chosen}
            onValueChange={setChosen}
          />
          <Button busy={busy} onClick={() => void buy()}>
            {t('tournaments.lottery.buy', { count: tickets, points: count(price * quantity) })}
          </Button>
        </div>
      )}
      {state.step === 'success' ? (
        <p role="status" className="casino-alert casino-alert--success">
          {t('tournaments.lottery.bought', { count: state.result.quantity * (card.rate.tickets_count ?? 1) })}
        </p>
      ) : null}
      {state.step === 'failure' || state.step === 'multi-account' ? (
        <Alert>
          {state.step === 'failure' && state.missingPoints !== null
            ? t('tournaments.lottery.missing_points', { points: count(state.missingPoints) })
            : t('tournaments.lottery.buy_failed')}
        </Alert>
      ) : null}
    </section>
  );
}
