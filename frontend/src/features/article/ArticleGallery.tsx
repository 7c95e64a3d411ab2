import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { articleTexts, type GalleryImage } from '../../content/newsArticle';
import { useTexts } from '../../hooks/useTexts';
import { CardGrid } from '../../components/CardGrid';
import { ContentPicture } from '../../components/ContentPicture';

/** A gallery picture's width: a third of the article column from 600 px up, the screen's below. */
const gallerySizes = '(min-width: 600px) 270px, 100vw';

// The lightbox is only needed once a reader opens an image.
const GalleryLightbox = lazy(() => import('./GalleryLightbox').then((module) => ({ default: module.GalleryLightbox })));

/**
 * The article's images with captions and credits; each opens larger in an accessible lightbox. `headingId`: another
 * id where a page shows more than one article (the console's preview, in each language).
 */
export function ArticleGallery({
  heading,
  images,
  headingId = 'gallery-heading',
}: {
  heading: string;
  images: GalleryImage[];
  headingId?: string;
}) {
  const words = useTexts(articleTexts);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // One credit for every picture is said once, under the gallery, instead of under each.
  const sharedCredit = images.length > 1 && images.every((image) => image.credit === images[0]!.credit);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 6 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 3 }}>
        {heading}
      </Typography>
      <CardGrid columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}>
        {images.map((image, index) => (
          <Box component="li" key={image.src}>
            <Box component="figure" sx={{ m: 0 }}>
              <Box
                component="button"
                type="button"
                onClick={() => setOpenIndex(index)}
                aria-label={words.openImage(index + 1, images.length, image.caption)}
                sx={{
                  display: 'block',
                  width: '100%',
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  borderRadius: 2,
                  overflow: 'hidden',
                }}
              >
                <ContentPicture image={image} alt={image.alt} sizes={gallerySizes} />
              </Box>
              <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
                {image.caption}
                {sharedCredit ? null : (
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem', mt: 0.5 }}
                  >
                    {image.credit}
                  </Box>
                )}
              </Typography>
            </Box>
          </Box>
        ))}
      </CardGrid>
      {sharedCredit ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.8125rem', mt: 2 }}>
          {images[0]!.credit}
        </Typography>
      ) : null}
      {openIndex !== null ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
