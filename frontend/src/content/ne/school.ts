import type { SchoolIdentity } from '../school';
import { school as facts } from 'virtual:site-content/school';

export const school: SchoolIdentity = {
  ...facts,
  logoSubtitle: 'अङ्ग्रेजी बोर्डिङ स्कुल',
  tagline: 'नेपालको मुटुमा, पूर्व-प्राथमिकदेखि कक्षा ६ सम्म गुणस्तरीय अङ्ग्रेजी माध्यमको शिक्षा।',
  levels: 'पूर्व-प्राथमिकदेखि कक्षा ६ सम्म',
  address: {
    ...facts.address,
    lines: ['वडा नं. ४, ढल्केबर सडक', 'मिथिला नगरपालिका, धनुषा', 'मधेश प्रदेश, नेपाल'],
  },
  founder: { ...facts.founder, role: 'संस्थापक निर्देशक' },
};
