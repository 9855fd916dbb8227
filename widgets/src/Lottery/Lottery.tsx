import type { Appearance, Lottery as LotteryData } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo } from 'react';
import { useFormat } from '../format/useFormat';
import { sanitizeHtml } from '../html/sanitizeHtml';
import { PromoCountdown } from '../PromoTimer/PromoCountdown';
import { PROMO_TIMER_CSS } from '../PromoTimer/promoTimerCss';
import { usePassed } from '../PromoTimer/usePassed';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { TournamentsShell } from '../tournaments/TournamentsShell';
import { usePrizeText } from '../tournaments/usePrizeText';
import { useTournaments } from '../tournaments/useTournaments';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { BuyTickets } from './BuyTickets';
import { DrawResult } from './DrawResult';
import { LOTTERY_CSS } from './lotteryCss';

/** Props of {@link Lottery}. */
export interface LotteryProps {
  /** The lottery: its `frontend_identifier` (`rocket-lottery`) or numeric id. */
  lottery: string;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * A lottery (loyalty.md §2–§4): its rules, prizes and the countdown to its draw; the player's tickets and buying
 * more with comp points through the Rocket Mart exchange; after the draw the winning tickets and a check, in the
 * browser, that the published seed hashes to the commitment and draws the same winners. Once its end passes it loads
 * the lottery every two seconds until the draw is published. Guests see the lottery and a sign-in hint.
 */
export function Lottery({ lottery, appearance }: LotteryProps) {
  return (
    <TournamentsShell widget="lottery" appearance={appearance}>
      <style>{PROMO_TIMER_CSS + LOTTERY_CSS}</style>
      <LotteryLoader lottery={lottery} />
    </TournamentsShell>
  );
}

function LotteryLoader({ lottery }: { lottery: string }) {
  const { t } = useTournamentsT();
  const loaded = useResource(useTournaments().lotteries.lottery.get(lottery), 'once');
  if (loaded.data) return <LotteryContent lottery={loaded.data} reload={loaded.reload} />;
  if (loaded.status === 'error') {
    return (
      <div className="casino-stack">
        <Alert>{t('tournaments.lottery.load_failed')}</Alert>
        <Button variant="secondary" onClick={() => void loaded.reload()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (loaded.status === 'ready') return <p>{t('tournaments.lottery.not_found')}</p>;
  return <p role="status">{t('tournaments.lottery.loading')}</p>;
}

function LotteryContent({ lottery, reload }: { lottery: LotteryData; reload: () => Promise<void> }) {
  useSignals();
  const { t } = useTournamentsT();
  const { money, count } = useFormat();
  const prizeText = usePrizeText();
  const headingId = useId();
  const prizesId = useId();
  const logged = useCasinoSignal((state) => state.loginState.value) === 'logged';
  const currency = useCasinoSignal((state) => state.activeAccount.value?.currency ?? null);
  const description = useMemo(() => sanitizeHtml(lottery.description), [lottery.description]);
  const depositRule = (lottery.deposit_scale_rules[currency ?? lottery.currency] ?? []).find((rule) => rule.active);
  const drawn = lottery.draw.seed !== null;
  const ended = usePassed(lottery.end_at);
  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId}>{lottery.title}</h2>
      <PromoCountdown dates={lottery} end="draw" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml keeps an allow-list of text elements and safe links only */}
      <div dangerouslySetInnerHTML={{ __html: description }} />
      <p>{t('tournaments.lottery.tickets_sold', { count: count(lottery.lottery_tickets_count) })}</p>
      {depositRule ? (
        <p>
          {t('tournaments.lottery.deposit_rule', {
            from: money(depositRule.from_amount_cents, depositRule.currency),
            price: money(depositRule.price_cents, depositRule.currency),
          })}
        </p>
      ) : null}
      {lottery.prizes.length > 0 ? (
        <>
          <h3 id={prizesId}>{t('tournaments.lottery.prizes')}</h3>
          <ol aria-labelledby={prizesId}>
            {lottery.prizes.map((prize) => (
              <li key={prize.id}>
                {t('tournaments.lottery.place', { place: prize.award_place })}: {prizeText(prize)}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {logged ? <PlayerTickets lottery={lottery} /> : <p>{t('tournaments.lottery.guest')}</p>}
      {logged && lottery.status !== 'future' && !ended && !drawn ? (
        <BuyTickets lottery={lottery} onBought={() => void reload()} />
      ) : null}
      {drawn ? <DrawResult lottery={lottery} /> : null}
      {ended && !drawn ? <AwaitingDraw reload={reload} /> : null}
    </section>
  );
}

/** How often a lottery whose end has passed is loaded again until its draw is published, in ms. */
const DRAW_POLL_MS = 2_000;

/** An ended lottery not drawn yet: says the draw is being made and loads the lottery until its result is there. */
function AwaitingDraw({ reload }: { reload: () => Promise<void> }) {
  const { t } = useTournamentsT();
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), DRAW_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return <p role="status">{t('tournaments.lottery.awaiting_draw')}</p>;
}

/** The signed-in player's tickets, the winning ones marked. */
function PlayerTickets({ lottery }: { lottery: LotteryData }) {
  const { t } = useTournamentsT();
  const listId = useId();
  const status = useResource(useTournaments().lotteries.status.get(lottery.id), 'once');
  if (status.data === null) {
    return status.status === 'error' ? <Alert>{t('tournaments.lottery.load_failed')}</Alert> : null;
  }
  const winning = new Map(lottery.draw.winners.map((winner) => [winner.ticket_number, winner.award_place]));
  const won = status.data.tickets.filter((ticket) => winning.has(ticket.number));
  return (
    <>
      <h3 id={listId}>{t('tournaments.lottery.your_tickets')}</h3>
      {status.data.tickets.length === 0 ? (
        <p>{t('tournaments.lottery.no_tickets')}</p>
      ) : (
        <ul className="casino-lottery__tickets" aria-labelledby={listId}>
          {status.data.tickets.map((ticket) => (
            <li key={ticket.number} className="casino-lottery__ticket" data-won={winning.has(ticket.number)}>
              {t('tournaments.lottery.ticket', { number: ticket.number })}
            </li>
          ))}
        </ul>
      )}
      {won.length > 0 ? (
        <p className="casino-alert casino-alert--success">
          {t('tournaments.lottery.you_won', {
            places: won
              .map((ticket) => winning.get(ticket.number) ?? 0)
              .sort((a, b) => a - b)
              .join(', '),
          })}
        </p>
      ) : null}
    </>
  );
}
