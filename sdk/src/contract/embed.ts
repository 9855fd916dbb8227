import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';

/** A locale the host page names for embedded widgets (`locale` attribute, `casino('init', {locale})`, `?locale=`). */
export const EmbedLocale = z.enum(LOCALES);
export type EmbedLocale = z.infer<typeof EmbedLocale>;

/** Options of the script tag's `casino('init', …)` and of `init()` from `@casino/widgets/embed`; unknown keys are refused. */
export const EmbedInitOptions = z.strictObject({
  /** Platform origin and path prefix. Defaults to the origin that serves the chunks (script tag) or the page's (npm). */
  baseUrl: z.optional(z.string()),
  /** Defaults to `en`. */
  locale: z.optional(EmbedLocale),
  /** Defaults to 30000. */
  timeoutMs: z.optional(z.int().check(z.positive())),
  /** Defaults to 6. */
  retries: z.optional(z.int().check(z.nonnegative())),
  /** Defaults to false. */
  registrationExperiment: z.optional(z.boolean()),
});
export type EmbedInitOptions = z.infer<typeof EmbedInitOptions>;
