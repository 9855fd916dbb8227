// `npm run bench`: builds the libraries and the site, runs every benchmark of docs/performance.md one after the
// other (those that need PostgreSQL inside scripts/with-postgres.mjs), and prints each goal with the measured value,
// the peer measured in the same run and the ratio. The goals are written to bench/results.json with the machine
// they were measured on. `--skip-build` reuses the current build; `--only <name>` runs the named benches.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GoalResult } from './goal-report';

/** A benchmark: the npm script that runs it and whether it needs a real PostgreSQL. */
interface Bench {
  name: string;
  script: string;
  postgres?: boolean;
}

/** Every benchmark, cheapest first, so that a slow one failing late loses little. */
const BENCHES: readonly Bench[] = [
  { name: 'test time', script: 'bench:test-time' },
  { name: 'embed size', script: 'bench:embed' },
  { name: 'compression', script: 'bench:compression' },
  { name: 'partner page', script: 'bench:partner' },
  { name: 'lighthouse', script: 'bench:lighthouse' },
  { name: 'games_filter', script: 'bench:games', postgres: true },
  { name: 'real rounds', script: 'bench:rounds', postgres: true },
  { name: 'tournament scoring', script: 'bench:tournaments', postgres: true },
  { name: 'jackpots', script: 'bench:jackpots', postgres: true },
  { name: 'leaderboard latency', script: 'bench:leaderboard', postgres: true },
];

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const only = args.flatMap((arg, index) => (args[index - 1] === '--only' ? [arg] : []));
const benches = only.length ? BENCHES.filter((bench) => only.includes(bench.name)) : BENCHES;
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

if (!args.includes('--skip-build') && run('npm', ['run', 'build']) !== 0) process.exit(1);

const folder = mkdtempSync(join(tmpdir(), 'casino-bench-'));
const resultsFile = join(folder, 'results.jsonl');
const failed: string[] = [];
for (const bench of benches) {
  console.log(`\n━━ ${bench.name} (npm run ${bench.script})`);
  if (!scripts[bench.script]) {
    failed.push(`${bench.name}: no npm script ${bench.script}`);
    continue;
  }
  const started = Date.now();
  const npm = ['npm', 'run', '--silent', bench.script];
  const [command, ...commandArgs] = bench.postgres ? ['node', 'scripts/with-postgres.mjs', ...npm] : npm;
  const status = run(command as string, commandArgs, { BENCH_RESULTS: resultsFile });
  console.log(
    `━━ ${bench.name}: ${status === 0 ? 'done' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (status !== 0) failed.push(`${bench.name}: exit ${status}`);
}

let goals: GoalResult[] = [];
try {
  goals = readFileSync(resultsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as GoalResult);
} catch {
  // no bench reported a goal; the summary says so
}
rmSync(folder, { recursive: true, force: true });

const machine = { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverage: loadavg() };
writeFileSync(
  join(root, 'bench/results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, goals, failed }, null, 2)}\n`,
);

console.log('\n━━ goals (also in bench/results.json)');
for (const goal of goals) {
  const peer = goal.peer ? `${goal.peer.value} (${goal.peer.name})` : '—';
  const ratio = goal.ratio === undefined ? '—' : goal.ratio.toFixed(3);
  console.log(
    `${goal.met ? 'MET ' : 'MISS'}  ${goal.goal}: ${goal.value} ${goal.unit} · goal ${goal.target} · peer ${peer} · ratio ${ratio}`,
  );
}
for (const failure of failed) console.log(`FAILED  ${failure}`);
console.log(
  `\n${goals.filter((goal) => goal.met).length} of ${goals.length} goals met; ${failed.length} benches failed`,
);
process.exit(failed.length ? 1 : 0);
