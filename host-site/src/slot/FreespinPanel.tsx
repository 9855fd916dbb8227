import type { Freespin, FreespinRoundAnswer } from '@casino/sdk/contract';
import { useEffect, useId, useState } from 'react';
import { freespinsForGame, type SlotFreespins, spinsLeft } from './slotFreespins';
import { useSlotT } from './slotText';

/** Props of {@link FreespinPanel}. */
export interface FreespinPanelProps {
  freespins: SlotFreespins;
  /** The game's identifier and the wallet's currency: only records for both are offered. */
  game: string;
  currency: string;
  /** Paylines of the game: a spin's line bet is staked on each. */
  lines: number;
  formatMoney: (cents: number) => string;
  /** True while a spin (paid or free) turns: the panel's buttons wait. */
  busy: boolean;
  /** Turns the reels for a free spin: runs `play` as the game runs a paid spin (reels, wins, announcement). */
  onSpin: (play: () => Promise<FreespinRoundAnswer>) => Promise<void>;
}

function replaced(records: readonly Freespin[], record: Freespin): Freespin[] {
  return records.map((item) => (item.id === record.id ? record : item));
}

/**
 * The player's free spins for this game (real play): "Free spins: N of M left" with the winnings so far and a
 * "Play free spin" button for an activated record, "Activate N free spins" for an issued one, and where the winnings
 * went when the last spin is played. Shows nothing when there are none (or they could not be loaded).
 */
export function FreespinPanel({ freespins, game, currency, lines, formatMoney, busy, onSpin }: FreespinPanelProps) {
  const t = useSlotT();
  const headingId = useId();
  const [records, setRecords] = useState<Freespin[]>([]);
  const [finished, setFinished] = useState<Freespin | null>(null);
  const [activating, setActivating] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    freespins.list().then(
      (list) => live && setRecords(list),
      () => live && setRecords([]),
    );
    return () => {
      live = false;
    };
  }, [freespins]);

  const offered = freespinsForGame(records, game, currency);
  const active = offered.find((record) => record.stage === 'activated') ?? null;
  const issued = active ? null : (offered.find((record) => record.stage === 'issued') ?? null);
  if (!active && !issued && !finished) return null;

  const update = (record: Freespin) => {
    setRecords((current) => replaced(current, record));
    if (record.stage === 'finished') setFinished(record);
  };

  const play = (record: Freespin) =>
    onSpin(async () => {
      const answer = await freespins.play(record.id);
      update(answer.freespin);
      return answer;
    });

  const activate = async (record: Freespin) => {
    setActivating(true);
    setFailed(false);
    try {
      update(await freespins.activate(record.id));
      setFinished(null);
    } catch {
      setFailed(true);
    } finally {
      setActivating(false);
    }
  };

  const outcome = finished
    ? finished.win_cents === 0
      ? t('freespins.noWinnings')
      : finished.wager_multiplier === 0
        ? t('freespins.toCash', { amount: formatMoney(finished.win_cents) })
        : t('freespins.toBonus', {
            amount: formatMoney(finished.win_cents),
            multiplier: finished.wager_multiplier,
          })
    : '';

  return (
    <section className="slot-freespins" aria-labelledby={headingId}>
      <h2 id={headingId} className="slot-freespins__title">
        {t('freespins.title')}
      </h2>
      {active ? (
        <>
          <p className="slot-freespins__gift">{active.title}</p>
          <p data-testid="freespins-left">
            {t('freespins.left', { left: spinsLeft(active), total: active.freespins_total })}
          </p>
          <p>{t('freespins.lineBet', { amount: formatMoney(active.bet_level), lines })}</p>
          <p data-testid="freespins-won">{t('freespins.wonSoFar', { amount: formatMoney(active.win_cents) })}</p>
          <button
            type="button"
            className="slot-button slot-freespins__play"
            onClick={() => void play(active)}
            disabled={busy}
            aria-busy={busy}
          >
            {t('freespins.play')}
          </button>
        </>
      ) : null}
      {issued ? (
        <>
          <p className="slot-freespins__gift">{issued.title}</p>
          <button
            type="button"
            className="slot-button"
            onClick={() => void activate(issued)}
            disabled={activating || busy}
          >
            {t('freespins.activate', { count: issued.freespins_total })}
          </button>
        </>
      ) : null}
      {failed ? (
        <p className="slot-refusal__title" role="alert">
          {t('freespins.activateFailed')}
        </p>
      ) : null}
      <p className="slot-freespins__outcome" aria-live="polite">
        {outcome}
      </p>
    </section>
  );
}
