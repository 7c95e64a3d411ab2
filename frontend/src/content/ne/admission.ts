import { withDevanagariDigits } from '@school/contracts/digits';
import type { AdmissionWords } from '../admission';
import { birthDateWords } from './birthDate';
import { bsCalendarWordsNe } from './dates';
import { school } from './school';
import { classNames } from './classNames';

const digits = bsCalendarWordsNe.digits;

/** Whose a parent's fields are, by the relation chosen: "बुबाको", "सौतेनी आमाको". */
const possessives: Record<string, string> = {
  Father: 'बुबाको',
  Stepfather: 'सौतेनी बुबाको',
  Guardian: 'अभिभावकको',
  Mother: 'आमाको',
  Stepmother: 'सौतेनी आमाको',
};

const hintDob = 'जन्मदर्ता प्रमाणपत्रमा भएअनुसार';
const submitWords = '"आवेदन पठाउनुहोस्"';

export const admissionWords: AdmissionWords = {
  page: {
    title: `भर्ना आवेदन | ${school.name}`,
    description: `${school.name} मा नर्सरीदेखि कक्षा ५ सम्म भर्नाका लागि आवेदन दिनुहोस्: विद्यार्थीको विवरण, अभिभावकको विवरण र कागजातहरू।`,
    heading: 'भर्ना आवेदन',
    intro: `विद्यालयमा ${school.levels} पढाइ हुन्छ। यस वर्ष नर्सरीदेखि कक्षा ५ सम्म भर्ना खुला छ। आवेदन भर्न करिब पाँच मिनेट लाग्छ।`,
    sendNotice:
      'तपाईंको आवेदन फोटो र जन्मदर्ता प्रमाणपत्रसहित सिधै विद्यालयको कार्यालयमा पुग्छ। आवेदन पुग्नेबित्तिकै तपाईंले सन्दर्भ नम्बर पाउनुहुन्छ।',
    requiredNote: '* चिन्ह लगाइएका विवरण भर्न अनिवार्य छ।',
    summary: 'केही विवरण मिलाउनुपर्ने छ। कृपया तल सन्देश देखाइएका विवरणहरू सच्याउनुहोस्।',
  },
  sections: {
    student: 'विद्यार्थीको विवरण',
    documents: 'कागजातहरू',
  },
  labels: {
    firstName: 'नाम',
    middleName: 'बीचको नाम',
    lastName: 'थर',
    gender: 'लिङ्ग',
    dob: 'जन्म मिति',
    classApplied: 'भर्ना हुने कक्षा',
    photo: 'विद्यार्थीको फोटो',
    birthCertificate: 'जन्मदर्ता प्रमाणपत्र',
  },
  parentLabels: (role, whose) => ({
    relation: `नाता (${role === 'father' ? 'बुबा' : 'आमा'} वा अभिभावक)`,
    details: `${whose} विवरण`,
    firstName: `${whose} नाम`,
    lastName: `${whose} थर`,
    email: `${whose} इमेल`,
    phone: `${whose} फोन नम्बर`,
    education: `${whose} शिक्षा`,
    address: `${whose} ठेगाना`,
  }),
  hints: {
    middleName: 'छैन भने खाली छोड्नुहोस्',
    dob: hintDob,
    classApplied: 'यस वर्षको भर्ना: नर्सरीदेखि कक्षा ५ सम्म',
    phone: 'मोबाइल वा ल्यान्डलाइन, जस्तै 9812345678 वा 041-590123',
    photo: (limit) => `कुनै पनि फोटो फाइल (JPEG, PNG …), ${limit}सम्म`,
    birthCertificate: (limit) => `PDF, वर्ड फाइल, JPEG वा PNG, ${limit}सम्म`,
  },
  birthDate: {
    ...birthDateWords,
    calendarUnavailable: `वि.सं. मिति ई.सं. मा बदल्न सकिएन: तपाईंको फोन वा कम्प्युटर अफलाइन जस्तो देखिन्छ। कृपया इन्टरनेट जडान जाँचेर फेरि ${submitWords} थिच्नुहोस्, वा ई.सं. छानेर मिति ई.सं. मा लेख्नुहोस्।`,
  },
  placeholders: {
    gender: 'लिङ्ग छान्नुहोस्',
    classApplied: 'कक्षा छान्नुहोस्',
    relation: 'नाता छान्नुहोस्',
    education: 'शिक्षा छान्नुहोस् (ऐच्छिक)',
  },
  buttons: {
    submit: 'आवेदन पठाउनुहोस्',
    clear: 'खाली गर्नुहोस्',
    choosePhoto: 'विद्यार्थीको फोटो छान्नुहोस्',
    changePhoto: 'विद्यार्थीको फोटो बदल्नुहोस्',
    chooseCertificate: 'जन्मदर्ता प्रमाणपत्र छान्नुहोस्',
    changeCertificate: 'जन्मदर्ता प्रमाणपत्र बदल्नुहोस्',
    removeFile: 'हटाउनुहोस्',
    removeFileNamed: (fileName) => `${fileName} हटाउनुहोस्`,
  },
  options: {
    gender: { Male: 'पुरुष', Female: 'महिला', Other: 'अन्य', 'Prefer not to say': 'भन्न चाहन्नँ' },
    classApplied: classNames,
    relation: {
      Father: 'बुबा',
      Stepfather: 'सौतेनी बुबा',
      Guardian: 'अभिभावक',
      Mother: 'आमा',
      Stepmother: 'सौतेनी आमा',
    },
    education: {
      'No formal schooling': 'औपचारिक पढाइ नगरेको',
      'Primary (up to Grade 5)': 'प्राथमिक (कक्षा ५ सम्म)',
      'Lower secondary (Grade 6 to 8)': 'निम्न माध्यमिक (कक्षा ६ देखि ८)',
      'Secondary (SEE / SLC)': 'माध्यमिक (SEE / SLC)',
      'Higher secondary (+2)': 'उच्च माध्यमिक (+२)',
      "Bachelor's degree": 'स्नातक',
      "Master's degree or higher": 'स्नातकोत्तर वा सोभन्दा माथि',
    },
  },
  previewAlt: {
    photo: 'छानिएको विद्यार्थीको फोटो',
    birthCertificate: 'छानिएको जन्मदर्ता प्रमाणपत्र',
  },
  messages: {
    required: 'आवश्यक छ',
    firstNameRequired: (whose) => `${whose} नाम आवश्यक छ`,
    phoneRequired: (whose) => `${whose} फोन नम्बर आवश्यक छ`,
    dobInFuture: 'जन्म मिति भविष्यको हुन सक्दैन',
    dobInvalid: 'साँचो मिति लेख्नुहोस्, जस्तै २०१९-०४-१५',
    emailInvalid: 'सही इमेल ठेगाना लेख्नुहोस्, जस्तै name@example.com',
    phoneInvalid: 'सही फोन नम्बर लेख्नुहोस्, जस्तै 9812345678 वा 041-590123',
    whose: { of: (relation) => possessives[relation] ?? `${relation}को`, secondGuardian: 'दोस्रो अभिभावकको' },
    ageOutsideClass: (className, ages, age) =>
      `${className}मा ${digits(ages.from)} देखि ${digits(ages.to)} वर्षका बालबालिका भर्ना हुन्छन्, तर यो जन्म मितिअनुसार बच्चा ${digits(age)} वर्षको छ। कृपया जन्म मिति र कक्षा जाँच्नुहोस्। दुवै ठीक भए बाकसमा चिनो लगाउनुहोस्: विद्यालयको कार्यालयले हेर्नेछ।`,
    ageConfirmLabel: 'जन्म मिति र कक्षा दुवै ठीक छन्',
    ageConfirmRequired: 'कृपया जन्म मिति र कक्षा जाँच्नुहोस्, वा दुवै ठीक भए बाकसमा चिनो लगाउनुहोस्',
    photoNotImage: (fileName) => `"${fileName}" फोटो होइन। कृपया JPEG वा PNG जस्तो फोटो फाइल छान्नुहोस्।`,
    certificateWrongType: (fileName) => `"${fileName}" प्रयोग गर्न मिल्दैन। कृपया PDF, वर्ड, JPEG वा PNG फाइल छान्नुहोस्।`,
    fileTooLarge: (fileName, sizeText, limitText) =>
      `"${fileName}" ${sizeText} को छ, ${limitText}भन्दा ठूलो। कृपया अझ सानो फाइल वा सानो स्क्यान छान्नुहोस्।`,
    megabytes: (megabytes) => `${digits(megabytes)} एमबी`,
    fileSize: (bytes) =>
      bytes < 1024 * 1024
        ? `${digits(Math.max(1, Math.round(bytes / 1024)))} केबी`
        : `${withDevanagariDigits((bytes / (1024 * 1024)).toFixed(1))} एमबी`,
  },
  sending: {
    preparing: 'फोटो तयार गर्दै…',
    sending: 'आवेदन पठाउँदै',
    percent: (percent) => `${digits(percent)}%`,
    waiting: 'पठाइयो। विद्यालयको कार्यालयले पाएको पुष्टि हुँदै…',
    successHeading: 'आवेदन प्राप्त भयो',
    referenceLabel: 'तपाईंको सन्दर्भ नम्बर',
    keepReference: 'कृपया यो नम्बर लेखेर राख्नुहोस् वा स्क्रिनसट लिनुहोस्, र विद्यालयमा फोन गर्दा यही नम्बर बताउनुहोस्।',
    nextSteps: [
      'विद्यालयको कार्यालयले हरेक आवेदन पढ्छ, र विद्यालय हेर्न आउने समय मिलाउन तपाईंलाई फोनबाट, वा इमेल दिनुभएको भए इमेलबाट, सम्पर्क गर्नेछ।',
      'तपाईंले इमेल ठेगाना दिनुभएको भए, यही सन्दर्भ नम्बरसहितको पुष्टि त्यस ठेगानामा पठाइँदै छ।',
    ],
    questions: `केही सोध्नु छ? विद्यालयमा ${school.phone.display} मा फोन गर्नुहोस्।`,
    startNew: 'नयाँ आवेदन सुरु गर्नुहोस्',
    keptNote: 'तपाईंले भरेका सबै विवरण, फाइलसमेत, फारममै छन्।',
    offline: `आवेदन पठाउन सकिएन: तपाईंको फोन वा कम्प्युटर अफलाइन जस्तो देखिन्छ। कृपया इन्टरनेट जडान जाँचेर फेरि ${submitWords} थिच्नुहोस्।`,
    rateLimited:
      'तपाईंको इन्टरनेट जडानबाट छोटो समयमा धेरै आवेदन आएका छन्। कृपया एक घण्टा पर्खेर फेरि प्रयास गर्नुहोस्, वा विद्यालयमा फोन गर्नुहोस्।',
    unavailable: `विद्यालयको वेबसाइट अहिले व्यस्त छ वा अद्यावधिक हुँदै छ। कृपया केही मिनेट पर्खेर फेरि ${submitWords} थिच्नुहोस्।`,
    tooLarge: 'फाइलहरू सँगै पठाउन धेरै ठूला भए। कृपया अझ सानो फोटो वा जन्मदर्ता प्रमाणपत्रको अझ सानो स्क्यान छान्नुहोस्।',
    failed: 'आवेदन पठाउन सकिएन। कृपया केही मिनेटपछि फेरि प्रयास गर्नुहोस्, वा विद्यालयमा फोन गर्नुहोस्।',
    cutOff: `फाइल पठाउँदा जडान रोकियो वा धेरै ढिलो भयो, त्यसैले पठाउने काम बीचमै रोकियो। कृपया राम्रो जडानमा, वा अझ साना फाइलसहित फेरि ${submitWords} थिच्नुहोस्।`,
    checkField: 'विद्यालयको कार्यालयले यो विवरण स्वीकार गर्न सकेन। कृपया जाँचेर फेरि प्रयास गर्नुहोस्।',
  },
};
