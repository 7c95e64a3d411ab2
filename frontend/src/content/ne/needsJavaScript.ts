import type { NeedsJavaScriptWords } from '../needsJavaScript';
import { school } from './school';

const turnItOn = `कृपया ब्राउजरमा जाभास्क्रिप्ट खोल्नुहोस्, वा विद्यालयको कार्यालयमा ${school.phone.display} मा फोन गर्नुहोस्।`;

export const needsJavaScript: NeedsJavaScriptWords = {
  form: `यो फारम चलाउन जाभास्क्रिप्ट चाहिन्छ: ${turnItOn}`,
  payment: `अनलाइन शुल्क तिर्न जाभास्क्रिप्ट चाहिन्छ: ${turnItOn}`,
  receipt: `शुल्क रसिद खोल्न जाभास्क्रिप्ट चाहिन्छ: ${turnItOn}`,
};
