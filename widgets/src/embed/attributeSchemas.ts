import * as z from 'zod/mini';

/** A category, provider or game identifier: 1 to 100 characters. */
export const IdentifierAttribute = z.string().check(z.minLength(1), z.maxLength(100));

/** A visible heading: at most 200 characters. */
export const TitleAttribute = z.string().check(z.maxLength(200));

/** A count from 1 to 100, as a number set from JS or the digits of an attribute (`page-size="24"`). */
export const CountAttribute = z.pipe(
  z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^\d{1,3}$/))]),
    z.transform((value) => Number(value)),
  ),
  z.int().check(z.gte(1), z.lte(100)),
);

/**
 * A moment as ISO 8601 with an offset (`2026-12-01T10:00:00Z`), as the API writes dates: a plain pattern, since zod's
 * `iso.datetime` would add 0.3 KB to every script-tag widget.
 */
export const DateTimeAttribute = z
  .string()
  .check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/));

/** A link: an absolute http(s) address or a path on the page's origin (`javascript:` and `data:` are refused). */
export const HrefAttribute = z.string().check(z.maxLength(2000), z.regex(/^(https?:\/\/|\/(?!\/))/));
