import { describe, expect, it } from 'vitest';
import { looksLikePreeti, preetiToUnicode } from './preeti.js';

/**
 * Words and short lines as Nepali office documents type them in Preeti, with their Unicode. Every pair was checked
 * against the long-standing Preeti converters' table and rules (the classic "preeti to unicode" script run on the same
 * input gives the same Unicode), and reads as the Nepali word it should be.
 */
const knownPairs: readonly (readonly [string, string])[] = [
  ['g]kfn', 'नेपाल'],
  ['ljBfno', 'विद्यालय'],
  ['k|lt', 'प्रति'],
  ['s/f]8', 'करोड'],
  ['!@#$%^&*()', '१२३४५६७८९०'],
  ['kl/If0f', 'परिक्षण'],
  ['sfo{qmd', 'कार्यक्रम'],
  ['ljBfyL{', 'विद्यार्थी'],
  ['wd{', 'धर्म'],
  ['xfdL g]kfnL xf}+', 'हामी नेपाली हौं'],
  ['gful/s', 'नागरिक'],
  ['k|wfgfWofks', 'प्रधानाध्यापक'],
  ['zfvf', 'शाखा'],
  [';dfrf/', 'समाचार'],
  ["afa'", 'बाबु'],
  ["k'/:sf/", 'पुरस्कार'],
  ['ljBfyL{x?', 'विद्यार्थीहरु'],
  ['l:yt', 'स्थित'],
  ['>L', 'श्री'],
  ['cGt/f{li6«o', 'अन्तर्राष्ट्रिय'],
  ['sIff', 'कक्षा'],
  ['lzIfs / ljBfyL{', 'शिक्षक र विद्यार्थी'],
  ['g]kfn ;/sf/', 'नेपाल सरकार'],
  ["sDKo'6/", 'कम्प्युटर'],
  ['pTs[i6', 'उत्कृष्ट'],
  ['cleefjs', 'अभिभावक'],
  ['s]6fs]6L', 'केटाकेटी'],
  [';+:yf', 'संस्था'],
  ['sf7df8f}+', 'काठमाडौं'],
  ['dxfgu/kflnsf', 'महानगरपालिका'],
  ['z}lIfs ;q', 'शैक्षिक सत्र'],
  ['k|df0fkq', 'प्रमाणपत्र'],
  ['ljBfno ;~rfng ;ldlt', 'विद्यालय सञ्चालन समिति'],
  ['cfjZos', 'आवश्यक'],
  ['k"0f{', 'पूर्ण'],
  ["ljBfno v'Nof]", 'विद्यालय खुल्यो'],
  ['cfh ljbf 5 .', 'आज विदा छ ।'],
  ['k|j]z k/LIff', 'प्रवेश परीक्षा'],
  ['eg{f', 'भर्ना'],
  ['cf}iflw', 'औषधि'],
  ['OlGb|o', 'इन्द्रिय'],
  ['O{Zj/', 'ईश्वर'],
  ['P]ltxfl;s', 'ऐतिहासिक'],
  ['ljQLo', 'वित्तीय'],
  ['Joj:yfkg', 'व्यवस्थापन'],
  [';"rgf', 'सूचना'],
  ["z'Ns", 'शुल्क'],
  ['ldlt @)*@÷)*÷!@', 'मिति २०८२÷०८÷१२'],
  ['kmf]6f]', 'फोटो'],
  ['gofF', 'नयाँ'],
  ['jif{', 'वर्ष'],
  ['5fq5fqf', 'छात्रछात्रा'],
];

describe('preetiToUnicode', () => {
  it.each(knownPairs)('converts %s to %s', (preeti, unicode) => {
    expect(preetiToUnicode(preeti)).toBe(unicode);
  });

  it('writes Unicode in its normal order: ि after its consonant cluster, र् before the cluster it sits on', () => {
    // "l" typed before a conjunct: the sign follows the whole cluster (स्थि), not its first letter.
    expect(preetiToUnicode('l:yt')).toBe('स\u094Dथ\u093Fत');
    // A reph on a conjunct goes before all of it: सामर्थ्य. (The classic script moved it before the last letter only,
    // सामथ्र्य, a wrong spelling.)
    expect(preetiToUnicode(';fdYo{')).toBe('सामर्थ्य');
  });

  it('makes a half form followed by the stroke "f" the full letter, and two-stroke vowel signs one sign', () => {
    expect(preetiToUnicode('cGo')).toBe('अन्य');
    expect(preetiToUnicode('sIff')).toBe('कक्षा');
    expect(preetiToUnicode('sf]')).toBe('को');
    expect(preetiToUnicode('cf}')).toBe('औ');
  });

  it('leaves Unicode Devanagari, spaces and line breaks as they are', () => {
    expect(preetiToUnicode('नेपाल')).toBe('नेपाल');
    expect(preetiToUnicode('g]kfn\nljBfno')).toBe('नेपाल\nविद्यालय');
  });
});

describe('looksLikePreeti', () => {
  it.each([
    'g]kfn',
    'ljBfno',
    'xfdL g]kfnL xf}+',
    'ljBfno ;~rfng ;ldlt',
    'cfh ljbf 5 .',
    "k|j]z k/LIff @)*@ ;fn df3 !% ut] ;Dd x'g]5 .",
    "afa'",
    'cleefjs',
    ';dfrf/',
    '>L',
  ])('takes %s for Preeti', (text) => {
    expect(looksLikePreeti(text)).toBe(true);
  });

  it.each([
    'The school is open on Sunday.',
    'Annual sports day',
    'Admission and/or transfer',
    'Note: school closed',
    "Don't forget: it's the parents' meeting",
    "We'll meet, they're here, I'd go, I'm in, you've won",
    'useful information for parents, thankful hearts',
    'Welcome to our school website',
    'Results of the final examination 2082',
    'Staff meeting on Friday, half-day leave',
    'Bradford',
    'Kathmandu',
    'Asha Rai',
  ])('takes the English %s for English', (text) => {
    expect(looksLikePreeti(text)).toBe(false);
  });

  it('does not take Devanagari, even mixed with Preeti, or text without letters, for Preeti', () => {
    expect(looksLikePreeti('नेपाल')).toBe(false);
    expect(looksLikePreeti('नेपाल g]kfn')).toBe(false);
    expect(looksLikePreeti('')).toBe(false);
    expect(looksLikePreeti('   ')).toBe(false);
    expect(looksLikePreeti('2082-08-12')).toBe(false);
  });
});
