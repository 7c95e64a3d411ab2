/**
 * The Atom feed (RFC 4287) of the school's news, newest first, for feed readers. Absolute addresses need the public
 * site address, which only the start knows: the build writes the placeholder of the pre-rendered pages and
 * nginx/render.sh fills it in, as for the sitemap.
 */
import type { NewsPost } from './loadSiteContent.ts';

/** Text for XML content and attribute values. */
export function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface FeedOptions {
  siteUrl: string;
  title: string;
  /** Who writes the posts: the school. */
  author: string;
  postPath: (slug: string) => string;
  blogPath: string;
}

const dayStart = (date: string) => `${date}T00:00:00Z`;

export function atomFeed(
  news: readonly NewsPost[],
  { siteUrl, title, author, postPath, blogPath }: FeedOptions,
): string {
  const newestFirst = [...news].sort((a, b) => b.date.localeCompare(a.date));
  const updated = newestFirst[0]?.date ?? '2000-01-01';
  const entries = newestFirst.map((post) => {
    const address = xmlText(`${siteUrl}${postPath(post.slug)}`);
    return [
      '  <entry>',
      `    <id>${address}</id>`,
      `    <title>${xmlText(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${address}"/>`,
      `    <published>${dayStart(post.date)}</published>`,
      `    <updated>${dayStart(post.date)}</updated>`,
      `    <summary>${xmlText(post.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlText(`${siteUrl}${blogPath}`)}</id>`,
    `  <title>${xmlText(title)}</title>`,
    `  <author><name>${xmlText(author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(`${siteUrl}/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(`${siteUrl}${blogPath}`)}"/>`,
    `  <updated>${dayStart(updated)}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
