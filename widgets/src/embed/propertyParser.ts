import { describeIssues, type SchemaIssue } from './describeIssues';

/** The outcome of reading a value from outside (an attribute, a property set from JS, a `mount` option). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Reads an element property from an attribute string, a JS value, or `null`/`undefined` (unset). */
export type PropertyParser<T> = (value: unknown) => Parsed<T | undefined>;

/** A contract schema (zod/mini), as far as parsing needs it. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** Parses a value with a schema into a {@link Parsed} with a readable message. */
export function parseWith<T>(schema: Schema<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: describeIssues(result.error.issues) };
}

/** A parser from a schema; `null` and `undefined` (attribute removed) unset the property. */
export function schemaParser<T>(schema: Schema<T>): PropertyParser<T> {
  return (value) => (value === null || value === undefined ? { ok: true, value: undefined } : parseWith(schema, value));
}

/** A parser for a property whose attribute holds JSON (`appearance='{"theme":"dark"}'`); objects set from JS pass as they are. */
export function jsonParser<T>(schema: Schema<T>): PropertyParser<T> {
  const parse = schemaParser(schema);
  return (value) => {
    if (typeof value !== 'string') return parse(value);
    try {
      return parse(JSON.parse(value));
    } catch {
      return { ok: false, message: `not valid JSON: ${value}` };
    }
  };
}

/** The attribute of a property: `pageSize` → `page-size`. */
export function toKebabCase(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
