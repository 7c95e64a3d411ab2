import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A grey placeholder shape that pulses while content loads (the keyframes live in the theme's global styles and
 * stop under reduced motion). Lighter than MUI's Skeleton, which would add to every page's first download.
 */
export function SkeletonBlock({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={[
        { bgcolor: 'grey.200', borderRadius: 1, animation: 'site-skeleton-pulse 1.5s ease-in-out infinite' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** What a visitor sees while a page's code is still on its way over a slow link. */
export function PageSkeleton() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 6 }}>
      <SkeletonBlock sx={{ width: '60%', height: 44 }} />
      <SkeletonBlock sx={{ height: 200, my: 3 }} />
      <SkeletonBlock sx={{ height: 18, mb: 1.5 }} />
      <SkeletonBlock sx={{ width: '80%', height: 18 }} />
    </Box>
  );
}
