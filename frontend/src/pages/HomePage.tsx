import Box from '@mui/material/Box';
import { lazyWhenNear } from '../components/lazyWhenNear';
import { PageMeta } from '../components/PageMeta';
import { SkeletonBlock } from '../components/SkeletonBlock';
import { contentGutter, contentMaxWidth } from '../components/contentMaxWidth';
import { homeTexts } from '../content/home';
import { AboutTeaser } from '../features/home/AboutTeaser';
import { HeroSection } from '../features/home/HeroSection';
import { NewsAndNotices } from '../features/home/NewsAndNotices';
import { useTexts } from '../hooks/useTexts';

/**
 * How close the reader may scroll to the sections below the first screen before their code is fetched: small, as on
 * a 1350 x 940 desktop they start about 190 px below the fold.
 */
const homeMoreSectionsMarginPx = 100;

// The first screen (hero and about teaser) comes with the page; the sections below it are a second chunk, fetched
// only when the reader scrolls near them, so a slow link spends itself on what is on screen.
const HomeMoreSections = lazyWhenNear(() => import('./HomeMoreSections'), homeMoreSectionsMarginPx);

function MoreSectionsPlaceholder({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ maxWidth: contentMaxWidth, mx: 'auto', px: contentGutter, py: 6 }}>
      <SkeletonBlock sx={{ width: '40%', height: 44, mx: 'auto' }} />
      <SkeletonBlock sx={{ height: 240, mt: 3 }} />
    </Box>
  );
}

/** Home (/): what a prospective parent looks for, from the tagline to the way to apply. */
export function Component() {
  const words = useTexts(homeTexts);
  return (
    <>
      <PageMeta title={words.meta.title} description={words.meta.description} />
      <HeroSection />
      <NewsAndNotices />
      <AboutTeaser />
      <HomeMoreSections fallback={<MoreSectionsPlaceholder label={words.loadingMore} />} />
    </>
  );
}
