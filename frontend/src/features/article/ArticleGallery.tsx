import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { GalleryImage } from '../../content/peaceRallyArticle';
import { CardGrid } from '../../components/CardGrid';

// The lightbox is only needed once a reader opens an image.
const GalleryLightbox = lazy(() => import('./GalleryLightbox').then((module) => ({ default: module.GalleryLightbox })));

/** The article's images with captions and credits; each opens larger in an accessible lightbox. */
export function ArticleGallery({ heading, images }: { heading: string; images: GalleryImage[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <Box component="section" aria-labelledby="gallery-heading" sx={{ mt: 6 }}>
      <Typography variant="h2" id="gallery-heading" sx={{ mb: 3 }}>
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
                aria-label={`Open image ${index + 1} of ${images.length} larger: ${image.caption}`}
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
                <Box
                  component="img"
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
                    aspectRatio: `${image.width} / ${image.height}`,
                  }}
                />
              </Box>
              <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
                {image.caption}
                <Box
                  component="span"
                  sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem', mt: 0.5 }}
                >
                  {image.credit}
                </Box>
              </Typography>
            </Box>
          </Box>
        ))}
      </CardGrid>
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
