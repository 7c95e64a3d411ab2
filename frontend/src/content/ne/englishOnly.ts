import type { EnglishOnlyWords } from '../englishOnly';

export const englishOnlyWords: EnglishOnlyWords = {
  news: 'यो समाचार अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।',
  notice: 'यो सूचना अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।',
  exam: 'यो परीक्षाको जानकारी अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।',
  vacancy: 'यो रिक्त पदको विवरण अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।',
};
