/** The scroll-to-top button's place in the header, with its progress ring: kept whether or not it shows. */
export const scrollTopButtonSize = 52;
