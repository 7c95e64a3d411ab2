import type { Theme } from '@mui/material/styles';

/**
 * Looks of MUI's Paper and Container for a plain Box: the same border, corners, widths and side padding, without
 * their modules on every page that frames a form or centres its column.
 */

/** <Paper variant="outlined">: the page's surface colour inside a thin divider-coloured border. */
export function outlinedPaperSx(theme: Theme) {
  return {
    bgcolor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
  };
}

/** <Container maxWidth={maxWidth}>: centred, at most the breakpoint's width, 16 px at the sides (24 px from sm). */
export function containerSx(maxWidth: 'sm' | 'md' | 'lg' = 'lg') {
  return (theme: Theme) => ({
    width: '100%',
    mx: 'auto',
    boxSizing: 'border-box' as const,
    px: { xs: 2, sm: 3 },
    maxWidth: theme.breakpoints.values[maxWidth],
  });
}
