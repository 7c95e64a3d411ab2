import { formatDigits, formatNumber } from '@school/contracts/nepali-numbers';
import type { BlogWords } from '../blogListing';
import { school } from '../school';

const digits = (value: number) => formatDigits(value, 'ne');

export const blogWords: BlogWords = {
  title: `समाचार | ${school.name}`,
  description: `${school.name} का समाचार र लेखहरू: विद्यालयका कार्यक्रम, विद्यार्थी जीवन र हाम्रो विद्यालय परिवारका सन्देशहरू।`,
  heading: 'समाचार र लेखहरू',
  text: 'हाम्रो विद्यालय परिवारका कार्यक्रम, उपलब्धि र विचारहरू।',
  searchLabel: 'लेख खोज्नुहोस्',
  searchPlaceholder: 'शीर्षक वा विषयबाट खोज्नुहोस्',
  noMatch: (query) => `“${query}” सँग मिल्ने कुनै लेख भेटिएन।`,
  noMatchHint: 'अर्को शब्दबाट खोज्नुहोस्, वा सबै लेख हेर्न खोज हटाउनुहोस्।',
  clearSearch: 'खोज हटाउनुहोस्',
  matchCount: (count) =>
    count === 0 ? 'तपाईंको खोजसँग कुनै लेख मिलेन।' : `तपाईंको खोजसँग ${formatNumber(count, 'ne')} वटा लेख मिल्यो।`,
  readTime: (minutes) => `पढ्न ${digits(minutes)} मिनेट`,
  listHeading: (page, pageCount) => (pageCount > 1 ? `लेखहरू, ${digits(pageCount)} पृष्ठमध्ये पृष्ठ ${digits(page)}` : 'लेखहरू'),
  pagerLabel: 'लेखका पृष्ठहरू',
  previousPage: 'अघिल्लो',
  nextPage: 'अर्को',
  pageNumber: digits,
  pageButton: (page) => `पृष्ठ ${digits(page)}`,
};
