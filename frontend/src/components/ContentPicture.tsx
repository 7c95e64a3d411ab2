import type { CSSProperties } from 'react';
import type { ContentImage } from 'virtual:site-content/types';

/**
 * A picture from the content folder, as the build made it: modern formats first (`sources`, when the build resized
 * a photo), the original format as the fallback `<img>`. Width and height are always set, so nothing shifts while it
 * loads. `sizes` says how wide the layout shows it, so the browser picks the smallest file that fills it.
 */
export function ContentPicture({
  image,
  alt,
  sizes = '100vw',
  eager = false,
  style,
  lang,
}: {
  image: ContentImage;
  alt: string;
  /** The language of `alt` where it is not the page's (an entry shown in English on a Nepali page). */
  lang?: string;
  sizes?: string;
  eager?: boolean;
  style?: CSSProperties;
}) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      alt={alt}
      lang={lang}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      // The eager one is the page's main picture, often its LCP: decoded in the frame that shows it, not after.
      decoding={eager ? undefined : 'async'}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${image.width} / ${image.height}`,
        ...style,
      }}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
