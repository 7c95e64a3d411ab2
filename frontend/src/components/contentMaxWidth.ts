/**
 * The site's one grid: every band (header, hero, sections, pages, footer) lays its content out in a column this wide
 * at most, centred, with these side gutters (MUI's Container at its default `lg`, which the sections use), so that
 * everything shares one left edge at every width.
 */
export const contentMaxWidth = 1200;

/** The grid's side gutters (theme spacing units): 16 px on a phone, 24 px from `sm` up. */
export const contentGutter = { xs: 2, sm: 3 } as const;

/** A page that is read or filled in (a form, a report card, a policy) keeps lines this wide, from the grid's left edge. */
export const readingMaxWidth = 840;
