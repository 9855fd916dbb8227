import { ROUTES, type RouteName, routePath } from '@casino/sdk/contract';
import { rollup } from 'rollup';
import { inlineRoutes, readRoutePaths } from './inline-routes.mjs';

const ENTRY = '/repo/sdk/src/calls.js';

/** Bundles `source` as one SDK module with the plugin, `routePath` left undefined: only inlined calls can run. */
async function bundle(source: string): Promise<string> {
  const build = await rollup({
    input: ENTRY,
    plugins: [
      { name: 'source', resolveId: (id) => (id === ENTRY ? id : null), load: (id) => (id === ENTRY ? source : null) },
      inlineRoutes(),
    ],
    onwarn: () => undefined,
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

/** The value of `export default` of a bundle. */
async function run(code: string): Promise<unknown> {
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  return module.default;
}

/** An example value for each parameter, with characters that must be encoded. */
const example = (param: string) => (param === 'id' ? 12 : `${param} a/b`);

describe('inline-routes', () => {
  it('reads every route of the table', () => {
    expect(Object.fromEntries(readRoutePaths())).toEqual(
      Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, route.path])),
    );
  });

  it('writes each routePath call as the path routePath makes', async () => {
    const names = Object.keys(ROUTES) as RouteName[];
    const calls = names.map((name) => {
      const params = [...ROUTES[name].path.matchAll(/\{(\w+)\}/g)].map(([, param]) => param as string);
      const literal = params.map((param) => `${param}: ${JSON.stringify(example(param))}`).join(', ');
      const expected = (routePath as (name: string, params?: object) => string)(
        name,
        Object.fromEntries(params.map((param) => [param, example(param)])),
      );
      return { call: params.length ? `routePath('${name}', { ${literal} })` : `routePath('${name}')`, expected };
    });
    const code = await bundle(`export default [\n${calls.map(({ call }) => call).join(',\n')}\n];`);
    expect(code).not.toContain('routePath');
    expect(await run(code)).toEqual(calls.map(({ expected }) => expected));
  });

  it('takes a parameter from any expression, shorthand included', async () => {
    const code = await bundle(
      "const id = 7; const game = { provider: 'deep sea' };\n" +
        "export default [routePath('removeLimit', { id }), routePath('slotGame', { provider: game.provider, slug: 'x' + id })];",
    );
    expect(await run(code)).toEqual([
      routePath('removeLimit', { id: 7 }),
      routePath('slotGame', { provider: 'deep sea', slug: 'x7' }),
    ]);
  });

  it('fails the build on a call it cannot write as a path', async () => {
    await expect(bundle("const name = 'player'; export default routePath(name);")).rejects.toThrow(
      /write routePath with a route name of ROUTES as a string/,
    );
    await expect(bundle("export default routePath('nowhere');")).rejects.toThrow(/route name of ROUTES/);
    await expect(bundle("const params = { id: 1 }; export default routePath('removeLimit', params);")).rejects.toThrow(
      /parameters as an object literal/,
    );
    await expect(bundle("export default routePath('removeLimit', {});")).rejects.toThrow(/needs \{ id \}/);
    await expect(bundle("export default routePath('player', { id: 1 });")).rejects.toThrow(/has no \{id\}/);
  });

  it('leaves modules outside the SDK alone', async () => {
    const build = await rollup({
      input: '/repo/widgets/src/x.js',
      plugins: [
        { name: 'source', resolveId: (id) => id, load: () => "export default typeof routePath('player');" },
        inlineRoutes(),
      ],
      onwarn: () => undefined,
    });
    const { output } = await build.generate({ format: 'es' });
    await build.close();
    expect(output[0].code).toContain("routePath('player')");
  });
});
