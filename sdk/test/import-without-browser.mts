// Run by entries.test.ts in a fresh Node process. While the sdk entries load, every browser global is a getter that
// throws when SDK source touches it. Dependencies may probe for existence (node-fetch-native runs `typeof window`);
// those probes see `undefined`, as in plain Node, and are reported separately.
import { readFileSync } from 'node:fs';

const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'self',
  'parent',
  'top',
  'history',
  'ResizeObserver',
  'HTMLElement',
  'customElements',
];
const touched: string[] = [];
const probedByDependencies: string[] = [];
const sdkSource = new URL('../src/', import.meta.url).pathname;
for (const name of BROWSER_GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const caller = (new Error().stack ?? '')
        .split('\n')
        .slice(2)
        .find((line) => !line.includes('node:internal'));
      if (caller?.includes(sdkSource)) {
        touched.push(name);
        throw new Error(`${name} touched while importing: ${caller.trim()}`);
      }
      probedByDependencies.push(name);
      return undefined;
    },
  });
}
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string;
  exports: Record<string, unknown>;
};
/** Every entry of the exports map but `./package.json`, the test platform (`./testing`, which loads msw) last. */
const entries = Object.keys(manifest.exports)
  .filter((entry) => entry !== './package.json')
  .sort((a, b) => Number(a === './testing') - Number(b === './testing'))
  .map((entry) => (entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`));
const exported: Record<string, string[]> = {};
let shippedProbes: string[] = [];
for (const entry of entries) {
  // msw probes for a browser's cookie store; only the entries that reach a partner's page are held to no probes
  if (entry.endsWith('/testing')) shippedProbes = [...probedByDependencies];
  exported[entry] = Object.keys(await import(entry)).sort();
}
for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name];
process.stdout.write(JSON.stringify({ touched, probedByDependencies: shippedProbes, exported }));
