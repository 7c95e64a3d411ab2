import { describe, expect, it } from 'vitest';
import { absoluteUrl, socialTags, withSocialTags, type SocialMeta } from './socialTags';

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

describe('withSocialTags', () => {
  const built = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <title>School website</title>',
    '    <script type="module" src="/assets/index-abc.js"></script>',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n');

  it('puts the page title and escaped tags into the built page, keeping its scripts', () => {
    const html = withSocialTags(built, meta, urls);
    expect(html).toContain('<title>Peace &amp; &quot;Hope&quot; | School</title>');
    expect(html).not.toContain('School website');
    expect(html).toContain('<meta property="og:title" content="Peace &amp; &quot;Hope&quot;" />');
    expect(html).toContain('<meta name="description" content="A &lt;walk&gt; for peace" />');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses a page it cannot place the tags in', () => {
    expect(() => withSocialTags('<html><body></body></html>', meta, urls)).toThrow(/no <title>/);
  });
});
