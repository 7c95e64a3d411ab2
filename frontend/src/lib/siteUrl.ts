/**
 * Where the site's public address (PUBLIC_SITE_URL) goes in pre-rendered pages. The build cannot know it (it is
 * set when the site starts, no rebuild), so the pages carry this placeholder and nginx/render.sh fills it in.
 */
export const publicSiteUrlPlaceholder = '__PUBLIC_SITE_URL__';

/** The canonical form of a path: no trailing slash except the home page's own. */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
