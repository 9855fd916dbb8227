/** Articles per news list page (core.md §9: article list 6). */
export const NEWS_PAGE_SIZE = 6;

/** The list page `?page=` asks for, within 1 and the last page (1 for anything that is not a whole number). */
export function newsPageNumber(search: string, total: number): number {
  const asked = Number(new URLSearchParams(search).get('page') ?? '1');
  const last = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  return Number.isInteger(asked) ? Math.min(Math.max(asked, 1), last) : 1;
}

/** The address of list page `page` of `/news` (the first has no query). */
export function newsPagePath(page: number): string {
  return page <= 1 ? '/news' : `/news?page=${page}`;
}
