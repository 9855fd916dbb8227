import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import type en from './i18n/en';
import { SLOT_NAMESPACE } from './i18n/loadSlotMessages';

/** A key of the slot page's strings. */
export type SlotKey = keyof typeof en;

/** Translates a slot key with i18next interpolation values. */
export type SlotT = (key: SlotKey, values?: Record<string, string | number>) => string;

/** The slot page's translate function in the page's one language (the `lang` of the address does not change). */
export function slotT(i18n: I18n): SlotT {
  const fixed = i18n.getFixedT(null, SLOT_NAMESPACE);
  return (key, values) => String(fixed(key, values));
}

/** Carries the page's {@link SlotT} to its components. */
export const SlotTContext = createContext<SlotT | null>(null);

/** The slot page's translate function; throws outside `<SlotTContext>`. */
export function useSlotT(): SlotT {
  const t = useContext(SlotTContext);
  if (!t) throw new Error('useSlotT() was called outside <SlotTContext>: render the slot inside <SlotApp>.');
  return t;
}
