import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const script = join(import.meta.dirname, 'check-imports.mjs');

/** A small workspace laid out like this repository: the four packages, their entries, and `files`. */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-imports-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const entries = (...names: string[]) =>
    Object.fromEntries(names.map((n) => [n === '' ? '.' : `./${n}`, { source: `./src/${n || 'index'}.ts` }]));
  write('package.json', JSON.stringify({ workspaces: ['sdk', 'widgets', 'host-site', 'server'] }));
  write(
    'sdk/package.json',
    JSON.stringify({ name: '@casino/sdk', exports: entries('', 'contract', 'rules', 'testing') }),
  );
  write('widgets/package.json', JSON.stringify({ name: '@casino/widgets', exports: entries('', 'testing') }));
  write('host-site/package.json', JSON.stringify({ name: '@casino/host-site' }));
  write('server/package.json', JSON.stringify({ name: '@casino/server' }));
  for (const [path, text] of Object.entries(files)) write(path, text);
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

async function check(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, root]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the import-boundary check', () => {
  it('passes imports that follow the layering', { timeout: 30_000 }, async () => {
    const root = workspace({
      'sdk/src/casino.ts': "import { z } from 'zod';\nimport { rule } from './rules';\n",
      'widgets/src/Balance.tsx': "import { createCasino } from '@casino/sdk';\nimport { useState } from 'react';\n",
      'widgets/src/Balance.test.tsx': "import { axe } from '../test/axe';\n",
      'server/src/route.ts':
        "import { Profile } from '@casino/sdk/contract';\nimport { limits } from '@casino/sdk/rules';\n",
      'host-site/src/Page.test.tsx': "import { expectNoAxeViolations } from '@casino/widgets/testing';\n",
      'widgets/src/Balance.stories.tsx': "import { createFixtureCasino } from '@casino/sdk/testing';\n",
      'sdk/src/testing/casino.ts': "import { createCasino } from '../casino';\nimport { json } from './routes';\n",
    });
    const { code, output } = await check(root);
    expect(output).toContain('7 files follow the layering');
    expect(code).toBe(0);
  });

  it('fails each wrong-way import, naming the file, the line and the rule', { timeout: 30_000 }, async () => {
    const wrong = [
      ['sdk/src/casino.ts', "import type { ReactNode } from 'react';", 'sdk-is-the-core', "imports 'react'"],
      ['sdk/src/index.ts', "export { Balance } from '@casino/widgets';", 'sdk-is-the-core', "'@casino/widgets'"],
      [
        'widgets/src/Balance.tsx',
        "import { app } from '@casino/server';",
        'widgets-import-the-sdk',
        'never the server',
      ],
      ['widgets/src/Grid.tsx', "const page = await import('@casino/host-site');", 'widgets-import-the-sdk', 'host'],
      ['server/src/route.ts', "import { createCasino } from '@casino/sdk';", 'server-imports-the-contract', 'only'],
      ['server/src/app.ts', "import { Balance } from '@casino/widgets';", 'server-imports-the-contract', 'only'],
      [
        'host-site/src/Page.test.tsx',
        "import { axe } from '../../widgets/test/axe';",
        'no-reaching-in',
        "reaches into widgets/test/axe; import @casino/widgets through '@casino/widgets/testing'",
      ],
      ['server/src/limits.ts', "import { x } from '../../sdk/src/rules/limits';", 'no-reaching-in', 'sdk/src/rules'],
      ['host-site/src/Page.tsx', "import { x } from '@casino/sdk/src/casino';", 'entries-only', 'does not export'],
      ['host-site/src/Shell.tsx', "import { axe } from '@casino/widgets/testing';", 'testing-in-tests-only', 'tests'],
      [
        'widgets/src/Cashbox.tsx',
        "import { createFixturePlatform } from '@casino/sdk/testing';",
        'testing-in-tests-only',
        'tests',
      ],
      ['sdk/src/session.ts', "import { demoPlayers } from './testing/data';", 'testing-in-tests-only', 'tests only'],
    ];
    const root = workspace(Object.fromEntries(wrong.map(([file, line]) => [file, `// first line\n${line}\n`])));
    const { code, output } = await check(root);
    expect(code).toBe(1);
    for (const [file, , rule, says] of wrong) {
      const reported = output.split('\n').find((l) => l.startsWith(`${file}:2  ${rule}  `));
      expect(reported, `${file} reported under ${rule}`).toContain(says);
    }
    expect(output).toContain(`${wrong.length} wrong-way import(s) in ${wrong.length} files`);
    expect(output).toContain('the rules are in docs/architecture.md');
  });
});
