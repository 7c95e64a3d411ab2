import { useSiteUrl } from '../../hooks/useSiteUrl';
import { defaultLanguage, languages, pathInLanguage, pathWithoutLanguage } from '../../lib/paths';
import { absoluteUrl, socialTags, type SocialMeta } from './socialTags';

/**
 * The page's title, description, canonical address, its addresses in each language and link-preview tags. React 19
 * hoists them into <head>. Crawlers, which run no JavaScript, get the same tags from the page the build pre-rendered.
 * It reads the site's address itself, so the switch to the visitor's address after hydration re-renders these tags
 * alone.
 */
export function ArticleSocialMeta({ meta }: { meta: SocialMeta }) {
  const siteUrl = useSiteUrl();
  const imageUrl = meta.image ? absoluteUrl(meta.image.src, siteUrl) : undefined;
  const tags = socialTags(meta, { siteUrl, ...(imageUrl ? { imageUrl } : {}) });
  // The post's page in each language, for search engines; English for a reader whose language the site lacks.
  const path = pathWithoutLanguage(meta.path);
  return (
    <>
      <title>{meta.documentTitle}</title>
      {tags.map((tag) =>
        tag.kind === 'link' ? (
          <link key={`link:${tag.rel}`} rel={tag.rel} href={tag.href} />
        ) : (
          <meta key={`${tag.attribute}:${tag.key}`} {...{ [tag.attribute]: tag.key }} content={tag.content} />
        ),
      )}
      {[...languages, 'x-default' as const].map((other) => (
        <link
          key={`alternate:${other}`}
          rel="alternate"
          hrefLang={other}
          href={`${siteUrl}${pathInLanguage(path, other === 'x-default' ? defaultLanguage : other)}`}
        />
      ))}
    </>
  );
}
