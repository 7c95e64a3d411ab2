import { defineTexts } from '../lib/texts';
import { school } from './school';

/**
 * What a reader without JavaScript sees where a page cannot work without it (shown in <noscript>, never when
 * JavaScript runs). One plain sentence each. In the page's language: useTexts(needsJavaScriptTexts).
 */
export const needsJavaScript = {
  form: `This form needs JavaScript: please turn it on in your browser, or call the school office on ${school.phone.display}.`,
  payment: `Paying the school fee online needs JavaScript: please turn it on in your browser, or call the school office on ${school.phone.display}.`,
  receipt: `Opening a fee receipt needs JavaScript: please turn it on in your browser, or call the school office on ${school.phone.display}.`,
};

export type NeedsJavaScriptWords = typeof needsJavaScript;

export const needsJavaScriptTexts = defineTexts(needsJavaScript, {
  ne: () => import('./ne/needsJavaScript').then((module) => module.needsJavaScript),
});
