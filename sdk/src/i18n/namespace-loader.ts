import type { NamespaceLoader } from './create-i18n';

/** A language's texts as a lazily imported module whose default export is the flat key → text map. */
export type MessagesModuleLoader = () => Promise<{ default: Readonly<Record<string, string>> }>;

/**
 * Turns per-language dynamic imports into a {@link NamespaceLoader}: each language's chunk is imported on first
 * use; a language without its own file loads `{}` and reaches its texts through the fallback chain.
 */
export function namespaceLoader(languages: Readonly<Record<string, MessagesModuleLoader>>): NamespaceLoader {
  return async (language) => {
    const load = languages[language];
    return load ? { ...(await load()).default } : {};
  };
}
