/**
 * The events that open and close the mobile sidebar from anywhere on the page (core.md §2: "it opens and closes by
 * events"), dispatched on the document: `document.dispatchEvent(new Event(MENU_OPEN_EVENT))`.
 */
export const MENU_OPEN_EVENT = 'casino-site:menu-open';
/** Closes the mobile sidebar; see {@link MENU_OPEN_EVENT}. */
export const MENU_CLOSE_EVENT = 'casino-site:menu-close';

/** How far, in pixels, a finger swipes the sidebar towards its edge to close it. */
export const MENU_SWIPE_CLOSE_PX = 60;

/** Whether a touch that moved `dx` right and `dy` down closes the sidebar: a mostly sideways swipe to the right. */
export const closesBySwipe = (dx: number, dy: number) => dx >= MENU_SWIPE_CLOSE_PX && Math.abs(dy) < dx;
