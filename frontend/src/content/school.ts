/**
 * The school's identity: the one file an operator edits to rebrand the site.
 * The school, its people and its contact details are fictional.
 */
export interface SchoolIdentity {
  name: string;
  shortName: string;
  /** Shown under the short name beside the logo. */
  logoSubtitle: string;
  tagline: string;
  /** Levels taught, as parents say them. */
  levels: string;
  founded: number;
  phone: { display: string; href: string };
  email: string;
  address: { lines: string[]; mapUrl: string };
  social: { facebook: string; instagram: string; youtube: string };
  founder: { name: string; role: string };
}

const addressLines = ['Ward No. 4, Dhalkebar Road', 'Mithila Municipality, Dhanusha', 'Madhesh Province, Nepal'];

export const school: SchoolIdentity = {
  name: 'Mithila Sunrise English Boarding School',
  shortName: 'Mithila Sunrise',
  logoSubtitle: 'English Boarding School',
  tagline: 'Quality English-medium education in the heart of Nepal, from Pre-Primary to Grade 6.',
  levels: 'Pre-Primary to Grade 6',
  founded: 2009,
  phone: { display: '+977 41-590123', href: 'tel:+97741590123' },
  email: 'info@mithilasunrise.edu.np',
  address: {
    lines: addressLines,
    mapUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent('Dhalkebar, Dhanusha, Nepal')}`,
  },
  social: {
    facebook: 'https://www.facebook.com/mithilasunriseschool',
    instagram: 'https://www.instagram.com/mithilasunriseschool',
    youtube: 'https://www.youtube.com/@mithilasunriseschool',
  },
  founder: { name: 'Ramesh Kumar Yadav', role: 'Founding Director' },
};
