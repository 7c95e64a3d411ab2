/** A row of a desk list (applications, messages): a link at least 48 px tall, its lines stacked, a rule beneath. */
export const listRowSx = {
  minHeight: 48,
  display: 'grid',
  gap: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
  py: 1.5,
} as const;
