import candlesIllustration from '../assets/article/gallery-candles.svg';
import doveBoardIllustration from '../assets/article/gallery-dove-board.svg';
import rallyIllustration from '../assets/article/gallery-rally.svg';
import { peaceRallyPost } from './blogPosts';
import { school } from './school';

/**
 * The peace-rally article: its text, the timeline of the protests and the gallery. The card data (title,
 * excerpt, hero image, date, read time) is in blogPosts.ts. Facts and figures are kept to what was widely
 * reported at the time; change them only with a reliable source.
 */

export interface ArticleSection {
  /** The section's anchor, so a reader can link to it. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A short list after the paragraphs. */
  points?: string[];
  /** A block shown after the paragraphs and points. */
  after?: 'timeline' | 'founderQuote';
}

export interface TimelineEvent {
  /** ISO date of the day (or first day) of the event. */
  date: string;
  /** ISO date of the last day, for an event spanning several days. */
  endDate?: string;
  title: string;
  description: string;
}

export interface GalleryImage {
  /**
   * The image's address. It defaults to a bundled illustration, so the page makes no third-party request.
   * To show a news photograph instead, set an https address you have the right to use, put the photographer
   * and publisher in `credit`, and add the image site's origin to EXTRA_IMAGE_SOURCES in .env (the site's
   * Content-Security-Policy blocks images from anywhere else).
   */
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  credit: string;
}

export interface FounderQuote {
  text: string;
  name: string;
  role: string;
}

export interface PeaceRallyArticle {
  /** Shown above the title. */
  kicker: string;
  /** The lead paragraphs before the first section. */
  intro: string[];
  sections: ArticleSection[];
  timeline: TimelineEvent[];
  founderQuote: FounderQuote;
  gallery: { heading: string; images: GalleryImage[] };
  /** The post id the comments are stored under (comments-service and Firestore). */
  commentsPostId: string;
}

const illustrationCredit = 'Illustration by the school website team (not a photograph)';

export const peaceRallyArticle: PeaceRallyArticle = {
  kicker: 'School news',
  intro: [
    `On 17 September 2025, the students, teachers and parents of ${school.name} walked together in a silent peace rally. We walked to remember the young people who lost their lives in the Gen Z protests that shook Nepal earlier that month, to stand with the families who are grieving, and to say, as one school community, that the future our children deserve is built with honest words and peaceful hands.`,
    'Our youngest pupils carried paper doves, the older classes carried white flags and a banner reading "Peace, Honesty, Hope", and at the end everyone held a candle for a minute of silence. This article explains, as simply and accurately as we can, what happened in those September days, and what we hope our children will learn from them.',
  ],
  sections: [
    {
      id: 'what-sparked-the-movement',
      heading: 'What sparked the movement',
      paragraphs: [
        'On 4 September 2025, the government ordered about 26 social media platforms to be blocked, among them Facebook, Instagram, WhatsApp, YouTube and X, because they had not registered with the Ministry of Communication and Information Technology by its deadline. For millions of Nepalis these apps are how families talk to relatives working abroad, how small businesses find customers, and how students learn and share news. Overnight, much of that went quiet.',
        'The ban was the spark, not the whole fire. For a long time young people had been angry about corruption and about a politics that seemed closed to them. Online, a trend nicknamed "nepo kids" set the comfortable lives shown by some politicians\' children beside the hardship of ordinary families, where many young people see no future except work abroad. To many, the ban looked like an attempt to silence that criticism.',
        'The young people who went on to organise the protests called themselves Gen Z: the generation born roughly between the late 1990s and the early 2010s. Many of them are still in school or college.',
      ],
    },
    {
      id: 'how-it-organised-and-spread',
      heading: 'How it organised and spread',
      paragraphs: [
        'The movement had no party and no single leader. Young people organised on the platforms that still worked, such as TikTok, through VPNs, and on chat servers such as Discord, sharing plans, safety advice and one clear message: the protest was to be peaceful. On the day, many came in their school and college uniforms, carrying books, national flags and hand-written signs.',
        'On 8 September, thousands gathered at Maitighar Mandala in Kathmandu and marched towards the Federal Parliament in New Baneshwor, while others marched in cities across the country. When the police answered with tear gas, water cannon and then live bullets, grief and anger spread further. Within a day the demands had grown from lifting the ban to ending corruption and changing the government.',
      ],
    },
    {
      id: 'timeline',
      heading: 'Timeline of events, 4 to 13 September',
      paragraphs: ['Ten days that changed Nepal, as they were widely reported at the time.'],
      after: 'timeline',
    },
    {
      id: 'casualties-and-aftermath',
      heading: 'Casualties and aftermath',
      paragraphs: [
        "At least 72 people died and more than 2,100 were injured, according to official figures reported in the days that followed. Most of those who died were young. Among them were students, protesters, passers-by and police officers. Each of them was someone's child, friend, brother or sister.",
        'Buildings that belong to the whole nation were damaged by fire, among them the Federal Parliament, Singha Durbar and the Supreme Court, along with the homes of political leaders, party offices, businesses and police posts. Many people condemned the burning and looting, among them many of the young organisers, who said that their peaceful movement had been joined by others with different aims.',
        'The social media ban was lifted on the night of 8 September. Prime Minister KP Sharma Oli resigned on 9 September. On 12 September, former Chief Justice Sushila Karki was sworn in as head of an interim government, the first woman to lead a government in Nepal. The House of Representatives was dissolved, and new elections were scheduled for 5 March 2026. The interim government said it would investigate the killings and the destruction, and support the families of those who died and those who were injured.',
      ],
    },
    {
      id: 'why-it-matters',
      heading: 'Why it matters',
      paragraphs: [
        'September 2025 showed how deeply young Nepalis care about their country. They asked for honest government, for work and a future at home, and for the freedom to speak. These are not the wishes of a small group: parents, teachers and grandparents across Nepal share them.',
        "It also showed the terrible cost of violence. Lives were lost that can never be given back, and places that belong to every Nepali were burned. A cause is strongest when it stays peaceful, and a state is strongest when it protects its citizens' right to speak and to gather.",
        'And it showed how much our lives now depend on the internet: how fast news, and false news, travels, and how important it is to check before we share.',
      ],
    },
    {
      id: 'lessons-for-our-school-community',
      heading: 'Lessons for our school community',
      paragraphs: [
        'Our pupils are young, and we do not ask them to carry adult burdens. But they asked us questions in those days, and they deserve honest, gentle answers. These are the lessons we are working on together, in class and at home:',
      ],
      points: [
        'Speak up, and speak kindly. Every voice matters, and the strongest voice is a calm and honest one.',
        'Listen to people who disagree. Class debates and circle time teach us to listen first and answer with respect.',
        'Check before you share. Older pupils learn to ask who made a post, when, and whether a trusted source reports it too.',
        'Look after one another. If the news makes you feel afraid or sad, talk to a parent or a teacher: our doors are open.',
        'Honesty starts small: in homework, in games, and in how we care for the things we all share.',
      ],
      after: 'founderQuote',
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      paragraphs: [
        'At the end of our rally we stood in silence, each of us holding a candle, and then we walked back to class. Remembering is not only about the past: it is a promise about how we will live. We will keep teaching our children to love Nepal, to tell the truth, to settle disagreements with words, and to help build the country the young people of September hoped for.',
        'We remember everyone who died and everyone who was injured, and we hold their families in our hearts. May their memory guide us towards a peaceful and just Nepal.',
      ],
    },
  ],
  timeline: [
    {
      date: '2025-09-04',
      title: 'The ban',
      description:
        'The government orders about 26 unregistered social media platforms, including Facebook, Instagram, WhatsApp, YouTube and X, to be blocked.',
    },
    {
      date: '2025-09-05',
      endDate: '2025-09-07',
      title: 'Anger grows online',
      description:
        'Young people share their frustration on the platforms that still work and through VPNs. The "nepo kids" trend spreads, and a peaceful protest is called for 8 September.',
    },
    {
      date: '2025-09-08',
      title: 'Protest and bloodshed',
      description:
        'Thousands of young people, many in school and college uniforms, march to Parliament in Kathmandu and in cities across the country. Police open fire and at least 19 people are killed. A curfew is imposed, the Home Minister resigns, and late that night the government lifts the ban.',
    },
    {
      date: '2025-09-09',
      title: 'The government falls',
      description:
        "Protests grow despite the curfew. Parliament, Singha Durbar, the Supreme Court, party offices and leaders' homes are set on fire. Prime Minister KP Sharma Oli resigns, and the Nepali Army takes charge of security that night.",
    },
    {
      date: '2025-09-10',
      title: 'Curfew and dialogue',
      description:
        'The army enforces curfews and calls for talks. Young people debate who should lead an interim government, including in a large online vote on Discord.',
    },
    {
      date: '2025-09-11',
      title: 'Choosing an interim leader',
      description:
        'Talks continue between the President, the army chief and representatives of the protesters. Former Chief Justice Sushila Karki emerges as the choice of many of the young protesters.',
    },
    {
      date: '2025-09-12',
      title: 'An interim government',
      description:
        'Sushila Karki is sworn in as interim Prime Minister, the first woman to lead a government in Nepal. The House of Representatives is dissolved and elections are set for 5 March 2026.',
    },
    {
      date: '2025-09-13',
      title: 'Mourning and rebuilding',
      description:
        'Curfews are eased and daily life slowly returns. Families mourn their dead, and volunteers, many of them young, help clean the streets and damaged buildings.',
    },
  ],
  founderQuote: {
    text: 'Our children watched their older brothers and sisters ask for an honest country, and they saw how much it cost. Our duty as a school is to answer that courage with learning, with kindness and with peace. We walk today so that no young Nepali ever again has to risk their life to be heard.',
    name: school.founder.name,
    role: school.founder.role,
  },
  gallery: {
    heading: 'Gallery',
    images: [
      {
        src: rallyIllustration,
        width: 1200,
        height: 800,
        alt: 'Illustration of pupils in school uniform walking together, carrying white flags and a banner that reads Peace',
        caption: 'Pupils, teachers and parents walk together in our peace rally on 17 September 2025.',
        credit: illustrationCredit,
      },
      {
        src: candlesIllustration,
        width: 1200,
        height: 800,
        alt: 'Illustration of a row of lit candles with marigold garlands at dusk',
        caption: 'Candles and marigolds in memory of everyone who died in the protests.',
        credit: illustrationCredit,
      },
      {
        src: doveBoardIllustration,
        width: 1200,
        height: 800,
        alt: 'Illustration of paper doves with hand-written messages pinned to a school notice board',
        caption: "Paper doves carrying our pupils' messages of peace, on the school notice board.",
        credit: illustrationCredit,
      },
    ],
  },
  commentsPostId: peaceRallyPost.slug,
};
