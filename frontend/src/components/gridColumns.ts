/**
 * Grid's 12-column layout in plain CSS grid (Box with these sx): the same columns and gaps as MUI's Grid, without
 * its module on the form routes. Put gridColumnsSx on the container, gridSpanSx on each item.
 */
type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';

/** A 12-column grid with `spacing` theme units between rows and columns (Grid's `container spacing`). */
export function gridColumnsSx(spacing: number) {
  return { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: spacing } as const;
}

/** How many of the 12 columns an item takes from each breakpoint up (Grid's `size`). */
export function gridSpanSx(size: Partial<Record<Breakpoint, number>>) {
  const gridColumn: Partial<Record<Breakpoint, string>> = {};
  for (const [breakpoint, columns] of Object.entries(size)) gridColumn[breakpoint as Breakpoint] = `span ${columns}`;
  return { gridColumn };
}
