import { LINE_BET_MAX_CENTS, LINE_BET_MIN_CENTS, type SlotInfo } from '@casino/sdk/contract';
import { GLYPH_PATHS } from '../art/glyphs';
import { PAYLINES, REELS, ROWS } from './paylines';
import { LINE_PAYS, SCATTER_PAYS } from './paytable';
import type { SlotGame } from './slot-game';
import { STATED_RTP } from './slot-maths';
import { themeOf } from './theme';

/**
 * GET /api/games/slot/{provider}/{slug} of a game: its names, its theme (`themeOf(identifier)`), the glyph outlines,
 * the shared window, paylines and paytable, the line bet bounds, the stated return to player and its currencies.
 */
export function slotInfo(game: SlotGame): SlotInfo {
  const theme = themeOf(game.identifier);
  return {
    game: {
      identifier: game.identifier,
      title: game.title,
      provider: game.provider,
      provider_title: game.providerTitle,
    },
    theme: { motif: theme.motif, palette: { ...theme.palette }, symbols: { ...theme.symbols } },
    glyph_paths: { ...GLYPH_PATHS },
    reels: REELS,
    rows: ROWS,
    paylines: PAYLINES.map((line) => [...line]),
    paytable: { lines: { ...LINE_PAYS }, scatter: { ...SCATTER_PAYS } },
    line_bet_cents: { min: LINE_BET_MIN_CENTS, max: LINE_BET_MAX_CENTS },
    rtp: STATED_RTP,
    has_demo_mode: game.hasDemoMode,
    currencies: game.currencies,
  };
}
