import type { NoticesWords } from '../notices';
import { school } from '../school';

export const noticesWords: NoticesWords = {
  title: `सूचनाहरू | ${school.name}`,
  description: `${school.name} ले अभिभावक र विद्यार्थीहरूलाई दिएका सूचनाहरू: बिदा, परीक्षा तालिका, शुल्क तिर्ने मिति र कार्यक्रमहरू।`,
  heading: 'सूचनाहरू',
  intro: 'विद्यालय कार्यालयबाट बिदा, परीक्षा तालिका, शुल्क तिर्ने मिति र अन्य सूचनाहरू। पिन गरिएका सूचनाहरू सबैभन्दा माथि छन्।',
  pinned: 'पिन गरिएको',
  none: 'अहिले कुनै सूचना छैन।',
  attachment: (label, kind) => `${label} (${kind})`,
  attachmentsLabel: (title) => `“${title}” का संलग्न फाइलहरू`,
  kinds: { image: 'तस्बिर', file: 'फाइल' },
};
