// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { atomFeed } from './atomFeed';
import type { NewsPost, Notice } from './loadSiteContent';

const post = (slug: string, date: string, title: string): NewsPost => ({
  slug,
  language: 'en',
  title,
  date,
  summary: `About ${title}`,
  readTime: 3,
  kicker: 'School news',
  cover: { image: { kind: 'image', file: '/c/a.jpg', width: 4, height: 3 }, alt: 'A picture' },
  comments: true,
  gallery: [],
  timeline: [],
  intro: [],
  sections: [],
});

const options = {
  siteUrl: 'https://school.example.np',
  title: 'A School: news',
  author: 'A School',
  postPath: (slug: string) => `/blogs/${slug}`,
  blogPath: '/blog',
  noticesPath: '/notices',
};

const notice = (slug: string, date: string, title: string): Notice => ({
  slug,
  language: 'en',
  title,
  date,
  pinned: false,
  attachments: [],
  paragraphs: ['<p>The office is <strong>closed</strong> on Friday &amp; Saturday.</p>'],
});

describe('the Atom feed', () => {
  it('lists every post newest first, each by its absolute address, and is updated at the newest', () => {
    const feed = atomFeed([post('old', '2025-01-02', 'Old'), post('new', '2025-09-17', 'New')], [], options);
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect([...feed.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((match) => match[1])).toEqual([
      'https://school.example.np/blogs/new',
      'https://school.example.np/blogs/old',
    ]);
    expect(feed).toContain('<link rel="self" type="application/atom+xml" href="https://school.example.np/feed.xml"/>');
    expect(feed).toMatch(/<\/author>\n {2}<link[^\n]*\n {2}<link[^\n]*\n {2}<updated>2025-09-17T00:00:00Z<\/updated>/);
  });

  it('escapes what XML would read as markup', () => {
    const feed = atomFeed([post('fees', '2025-01-02', 'Fees & <dates> "now"')], [], options);
    expect(feed).toContain('<title>Fees &amp; &lt;dates&gt; &quot;now&quot;</title>');
  });

  it('lists the notices among the posts by date, each at its place on the notices page, its words as plain text', () => {
    const feed = atomFeed(
      [post('old', '2025-01-02', 'Old'), post('new', '2025-09-17', 'New')],
      [notice('holiday', '2025-05-01', 'Holiday')],
      options,
    );
    expect([...feed.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((match) => match[1])).toEqual([
      'https://school.example.np/blogs/new',
      'https://school.example.np/notices#holiday',
      'https://school.example.np/blogs/old',
    ]);
    expect(feed).toContain('<summary>The office is closed on Friday &amp; Saturday.</summary>');
  });
});
