import type { NotFoundWords } from '../notFound';
import { school } from '../school';

export const notFoundWords: NotFoundWords = {
  title: `पृष्ठ भेटिएन | ${school.name}`,
  description: 'तपाईंले खोज्नुभएको पृष्ठ छैन। हाम्रो गृहपृष्ठबाट बाटो पत्ता लगाउनुहोस्।',
  heading: 'पृष्ठ भेटिएन',
  text: 'माफ गर्नुहोस्, त्यो पृष्ठ भेटिएन। यो सरेको हुन सक्छ, वा ठेगानामा टाइप गल्ती हुन सक्छ।',
  homeButton: 'गृहपृष्ठमा जानुहोस्',
  contactButton: 'सम्पर्क गर्नुहोस्',
  suggestionsHeading: 'वा यीमध्ये कुनै पृष्ठ हेर्नुहोस्',
};
