/**
 * Checks for what a host page writes by hand: a `<casino-*>` element's attributes, the `casino('init', …)` options and
 * `mount()` props. The platform's answers are checked with the contract's zod schemas; these inputs are checked with
 * this kit instead, so that a script-tag widget whose page shows no money loads no validator (docs/decisions.md,
 * "Host inputs without zod"). An issue has zod's shape (`code`, `path`, `expected`, `values`, `keys`), so it reads the
 * same in a message; `host-input.test.ts` holds the kit to zod/mini's verdicts.
 */

/** One problem in a host input. */
export interface HostInputIssue {
  readonly code:
    | 'invalid_type'
    | 'invalid_value'
    | 'invalid_format'
    | 'invalid_union'
    | 'too_small'
    | 'too_big'
    | 'unrecognized_keys';
  readonly path: PropertyKey[];
  /** What the value should have been, for `invalid_type`: `string`, `int`, `object`… */
  readonly expected?: string;
  /** The values allowed, for `invalid_value`. */
  readonly values?: readonly unknown[];
  /** The keys no one asked for, for `unrecognized_keys`. */
  readonly keys?: readonly string[];
}

/** The value a check accepted, or what was wrong with it. */
export type HostInputResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly HostInputIssue[] } };

/** The check of one host input. */
export interface HostInput<T> {
  /** Checks `value`, as a zod schema's `safeParse` does. */
  safeParse(value: unknown): HostInputResult<T>;
  /** Internal: checks `value` found at `path`, adds what is wrong to `issues`, and returns the value to keep. */
  readonly read: (value: unknown, path: PropertyKey[], issues: HostInputIssue[]) => T;
  /** Whether an object may leave this key out. */
  readonly optional: boolean;
}

/** The value a {@link HostInput} accepts. */
export type HostInputOf<S> = S extends HostInput<infer T> ? T : never;

function hostInput<T>(read: HostInput<T>['read'], optional = false): HostInput<T> {
  return {
    read,
    optional,
    safeParse(value) {
      const issues: HostInputIssue[] = [];
      const data = read(value, [], issues);
      return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
    },
  };
}

/** Adds the length issues of a string or list: `too_small` under `min`, `too_big` over `max`. */
function checkLength(
  length: number,
  rules: { min?: number; max?: number },
  path: PropertyKey[],
  issues: HostInputIssue[],
) {
  if (rules.min !== undefined && length < rules.min) issues.push({ code: 'too_small', path });
  if (rules.max !== undefined && length > rules.max) issues.push({ code: 'too_big', path });
}

/** A string of `min` to `max` characters matching `pattern`, each rule when given. */
export function text(rules: { min?: number; max?: number; pattern?: RegExp } = {}): HostInput<string> {
  return hostInput((value, path, issues) => {
    if (typeof value !== 'string') {
      issues.push({ code: 'invalid_type', path, expected: 'string' });
      return '';
    }
    checkLength(value.length, rules, path, issues);
    if (rules.pattern && !rules.pattern.test(value)) issues.push({ code: 'invalid_format', path });
    return value;
  });
}

/** One of `values`. */
export function oneOf<const V extends readonly string[]>(values: V): HostInput<V[number]> {
  return hostInput((value, path, issues) => {
    if (!values.includes(value as string)) issues.push({ code: 'invalid_value', path, values });
    return value as V[number];
  });
}

/** A whole number of at least `min` when given. */
export function integer(rules: { min?: number } = {}): HostInput<number> {
  return hostInput((value, path, issues) => {
    if (typeof value !== 'number') issues.push({ code: 'invalid_type', path, expected: 'number' });
    else if (!Number.isSafeInteger(value)) issues.push({ code: 'invalid_type', path, expected: 'int' });
    else if (rules.min !== undefined && value < rules.min) issues.push({ code: 'too_small', path });
    return value as number;
  });
}

/** `true` or `false`. */
export function flag(): HostInput<boolean> {
  return hostInput((value, path, issues) => {
    if (typeof value !== 'boolean') issues.push({ code: 'invalid_type', path, expected: 'boolean' });
    return value as boolean;
  });
}

/** A count from `min` to `max` (at most 3 digits), as a number set from JS or the digits of an attribute (`"24"`). */
export function count(min: number, max: number): HostInput<number> {
  return hostInput((value, path, issues) => {
    if (typeof value === 'string') {
      if (!/^\d{1,3}$/.test(value)) {
        issues.push({ code: 'invalid_format', path });
        return 0;
      }
    } else if (!Number.isSafeInteger(value)) {
      issues.push({ code: 'invalid_union', path });
      return 0;
    }
    const number = Number(value);
    if (number < min) issues.push({ code: 'too_small', path });
    if (number > max) issues.push({ code: 'too_big', path });
    return number;
  });
}

/** A list of at most `max` items, each checked by `item`. */
export function list<T>(item: HostInput<T>, rules: { max?: number } = {}): HostInput<T[]> {
  return hostInput((value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ code: 'invalid_type', path, expected: 'array' });
      return [];
    }
    // A list of the wrong length is refused before its items are read, as zod/mini does.
    const before = issues.length;
    checkLength(value.length, rules, path, issues);
    return issues.length > before ? [] : value.map((entry, index) => item.read(entry, [...path, index], issues));
  });
}

/** `input`, or nothing: an object may leave the key out or set it to `undefined`. */
export function optional<T>(input: HostInput<T>): HostInput<T | undefined> {
  return hostInput((value, path, issues) => (value === undefined ? undefined : input.read(value, path, issues)), true);
}

type Shape = Readonly<Record<string, HostInput<unknown>>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends HostInputOf<S[K]> ? K : never }[keyof S];
/** The object a shape accepts: its optional inputs as optional keys. */
export type ObjectOf<S extends Shape> = {
  [K in keyof S as K extends OptionalKeys<S> ? never : K]: HostInputOf<S[K]>;
} & { [K in OptionalKeys<S>]?: HostInputOf<S[K]> };

/**
 * A plain object whose keys are checked by `shape`; the value keeps those keys only. `strict` refuses the keys the
 * shape does not name (`unrecognized_keys`), else they are dropped.
 */
export function object<S extends Shape>(shape: S, rules: { strict?: boolean } = {}): HostInput<ObjectOf<S>> {
  return hostInput((value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ code: 'invalid_type', path, expected: 'object' });
      return {} as ObjectOf<S>;
    }
    const source = value as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const [key, input] of Object.entries(shape)) {
      const entry = source[key];
      if (entry === undefined && input.optional) continue;
      kept[key] = input.read(entry, [...path, key], issues);
    }
    const unknownKeys = Object.keys(source).filter((key) => !Object.hasOwn(shape, key));
    if (rules.strict && unknownKeys.length > 0) issues.push({ code: 'unrecognized_keys', path, keys: unknownKeys });
    return kept as ObjectOf<S>;
  });
}
