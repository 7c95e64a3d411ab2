import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { contentGutter, contentMaxWidth, readingMaxWidth } from './contentMaxWidth';

interface PageColumnProps {
  /** `wide`: the whole grid (forms beside details, card grids); `reading`: lines kept short, from the grid's left edge. */
  width: 'wide' | 'reading';
  /** The element the column is, e.g. `article` for a policy. */
  component?: 'div' | 'article';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A page's content on the site's grid: the header's left edge, and the width its kind of page reads best at. */
export function PageColumn({ width, component = 'div', sx, children }: PageColumnProps) {
  return (
    <Box
      component={component}
      sx={[{ maxWidth: contentMaxWidth, mx: 'auto', px: contentGutter }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {width === 'reading' ? <Box sx={{ maxWidth: readingMaxWidth }}>{children}</Box> : children}
    </Box>
  );
}
