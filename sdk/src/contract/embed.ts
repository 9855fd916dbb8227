import { LOCALES } from '../i18n/locales';
import { flag, type HostInputOf, integer, object, oneOf, optional, text } from './host-input';

/** A locale the host page names for embedded widgets (`locale` attribute, `casino('init', {locale})`, `?locale=`). */
export const EmbedLocale = oneOf(LOCALES);
export type EmbedLocale = HostInputOf<typeof EmbedLocale>;

/** Options of the script tag's `casino('init', …)` and of `init()` from `@casino/widgets/embed`; unknown keys are refused. */
export const EmbedInitOptions = object(
  {
    /** Platform origin and path prefix. Defaults to the origin that serves the chunks (script tag) or the page's (npm). */
    baseUrl: optional(text()),
    /** Defaults to `en`. */
    locale: optional(EmbedLocale),
    /** Defaults to 30000. */
    timeoutMs: optional(integer({ min: 1 })),
    /** Defaults to 6. */
    retries: optional(integer({ min: 0 })),
    /** Defaults to false. */
    registrationExperiment: optional(flag()),
  },
  { strict: true },
);
export type EmbedInitOptions = HostInputOf<typeof EmbedInitOptions>;
