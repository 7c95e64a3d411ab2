/**
 * The Open Graph and Twitter card tags of a page, as data, for the tags React renders on the page. The build's
 * pre-render (frontend/vite/prerenderPages.ts) puts them in the page's HTML, so link previews (crawlers run no
 * JavaScript) see them.
 */
export interface SocialMeta {
  /** The page's path on the site, e.g. /blogs/peace-rally. */
  path: string;
  /** The document title (browser tab, search results). */
  documentTitle: string;
  /** The title shown in a link preview. */
  title: string;
  description: string;
  siteName: string;
  /** A raster image (PNG, JPEG or WebP): preview cards do not show SVG. None: a preview without a picture. */
  image?: { src: string; alt: string; width: number; height: number; type: string };
  /** ISO date of publication. */
  publishedTime: string;
}

export type SocialTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: string; href: string };

export interface SocialUrls {
  /** The public site's address without a trailing slash, e.g. https://school.example.np. */
  siteUrl: string;
  /** The preview image's absolute address (when the page has one). */
  imageUrl?: string;
}

export function socialTags(meta: SocialMeta, { siteUrl, imageUrl }: SocialUrls): SocialTag[] {
  const pageUrl = `${siteUrl}${meta.path}`;
  const property = (key: string, content: string): SocialTag => ({ kind: 'meta', attribute: 'property', key, content });
  const name = (key: string, content: string): SocialTag => ({ kind: 'meta', attribute: 'name', key, content });
  return [
    name('description', meta.description),
    { kind: 'link', rel: 'canonical', href: pageUrl },
    property('og:type', 'article'),
    property('og:site_name', meta.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', pageUrl),
    ...(meta.image && imageUrl
      ? [
          property('og:image', imageUrl),
          property('og:image:type', meta.image.type),
          property('og:image:width', String(meta.image.width)),
          property('og:image:height', String(meta.image.height)),
          property('og:image:alt', meta.image.alt),
        ]
      : []),
    property('article:published_time', meta.publishedTime),
    name('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    name('twitter:title', meta.title),
    name('twitter:description', meta.description),
    ...(meta.image && imageUrl ? [name('twitter:image', imageUrl), name('twitter:image:alt', meta.image.alt)] : []),
  ];
}

/** An address as seen from `siteUrl`: absolute addresses are kept, site paths get the site's address. */
export function absoluteUrl(src: string, siteUrl: string): string {
  return /^https?:\/\//.test(src) ? src : `${siteUrl}${src.startsWith('/') ? '' : '/'}${src}`;
}
