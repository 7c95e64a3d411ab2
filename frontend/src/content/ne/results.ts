// The Nepali calendar words of this folder, not the contracts': theirs sit in a chunk English pages load.
import { bsCalendarWordsNe } from './dates';
import type { ResultWords } from '../results';
import { birthDateWords } from './birthDate';
import { school } from '../school';
import { classNames } from './classNames';

const digits = (text: string) => text.replace(/\d/g, (digit) => bsCalendarWordsNe.digits(Number(digit)));

const ordinals: Readonly<Record<string, string>> = {
  first: 'प्रथम',
  second: 'द्वितीय',
  third: 'तृतीय',
  fourth: 'चतुर्थ',
};

/** Exams the school names without an ordinal, keyed by their English name in lower case ("Exam" left off). */
const namedExams: Readonly<Record<string, string>> = {
  final: 'वार्षिक परीक्षा',
  'final results': 'वार्षिक परीक्षाको नतिजा',
  'final result': 'वार्षिक परीक्षाको नतिजा',
  annual: 'वार्षिक परीक्षा',
  'half yearly': 'अर्धवार्षिक परीक्षा',
  'half-yearly': 'अर्धवार्षिक परीक्षा',
  'unit test': 'एकाइ परीक्षा',
};

/**
 * "First Terminal 2082" → "प्रथम सत्रान्त परीक्षा २०८२", "Final Results" → "वार्षिक परीक्षाको नतिजा"; a name it
 * does not know (an exam the office named otherwise) is shown as it came.
 */
function examName(name: string): string {
  const [, kind = '', year] = /^(.*?)(?:\s+(\d{4}))?$/.exec(name.trim()) ?? [];
  const key = kind
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ (?:exam|examination)s?$/, '');
  const terminal = /^(first|second|third|fourth) term(?:inal)?$/.exec(key);
  const nepali = terminal ? `${ordinals[terminal[1] ?? '']} सत्रान्त परीक्षा` : namedExams[key];
  if (!nepali) return name;
  return year ? `${nepali} ${digits(year)}` : nepali;
}

export const resultWords: ResultWords = {
  page: {
    title: `परीक्षाफल | ${school.name}`,
    description: `${school.name} का विद्यार्थीको परीक्षाफल हेर्नुहोस् र प्रगति-पत्र छाप्नुहोस्।`,
    heading: 'परीक्षाफल',
    intro: 'प्रगति-पत्र हेर्न विद्यार्थीको विवरण प्रवेशपत्रमा जस्तै लेख्नुहोस्।',
    needsJavaScript: `यो फारम चलाउन ब्राउजरमा जाभास्क्रिप्ट खुला हुनुपर्छ: कृपया यसलाई खोल्नुहोस्, वा विद्यालयको कार्यालयमा ${school.phone.display} मा फोन गर्नुहोस्।`,
  },
  form: {
    label: 'नतिजा खोज्नुहोस्',
    summary: 'केही विवरण मिलाउन बाँकी छ। मुनि सन्देश देखिएका विवरणहरू सच्याउनुहोस्।',
  },
  labels: {
    name: 'विद्यार्थीको नाम',
    className: 'कक्षा',
    roll: 'रोल नम्बर',
    examType: 'परीक्षा',
  },
  birthDate: {
    ...birthDateWords,
    calendarUnavailable:
      'वि.सं. मिति ई.सं. मा बदल्न सकिएन: तपाईंको फोन वा कम्प्युटर अफलाइन जस्तो देखिन्छ। कृपया इन्टरनेट जडान जाँचेर फेरि “नतिजा हेर्नुहोस्” थिच्नुहोस्, वा ई.सं. छानेर मिति ई.सं. मा लेख्नुहोस्।',
  },
  placeholders: {
    className: 'कक्षा छान्नुहोस्',
    examType: 'परीक्षा छान्नुहोस्',
    noExams: 'अहिलेसम्म कुनै नतिजा प्रकाशित भएको छैन',
  },
  examListHints: {
    loading: 'प्रकाशित परीक्षाहरूको सूची आउँदै छ…',
    none: 'विद्यालयले अहिलेसम्म कुनै परीक्षाको नतिजा प्रकाशित गरेको छैन।',
    failed: 'परीक्षाहरूको सूची आउन सकेन। फेरि प्रयास गर्न परीक्षा छान्ने ठाउँमा फेरि थिच्नुहोस्।',
  },
  buttons: {
    check: 'नतिजा हेर्नुहोस्',
    print: 'छाप्नुहोस्',
  },
  messages: {
    nameRequired: 'कृपया विद्यार्थीको नाम लेख्नुहोस्',
    classRequired: 'कृपया कक्षा छान्नुहोस्',
    rollRequired: 'कृपया रोल नम्बर लेख्नुहोस्',
    rollInvalid: 'रोल नम्बर पूर्ण सङ्ख्या हुनुपर्छ, जस्तै ७',
    examTypeRequired: 'कृपया परीक्षा छान्नुहोस्',
    dobRequired: 'कृपया विद्यार्थीको जन्म मिति लेख्नुहोस्',
    dobInvalid: 'साँचो मिति लेख्नुहोस्, जस्तै २०१६-०८-२८',
    dobInFuture: 'जन्म मिति भविष्यको हुन सक्दैन',
    notFound: 'यो विवरणसँग मिल्ने नतिजा भेटिएन। कृपया विद्यार्थीको विवरण फेरि जाँच गर्नुहोस्।',
    notPublished: 'यो परीक्षाको नतिजा अझै प्रकाशित भएको छैन। कृपया पछि फेरि हेर्नुहोस्।',
    rejected: 'पठाइएको विवरण बुझ्न सकिएन। कृपया विवरण जाँच गरेर फेरि प्रयास गर्नुहोस्।',
    checking: 'नतिजा खोज्दै…',
    rateLimited: 'यो इन्टरनेट जडानबाट छोटो समयमा धेरै नतिजा हेरिए। कृपया एक मिनेट पर्खनुहोस्, अनि “नतिजा हेर्नुहोस्” फेरि थिच्नुहोस्।',
    tooManyWrongDates:
      'आज यो विद्यार्थीको नतिजा धेरै पटक गलत जन्म मितिसहित खोजियो, त्यसैले भोलिसम्म खोल्न मिल्दैन। कृपया भोलि फेरि प्रयास गर्नुहोस्, वा विद्यालयको कार्यालयमा सोध्नुहोस्।',
    unavailable: 'विद्यालयको नतिजा सेवा अहिले चलिरहेको छैन। कृपया केही मिनेटपछि फेरि प्रयास गर्नुहोस्; तपाईंले लेखेको विवरण फारममै रहन्छ।',
    offline: 'नतिजा हेर्न सकिएन: विद्यालयको वेबसाइटसँग जडान छैन। आफ्नो इन्टरनेट जडान जाँच गरेर फेरि प्रयास गर्नुहोस्।',
    failed: 'नतिजा खोज्दा केही गडबडी भयो। कृपया फेरि प्रयास गर्नुहोस्।',
  },
  reportCard: {
    title: 'प्रगति-पत्र',
    studentDetails: 'विद्यार्थीको विवरण',
    name: 'नाम',
    className: 'कक्षा',
    roll: 'रोल नं.',
    dob: 'जन्म मिति',
    father: 'बुबाको नाम',
    mother: 'आमाको नाम',
    address: 'ठेगाना',
    subjects: 'विषयहरू',
    subject: 'विषय',
    fullMarks: 'पूर्णाङ्क',
    marks: 'प्राप्ताङ्क',
    grade: 'ग्रेड',
    total: 'जम्मा',
    summary: 'नतिजाको सारांश',
    totalMarks: 'जम्मा अङ्क',
    percentage: 'प्रतिशत',
    finalGrade: 'अन्तिम ग्रेड',
    attendance: 'हाजिरी',
    attendanceValue: (present, total) => `${total} दिनमध्ये ${present} दिन`,
    coScholastic: 'सह-शैक्षिक क्षेत्रहरू',
    area: 'क्षेत्र',
    rating: 'मूल्याङ्कन',
    scale: 'ग्रेडको मापदण्ड',
    gradeFrom: (grade, minPercentage) => `${grade} ${minPercentage}% वा सोभन्दा बढी`,
    gradeBelow: (grade, percentage) => `${grade} ${percentage}% भन्दा कम`,
  },
  classNames,
  examName,
  subjectNames: {
    english: 'अङ्ग्रेजी',
    nepali: 'नेपाली',
    mathematics: 'गणित',
    maths: 'गणित',
    math: 'गणित',
    science: 'विज्ञान',
    'science and technology': 'विज्ञान तथा प्रविधि',
    'social studies': 'सामाजिक अध्ययन',
    'social studies and human value education': 'सामाजिक अध्ययन तथा मानवीय मूल्य शिक्षा',
    maithili: 'मैथिली',
    'maithili (local language)': 'मैथिली (स्थानीय भाषा)',
    'local language': 'स्थानीय भाषा',
    hindi: 'हिन्दी',
    computer: 'कम्प्युटर',
    'computer science': 'कम्प्युटर विज्ञान',
    numbers: 'अङ्क ज्ञान',
    'drawing and colouring': 'चित्रकला र रङ भराइ',
    drawing: 'चित्रकला',
    'rhymes and stories': 'बालगीत र कथा',
    'health and physical education': 'स्वास्थ्य तथा शारीरिक शिक्षा',
    'health, physical and creative arts': 'स्वास्थ्य, शारीरिक तथा सिर्जनात्मक कला',
    'moral education': 'नैतिक शिक्षा',
    'general knowledge': 'सामान्य ज्ञान',
    serofero: 'सेरोफेरो',
    'our surroundings': 'हाम्रो सेरोफेरो',
    'local curriculum': 'स्थानीय पाठ्यक्रम',
  },
  areaNames: {
    discipline: 'अनुशासन',
    cleanliness: 'सरसफाइ',
    sports: 'खेलकुद',
    games: 'खेल',
    'art and craft': 'कला तथा हस्तकला',
    'public speaking': 'वक्तृत्व कला',
    punctuality: 'समयपालन',
    behaviour: 'आचरण',
    behavior: 'आचरण',
    music: 'सङ्गीत',
    dance: 'नृत्य',
    handwriting: 'हस्तलेखन',
    homework: 'गृहकार्य',
    teamwork: 'सामूहिक कार्य',
  },
  ratings: {
    Excellent: 'उत्कृष्ट',
    'Very good': 'धेरै राम्रो',
    Good: 'राम्रो',
    'Needs improvement': 'सुधार आवश्यक',
  },
};
