import type { WidgetMessages } from './en';

const LOADERS: Readonly<Record<string, () => Promise<{ default: WidgetMessages }>>> = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the widgets are translated into; regional locales fall back to them (fr-CA → fr, en-AU → en). */
export const WIDGET_LANGUAGES = Object.keys(LOADERS);

/** Loads the widget strings of one language on first use; an empty set for a language without its own file. */
export async function loadWidgetMessages(language: string): Promise<Record<string, string>> {
  const load = LOADERS[language];
  if (!load) return {};
  const module = await load();
  return module.default;
}
