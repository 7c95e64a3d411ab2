import type { NewsPost } from 'virtual:site-content/types';
import { pathInLanguage, postPath, type Language } from '../../lib/paths';
import peaceRallySocialImage from '../../assets/article/peace-rally-social.png';
import { school } from '../../content/school';
import type { SocialMeta } from './socialTags';

/** Link previews do not show SVG: a PNG made of an SVG cover, per post. */
const rasterCovers: Record<string, { src: string; width: number; height: number; type: string }> = {
  'peace-rally': { src: peaceRallySocialImage, width: 1200, height: 630, type: 'image/png' },
};

const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The cover as a link preview shows it: its PNG for an SVG cover, the cover itself when it is a photo, else none. */
function previewImage(post: NewsPost): SocialMeta['image'] {
  const raster = rasterCovers[post.slug];
  if (raster) return { ...raster, alt: post.cover.alt };
  const type = imageTypes[/\.(\w+)$/.exec(post.cover.image.src)?.[1]?.toLowerCase() ?? ''];
  if (!type) return undefined;
  const { src, width, height } = post.cover.image;
  return { src, width, height, type, alt: post.cover.alt };
}

/**
 * A news post as a shared link shows it, at its address in the page's language. The page renders these tags; the
 * build's pre-render puts them in the page's HTML for crawlers.
 */
export function postSocialMeta(post: NewsPost, language: Language): SocialMeta {
  const image = previewImage(post);
  return {
    path: pathInLanguage(postPath(post.slug), language),
    documentTitle: `${post.title} | ${school.name}`,
    title: post.title,
    description: post.summary,
    siteName: school.name,
    ...(image ? { image } : {}),
    publishedTime: post.date,
  };
}
