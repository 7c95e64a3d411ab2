import { useLocation } from 'react-router-dom';
import { useSiteUrl } from '../hooks/useSiteUrl';
import { canonicalPath } from '../lib/siteUrl';

/**
 * A page's document title, meta description, canonical address and robots rule. React 19 hoists these into
 * <head> and swaps them as the visitor moves between pages; the build's pre-render puts the same tags in each
 * page's HTML, so crawlers read them without running JavaScript.
 */
export function PageMeta({
  title,
  description,
  noIndex = false,
  canonical = true,
}: {
  title: string;
  description: string;
  noIndex?: boolean;
  /** False for an address that is no page of its own (Not Found). */
  canonical?: boolean;
}) {
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={`${siteUrl}${canonicalPath(pathname)}`} /> : null}
    </>
  );
}
