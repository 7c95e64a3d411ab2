import { formatDigits } from '@school/contracts/nepali-numbers';
import type { ArticleWords } from '../newsArticle';

const digits = (value: number) => formatDigits(value, 'ne');

export const articleWords: ArticleWords = {
  backToBlog: '← सबै समाचार',
  readTime: (minutes) => `पढ्न ${digits(minutes)} मिनेट`,
  galleryHeading: 'तस्बिरहरू',
  openImage: (number, count, caption) => `तस्बिर ${digits(number)} (${digits(count)} मध्ये) ठूलो गरी हेर्नुहोस्: ${caption}`,
  lightbox: {
    close: 'बन्द गर्नुहोस्',
    previous: 'अघिल्लो',
    previousImage: 'अघिल्लो तस्बिर',
    next: 'अर्को',
    nextImage: 'अर्को तस्बिर',
    position: (number, count) => `तस्बिर ${digits(number)} / ${digits(count)}`,
  },
  share: {
    group: 'यो लेख सेयर गर्नुहोस्',
    copyLink: 'लिङ्क कपी गर्नुहोस्',
    copied: 'कपी भयो!',
    linkCopied: 'लिङ्क कपी भयो',
    copyFailed: 'कपी गर्न सकिएन: माथिको ठेगाना पट्टीबाट कपी गर्नुहोस्',
    shareOn: (network) => `${network} मा सेयर गर्नुहोस्`,
  },
};
