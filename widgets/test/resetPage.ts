/**
 * Puts the jsdom page back as a fresh one, for test files that share a window: the widgets and host-site vitest
 * projects run without per-file isolation, so one worker's files see one `window`, `document` and storage.
 */
export function resetPage(): void {
  dropDetachedStyleSheets();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.title = '';
}

/**
 * Drops the style sheets of `<style>` elements that are no longer in the page. jsdom keeps the sheet of a `<style>`
 * whose ancestor was removed (it asks whether the element is connected before the removal has finished), so every
 * widget root that testing-library's cleanup or a route change removed left its widget CSS behind, and each
 * `getComputedStyle` (every role query calls it) went through all of them. An empty text node appended makes jsdom
 * look at the element once more, now detached.
 */
export function dropDetachedStyleSheets(): void {
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode;
    if (owner instanceof HTMLStyleElement && !owner.isConnected) owner.append('');
  }
}
