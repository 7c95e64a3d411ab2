import { useLocation } from 'react-router-dom';
import { useSiteUrl } from '../hooks/useSiteUrl';
import { useLanguage } from '../hooks/useLanguage';
import { defaultLanguage, languages, pathInLanguage } from '../lib/paths';
import { canonicalPath } from '../lib/siteUrl';

/**
 * A page's document title, meta description, canonical address, its addresses in each language and robots rule. React 19 hoists these into
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
  const language = useLanguage();
  // The router's path, without the language's prefix: the same page's address in each language.
  const path = canonicalPath(useLocation().pathname);
  const addressIn = (other: typeof language) => `${siteUrl}${pathInLanguage(path, other)}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={addressIn(language)} /> : null}
      {/* The page in each language, for search engines; English for a reader whose language the site lacks. */}
      {canonical
        ? [...languages, 'x-default' as const].map((other) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={other}
              href={addressIn(other === 'x-default' ? defaultLanguage : other)}
            />
          ))
        : null}
    </>
  );
}
