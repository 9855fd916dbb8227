/** Shortest and longest time a ticker takes to count from one frame's amount to the next, in ms. */
export const JACKPOT_TICK_MIN_MS = 250;
export const JACKPOT_TICK_MAX_MS = 5_000;

/**
 * How a level's shown amount moves between two frames: from `from` at `start` to `to` after `duration` ms (times in
 * ms of one clock). A ticker shows {@link jackpotAmountAt} and so runs one frame behind the pool, which lets it count
 * up smoothly instead of jumping.
 */
export interface JackpotTick {
  readonly from: number;
  readonly to: number;
  readonly start: number;
  readonly duration: number;
}

/** The amount shown at `now`: counts up linearly from `from` to `to`, in whole cents, then stays at `to`. */
export function jackpotAmountAt(tick: JackpotTick, now: number): number {
  if (tick.duration <= 0 || now >= tick.start + tick.duration) return tick.to;
  if (now <= tick.start) return tick.from;
  return tick.from + Math.floor(((tick.to - tick.from) * (now - tick.start)) / tick.duration);
}

/**
 * The tick after a frame brings `amount` at `now`. The first frame shows its amount at once; a later one counts up
 * from what is shown now, over the time since the previous frame (so a steady stream of frames never stops the
 * count, clamped to {@link JACKPOT_TICK_MIN_MS}–{@link JACKPOT_TICK_MAX_MS}). The amount never counts down: a frame
 * below the previous frame's amount is a win (the level was reseeded), shown at once.
 */
export function nextJackpotTick(previous: JackpotTick | undefined, amount: number, now: number): JackpotTick {
  if (previous === undefined || amount < previous.to) return { from: amount, to: amount, start: now, duration: 0 };
  const shown = jackpotAmountAt(previous, now);
  const duration = Math.min(Math.max(now - previous.start, JACKPOT_TICK_MIN_MS), JACKPOT_TICK_MAX_MS);
  return { from: shown, to: amount, start: now, duration };
}
