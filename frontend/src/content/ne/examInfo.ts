import type { ExamInfoWords } from '../examInfo';
import { school } from '../school';

export const examInfoWords: ExamInfoWords = {
  title: `परीक्षा सूचना | ${school.name}`,
  description: `${school.name} का विद्यार्थीहरूका लागि आगामी परीक्षाका मिति र परीक्षासम्बन्धी सूचनाहरू।`,
  heading: 'परीक्षा सूचना',
  text: 'आगामी परीक्षाका मिति र सूचनाहरू। नतिजा “परीक्षाफल” पृष्ठमा प्रकाशित गरिन्छ।',
  upcomingHeading: 'आगामी परीक्षाहरू',
  pastHeading: 'सम्पन्न भएका परीक्षाहरू',
  noUpcoming: 'अहिले कुनै परीक्षा तोकिएको छैन। विद्यालयले मिति तोक्नेबित्तिकै नयाँ मितिहरू यहाँ प्रकाशित गरिनेछन्।',
};
