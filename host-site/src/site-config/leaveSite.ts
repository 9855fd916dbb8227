/** How the site leaves for another site (the betting site): an object, so that tests can watch `to` with a spy. */
export const leaveSite = {
  /** Loads `url` in this tab, as a link would. */
  to(url: string): void {
    window.location.assign(url);
  },
};
