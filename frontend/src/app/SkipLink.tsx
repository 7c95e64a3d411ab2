import Box from '@mui/material/Box';
import { layoutTexts } from '../content/navigation';
import { useTexts } from '../hooks/useTexts';

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink() {
  const words = useTexts(layoutTexts);
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {words.skipToContent}
    </Box>
  );
}
