import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';

/** Grid columns per breakpoint, as CSS grid-template-columns values (one column where none is given). */
export type CardGridColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;

interface CardGridProps {
  columns?: CardGridColumns;
  children: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/** A list of cards laid out as a grid: one column on a phone, more as the screen widens. */
export function CardGrid({ columns, children, ref }: CardGridProps) {
  return (
    <Box
      component="ul"
      ref={ref}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
