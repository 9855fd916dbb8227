/** PostgreSQL type id of `bigint`. */
export const INT8_OID = 20;
/** PostgreSQL type id of `date`. */
export const DATE_OID = 1082;

/** Parses a `bigint` column into a JS number, refusing values that a double cannot hold exactly. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is outside the safe integer range`);
  return value;
}

/** Keeps a `date` column as its `YYYY-MM-DD` text: a calendar day has no time zone. */
export function parseDate(text: string): string {
  return text;
}

/** Parsers by type id, shared by the PGlite and the `pg` implementations so that rows look alike on both. */
export const TYPE_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  [INT8_OID]: parseInt8,
  [DATE_OID]: parseDate,
};
