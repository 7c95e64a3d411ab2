import { describe, expect, it } from 'vitest';
import { newsCards } from 'virtual:site-content/newsCards';
import { newsPostFor } from './newsPosts';

describe('a news post, loaded on its own', () => {
  it('is the whole post, text included, for every post of the content folder', async () => {
    for (const { slug, title } of newsCards) {
      const post = await newsPostFor(slug);
      expect(post?.slug).toBe(slug);
      expect(post?.title).toBe(title);
    }
    const post = await newsPostFor('peace-rally');
    expect(JSON.stringify(post)).toContain('At least 72 people died');
  });

  it('answers the same promise when asked again, readable at once once settled (for React’s use)', async () => {
    const first = newsPostFor('peace-rally');
    await first;
    expect(newsPostFor('peace-rally')).toBe(first);
    expect(first).toMatchObject({ status: 'fulfilled', value: { slug: 'peace-rally' } });
  });

  it('is undefined for a slug no post has, whatever the address says', async () => {
    for (const slug of ['no-such-post', 'constructor', '__proto__', 'toString', '']) {
      expect(await newsPostFor(slug)).toBeUndefined();
    }
  });
});
