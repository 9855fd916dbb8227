// `npm test` wall time, from the step times the last run on this machine recorded (scripts/test.mjs writes
// node_modules/.cache/casino/test-times.json): the suite takes 10–15 minutes, too long to run inside `npm run bench`.
// Prints each step and reports the goal; fails when no passing run was recorded.
// Run: node --import tsx bench/test-time.ts   (or npm run bench:test-time)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportGoal } from './goal-report';

/** The goal: the whole suite within 15 minutes on this 2-core machine. */
const GOAL_MINUTES = 15;

interface TestTimes {
  finishedAt: string;
  passed: boolean;
  seconds: number;
  cpus: number;
  loadAverage: number[];
  steps: { title: string; seconds: number; parallel?: boolean }[];
}

const file = join(import.meta.dirname, '../node_modules/.cache/casino/test-times.json');
let times: TestTimes;
try {
  times = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.error(`no npm test run is recorded on this machine (${file}); run npm test first`);
  process.exit(1);
}
if (!times.passed) {
  console.error(`the last npm test run (${times.finishedAt}) failed; its time says nothing about the suite`);
  process.exit(1);
}
for (const step of times.steps) {
  console.log(
    `${step.title.padEnd(48)} ${step.seconds.toFixed(1).padStart(7)} s${step.parallel ? '  (in parallel)' : ''}`,
  );
}
const minutes = times.seconds / 60;
reportGoal({
  goal: 'npm test wall time on this machine',
  target: `≤ ${GOAL_MINUTES} min`,
  value: Number(minutes.toFixed(2)),
  unit: 'min',
  met: minutes <= GOAL_MINUTES,
  note: `last passing run ${times.finishedAt} on ${times.cpus} cores, load average at the end ${times.loadAverage.map((load) => load.toFixed(2)).join(' ')}`,
});
