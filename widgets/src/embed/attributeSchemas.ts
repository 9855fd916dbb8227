import { hostInput } from '@casino/sdk/contract';

/** A category, provider or game identifier: 1 to 100 characters. */
export const IdentifierAttribute = hostInput.text({ min: 1, max: 100 });

/** A visible heading: at most 200 characters. */
export const TitleAttribute = hostInput.text({ max: 200 });

/** A count from 1 to 100, as a number set from JS or the digits of an attribute (`page-size="24"`). */
export const CountAttribute = hostInput.count(1, 100);

/** A moment as ISO 8601 with an offset (`2026-12-01T10:00:00Z`), as the API writes dates. */
export const DateTimeAttribute = hostInput.text({
  pattern: /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/,
});

/** A link: an absolute http(s) address or a path on the page's origin (`javascript:` and `data:` are refused). */
export const HrefAttribute = hostInput.text({ max: 2000, pattern: /^(https?:\/\/|\/(?!\/))/ });
