import type { CareersWords } from '../careers';
import { school } from '../school';

export const careersWords: CareersWords = {
  meta: {
    title: `रोजगारी | ${school.name}`,
    description: `${school.name}, धनुषामा शिक्षक तथा कर्मचारीका रिक्त पदहरू। अहिलेका सबै रिक्त पद बन्द भइसकेका छन्; आगामी अवसरका लागि फेरि हेर्नुहोस्।`,
  },
  intro: {
    heading: 'रोजगारी',
    text: 'बालबालिकाको माया र हेरचाह गर्ने मिलनसार टोलीमा सामेल हुनुहोस्। यी हाम्रा हालैका रिक्त पदहरू हुन्।',
  },
  none: 'अहिले कुनै रिक्त पद छैन। आगामी अवसरका लागि कृपया फेरि हेर्नुहोस्।',
  apply: 'आवेदन दिनुहोस्',
  applyFor: (title) => `आवेदन दिनुहोस्: ${title}`,
  close: 'बन्द गर्नुहोस्',
  closed: 'बन्द',
  closedOn: (date) => `आवेदन ${date} मा बन्द भयो`,
  closesOn: (date) => `आवेदनको अन्तिम दिन: ${date}`,
  vacancyClosed: 'यो पदको आवेदन बन्द भइसकेको छ। तपाईंको चासोका लागि धन्यवाद। आगामी अवसरका लागि कृपया फेरि हेर्नुहोस्।',
  types: { 'Full-time': 'पूर्णकालीन', 'Part-time': 'आंशिक समय' },
};
