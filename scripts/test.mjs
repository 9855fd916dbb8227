// `npm test`: every check — lint, types, unit and component tests, then two branches at the same time: the server
// tests on a real PostgreSQL, and the server tests on PGlite followed by the library and site builds, size budgets,
// the Storybook build and browser e2e (each server pass runs its files one by one, so together the branches use both
// cores of a small machine). Stops at the first
// failure and ends with one line counting the tests that passed and failed. Each run's step times are kept in
// node_modules/.cache/casino/test-times.json for `npm run bench` (bench/test-time.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'casino-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();
/** Each step's title and wall time in seconds, in the order they ended. */
const times = [];
const timesFile = join(import.meta.dirname, '../node_modules/.cache/casino/test-times.json');

function vitestReport(name) {
  const file = join(reports, `${name}.json`);
  return { args: ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`], file };
}

function count(file, kind) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  if (kind === 'vitest') {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else {
    totals.passed += report.stats?.expected ?? 0;
    totals.failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    totals.skipped += report.stats?.skipped ?? 0;
  }
}

function step(title, command, args, { env, report } = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (report) count(report.file, report.kind);
  const seconds = (Date.now() - started) / 1000;
  times.push({ title, seconds });
  console.log(`━━ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  if (result.status !== 0) finish(result.status ?? 1);
}

/** Runs one step as a child process with its output kept in `output`; resolves with its status and wall time. */
function bufferedStep({ command, args, env }, output) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ status, seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * Runs branches at the same time, each a list of steps run one after the other (a branch stops at its first failure),
 * each step writing to its own buffer; then prints every step that ran, branch by branch.
 */
async function parallelSteps(branches) {
  const runs = branches.map(async (steps) => {
    const ran = [];
    for (const step of steps) {
      const output = [];
      const { status, seconds } = await bufferedStep(step, output);
      ran.push({ ...step, status, seconds, output });
      if (status !== 0) break;
    }
    return ran;
  });
  let failed = 0;
  for (const run of (await Promise.all(runs)).flat()) {
    console.log(`\n━━ ${run.title}`);
    process.stdout.write(Buffer.concat(run.output));
    if (run.report) count(run.report.file, run.report.kind);
    times.push({ title: run.title, seconds: run.seconds, parallel: true });
    console.log(`━━ ${run.title}: ${run.status === 0 ? 'ok' : 'FAILED'} (${run.seconds.toFixed(1)} s)`);
    if (run.status !== 0) failed = run.status ?? 1;
  }
  if (failed !== 0) finish(failed);
}

/** Records this run's step times, whether it passed, and how busy the machine was at the end. */
function recordTimes(code) {
  const record = {
    finishedAt: new Date().toISOString(),
    passed: code === 0,
    seconds: (Date.now() - startedAt) / 1000,
    cpus: cpus().length,
    loadAverage: loadavg(),
    steps: times,
  };
  mkdirSync(dirname(timesFile), { recursive: true });
  writeFileSync(timesFile, `${JSON.stringify(record, null, 2)}\n`);
}

function finish(code) {
  rmSync(reports, { recursive: true, force: true });
  recordTimes(code);
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(code);
}

const unit = vitestReport('unit');
const server = vitestReport('server');
const serverPg = vitestReport('server-pg');
const e2eFile = join(reports, 'e2e.json');

step('lint and format (biome)', 'npx', ['biome', 'check', '.']);
step('import boundaries', 'node', ['scripts/check-imports.mjs']);
step('types (tsc -b, strict, one project per package)', 'npx', ['tsc', '-b']);
step(
  'unit and component tests',
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'sdk',
    '--project',
    'widgets',
    '--project',
    'widgets-embed-runtime',
    '--project',
    'widgets-embed',
    '--project',
    'host-site',
    '--project',
    'examples',
    '--project',
    'scripts',
    // vitest runs one worker on a 2-core machine (cores - 1); two share the cores better: host-site 154 s → 114 s
    '--maxWorkers=2',
    ...unit.args,
  ],
  {
    report: { ...unit, kind: 'vitest' },
  },
);
// The PostgreSQL pass is the longer one: the PGlite pass's branch goes on with the builds and the browser tests
// meanwhile, so that no core waits (docs/performance.md, Test time).
await parallelSteps([
  [
    {
      title: 'server tests on PGlite',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'server', ...server.args],
      report: { ...server, kind: 'vitest' },
    },
    { title: 'build (libraries and site)', command: 'npm', args: ['run', 'build'] },
    { title: 'size budgets (size-limit)', command: 'npx', args: ['size-limit'] },
    { title: 'Storybook build (offline)', command: 'npm', args: ['run', 'storybook:build', '--', '--quiet'] },
    {
      title: 'browser e2e (Playwright, Chromium)',
      command: 'npx',
      args: ['playwright', 'test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
      report: { file: e2eFile, kind: 'playwright' },
    },
  ],
  [
    {
      title: 'server tests on PostgreSQL 15',
      command: 'node',
      args: ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'server', ...serverPg.args],
      report: { ...serverPg, kind: 'vitest' },
    },
  ],
]);
finish(0);
