/** How many posts one page of /blog shows: three rows of three on a laptop. */
export const postsPerPage = 9;

/** One page of a list: its items, which page it is (1-based, held within the pages there are), and how many pages. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** The `page`th page of `items`, `size` to a page; a page past the end shows the last, one before the first the first. */
export function pageOf<T>(items: readonly T[], page: number, size = postsPerPage): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const held = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { items: items.slice((held - 1) * size, held * size), page: held, pageCount };
}
