import { formatDigits, formatNumber } from '@school/contracts/nepali-numbers';
import type { CommentsWords } from '../comments';

const number = (value: number) => formatNumber(value, 'ne');
const fieldName = { name: 'तपाईंको नाम', text: 'तपाईंको प्रतिक्रिया' } as const;
const inField = { name: 'तपाईंको नाममा', text: 'तपाईंको प्रतिक्रियामा' } as const;

/** Comments are "प्रतिक्रिया", as Nepali news sites call their readers' comments. */
export const commentsWords: CommentsWords = {
  heading: 'प्रतिक्रियाहरू',
  headingWithCount: (count) => `प्रतिक्रियाहरू (${number(count)})`,
  addComment: 'प्रतिक्रिया लेख्नुहोस्',
  posted: 'तपाईंको प्रतिक्रिया प्रकाशित भयो।',
  awaitingApproval: 'धन्यवाद। विद्यालयले स्वीकृत गरेपछि तपाईंको प्रतिक्रिया यहाँ देखिनेछ।',
  empty: 'अहिलेसम्म कुनै प्रतिक्रिया छैन। पहिलो प्रतिक्रिया तपाईं नै लेख्नुहोस्!',
  unavailable: 'प्रतिक्रियाहरू अहिले देखाउन सकिएन। हामी फेरि प्रयास गरिरहनेछौं; तपाईं आफ्नो प्रतिक्रिया भने लेख्न सक्नुहुन्छ।',
  loadFailed: 'प्रतिक्रियाहरू खुल्न सकेनन्। हेर्नका लागि पृष्ठ फेरि लोड गर्नुहोस्।',
  showOlder: 'पुराना प्रतिक्रियाहरू हेर्नुहोस्',
  loadingOlder: 'पुराना प्रतिक्रियाहरू खुल्दै छन्...',
  olderFailed: 'पुराना प्रतिक्रियाहरू खुल्न सकेनन्। फेरि प्रयास गर्नुहोस्।',
  anonymous: 'नाम नखुलेको',
  dialog: {
    title: 'प्रतिक्रिया लेख्नुहोस्',
    close: 'बन्द गर्नुहोस्',
    name: 'पूरा नाम',
    text: 'आफ्नो प्रतिक्रिया लेख्नुहोस्...',
    post: 'प्रतिक्रिया पठाउनुहोस्',
    posting: 'पठाउँदै...',
    postFailed: 'तपाईंको प्रतिक्रिया पठाउन सकिएन।',
    tryAgain: 'केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    waitingFor: {
      both: 'पठाउन आफ्नो नाम र प्रतिक्रिया लेख्नुहोस्।',
      name: 'पठाउन आफ्नो नाम लेख्नुहोस्।',
      text: 'पठाउन आफ्नो प्रतिक्रिया लेख्नुहोस्।',
      shorter: 'पठाउन माथि चिन्ह लगाइएको भाग छोट्याउनुहोस्।',
    },
    length: {
      count: (count, max) => `${number(count)} / ${number(max)}`,
      tooMany: (over, max) => `${number(over)} अक्षर बढी भयो (बढीमा ${number(max)} अक्षर)`,
    },
  },
  failure: {
    unreachable: 'विद्यालयको सर्भरसम्म पुग्न सकिएन। आफ्नो इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
    rateLimited: 'तपाईंले धेरै छिटो-छिटो प्रतिक्रिया पठाउनुभयो। एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
    tooLarge: 'यो प्रतिक्रिया पठाउन धेरै लामो छ।',
    unavailable: 'प्रतिक्रिया सेवा अहिले उपलब्ध छैन। केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    unknownPost: 'यो ठेगानामा कुनै लेख छैन, त्यसैले यसमा प्रतिक्रिया लेख्न मिल्दैन।',
    blankName: 'कृपया आफ्नो नाम लेख्नुहोस्।',
    blankText: 'कृपया आफ्नो प्रतिक्रिया लेख्नुहोस्।',
    tooLong: (field, max) => `${fieldName[field]} बढीमा ${number(max)} अक्षरको हुन सक्छ।`,
    characters: (field, problem) =>
      problem === 'bidi'
        ? `${inField[field]} अक्षरको दिशा बदल्ने लुकेका चिन्हहरू छन्, जुन राख्न मिल्दैन।`
        : field === 'text'
          ? `${inField[field]} राख्न नमिल्ने अक्षरहरू छन्। नयाँ लाइन र ट्याब भने राख्न मिल्छ।`
          : `${inField[field]} राख्न नमिल्ने अक्षरहरू छन्।`,
    refused: (status) => `सर्भरले प्रतिक्रिया स्वीकार गरेन (त्रुटि ${formatDigits(status, 'ne')})। जाँचेर फेरि प्रयास गर्नुहोस्।`,
    checkLimits: (nameMax, textMax) =>
      `प्रतिक्रिया स्वीकार भएन। तपाईंको नाम बढीमा ${number(nameMax)} र प्रतिक्रिया बढीमा ${number(textMax)} अक्षरको छ कि जाँच गर्नुहोस्।`,
    busy: 'अहिले धेरै प्रतिक्रियाहरू एकैपटक आइरहेका छन्। एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    notSaved: 'प्रतिक्रिया सुरक्षित गर्न सकिएन। आफ्नो इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
  },
};
