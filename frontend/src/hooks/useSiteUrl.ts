import { publicSiteUrlPlaceholder } from '../lib/siteUrl';
import { useHydrated } from './useHydrated';

/**
 * The site's address for absolute links (canonical, link previews, share buttons). In the pre-render and while
 * hydrating it is the placeholder that nginx/render.sh replaces with PUBLIC_SITE_URL; in the browser afterwards,
 * the address the visitor is on.
 */
export function useSiteUrl(): string {
  return useHydrated() ? window.location.origin : publicSiteUrlPlaceholder;
}
