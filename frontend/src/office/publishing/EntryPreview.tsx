import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import type { ContentCollectionName, ContentEntryFile } from '@school/contracts';
import { useId, useState, type ReactNode } from 'react';
import type { Notice } from 'virtual:site-content/types';
// The build's own Markdown converter (pure: markdown-it), so the preview's paragraphs are the site's.
import { parseArticle, parseParagraphs } from '../../../vite/siteContent/markdown';
import { officePublishingTexts } from '../../content/officePublishing';
import type { JobOpening } from '../../content/jobOpenings';
import { LanguageContext } from '../../lib/languageContext';
import { useTexts } from '../../hooks/useTexts';
import { ArticleSectionBlock } from '../../features/article/ArticleSectionBlock';
import { JobOpeningCard } from '../../features/careers/JobOpeningCard';
import { NoticeEntry } from '../../features/notices/NoticeEntry';
import { storedFileAddress } from './contentApi';

/** The two widths every page is made for: a cheap phone and a laptop. */
const widths = [390, 1280] as const;

/** Every link is taken as written: the save's check words any problem with it. */
const anyLink = () => undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
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
      paragraphs: parseParagraphs(file.text, anyLink).paragraphs,
    };
    return <NoticeEntry notice={notice} />;
  }
  if (collection === 'vacancies') {
    const closes = text(english.closes);
    const opening: JobOpening = {
      slug,
      language,
      title: text(own.title),
      description: parseParagraphs(file.text, anyLink).paragraphs,
      location: text(own.location),
      type: english.type === 'Part-time' ? 'Part-time' : 'Full-time',
      closes,
      ...(dateBs(closes) ? { closesBs: dateBs(closes) } : {}),
      apply: text(own.apply),
    };
    return <JobOpeningCard opening={opening} closed={false} onApply={() => undefined} />;
  }
  if (collection === 'news') {
    const { article } = parseArticle(file.text, anyLink);
    const cover = english.cover as { image?: unknown } | undefined;
    const coverAlt = (own.cover as { alt?: unknown } | undefined)?.alt;
    const coverSrc = storedFileAddress(text(cover?.image));
    return (
      <Box component="article">
        <Typography variant="h1" component="h2" sx={{ mb: 2 }}>
          {text(own.title)}
        </Typography>
        {coverSrc && (
          <Box component="img" src={coverSrc} alt={text(coverAlt)} sx={{ width: '100%', height: 'auto', mb: 2 }} />
        )}
        <Typography sx={{ mb: 2, fontWeight: 600 }}>{text(own.summary)}</Typography>
        {article.intro.map((paragraph) => (
          <Typography key={paragraph.slice(0, 40)} sx={{ mb: 2 }} dangerouslySetInnerHTML={{ __html: paragraph }} />
        ))}
        {article.sections.map(({ after, ...section }) => (
          <ArticleSectionBlock
            key={section.id}
            // As the site's content module names it (content/newsArticle.ts).
            section={after ? { ...section, after: after === 'quote' ? 'founderQuote' : after } : section}
          />
        ))}
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="h3" component="h2">
        {text(own.subject)}
      </Typography>
      {parseParagraphs(file.text, anyLink).paragraphs.map((paragraph) => (
        <Typography key={paragraph.slice(0, 40)} dangerouslySetInnerHTML={{ __html: paragraph }} />
      ))}
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
