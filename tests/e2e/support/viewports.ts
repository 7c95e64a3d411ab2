/** The two window sizes every page is checked at: a cheap phone and a laptop. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
