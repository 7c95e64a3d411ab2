import { describe, expect, it } from 'vitest';
import { absoluteUrl, socialTags, type SocialMeta } from './socialTags';

const meta: SocialMeta = {
  path: '/blogs/peace-rally',
  documentTitle: 'Peace & "Hope" | School',
  title: 'Peace & "Hope"',
  description: 'A <walk> for peace',
  siteName: 'School',
  image: { src: '/assets/social.png', alt: 'Pupils walking', width: 1200, height: 630, type: 'image/png' },
  publishedTime: '2025-09-17',
};
const urls = { siteUrl: 'https://school.example.np', imageUrl: 'https://school.example.np/assets/social.png' };

function content(key: string): string | undefined {
  const tag = socialTags(meta, urls).find((t) => t.kind === 'meta' && t.key === key);
  return tag?.kind === 'meta' ? tag.content : undefined;
}

describe('socialTags', () => {
  it('gives Open Graph and Twitter card tags with absolute addresses', () => {
    expect(content('og:title')).toBe('Peace & "Hope"');
    expect(content('og:description')).toBe('A <walk> for peace');
    expect(content('og:url')).toBe('https://school.example.np/blogs/peace-rally');
    expect(content('og:image')).toBe('https://school.example.np/assets/social.png');
    expect(content('og:type')).toBe('article');
    expect(content('twitter:card')).toBe('summary_large_image');
    expect(content('twitter:image')).toBe(content('og:image'));
    expect(socialTags(meta, urls)).toContainEqual({
      kind: 'link',
      rel: 'canonical',
      href: 'https://school.example.np/blogs/peace-rally',
    });
  });

  it('makes site paths absolute and keeps absolute addresses', () => {
    expect(absoluteUrl('/assets/a.png', 'https://s.np')).toBe('https://s.np/assets/a.png');
    expect(absoluteUrl('assets/a.png', 'https://s.np')).toBe('https://s.np/assets/a.png');
    expect(absoluteUrl('https://cdn.example/a.png', 'https://s.np')).toBe('https://cdn.example/a.png');
  });
});
