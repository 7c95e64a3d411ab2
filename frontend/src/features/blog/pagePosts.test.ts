import { describe, expect, it } from 'vitest';
import { pageOf, postsPerPage } from './pagePosts';

const posts = Array.from({ length: 20 }, (_, index) => `post ${index + 1}`);

describe('pageOf', () => {
  it('cuts the list into pages of nine, in its order', () => {
    expect(postsPerPage).toBe(9);
    expect(pageOf(posts, 1)).toEqual({ items: posts.slice(0, 9), page: 1, pageCount: 3 });
    expect(pageOf(posts, 2).items).toEqual(posts.slice(9, 18));
    expect(pageOf(posts, 3).items).toEqual(['post 19', 'post 20']);
  });

  it('keeps the page within the pages there are', () => {
    expect(pageOf(posts, 7)).toMatchObject({ page: 3, items: ['post 19', 'post 20'] });
    expect(pageOf(posts, 0).page).toBe(1);
    expect(pageOf(posts, Number.NaN).page).toBe(1);
  });

  it('has one empty page for no items, and one page for exactly one page of them', () => {
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(pageOf(posts.slice(0, 9), 2)).toMatchObject({ page: 1, pageCount: 1 });
  });
});
