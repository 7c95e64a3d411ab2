/**
 * Preeti, the legacy 8-bit Nepali font most office documents in Nepal were typed in, to Unicode Devanagari. In
 * Preeti, Latin keys draw Devanagari glyphs ("g]kfn" is drawn as नेपाल), so text copied from such a document arrives
 * as Latin letters. No dependencies: the console's forms (in the browser) and a service may both import it
 * (`@school/contracts/preeti`).
 *
 * The mapping is the well-known one of the long-standing Preeti converters: an ordered table of substitutions, then
 * two re-orderings where Preeti's typing order differs from Unicode's (the short-i sign is typed before its consonant,
 * the reph after its syllable).
 */

/**
 * [Preeti, Unicode] pairs, applied in this order, each everywhere in the text. Order matters: a longer sequence comes
 * before the keys it is made of ("cf]" before "cf" before "c"; "km" before "k"), and the clean-ups come last.
 */
const preetiTable: readonly (readonly [string, string])[] = [
  // Signs with a key of their own.
  ['ç', 'ॐ'],
  ['˜', 'ऽ'],
  ['.', '।'],

  // "m" completes the letter before it (p+m = ऊ, k+m = फ): a vowel sign typed between the two moves after "m".
  ["'m", "m'"],
  [']m', 'm]'],
  ['Fmf', 'mfF'],
  ['Fm', 'mF'],

  // Digits: the shifted number row.
  [')', '०'],
  ['!', '१'],
  ['@', '२'],
  ['#', '३'],
  ['$', '४'],
  ['%', '५'],
  ['^', '६'],
  ['&', '७'],
  ['*', '८'],
  ['(', '९'],

  // Letters drawn with "m".
  ['k|m', 'फ्र'],
  ['em', 'झ'],
  ['km', 'फ'],
  ['Qm', 'क्त'],
  ['qm', 'क्र'],
  ['N˜', 'ल'],

  // Conjuncts and other letters with a glyph of their own.
  ['¡', 'ज्ञ्'],
  ['¢', 'द्घ'],
  ['1', 'ज्ञ'],
  ['2', 'द्द'],
  ['4', 'द्ध'],
  ['>', 'श्र'],
  ['?', 'रु'],
  ['B', 'द्य'],
  ['I', 'क्ष्'],
  ['Q', 'त्त'],
  ['ß', 'द्म'],
  ['q', 'त्र'],
  ['„', 'ध्र'],
  ['‹', 'ङ्घ'],
  ['•', 'ड्ड'],
  ['›', 'द्र'],
  ['§', 'ट्ट'],
  ['°', 'ड्ढ'],
  ['¶', 'ठ्ठ'],
  ['¿', 'रू'],
  ['Å', 'हृ'],
  ['Ë', 'ङ्ग'],
  ['Ì', 'त्र'],
  ['Í', 'ङ्क'],
  ['Î', 'ङ्ख'],
  ['Ý', 'ट्ठ'],
  ['å', 'द्व'],
  ['6«', 'ट्र'],
  ['7«', 'ठ्र'],
  ['8«', 'ड्र'],
  ['9«', 'ढ्र'],
  ['Ø', '्य'],
  ['|', '्र'],
  ['8Þ', 'ड़'],
  ['9Þ', 'ढ़'],

  // Consonants: the capital (or other) key draws the half form, without its vertical stroke.
  ['S', 'क्'],
  ['s', 'क'],
  ['V', 'ख्'],
  ['v', 'ख'],
  ['U', 'ग्'],
  ['u', 'ग'],
  ['£', 'घ्'],
  ['3', 'घ'],
  ['ª', 'ङ'],
  ['R', 'च्'],
  ['r', 'च'],
  ['5', 'छ'],
  ['H', 'ज्'],
  ['h', 'ज'],
  ['‰', 'झ्'],
  ['´', 'झ'],
  ['~', 'ञ्'],
  ['`', 'ञ'],
  ['6', 'ट'],
  ['7', 'ठ'],
  ['8', 'ड'],
  ['9', 'ढ'],
  ['0', 'ण्'],
  ['T', 'त्'],
  ['t', 'त'],
  ['Y', 'थ्'],
  ['y', 'थ'],
  ['b', 'द'],
  ['W', 'ध्'],
  ['w', 'ध'],
  ['G', 'न्'],
  ['g', 'न'],
  ['K', 'प्'],
  ['k', 'प'],
  ['ˆ', 'फ्'],
  ['A', 'ब्'],
  ['a', 'ब'],
  ['E', 'भ्'],
  ['e', 'भ'],
  ['D', 'म्'],
  ['d', 'म'],
  ['o', 'य'],
  ['/', 'र'],
  ['N', 'ल्'],
  ['n', 'ल'],
  ['J', 'व्'],
  ['j', 'व'],
  ['Z', 'श्'],
  ['z', 'श'],
  ['i', 'ष्'],
  [':', 'स्'],
  [';', 'स'],
  ['X', 'ह्'],
  ['x', 'ह'],

  // Independent vowels, built from अ (c), इ (O), उ (p), ए (P) and signs.
  ['cf‘', 'ऑ'],
  ['c‘f', 'ऑ'],
  ['cf}', 'औ'],
  ['cf]', 'ओ'],
  ['cf', 'आ'],
  ['c', 'अ'],
  ['O{', 'ई'],
  ['O', 'इ'],
  ['pm', 'ऊ'],
  ['p', 'उ'],
  ['C', 'ऋ'],
  ['P]', 'ऐ'],
  ['P', 'ए'],

  // Vowel signs and other marks ("l", the short i, and "{", the reph, are re-ordered after the table).
  ['f‘', 'ॉ'],
  ['"', 'ू'],
  ["'", 'ु'],
  ['+', 'ं'],
  ['f', 'ा'],
  ['[', 'ृ'],
  ['\\', '्'],
  [']', 'े'],
  ['}', 'ै'],
  ['F', 'ँ'],
  ['L', 'ी'],
  ['M', 'ः'],

  // Clean-ups. A half form followed by the stroke "f" is the full letter ("Gf" = न), not the letter with ा; signs
  // drawn in two strokes ("f]" = ा + े) are one sign in Unicode.
  ['्ा', ''],
  ['्ो', 'े'],
  ['्ौ', 'ै'],
  ['अो', 'ओ'],
  ['अा', 'आ'],
  ['आै', 'औ'],
  ['आे', 'ओ'],
  ['ाो', 'ो'],
  ['ाॅ', 'ॉ'],
  ['ाे', 'ो'],
  ['ंु', 'ुं'],
  ['ेे', 'े'],
  ['ंा', 'ां'],
  ['ाै', 'ौ'],
  ['ैा', 'ौ'],
  ['ंृ', 'ृं'],
  ['ँा', 'ाँ'],
  ['ँू', 'ूँ'],
  ['ेा', 'ो'],
  ['ंे', 'ें'],

  // Punctuation Preeti draws on other keys ("." is the danda above, so "=" draws the full stop).
  ['=', '.'],
  ['_', ')'],
  ['-', '('],
  ['<', '?'],
  ['Ö', '='],
  ['Ù', ';'],
  ['…', '‘'],
  ['Ú', '’'],
  ['Û', '!'],
  ['Ü', '%'],
  ['æ', '“'],
  ['Æ', '”'],
  ['±', '+'],
];

/** A Devanagari consonant, with its nukta if it has one. */
const consonant = '[\\u0915-\\u0939\\u0958-\\u095F]\\u093C?';
/** A consonant cluster: half forms (consonant + virama) then the full consonant, as Unicode writes a conjunct. */
const cluster = `(?:${consonant}\\u094D)*${consonant}`;
/** Vowel signs and the marks that follow them (ं ँ ः). */
const signs = '[\\u093E-\\u094C\\u0901-\\u0903]*';

/** Preeti's short i ("l") is typed before the cluster it belongs to; Unicode writes ि after it. */
const shortIBeforeCluster = new RegExp(`l(${cluster})`, 'g');
/** Preeti's reph ("{") is typed after its syllable; Unicode writes र् before the cluster. */
const rephAfterSyllable = new RegExp(`(${cluster}${signs})\\{`, 'g');

/** Text typed in the Preeti font, as Unicode Devanagari: "g]kfn" → "नेपाल", "!@)*@" → "१२०८२". */
export function preetiToUnicode(text: string): string {
  let unicode = preetiTable.reduce((converted, [preeti, devanagari]) => converted.split(preeti).join(devanagari), text);
  unicode = unicode.replace(shortIBeforeCluster, '$1ि');
  unicode = unicode.replace(rephAfterSyllable, 'र्$1');
  // A short i or reph with nothing to attach to (a typing slip) still becomes its sign, not a stray Latin letter.
  return unicode.replace(/l/g, 'ि').replace(/\{/g, 'र्');
}

/** Any Devanagari: text with it was typed in Unicode already. */
const devanagari = /[\u0900-\u097F]/;
/** Glyphs only Preeti draws: its conjuncts on Latin-1 keys (not ‘ or •, which English text has too). */
const preetiOnlyCharacters = /[ç˜¡¢„‹›§°¶¿ÅËÌÍÎÝåØÞ£ª‰´ˆ«]/;
/**
 * Preeti's vowel signs and letters on punctuation keys, inside a word: "g]kfn", "s/f]8", ";dfrf/", "k|lt", ">L". A
 * colon or semicolon counts only before a letter (English puts them after a word: "Note:").
 */
const punctuationInsideWord = /[\]}{[|\\+]|[/;:>][A-Za-z]|[A-Za-z]\//;
/** A capital after a small letter inside a word: Preeti's half forms and signs ("ljBfno", "xfdL"); rare in English. */
const capitalInsideWord = /[a-z][A-Z]/;
/** The short i "l" before a consonant key at a word's start ("ljBfno", "lzIfs"): no English word starts so. */
const shortIAtStart = /^l[^aeiouyl\W]/i;
/**
 * ा ("f") after a consonant key ("zfvf", "cfdf", "df"): English spells f after a vowel, l, r or f, and the few
 * exceptions it has are left out: "ful" (useful, thankful), "ford" (Bradford), "sf" before a vowel (transfer).
 */
const aaAfterConsonant = /[bcdghjkmnpqtvwxz]f(?!u|ord)|sf(?![aeiouy])/i;
/** ा ("f") before a consonant key English never puts after f ("cleefjs", "hfgsf/L", "dfu"). */
const aaBeforeConsonant = /f[bcdghjkmnpqvwxz]/i;
/**
 * ु ("'") after a letter that is not an English contraction or plural's possessive ("afa'", "z'Ns", "k'/:sf/"):
 * English has n't, 's, 'd, 'm, 'll, 're, 've, and s' at a word's end.
 */
const uAfterLetter = /[A-Za-z](?<!s)'(?![sdmt]\b|ll\b|re\b|ve\b)|s'(?=[A-Za-z])/i;

/** Whether one word (no spaces) is drawn the way Preeti draws Nepali. */
function wordLooksLikePreeti(word: string): boolean {
  return (
    preetiOnlyCharacters.test(word) ||
    punctuationInsideWord.test(word) ||
    capitalInsideWord.test(word) ||
    shortIAtStart.test(word) ||
    aaAfterConsonant.test(word) ||
    aaBeforeConsonant.test(word) ||
    uAfterLetter.test(word)
  );
}

/**
 * Whether text in a field meant for Nepali looks typed in Preeti: no Devanagari at all, and at least half of its words
 * (those with a letter or a Preeti glyph) drawn the Preeti way. Plain English mostly does not: a sentence may have one
 * odd word ("and/or"), not half.
 */
export function looksLikePreeti(text: string): boolean {
  if (devanagari.test(text)) return false;
  const words = text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word) || preetiOnlyCharacters.test(word));
  if (words.length === 0) return false;
  const preetiWords = words.filter(wordLooksLikePreeti).length;
  return preetiWords * 2 >= words.length;
}
