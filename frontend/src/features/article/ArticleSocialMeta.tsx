import { useSiteUrl } from '../../hooks/useSiteUrl';
import { absoluteUrl, socialTags, type SocialMeta } from './socialTags';

/**
 * The page's title, description, canonical address and link-preview tags. React 19 hoists them into <head>.
 * Crawlers, which run no JavaScript, get the same tags from the page the build pre-rendered. It reads the site's
 * address itself, so the switch to the visitor's address after hydration re-renders these tags alone.
 */
export function ArticleSocialMeta({ meta }: { meta: SocialMeta }) {
  const siteUrl = useSiteUrl();
  const imageUrl = meta.image ? absoluteUrl(meta.image.src, siteUrl) : undefined;
  const tags = socialTags(meta, { siteUrl, ...(imageUrl ? { imageUrl } : {}) });
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
    </>
  );
}
