import type { RoundWin, SlotInfo, SlotSymbolId } from '@casino/sdk/contract';
import { SlotSymbolId as SymbolIds } from '@casino/sdk/contract';
import { SymbolGlyph } from './SymbolGlyph';
import { type SlotKey, useSlotT } from './slotText';
import { cellKey, winningCells } from './winningCells';

/** Props of {@link ReelWindow}. */
export interface ReelWindowProps {
  info: SlotInfo;
  /** The window, `grid[reel][row]`, symbol ids; null before the first spin (a still window of every symbol). */
  grid: readonly (readonly string[])[] | null;
  /** Wins of the round shown; their cells are highlighted and their paylines drawn. */
  wins: readonly RoundWin[];
  /** Whether the reels are turning. */
  spinning: boolean;
}

const ROW_KEYS: readonly SlotKey[] = ['window.row0', 'window.row1', 'window.row2'];
const CELL = 100;

/** Positions 0 … count − 1: the reels or rows of the window, which never move. */
function positions(count: number): number[] {
  return Array.from({ length: count }, (_, position) => position);
}

/** The window shown before the first spin: every symbol in turn. */
function stillGrid(info: SlotInfo): SlotSymbolId[][] {
  const ids = SymbolIds.options;
  return Array.from({ length: info.reels }, (_, reel) =>
    Array.from({ length: info.rows }, (_, row) => ids[(reel * info.rows + row) % ids.length] as SlotSymbolId),
  );
}

function asSymbol(id: string | undefined): SlotSymbolId {
  const parsed = SymbolIds.safeParse(id);
  if (!parsed.success) throw new Error(`the round drew "${id}", which is not a symbol of the slot`);
  return parsed.data;
}

/**
 * The 5 × 3 window in the game's colours: one image for assistive technology, named row by row with the symbols'
 * names; winning cells are highlighted and the winning paylines drawn over the reels.
 */
export function ReelWindow({ info, grid, wins, spinning }: ReelWindowProps) {
  const t = useSlotT();
  const shown = grid ?? stillGrid(info);
  const cells = winningCells(wins, info.paylines, shown);
  const symbolAt = (reel: number, row: number) => asSymbol(shown[reel]?.[row]);
  const rows = ROW_KEYS.slice(0, info.rows).map((key, row) =>
    t(key, {
      symbols: positions(info.reels)
        .map((reel) => info.theme.symbols[symbolAt(reel, row)].name)
        .join(', '),
    }),
  );
  const lines = wins.flatMap((win) =>
    win.line === null ? [] : [{ line: win.line, rows: info.paylines[win.line - 1] }],
  );
  return (
    <div
      className={`slot-window${spinning ? ' slot-window--spinning' : ''}`}
      role="img"
      aria-label={`${t('window.label')}. ${rows.join('. ')}.`}
    >
      {positions(info.reels).map((reel) => (
        <div className="slot-reel" key={reel}>
          {positions(info.rows).map((row) => {
            const win = cells.has(cellKey(reel, row));
            return (
              <div
                className={`slot-cell${win ? ' slot-cell--win' : ''}`}
                data-symbol={symbolAt(reel, row)}
                data-win={win ? 'true' : undefined}
                key={row}
              >
                <SymbolGlyph info={info} symbol={symbolAt(reel, row)} />
              </div>
            );
          })}
        </div>
      ))}
      {lines.length > 0 && !spinning ? (
        <svg
          className="slot-paylines"
          viewBox={`0 0 ${info.reels * CELL} ${info.rows * CELL}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {lines.map(({ line, rows: path }) => (
            <polyline
              key={line}
              data-line={line}
              points={(path ?? []).map((row, reel) => `${reel * CELL + CELL / 2},${row * CELL + CELL / 2}`).join(' ')}
            />
          ))}
        </svg>
      ) : null}
    </div>
  );
}
