/** Every route of the site, in one place, so links and the route table cannot drift apart. */
export const paths = {
  home: '/',
  about: '/about',
  admissions: '/admissions',
  checkResult: '/checkresult',
  examInfo: '/examinfo',
  contact: '/contact',
  pay: '/pay',
  paymentSuccess: '/payment-success',
  paymentFailure: '/payment-failure',
  career: '/career',
  blog: '/blog',
  peaceRallyArticle: '/blogs/peace-rally',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
