import type { EmbedMessages } from './en';

const LOADERS: Readonly<Record<string, () => Promise<{ default: EmbedMessages }>>> = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Loads the `embed` strings of one language on first use; an empty set for a language without its own file. */
export async function loadEmbedMessages(language: string): Promise<Record<string, string>> {
  const load = LOADERS[language];
  if (!load) return {};
  const module = await load();
  return module.default;
}
