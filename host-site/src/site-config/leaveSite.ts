/** Leaves the site for `url` (the betting site), as a link would. */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
