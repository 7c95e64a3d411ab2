/**
 * The Atom feed (RFC 4287) of the school's news and notices, newest first, for feed readers. Absolute addresses need the public
 * site address, which only the start knows: the build writes the placeholder of the pre-rendered pages and
 * nginx/render.sh fills it in, as for the sitemap. The feed is in English, linking the English pages: a Nepali
 * version of a post or notice (`.ne.md`) is not an entry of its own.
 */
import type { NewsPost, Notice } from './loadSiteContent.ts';

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
  /** The notices page: a notice has no page of its own, so its entry links to its place there (#slug). */
  noticesPath: string;
}

/** One entry of the feed, whichever collection it comes from. */
interface FeedEntry {
  address: string;
  title: string;
  date: string;
  /** Plain text. */
  summary: string;
}

/** A notice's words without their markup, for the entry's summary (feed readers show it as text). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const dayStart = (date: string) => `${date}T00:00:00Z`;

export function atomFeed(
  news: readonly NewsPost[],
  notices: readonly Notice[],
  { siteUrl, title, author, postPath, blogPath, noticesPath }: FeedOptions,
): string {
  const all: FeedEntry[] = [
    ...news.map((post) => ({
      address: `${siteUrl}${postPath(post.slug)}`,
      title: post.title,
      date: post.date,
      summary: post.summary,
    })),
    ...notices.map((notice) => ({
      address: `${siteUrl}${noticesPath}#${notice.slug}`,
      title: notice.title,
      date: notice.date,
      summary: plainText(notice.paragraphs.join(' ')).trim(),
    })),
  ];
  const newestFirst = all.sort((a, b) => b.date.localeCompare(a.date) || a.address.localeCompare(b.address));
  const updated = newestFirst[0]?.date ?? '2000-01-01';
  const entries = newestFirst.map((entry) => {
    const address = xmlText(entry.address);
    return [
      '  <entry>',
      `    <id>${address}</id>`,
      `    <title>${xmlText(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${address}"/>`,
      `    <published>${dayStart(entry.date)}</published>`,
      `    <updated>${dayStart(entry.date)}</updated>`,
      `    <summary>${xmlText(entry.summary)}</summary>`,
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
