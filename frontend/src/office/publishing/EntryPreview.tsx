import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import type { ContentCollectionName, ContentEntryFile } from '@school/contracts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ContentImage, NewsPost, Notice } from 'virtual:site-content/types';
// The build's own Markdown converter (pure: markdown-it) and defaults, so the preview's entry is the site's.
import { englishKicker, nepaliKicker, nepaliLink, readTimeOf } from '../../../vite/siteContent/builtValues';
import { parseArticle, parseParagraphs } from '../../../vite/siteContent/markdown';
import { CardGrid } from '../../components/CardGrid';
import type { ExamUpdate } from '../../content/examUpdates';
import { officePublishingTexts } from '../../content/officePublishing';
import type { JobOpening } from '../../content/jobOpenings';
import { LanguageContext } from '../../lib/languageContext';
import { todayInNepal } from '../../lib/nepalToday';
import { useTexts } from '../../hooks/useTexts';
import { NewsPostBody, newsPostTitleId } from '../../features/article/NewsPostBody';
import { JobOpeningCard } from '../../features/careers/JobOpeningCard';
import { ExamUpdateCard } from '../../features/exams/ExamUpdateCard';
import { upcomingAndPast } from '../../features/exams/upcomingAndPast';
import { NoticeEntry } from '../../features/notices/NoticeEntry';
import { storedFileAddress } from './contentApi';

/** The two widths every page is made for: a cheap phone and a laptop. */
const widths = [390, 1280] as const;

/** Every link is taken as written: the save's check words any problem with it. */
const anyLink = () => undefined;

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const list = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(record) : []);
/** A Nepali text's links to the site's pages lead to the pages in Nepali, as the build writes them. */
const linksIn = (language: 'en' | 'ne') => (language === 'ne' ? { localLink: nepaliLink } : {});
const dateBs = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? (bsIsoOfAd(date) ?? undefined) : undefined);

/** The entry drawn by the site's own components from the form's data, in one language. */
function SitePiece({
  collection,
  language,
  name,
  en,
  file,
}: {
  collection: ContentCollectionName;
  language: 'en' | 'ne';
  name: string;
  en: ContentEntryFile;
  file: ContentEntryFile;
}): ReactNode {
  const own = file.fields;
  const english = en.fields;
  const slug = name || 'preview';
  if (collection === 'notices') {
    const date = text(english.date);
    const labels = Array.isArray(own.attachments) ? (own.attachments as { label?: unknown }[]) : [];
    const files = Array.isArray(english.attachments) ? (english.attachments as { file?: unknown }[]) : [];
    const notice: Notice = {
      slug,
      language,
      title: text(own.title),
      date,
      ...(dateBs(date) ? { dateBs: dateBs(date) } : {}),
      pinned: english.pinned === true,
      attachments: files.map((each, index) => ({
        label: text(labels[index]?.label),
        file: { href: storedFileAddress(text(each.file)) ?? text(each.file) },
      })),
      paragraphs: parseParagraphs(file.text, anyLink, linksIn(language)).paragraphs,
    };
    return <NoticeEntry notice={notice} />;
  }
  if (collection === 'vacancies') {
    const closes = text(english.closes);
    const opening: JobOpening = {
      slug,
      language,
      title: text(own.title),
      description: parseParagraphs(file.text, anyLink, linksIn(language)).paragraphs,
      location: text(own.location),
      type: english.type === 'Part-time' ? 'Part-time' : 'Full-time',
      closes,
      ...(dateBs(closes) ? { closesBs: dateBs(closes) } : {}),
      apply: text(own.apply),
    };
    return <JobOpeningCard opening={opening} closed={false} onApply={() => undefined} />;
  }
  if (collection === 'news') return <NewsPostPreview language={language} slug={slug} en={en} file={file} />;
  const date = text(english.date);
  const update: ExamUpdate = {
    slug,
    language,
    subject: text(own.subject),
    date,
    ...(dateBs(date) ? { dateBs: dateBs(date) } : {}),
    note: parseParagraphs(file.text, anyLink, linksIn(language)).paragraphs,
  };
  return (
    <CardGrid>
      <ExamUpdateCard update={update} past={upcomingAndPast([update], todayInNepal()).past.length > 0} />
    </CardGrid>
  );
}

/** A picture's size until it has loaded (the stored-file route says none): the shape of most camera photos. */
const unmeasured = { width: 1200, height: 800 };

/**
 * Each picture's size in pixels once the browser has loaded it: the site's build measures its pictures, and
 * ContentPicture gives the box the picture's shape, so the preview measures the stored photos it shows.
 */
function usePictureSizes(addresses: readonly string[]): ReadonlyMap<string, { width: number; height: number }> {
  const [sizes, setSizes] = useState<ReadonlyMap<string, { width: number; height: number }>>(new Map());
  const wanted = addresses.join('\n');
  useEffect(() => {
    let live = true;
    for (const src of new Set(wanted.split('\n').filter(Boolean))) {
      const picture = new Image();
      picture.onload = () => {
        if (!live || !picture.naturalWidth) return;
        const size = { width: picture.naturalWidth, height: picture.naturalHeight };
        setSizes((known) => new Map(known).set(src, size));
      };
      picture.src = src;
    }
    return () => {
      live = false;
    };
  }, [wanted]);
  return sizes;
}

/**
 * A news post drawn by the site's own NewsPostBody from the form, as the build makes a post of its file
 * (vite/siteContent/loadSiteContent.ts): the Nepali side has its own words, and the English file's date, read time,
 * pictures, timeline dates and quote's name; its sections take the English ones' ids.
 */
function NewsPostPreview({
  language,
  slug,
  en,
  file,
}: {
  language: 'en' | 'ne';
  slug: string;
  en: ContentEntryFile;
  file: ContentEntryFile;
}) {
  const own = file.fields;
  const english = en.fields;
  const coverAddress = storedFileAddress(text(record(english.cover).image));
  const galleryAddresses = list(english.gallery).map((picture) => storedFileAddress(text(picture.image)));
  const sizes = usePictureSizes([coverAddress ?? '', ...galleryAddresses.map((address) => address ?? '')]);
  const pictureAt = (src: string): ContentImage => ({ src, ...(sizes.get(src) ?? unmeasured) });

  const englishBody = parseArticle(en.text, anyLink).article;
  const body =
    language === 'en'
      ? englishBody
      : parseArticle(file.text, anyLink, {
          sectionIds: englishBody.sections.map((section) => section.id),
          ...linksIn(language),
        }).article;
  // Each list's words: the English file's own, or the Nepali file's item at the same place.
  const wordsOf = (name: string, index: number, englishItem: Fields) =>
    language === 'en' ? englishItem : (list(own[name])[index] ?? {});
  const date = text(english.date);
  const englishQuote = english.quote ? record(english.quote) : undefined;
  const quoteWords = language === 'en' ? englishQuote : record(own.quote);
  const post: NewsPost = {
    slug,
    language,
    title: text(own.title),
    date,
    ...(dateBs(date) ? { dateBs: dateBs(date) } : {}),
    summary: text(own.summary),
    readTime: typeof english.readTime === 'number' ? english.readTime : readTimeOf(englishBody.words),
    kicker: text(own.kicker) || (language === 'en' ? englishKicker : nepaliKicker),
    // No cover chosen yet: NewsPostBody draws none.
    cover: { image: pictureAt(coverAddress ?? ''), alt: text(record(own.cover).alt) },
    comments: english.comments === true,
    // A gallery picture not chosen yet is left out, as the save's check would refuse it.
    gallery: list(english.gallery).flatMap((picture, index) => {
      const address = galleryAddresses[index];
      const words = wordsOf('gallery', index, picture);
      return address
        ? [
            {
              image: pictureAt(address),
              alt: text(words.alt),
              caption: text(words.caption),
              credit: text(words.credit),
            },
          ]
        : [];
    }),
    timeline: list(english.timeline).map((event, index) => {
      const words = wordsOf('timeline', index, event);
      const start = text(event.date);
      const end = text(event.endDate);
      return {
        date: start,
        ...(dateBs(start) ? { dateBs: dateBs(start) } : {}),
        ...(end ? { endDate: end, ...(dateBs(end) ? { endDateBs: dateBs(end) } : {}) } : {}),
        title: text(words.title),
        description: text(words.description),
      };
    }),
    ...(englishQuote && quoteWords
      ? { quote: { text: text(quoteWords.text), name: text(englishQuote.name), role: text(quoteWords.role) } }
      : {}),
    intro: body.intro,
    sections: body.sections,
  };
  return (
    <Box component="article" aria-labelledby={newsPostTitleId(`${slug}-`)}>
      <NewsPostBody post={post} idPrefix={`${slug}-`} />
    </Box>
  );
}

/**
 * The entry as the site shows it, at a phone's width (390 px) and a laptop's (1280 px, scrolled sideways in a
 * narrower window), in each of its languages, drawn by the site's own components from what the form holds now.
 * Photos come from the console's stored-file route: an unpublished photo is not on the site yet. Loaded lazily.
 */
export default function EntryPreview({
  collection,
  name,
  en,
  ne,
}: {
  collection: ContentCollectionName;
  name: string;
  en: ContentEntryFile;
  ne: ContentEntryFile | null;
}) {
  const words = useTexts(officePublishingTexts);
  const idBase = useId();
  const [width, setWidth] = useState<(typeof widths)[number]>(390);
  const files = ne
    ? ([
        ['en', en],
        ['ne', ne],
      ] as const)
    : ([['en', en]] as const);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box role="group" aria-label={words.previewWidth} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {widths.map((each) => (
          <Button
            key={each}
            variant={each === width ? 'contained' : 'outlined'}
            aria-pressed={each === width}
            onClick={() => setWidth(each)}
            sx={{ minHeight: 48 }}
          >
            {each === 390 ? words.phoneWidth : words.laptopWidth}
          </Button>
        ))}
      </Box>
      {files.map(([language, file]) => (
        <Box key={language} component="figure" aria-labelledby={`${idBase}-${language}`} sx={{ m: 0 }}>
          <Typography id={`${idBase}-${language}`} component="figcaption" sx={{ fontWeight: 700, mb: 1 }}>
            {words.previewAt(language === 'en' ? words.english : words.nepali, width)}
          </Typography>
          <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Box lang={language} sx={{ width, p: 2, bgcolor: 'background.default' }}>
              <LanguageContext value={language}>
                {/* Each language's piece its own name, so the site's ids stay one of each on this page. */}
                <SitePiece
                  collection={collection}
                  language={language}
                  name={`${name || 'preview'}-${language}`}
                  en={en}
                  file={file}
                />
              </LanguageContext>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
