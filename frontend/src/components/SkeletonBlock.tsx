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
