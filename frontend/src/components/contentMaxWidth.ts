/** The widest the header, footer and hero content grow; wider screens get margins. */
export const contentMaxWidth = 1440;
