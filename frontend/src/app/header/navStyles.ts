import type { SxProps, Theme } from '@mui/material/styles';

/** The header's text links: the current page is marked with a gold underline as well as colour. */
export const navButtonSx = {
  color: 'text.primary',
  fontSize: '1rem',
  px: 1.5,
  position: 'relative',
  '&:hover': { bgcolor: 'primary.light', color: 'primary.main' },
  '&.active': { color: 'primary.main' },
  '&.active::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 2,
    height: 3,
    borderRadius: 2,
    bgcolor: 'secondary.main',
  },
} satisfies SxProps<Theme>;
