import type { NamespaceLoader } from './create-i18n';

/** Name of the SDK's own namespace: validation codes, request errors, the 451 notices and the server messages (`server.<code>`). */
export const SDK_NAMESPACE = 'sdk';

/** Languages the `sdk` namespace is written in; other locales reach them through the fallback chain. */
export const SDK_LANGUAGES = ['en', 'de', 'fr', 'no', 'it', 'et'] as const;

/** Loads the `sdk` texts of one language lazily (one chunk per language); `{}` for a language without its own texts. */
export const loadSdkMessages: NamespaceLoader = async (language) => {
  switch (language) {
    case 'en':
      return (await import('./sdk-messages/en')).messages;
    case 'de':
      return (await import('./sdk-messages/de')).messages;
    case 'fr':
      return (await import('./sdk-messages/fr')).messages;
    case 'no':
      return (await import('./sdk-messages/no')).messages;
    case 'it':
      return (await import('./sdk-messages/it')).messages;
    case 'et':
      return (await import('./sdk-messages/et')).messages;
    default:
      return {};
  }
};
