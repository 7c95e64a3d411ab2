import { describe, expect, it } from 'vitest';
import { amountInWords, LARGEST_AMOUNT_IN_WORDS_PAISA } from './amountInWords.js';

const rupees = (n: number) => n * 100;

/**
 * Nepali's words for 1–99, typed apart from the module's list, one per line as a table gives them. Source: the
 * Nepal Academy's dictionary (नेपाली बृहत् शब्दकोश) spellings; 1–30 agree with the table at
 * https://nepalilanguage.org/numbers/ but for its short-vowel spellings (बिस, तिस, चौबिस …), and 1–22, 30, 40 with
 * https://en.wikipedia.org/wiki/Numbers_in_Nepali_language.
 */
const nepaliTable = `
1 एक
2 दुई
3 तीन
4 चार
5 पाँच
6 छ
7 सात
8 आठ
9 नौ
10 दस
11 एघार
12 बाह्र
13 तेह्र
14 चौध
15 पन्ध्र
16 सोह्र
17 सत्र
18 अठार
19 उन्नाइस
20 बीस
21 एक्काइस
22 बाइस
23 तेइस
24 चौबीस
25 पच्चीस
26 छब्बीस
27 सत्ताइस
28 अट्ठाइस
29 उनन्तीस
30 तीस
31 एकतीस
32 बत्तीस
33 तेत्तीस
34 चौँतीस
35 पैँतीस
36 छत्तीस
37 सैँतीस
38 अठतीस
39 उनन्चालीस
40 चालीस
41 एकचालीस
42 बयालीस
43 त्रिचालीस
44 चवालीस
45 पैँतालीस
46 छयालीस
47 सतचालीस
48 अठचालीस
49 उनन्चास
50 पचास
51 एकाउन्न
52 बाउन्न
53 त्रिपन्न
54 चवन्न
55 पचपन्न
56 छपन्न
57 सन्ताउन्न
58 अन्ठाउन्न
59 उनन्साठी
60 साठी
61 एकसट्ठी
62 बयसट्ठी
63 त्रिसट्ठी
64 चौसट्ठी
65 पैँसट्ठी
66 छयसट्ठी
67 सतसट्ठी
68 अठसट्ठी
69 उनन्सत्तरी
70 सत्तरी
71 एकहत्तर
72 बहत्तर
73 त्रिहत्तर
74 चौहत्तर
75 पचहत्तर
76 छयहत्तर
77 सतहत्तर
78 अठहत्तर
79 उनासी
80 असी
81 एकासी
82 बयासी
83 त्रियासी
84 चौरासी
85 पचासी
86 छयासी
87 सतासी
88 अठासी
89 उनान्नब्बे
90 नब्बे
91 एकानब्बे
92 बयानब्बे
93 त्रियानब्बे
94 चौरानब्बे
95 पन्चानब्बे
96 छयानब्बे
97 सन्तानब्बे
98 अन्ठानब्बे
99 उनान्सय
`
  .trim()
  .split('\n')
  .map((line) => {
    const [figure, word] = line.split(' ');
    return [Number(figure), word!] as const;
  });

describe('an amount in words, in English (Indian system)', () => {
  it.each([
    [rupees(1), 'Rupees one only'],
    [rupees(11), 'Rupees eleven only'],
    [rupees(99), 'Rupees ninety-nine only'],
    [rupees(100), 'Rupees one hundred only'],
    [rupees(101), 'Rupees one hundred one only'],
    [rupees(1_000), 'Rupees one thousand only'],
    [rupees(9_500), 'Rupees nine thousand five hundred only'],
    [rupees(99_999), 'Rupees ninety-nine thousand nine hundred ninety-nine only'],
    [rupees(1_00_000), 'Rupees one lakh only'],
    [1_23_45_67_50, 'Rupees twelve lakh thirty-four thousand five hundred sixty-seven and fifty paisa only'],
    [rupees(1_00_00_000), 'Rupees one crore only'],
    [rupees(20_00_05_000), 'Rupees twenty crore five thousand only'],
    [1, 'One paisa only'],
    [50, 'Fifty paisa only'],
    [rupees(1) + 5, 'Rupees one and five paisa only'],
  ])('writes %i paisa as "%s"', (paisa, words) => {
    expect(amountInWords(paisa, 'en')).toBe(words);
  });

  it('writes the largest supported amount, just under a hundred crore', () => {
    expect(amountInWords(LARGEST_AMOUNT_IN_WORDS_PAISA, 'en')).toBe(
      'Rupees ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine and ninety-nine paisa only',
    );
  });
});

describe('an amount in words, in Nepali', () => {
  it.each([
    [rupees(1), 'एक रुपैयाँ मात्र'],
    [rupees(11), 'एघार रुपैयाँ मात्र'],
    [rupees(99), 'उनान्सय रुपैयाँ मात्र'],
    [rupees(100), 'एक सय रुपैयाँ मात्र'],
    [rupees(101), 'एक सय एक रुपैयाँ मात्र'],
    [rupees(1_000), 'एक हजार रुपैयाँ मात्र'],
    [rupees(9_500), 'नौ हजार पाँच सय रुपैयाँ मात्र'],
    [rupees(99_999), 'उनान्सय हजार नौ सय उनान्सय रुपैयाँ मात्र'],
    [rupees(1_00_000), 'एक लाख रुपैयाँ मात्र'],
    [1_23_45_67_50, 'बाह्र लाख चौँतीस हजार पाँच सय सतसट्ठी रुपैयाँ पचास पैसा मात्र'],
    [rupees(1_00_00_000), 'एक करोड रुपैयाँ मात्र'],
    [50, 'पचास पैसा मात्र'],
  ])('writes %i paisa as "%s"', (paisa, words) => {
    expect(amountInWords(paisa, 'ne')).toBe(words);
  });

  it('writes the largest supported amount', () => {
    expect(amountInWords(LARGEST_AMOUNT_IN_WORDS_PAISA, 'ne')).toBe(
      'उनान्सय करोड उनान्सय लाख उनान्सय हजार नौ सय उनान्सय रुपैयाँ उनान्सय पैसा मात्र',
    );
  });

  it('has the table of 1–99 it is checked against complete, each figure once and in order', () => {
    expect(nepaliTable.map(([figure]) => figure)).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));
  });

  it.each(nepaliTable)('writes %i rupees with its own word, %s', (figure, word) => {
    expect(amountInWords(rupees(figure), 'ne')).toBe(`${word} रुपैयाँ मात्र`);
    expect(amountInWords(figure, 'ne')).toBe(`${word} पैसा मात्र`);
  });
});

describe('amounts that are not written', () => {
  it.each([0, -100, 0.5, 150.25, LARGEST_AMOUNT_IN_WORDS_PAISA + 1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d paisa in both languages',
    (paisa) => {
      expect(() => amountInWords(paisa, 'en')).toThrow(RangeError);
      expect(() => amountInWords(paisa, 'ne')).toThrow(RangeError);
    },
  );
});
