import { contactLimits } from '@school/contracts/contact-checks';
import { formatDigits } from '@school/contracts/nepali-numbers';
import type { ContactWords, FormWords } from '../contact';
import { maxMessageLength, replyWithinHours } from '../contact';
import { school } from '../school';

const digits = (value: number) => formatDigits(value, 'ne');
const within = `${digits(replyWithinHours)} घण्टाभित्र`;

export const contactWords: ContactWords = {
  page: {
    title: `सम्पर्क | ${school.name}`,
    description: `${school.name} लाई लेख्नुहोस्, फोन गर्नुहोस् वा भेट्न आउनुहोस्। हामी ${within} जवाफ दिन्छौँ।`,
    heading: 'सम्पर्क गर्नुहोस्',
    intro: `भर्ना, शुल्क वा तपाईंको बच्चाको पढाइबारे केही सोध्नु छ? हामीलाई लेख्नुहोस्, हामी ${within} जवाफ दिन्छौँ।`,
    howItWorks: 'तपाईंको सन्देश सिधै विद्यालयको कार्यालयमा पुग्छ। सन्देश पुग्नेबित्तिकै तपाईंले एउटा सन्दर्भ नम्बर पाउनुहुन्छ।',
    formHeading: 'हामीलाई सन्देश पठाउनुहोस्',
    detailsHeading: 'विद्यालयसँग सम्पर्क',
    replyPromise: `हामी ${within} जवाफ दिन्छौँ।`,
    needsJavaScript: `यो फारम चलाउन जाभास्क्रिप्ट चाहिन्छ: कृपया आफ्नो ब्राउजरमा जाभास्क्रिप्ट खोल्नुहोस्, वा विद्यालयको कार्यालयमा ${school.phone.display} मा फोन गर्नुहोस्।`,
  },
  labels: {
    name: 'विद्यार्थी वा अभिभावकको नाम',
    phone: 'सम्पर्क नम्बर',
    email: 'इमेल ठेगाना',
    message: 'सन्देश',
    agreed: {
      before: 'म ',
      link: 'गोपनीयता नीति',
      after: 'सँग सहमत छु: विद्यालयले यी विवरण मलाई जवाफ दिन मात्र प्रयोग गर्छ।',
    },
    schoolEmail: 'इमेल',
    schoolPhone: 'फोन',
    schoolAddress: 'ठेगाना',
    map: 'नक्सा खोल्नुहोस्',
    opensInNewTab: '(नयाँ ट्याबमा खुल्छ)',
  },
  hints: {
    phone: 'मोबाइल वा ल्यान्डलाइन, जस्तै 9812345678। हामी फोन वा इमेलबाट जवाफ दिन्छौँ: दुईमध्ये एउटा, वा दुवै दिनुहोस्।',
    message: (length) => `${digits(length)} / ${digits(maxMessageLength)} अक्षर`,
  },
  checks: {
    nameRequired: 'कृपया आफ्नो नाम लेख्नुहोस्',
    nameTooLong: `कृपया नाम ${digits(contactLimits.nameMaxLength)} अक्षरभित्र छोट्याउनुहोस्`,
    phoneInvalid: 'सही फोन नम्बर लेख्नुहोस्, जस्तै 9812345678 वा 041-590123',
    emailInvalid: 'सही इमेल ठेगाना लेख्नुहोस्, जस्तै name@example.com',
    phoneOrEmailRequired: 'हामीले जवाफ दिन सकौँ भनेर कृपया फोन नम्बर वा इमेल ठेगाना दिनुहोस्',
    messageRequired: 'कृपया आफ्नो सन्देश लेख्नुहोस्',
    messageTooLong: (length) =>
      `कृपया सन्देश ${digits(contactLimits.messageMaxLength)} अक्षरभित्र छोट्याउनुहोस् (अहिले ${digits(length)} अक्षर छ)`,
    agreementRequired: 'कृपया गोपनीयता नीतिमा सहमत भएको बाकसमा चिनो लगाउनुहोस्',
  },
  messages: {
    sent: (reference) =>
      `धन्यवाद, तपाईंको सन्देश विद्यालयमा आइपुगेको छ। तपाईंको सन्दर्भ नम्बर ${reference} हो। हामी ${within} जवाफ दिन्छौँ।`,
    sending: 'तपाईंको सन्देश पठाउँदै…',
    keptNote: 'तपाईंको सन्देश फारममै सुरक्षित छ।',
    offline:
      'तपाईंको सन्देश पठाउन सकिएन: तपाईंको फोन वा कम्प्युटर इन्टरनेटमा जोडिएको देखिँदैन। कृपया इन्टरनेट जाँचेर फेरि “पठाउनुहोस्” थिच्नुहोस्।',
    rateLimited: 'तपाईंले छोटो समयमा धेरै सन्देश पठाउनुभयो। कृपया एक घण्टा पर्खेर फेरि प्रयास गर्नुहोस्, वा विद्यालयमा फोन गर्नुहोस्।',
    unavailable: 'विद्यालयको वेबसाइट अहिले व्यस्त छ वा अद्यावधिक हुँदै छ। कृपया केही मिनेट पर्खेर फेरि “पठाउनुहोस्” थिच्नुहोस्।',
    tooLarge: 'तपाईंको सन्देश पठाउन धेरै लामो भयो। कृपया यसलाई छोटो बनाउनुहोस्।',
    failed: `तपाईंको सन्देश पठाउन सकिएन। कृपया केही मिनेटपछि फेरि प्रयास गर्नुहोस्, वा हामीलाई ${school.phone.display} मा फोन गर्नुहोस्।`,
    checkField: 'कृपया यो विवरण जाँच्नुहोस्।',
  },
  buttons: {
    send: 'पठाउनुहोस्',
  },
};

export const formWords: FormWords = {
  summary: 'केही विवरण मिलाउनुपर्ने छ। कृपया मुनि सन्देश देखिएका विवरणहरू सच्याउनुहोस्।',
};
