// One line per issue-13 goal, the same from every bench: the measured value, the peer measured in the same run and
// their ratio, and whether the goal is met. `npm run bench` (bench/run.ts) sets BENCH_RESULTS to a file that each
// bench appends its goals to, one JSON object per line, and gathers them into bench/results.json.
import { appendFileSync } from 'node:fs';

/** A goal of docs/performance.md as one bench measured it. */
export interface GoalResult {
  /** What is measured, as the goals table names it (`settled real bets per second on PostgreSQL`). */
  goal: string;
  /** The goal as written (`≥ 2,000/s`). */
  target: string;
  /** The measured value, in `unit`. */
  value: number;
  unit: string;
  /** What the value is compared with, measured in the same run; absent when the goal is absolute only. */
  peer?: { name: string; value: number };
  /** value ÷ peer value (or the ratio the goal names), when there is a peer. */
  ratio?: number;
  met: boolean;
  /** How it was measured: machine load, sample size, anything a reader needs to trust the figure. */
  note?: string;
}

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1));

/** Prints `result` and, under `npm run bench`, records it for bench/results.json. */
export function reportGoal(result: GoalResult): void {
  const peer = result.peer ? `  peer ${result.peer.name} ${format(result.peer.value)} ${result.unit}` : '';
  const ratio = result.ratio === undefined ? '' : `  ratio ${result.ratio.toFixed(3)}`;
  console.log(
    `${result.met ? 'MET ' : 'MISS'}  ${result.goal}: ${format(result.value)} ${result.unit} (goal ${result.target})${peer}${ratio}`,
  );
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify({ ...result, measuredAt: new Date().toISOString() })}\n`);
}
