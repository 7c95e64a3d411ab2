import { absoluteUrl, socialTags, type SocialMeta } from './socialTags';

/**
 * The page's title, description, canonical address and link-preview tags. React 19 hoists them into <head>.
 * Crawlers, which run no JavaScript, get the same tags from the page the build pre-rendered.
 */
export function ArticleSocialMeta({ meta, siteUrl }: { meta: SocialMeta; siteUrl: string }) {
  const tags = socialTags(meta, { siteUrl, imageUrl: absoluteUrl(meta.image.src, siteUrl) });
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
