import Box from '@mui/material/Box';
import { layoutTexts } from '../content/navigation';
import { useTexts } from '../hooks/useTexts';
import { SkeletonBlock } from '../components/SkeletonBlock';

/** What a visitor sees while a page's code is still on its way over a slow link. */
export function PageSkeleton() {
  const words = useTexts(layoutTexts);
  return (
    <Box role="status" aria-label={words.loadingPage} sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 6 }}>
      <SkeletonBlock sx={{ width: '60%', height: 44 }} />
      <SkeletonBlock sx={{ height: 200, my: 3 }} />
      <SkeletonBlock sx={{ height: 18, mb: 1.5 }} />
      <SkeletonBlock sx={{ width: '80%', height: 18 }} />
    </Box>
  );
}
