import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { Appearance } from './appearance';
import { EmbedInitOptions } from './embed';
import { count, type HostInput, list, oneOf, text } from './host-input';

/** What a message is made of: zod's issue fields that `describeIssues` reads. */
function verdict(result: ReturnType<HostInput<unknown>['safeParse']>) {
  if (result.success) return { data: result.data };
  return {
    issues: result.error.issues.map(({ code, path, expected, values, keys }) => ({
      code,
      path,
      expected,
      values,
      keys,
    })),
  };
}

/** Each host input beside the zod/mini schema it replaced, and values a host page could pass. */
const cases: [name: string, kit: HostInput<unknown>, zod: HostInput<unknown>, values: unknown[]][] = [
  [
    'init options',
    EmbedInitOptions,
    z.strictObject({
      baseUrl: z.optional(z.string()),
      locale: z.optional(z.enum(LOCALES)),
      timeoutMs: z.optional(z.int().check(z.positive())),
      retries: z.optional(z.int().check(z.nonnegative())),
      registrationExperiment: z.optional(z.boolean()),
    }) as unknown as HostInput<unknown>,
    [
      {},
      { baseUrl: 'https://casino.test', locale: 'fr-CA', timeoutMs: 5000, retries: 0, registrationExperiment: true },
      { locale: 'xx', colour: 'red', size: 1 },
      { timeoutMs: 0, retries: -1 },
      { timeoutMs: 1.5, retries: '3' },
      { registrationExperiment: 'yes', baseUrl: 7 },
      { locale: undefined },
      null,
      [],
      'en',
    ],
  ],
  [
    'appearance',
    Appearance,
    z.object({
      theme: z.optional(z.enum(['dark', 'light'])),
      variables: z.optional(
        z.object({
          colorPrimary: z.optional(z.string()),
          colorBackground: z.optional(z.string()),
          colorText: z.optional(z.string()),
          colorDanger: z.optional(z.string()),
          borderRadius: z.optional(z.string()),
          fontFamily: z.optional(z.string()),
        }),
      ),
    }) as unknown as HostInput<unknown>,
    [
      {},
      { theme: 'dark', variables: { colorText: '#222', borderRadius: '4px' } },
      { theme: 'blue' },
      { variables: { colorText: 3, extra: 'kept out' }, other: 1 },
      { variables: null },
      42,
    ],
  ],
  [
    'count attribute',
    count(1, 100),
    z.pipe(
      z.pipe(
        z.union([z.int(), z.string().check(z.regex(/^\d{1,3}$/))]),
        z.transform((value) => Number(value)),
      ),
      z.int().check(z.gte(1), z.lte(100)),
    ) as unknown as HostInput<unknown>,
    ['24', 24, '1', 100, '0', 0, '101', 101, '1000', 'x', '', 2.5, null, true],
  ],
  [
    'identifier attribute',
    text({ min: 1, max: 100 }),
    z.string().check(z.minLength(1), z.maxLength(100)) as unknown as HostInput<unknown>,
    ['pokies', '', 'x'.repeat(100), 'x'.repeat(101), 5, null],
  ],
  [
    'link attribute',
    text({ max: 2000, pattern: /^(https?:\/\/|\/(?!\/))/ }),
    z.string().check(z.maxLength(2000), z.regex(/^(https?:\/\/|\/(?!\/))/)) as unknown as HostInput<unknown>,
    [
      '/gifts',
      'https://casino.test/',
      '//evil.test',
      'javascript:alert(1)',
      `/${'x'.repeat(2000)}`,
      `${'x'.repeat(2001)}`,
    ],
  ],
  [
    'tab attribute',
    oneOf(['active', 'history']),
    z.enum(['active', 'history']) as unknown as HostInput<unknown>,
    ['active', 'history', 'Active', '', 1, undefined],
  ],
  [
    'field list attribute',
    list(text({ min: 1, max: 100 }), { max: 2 }),
    z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(2)) as unknown as HostInput<unknown>,
    [[], ['first_name'], ['a', 'b', 'c'], ['a', 3], ['', 'b', 'c'], 'a', { 0: 'a' }],
  ],
];

describe('host inputs', () => {
  it.each(cases)(
    'check %s as zod/mini does: the same values kept, the same issues at the same places',
    (_, kit, zod, values) => {
      for (const value of values) {
        expect(verdict(kit.safeParse(value)), JSON.stringify(value)).toEqual(verdict(zod.safeParse(value)));
      }
    },
  );

  it('keep only the keys an object names, and leave out the optional keys set to undefined', () => {
    expect(Appearance.safeParse({ theme: undefined, variables: { colorText: '#000', size: 2 }, other: 1 })).toEqual({
      success: true,
      data: { variables: { colorText: '#000' } },
    });
  });
});
