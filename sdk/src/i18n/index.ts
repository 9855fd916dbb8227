export type { CreateI18nOptions, I18nCasino, NamespaceLoader } from './create-i18n';
export { addNamespace, createI18n, fallbackLanguages } from './create-i18n';
export { errorMessageKey, serverMessageKey, validationMessageKey } from './error-message-key';
export type { LocaleCode } from './locales';
export { assertLocaleCode, DEFAULT_LOCALE, isLocaleCode, KEYS_LOCALE, LOCALE_FALLBACKS, LOCALES } from './locales';
export type { MessagesModuleLoader } from './namespace-loader';
export { namespaceLoader } from './namespace-loader';
export { loadSdkMessages, SDK_LANGUAGES, SDK_NAMESPACE } from './sdk-namespace';
