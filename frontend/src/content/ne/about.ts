import { formatDigits } from '@school/contracts/nepali-numbers';
import type { AboutWords } from '../about';
import { school } from './school';

const founded = `सन् ${formatDigits(school.founded, 'ne')}`;

export const aboutWords: AboutWords = {
  meta: {
    title: `हाम्रो बारेमा | ${school.name}`,
    description: `हाम्रो ध्येय, दृष्टि र नेतृत्व: ${school.name} ले ${founded} देखि धनुषामा ${school.levels}का बालबालिकालाई माया र हेरचाहसहित अङ्ग्रेजी माध्यमको राम्रो सुरुआत दिँदै आएको छ।`,
  },
  intro: {
    eyebrow: 'हाम्रो बारेमा',
    heading: 'हरेक बच्चालाई चिन्ने, माया गर्ने विद्यालय',
    text: `${school.name} को स्थापना ${founded} मा स्थानीय शिक्षकहरूले गरेका थिए। उनीहरू मधेशका बालबालिकाले घर नजिकै आधुनिक, अङ्ग्रेजी माध्यमको शिक्षा पाऊन् भन्ने चाहन्थे। आज ${school.levels}का दिवा र छात्रावासमा बस्ने विद्यार्थीहरू ढल्केबर सडकछेउको एउटै हरियो क्याम्पसमा सँगै पढ्छन्।`,
  },
  statsLabel: 'अङ्कमा विद्यालय',
  missionAndVisionHeading: 'ध्येय र दृष्टि',
  missionAndVision: [
    {
      title: 'हाम्रो ध्येय',
      text: 'माया गर्ने शिक्षक, साना कक्षा र सुरक्षित छात्रावासमार्फत हरेक बच्चालाई नेपाली मूल्य र हाम्रो मिथिला सम्पदामा आधारित, आनन्ददायी, अनुशासित र सर्वाङ्गीण अङ्ग्रेजी माध्यमको शिक्षा दिनु।',
    },
    {
      title: 'हाम्रो दृष्टि',
      text: 'धेरै पढ्ने, आफैँ सोच्ने र आफ्नो परिवार, समुदाय र नेपालको सेवा गर्ने जिज्ञासु, दयालु र आत्मविश्वासी युवा पुस्ता।',
    },
  ],
  leadershipSection: {
    heading: 'हाम्रो नेतृत्व',
    text: 'हरेक परिवारलाई चिन्ने र सधैँ कुरा सुन्न तयार अनुभवी शिक्षाविद्हरू।',
  },
  portraitOf: (name) => `${name} को तस्बिर`,
  testimonialsHeading: 'हाम्रा पूर्वविद्यार्थी के भन्छन्',
};
