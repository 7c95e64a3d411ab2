import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** What a visitor sees while a page's code is still on its way over a slow link. */
export function PageSkeleton() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ maxWidth: 1440, mx: 'auto', px: 2, py: 4 }}>
      <Skeleton variant="text" width="60%" height={48} />
      <Skeleton variant="rectangular" height={200} sx={{ my: 2 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="80%" />
    </Box>
  );
}
