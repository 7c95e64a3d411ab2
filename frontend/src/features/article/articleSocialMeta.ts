import { paths } from '../../lib/paths';
import socialImage from '../../assets/article/peace-rally-social.png';
import { peaceRallyPost } from '../../content/blogPosts';
import { school } from '../../content/school';
import type { SocialMeta } from './socialTags';

/**
 * The peace-rally article as a shared link shows it. The page renders these tags; the build's pre-render puts
 * them in the page's HTML for crawlers.
 */
export const socialMeta: SocialMeta = {
  path: paths.peaceRallyArticle,
  documentTitle: `${peaceRallyPost.title} | ${school.name}`,
  title: peaceRallyPost.title,
  description: peaceRallyPost.excerpt,
  siteName: school.name,
  // A PNG of the hero illustration: link previews do not show SVG.
  image: { src: socialImage, alt: peaceRallyPost.image.alt, width: 1200, height: 630, type: 'image/png' },
  publishedTime: peaceRallyPost.date,
};
