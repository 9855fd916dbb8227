import { EMBED_WIDGET_NAMES } from '@casino/sdk/contract';

/** `/embed/<widget>` of a widget the contract lists as embeddable (`EMBED_WIDGET_NAMES`). */
const EMBED_PAGE = new RegExp(`^/embed/(${EMBED_WIDGET_NAMES.join('|')})$`);

/** The slot page of a game, `/slot/{provider}/{slug}`: its own built page, slot.html. */
const SLOT_PAGE = /^\/slot\/[^/]+\/[^/]+$/;

/** Whether a path is the embed page of a known widget, e.g. `/embed/login` (not `/embed`, `/embed/x/y`). */
export function isEmbedPage(path: string): boolean {
  return EMBED_PAGE.test(path);
}

/** Whether a path is the slot page of a game, `/slot/{provider}/{slug}`. */
export function isSlotPage(path: string): boolean {
  return SLOT_PAGE.test(path);
}
