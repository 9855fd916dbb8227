import type { PromoPrize, TournamentPlayerStatus, TournamentStrategy } from '@casino/sdk/contract';
import { type UIEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { visibleRange } from '../GameGrid/visibleRange';
import { usePrizeText } from '../tournaments/usePrizeText';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { useScoreText } from './useScoreText';

/** Height of every leaderboard row and of its header row, in CSS pixels (fixed, so the rows in view follow from the scroll position). */
export const LEADERBOARD_ROW_HEIGHT = 40;
/** Height of the scrolled area when the browser reports none (before layout): its CSS `max-height`. */
const SCROLL_HEIGHT = 440;
/** Rows rendered above and below those in view. */
const OVERSCAN_ROWS = 6;

/** Props of {@link LeaderboardTable}. */
export interface LeaderboardTableProps {
  /** The loaded rows in place order. */
  rows: readonly TournamentPlayerStatus[];
  /** Ranked players of the whole board (may be more than the rows loaded). */
  playersCount: number;
  strategy: TournamentStrategy;
  /** The tournament's currency, in which bet and win sums count. */
  currency: string;
  prizes: readonly PromoPrize[];
  /** The signed-in player's standing; null for a guest or a player who has not scored. */
  own: TournamentPlayerStatus | null;
  /** Accessible name of the table. */
  label: string;
}

interface ScrollView {
  scrollTop: number;
  height: number;
}

/**
 * Internal: the leaderboard as an accessible table in a scrolled area of fixed-height rows, of which only those in
 * view (and a few around them) are in the DOM, so a board of thousands of rows scrolls without jank. Places are the
 * server's (ties already broken there). The player's own row is highlighted; the table scrolls to it once it is known,
 * follows it while it moves in view, and pins a copy of it to the bottom while it is scrolled out of view.
 */
export function LeaderboardTable({
  rows,
  playersCount,
  strategy,
  currency,
  prizes,
  own,
  label,
}: LeaderboardTableProps) {
  const { t } = useTournamentsT();
  const prizeText = usePrizeText();
  const scoreText = useScoreText(strategy, currency);
  const scroller = useRef<HTMLElement>(null);
  const [view, setView] = useState<ScrollView>({ scrollTop: 0, height: SCROLL_HEIGHT });
  const prizeByPlace = useMemo(
    () => new Map(prizes.map((prize) => [prize.award_place, prizeText(prize)])),
    [prizes, prizeText],
  );
  const ownIndex = ownIndexOf(rows, own);
  const ownRow = rows[ownIndex] ?? own;
  const ownPlace = ownRow?.award_place ?? null;

  const range = visibleRange({
    scrollTop: view.scrollTop,
    viewportHeight: view.height,
    gridTop: LEADERBOARD_ROW_HEIGHT,
    rowHeight: LEADERBOARD_ROW_HEIGHT,
    columns: 1,
    overscan: OVERSCAN_ROWS,
    count: rows.length,
  });
  const ownTop = LEADERBOARD_ROW_HEIGHT * (ownIndex + 1);
  const ownInView =
    ownIndex >= 0 &&
    ownTop >= view.scrollTop + LEADERBOARD_ROW_HEIGHT &&
    ownTop + LEADERBOARD_ROW_HEIGHT <= view.scrollTop + view.height;

  const measure = useCallback((element: HTMLElement) => {
    const next = { scrollTop: element.scrollTop, height: element.clientHeight || SCROLL_HEIGHT };
    setView((previous) => (previous.scrollTop === next.scrollTop && previous.height === next.height ? previous : next));
  }, []);
  const scrollToOwn = useCallback(() => {
    const element = scroller.current;
    if (!element || ownIndex < 0) return;
    const height = element.clientHeight || SCROLL_HEIGHT;
    const target = Math.max(0, LEADERBOARD_ROW_HEIGHT * (ownIndex + 1) - (height - LEADERBOARD_ROW_HEIGHT) / 2);
    element.scrollTop = target;
    setView({ scrollTop: element.scrollTop || target, height });
  }, [ownIndex]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measure(element);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  // scroll to the player's row when it first appears, and follow it when it moves while in view
  const followed = useRef<{ index: number; inView: boolean } | null>(null);
  useEffect(() => {
    const last = followed.current;
    if (ownIndex >= 0 && (last === null || (last.index !== ownIndex && last.inView))) scrollToOwn();
    followed.current = ownIndex >= 0 ? { index: ownIndex, inView: last?.index === ownIndex ? ownInView : true } : null;
  }, [ownIndex, ownInView, scrollToOwn]);

  const onScroll = (event: UIEvent<HTMLElement>) => measure(event.currentTarget);

  const row = (player: TournamentPlayerStatus, rowIndex: number, pinned: boolean) => {
    const mine = pinned || rowIndex - 2 === ownIndex;
    const place = player.award_place ?? 0;
    return (
      <tr
        key={pinned ? 'own' : player.entry_id}
        aria-rowindex={rowIndex}
        aria-current={mine && !pinned ? 'true' : undefined}
        className={[
          'casino-leaderboard__row',
          mine ? 'casino-leaderboard__row--own' : '',
          place >= 1 && place <= 3 ? `casino-leaderboard__row--top${place}` : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <th scope="row" className="casino-leaderboard__place">
          {pinned ? (
            <button
              type="button"
              className="casino-leaderboard__jump"
              onClick={scrollToOwn}
              aria-label={t('tournaments.leaderboard.show_mine', { place })}
            >
              {place} {ownTop < view.scrollTop + LEADERBOARD_ROW_HEIGHT ? '↑' : '↓'}
            </button>
          ) : (
            place
          )}
        </th>
        <td className="casino-leaderboard__name">
          {player.nickname}
          {mine ? <span className="casino-leaderboard__you"> ({t('tournaments.leaderboard.you')})</span> : null}
        </td>
        <td className="casino-leaderboard__score">{scoreText(player)}</td>
        <td className="casino-leaderboard__prize">{prizeByPlace.get(place) ?? ''}</td>
      </tr>
    );
  };

  return (
    <section
      ref={scroller}
      className="casino-leaderboard__scroll"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled area must be reachable by keyboard to scroll it
      tabIndex={0}
      onScroll={onScroll}
    >
      <table className="casino-leaderboard__table" aria-rowcount={playersCount + 1}>
        <caption className="casino-visually-hidden">{label}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{t('tournaments.leaderboard.place')}</th>
            <th scope="col">{t('tournaments.leaderboard.player')}</th>
            <th scope="col">{t(`tournaments.leaderboard.score.${strategy}`)}</th>
            <th scope="col">{t('tournaments.leaderboard.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {range.before > 0 ? <tr className="casino-leaderboard__spacer" style={{ height: range.before }} /> : null}
          {rows.slice(range.start, range.end).map((player, offset) => row(player, range.start + offset + 2, false))}
          {range.after > 0 ? <tr className="casino-leaderboard__spacer" style={{ height: range.after }} /> : null}
        </tbody>
        {ownRow && ownPlace !== null && !ownInView ? (
          <tfoot className="casino-leaderboard__pinned">{row(ownRow, ownPlace + 1, true)}</tfoot>
        ) : null}
      </table>
    </section>
  );
}

/** Where the player's own row is: the row of his entry; -1 when he has none or it is not on the loaded rows. */
function ownIndexOf(rows: readonly TournamentPlayerStatus[], own: TournamentPlayerStatus | null): number {
  if (own?.entry_id == null) return -1;
  return rows.findIndex((row) => row.entry_id === own.entry_id);
}
