// The Devanagari font comes with the console's Nepali words, as with the site's Nepali layout words.
import '../../assets/fonts/devanagari.css';
import { withDevanagariDigits } from '@school/contracts/digits';
import type { OfficeWords } from '../office';

const digits = (count: number) => withDevanagariDigits(String(count));

export const officeWords: OfficeWords = {
  console: 'कार्यालय',
  skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
  loading: 'खुल्दै छ…',

  signInTitle: 'साइन इन',
  signInIntro: 'विद्यालयका कर्मचारीहरू आफ्नो इमेलमा पठाइएको कोडले साइन इन गर्नुहुन्छ।',
  email: 'इमेल ठेगाना',
  sendCode: 'मलाई कोड पठाउनुहोस्',
  sendingCode: 'पठाउँदै…',
  codeOnItsWay: 'यो ठेगाना कर्मचारीको हो भने साइन इन कोड पठाइँदै छ। कोड १० मिनेटसम्म चल्छ।',
  code: '६ अङ्कको कोड',
  codeHint: 'हामीले पठाएको इमेलबाट।',
  signIn: 'साइन इन गर्नुहोस्',
  signingIn: 'साइन इन हुँदै…',
  useAnotherEmail: 'अर्को इमेल प्रयोग गर्नुहोस्',
  emailMissing: 'आफ्नो इमेल ठेगाना लेख्नुहोस्।',
  emailInvalid: 'name@example.com जस्तो इमेल ठेगाना लेख्नुहोस्।',
  codeInvalid: 'कोड इमेलमा जस्तै ६ अङ्कको हुन्छ।',
  wrongCode: 'यो कोड मिलेन, वा यसको समय सकियो वा यो प्रयोग भइसक्यो। नयाँ कोड माग्नुहोस्।',
  tooMany: (wait) => `धेरै पटक प्रयास भयो। ${wait} पर्खेर फेरि प्रयास गर्नुहोस्।`,
  tooManyNoWait: 'धेरै पटक प्रयास भयो। केही बेर पर्खेर फेरि प्रयास गर्नुहोस्।',
  seconds: (count) => `${digits(count)} सेकेन्ड`,
  minutes: (count) => `${digits(count)} मिनेट`,
  unavailable: 'अहिले कार्यालयसँग जोडिन सकिएन। आफ्नो इन्टरनेट जाँचेर फेरि प्रयास गर्नुहोस्।',
  failed: 'यो भएन। फेरि प्रयास गर्नुहोस्।',
  sessionUnknown: 'तपाईं साइन इन हुनुहुन्छ कि हुनुहुन्न थाहा भएन: अहिले कार्यालयसँग जोडिन सकिएन।',
  linkRefused:
    'यो साइन इन लिङ्कले काम गरेन: यो पहिले नै प्रयोग भइसकेको वा १५ मिनेटभन्दा पुरानो हुन सक्छ। कोडबाट साइन इन गर्नुहोस्, वा नयाँ लिङ्क माग्नुहोस्।',
  tryAgain: 'फेरि प्रयास गर्नुहोस्',

  signedInAs: 'साइन इन:',
  roles: { admin: 'प्रशासक', office: 'कार्यालय', accounts: 'लेखा' },
  signOut: 'साइन आउट',
  signOutFailed: 'साइन आउट हुन सकेन। आफ्नो इन्टरनेट जाँचेर फेरि प्रयास गर्नुहोस्।',
  navigation: 'कार्यालय',
  openMenu: 'मेनु खोल्नुहोस्',
  closeMenu: 'मेनु बन्द गर्नुहोस्',
  languageSwitch: 'यो भाषामा प्रयोग गर्नुहोस्:',

  notForYourRole: 'तपाईंको भूमिकाले यो पृष्ठ खोल्न मिल्दैन। चाहिएमा प्रशासकलाई सोध्नुहोस्।',

  home: 'गृहपृष्ठ',
  applications: 'भर्ना आवेदनहरू',
  messages: 'सन्देशहरू',
  audit: 'लेखापरीक्षण लग',
  comments: 'प्रतिक्रियाहरू',
  payments: 'भुक्तानीहरू',
  staff: 'कर्मचारी',
  passkeys: 'पासकीहरू',
  results: 'नतिजा',
  publishing: 'प्रकाशन',
  signInWithPasskey: 'पासकीबाट साइन इन गर्नुहोस्',
  passkeySignInFailed: 'पासकीले साइन इन गराएन। फेरि प्रयास गर्नुहोस्, वा कोडबाट साइन इन गर्नुहोस्।',
  welcome: 'विद्यालयको कार्यालयमा स्वागत छ।',
  today: (date) => `आज ${date} हो।`,
};
