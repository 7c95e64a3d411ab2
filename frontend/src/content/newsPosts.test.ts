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
      expect(await newsPostFor(slug, 'ne')).toBeUndefined();
    }
  });

  it('is the post’s Nepali version in Nepali, with the English post’s date and pictures', async () => {
    const [english, nepali] = await Promise.all([newsPostFor('peace-rally'), newsPostFor('peace-rally', 'ne')]);
    expect(english?.language).toBe('en');
    expect(nepali).toMatchObject({ slug: 'peace-rally', language: 'ne', date: english?.date });
    expect(nepali?.title).toBe('युवा आन्दोलनका सहिदहरूको सम्झनामा शान्ति पदयात्रा');
    expect(nepali?.cover.image).toEqual(english?.cover.image);
    expect(nepali?.gallery.map((picture) => picture.image)).toEqual(english?.gallery.map((picture) => picture.image));
    expect(JSON.stringify(english)).not.toMatch(/\p{Script=Devanagari}/u);
    // Asked again, the same promise, apart from the English one.
    expect(newsPostFor('peace-rally', 'ne')).toBe(newsPostFor('peace-rally', 'ne'));
    expect(newsPostFor('peace-rally', 'ne')).not.toBe(newsPostFor('peace-rally'));
  });
});
