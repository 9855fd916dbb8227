/** Brand name shown in the header and in emails, per locale (en-KW shows keys, so it has no overrides). */
export const BRAND = 'Aurora Casino';

/** Translation overrides served by GET /messages/{lang}.json, by locale then key. */
export const TRANSLATION_OVERRIDES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { 'site.brand': BRAND, 'site.tagline': 'Pokies, live tables and weekly tournaments' },
  de: { 'site.brand': BRAND, 'site.tagline': 'Slots, Live-Tische und wöchentliche Turniere' },
  'en-AU': { 'site.brand': BRAND, 'site.tagline': 'Pokies, live tables and weekly tournaments, mate' },
  'en-CA': { 'site.brand': BRAND, 'site.tagline': 'Slots, live tables and weekly tournaments' },
  'fr-CA': { 'site.brand': BRAND, 'site.tagline': 'Machines à sous, tables en direct et tournois hebdomadaires' },
  'en-NZ': { 'site.brand': BRAND, 'site.tagline': 'Pokies, live tables and weekly tournaments' },
  no: { 'site.brand': BRAND, 'site.tagline': 'Spilleautomater, livebord og ukentlige turneringer' },
  it: { 'site.brand': BRAND, 'site.tagline': 'Slot, tavoli live e tornei settimanali' },
  et: { 'site.brand': BRAND, 'site.tagline': 'Mänguautomaadid, live-lauad ja iganädalased turniirid' },
};
