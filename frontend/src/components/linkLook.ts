import type { Theme } from '@mui/material/styles';

/**
 * MUI Link's looks for a plain <a> (Box component="a", or RouterLink as the component): the same colour
 * and underline, without Link's module on every page that has a link in its text.
 */

/** <Link> with the theme's default `underline="hover"`. */
export const linkSx = {
  color: 'primary.main',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

/** <Link underline="always">: underlined in a paler shade of the link's colour, full strength on hover. */
export function underlinedLinkSx(theme: Theme) {
  return {
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  };
}

/** <Link color="inherit" underline="always">: the surrounding text's colour, always underlined. */
export const inheritUnderlinedLinkSx = { color: 'inherit', textDecoration: 'underline' } as const;
