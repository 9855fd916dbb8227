// `npm run lint` (after biome): the layering of docs/architecture.md, checked on every import of every source file.
// Usage: node scripts/check-imports.mjs [root]. Prints one line per wrong-way import (file:line, rule, how to fix)
// and exits 1 when there is any. Imports are read with TypeScript's own pre-processor (static, dynamic, re-export
// and type-only imports alike), without building a program, so the check takes about a second.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.tsbuild', 'storybook-static', 'test-results', '.data']);
const TEST_FILE = /\.(?:test|test-d|e2e|stories)\.[cm]?[jt]sx?$/;
const TEST_FOLDER = /(?:^|\/)(?:test|testing|\.storybook)\//;
const REACT = /^(?:react|react-dom)(?:\/|$)/;
/** Folders that are not packages but harnesses around them: they may start the server in-process from its source. */
const TOOLS = ['e2e', 'bench', 'scripts'];

/** The workspace packages of `root`: folder (relative, `/`-separated), name and public entries (`.`, `./rules`...). */
function readPackages(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const folders = [];
  for (const pattern of manifest.workspaces ?? []) {
    if (!pattern.endsWith('/*')) {
      folders.push(pattern);
      continue;
    }
    const parent = pattern.slice(0, -2);
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      if (entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json'))) {
        folders.push(`${parent}/${entry.name}`);
      }
    }
  }
  return folders.map((folder) => {
    const own = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    return { folder, name: own.name, entries: Object.keys(own.exports ?? {}) };
  });
}

function listSources(root, folder, files = []) {
  let entries;
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) listSources(root, path, files);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts')) {
      files.push(path);
    }
  }
  return files;
}

/** Which area a repository path belongs to: the package whose folder holds it (longest match), or a tool folder. */
function areaOf(path, packages) {
  const owner = packages
    .filter((p) => path === p.folder || path.startsWith(`${p.folder}/`))
    .sort((a, b) => b.folder.length - a.folder.length)[0];
  if (owner) return { kind: 'package', ...owner };
  const tool = TOOLS.find((t) => path.startsWith(`${t}/`));
  return tool ? { kind: 'tool', folder: tool, name: tool } : { kind: 'root', folder: '', name: 'the root' };
}

/** Which `@casino/*` imports a package may make: a package name allows each of its entries, a subpath only itself. */
function allowedCasinoImports(area, isTest) {
  switch (area.folder) {
    case 'sdk':
      return {
        rule: 'sdk-is-the-core',
        allowed: [],
        why: 'the SDK imports no other package of this repository (widgets, sites and server build on it)',
      };
    case 'widgets':
      return {
        rule: 'widgets-import-the-sdk',
        allowed: ['@casino/sdk'],
        why: 'widgets import only the SDK, never the server, the host site or the examples',
      };
    case 'server':
      return {
        rule: 'server-imports-the-contract',
        allowed: ['@casino/sdk/contract', '@casino/sdk/rules', ...(isTest ? ['@casino/sdk'] : [])],
        why: 'the server imports only @casino/sdk/contract and @casino/sdk/rules (its tests may also drive @casino/sdk)',
      };
    default:
      return {
        rule: 'sites-import-sdk-and-widgets',
        allowed: ['@casino/sdk', '@casino/widgets'],
        why: `${area.name} imports only the public entries of @casino/sdk and @casino/widgets`,
      };
  }
}

function isTestFile(path) {
  return TEST_FILE.test(path) || TEST_FOLDER.test(path);
}

/** The wrong-way imports of one file, as `{ file, line, rule, message }`. */
function checkFile(root, file, packages) {
  const text = readFileSync(join(root, file), 'utf8');
  const area = areaOf(file, packages);
  const isTest = isTestFile(file);
  const problems = [];
  for (const { fileName: specifier, pos } of ts.preProcessFile(text, true, true).importedFiles) {
    const line = text.slice(0, pos).split('\n').length;
    const report = (rule, message) => problems.push({ file, line, rule, message });

    if (area.folder === 'sdk' && REACT.test(specifier)) {
      report('sdk-is-the-core', `imports '${specifier}': the SDK is framework-free; put React code in widgets/.`);
      continue;
    }

    if (specifier.startsWith('.')) {
      const target = relative(root, resolve(root, dirname(file), specifier))
        .split(sep)
        .join('/');
      const targetArea = areaOf(target, packages);
      if (targetArea.folder === area.folder && !isTest && isTestFile(`${target}/`)) {
        report(
          'testing-in-tests-only',
          `imports '${specifier}', a test helper, from shipped code; use it in tests only.`,
        );
        continue;
      }
      if (targetArea.folder === area.folder || targetArea.kind !== 'package') continue;
      if (area.kind === 'tool' && targetArea.folder === 'server') continue;
      const entry = targetArea.entries.some((e) => e === './testing') ? `'${targetArea.name}/testing'` : 'an entry';
      report(
        'no-reaching-in',
        `imports '${specifier}', which reaches into ${target}; import ${targetArea.name} through ${entry} ` +
          `listed in ${targetArea.folder}/package.json "exports" instead.`,
      );
      continue;
    }

    const casino = /^(@casino\/[^/]+)(\/.*)?$/.exec(specifier);
    if (!casino) continue;
    const [, name, subpath = ''] = casino;
    const target = packages.find((p) => p.name === name);
    if (!target) {
      report('known-packages', `imports '${specifier}', but no workspace package is called ${name}.`);
      continue;
    }
    if (target.folder !== area.folder && area.kind === 'package') {
      const { rule, allowed, why } = allowedCasinoImports(area, isTest);
      const wholePackage = (a) => packages.some((p) => p.name === a);
      if (!allowed.some((a) => specifier === a || (wholePackage(a) && specifier.startsWith(`${a}/`)))) {
        report(rule, `imports '${specifier}': ${why}.`);
        continue;
      }
    }
    const entry = `.${subpath}`;
    if (!target.entries.includes(entry)) {
      const listed = target.entries.filter((e) => e !== './package.json').join(', ') || 'none';
      report(
        'entries-only',
        `imports '${specifier}', which ${name} does not export (its entries: ${listed}); ` +
          'import one of them, or add the entry to its package.json "exports" on purpose.',
      );
      continue;
    }
    if (entry === './testing' && !isTest) {
      report(
        'testing-in-tests-only',
        `imports '${specifier}' from shipped code; test helpers belong in tests and stories only.`,
      );
    }
  }
  return problems;
}

/** Checks every source file of the workspace packages and tool folders under `root`. */
function checkImports(root) {
  const packages = readPackages(root);
  const folders = [...packages.map((p) => p.folder), ...TOOLS];
  const files = [...new Set(folders.flatMap((folder) => listSources(root, folder)))];
  return { files: files.length, problems: files.flatMap((file) => checkFile(root, file, packages)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const { files, problems } = checkImports(root);
  for (const p of problems) console.error(`${p.file}:${p.line}  ${p.rule}  ${p.message}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} wrong-way import(s) in ${files} files; the rules are in docs/architecture.md.`);
    process.exit(1);
  }
  console.log(`imports: ${files} files follow the layering of docs/architecture.md`);
}
