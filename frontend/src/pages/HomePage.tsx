import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { PageMeta } from '../components/PageMeta';
import { SkeletonBlock } from '../components/SkeletonBlock';
import { homeMeta } from '../content/home';
import { AboutTeaser } from '../features/home/AboutTeaser';
import { HeroSection } from '../features/home/HeroSection';

// The first screen (hero and about teaser) comes with the page; the sections below it follow in a second chunk
// that starts downloading as soon as the first screen is up, so a slow link shows the top of the page sooner.
const HomeMoreSections = lazy(() => import('./HomeMoreSections'));

function MoreSectionsPlaceholder() {
  return (
    <Box role="status" aria-label="Loading more of the page" sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 6 }}>
      <SkeletonBlock sx={{ width: '40%', height: 44, mx: 'auto' }} />
      <SkeletonBlock sx={{ height: 240, mt: 3 }} />
    </Box>
  );
}

/** Home (/): what a prospective parent looks for, from the tagline to the way to apply. */
export function Component() {
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} />
      <HeroSection />
      <AboutTeaser />
      <Suspense fallback={<MoreSectionsPlaceholder />}>
        <HomeMoreSections />
      </Suspense>
    </>
  );
}
