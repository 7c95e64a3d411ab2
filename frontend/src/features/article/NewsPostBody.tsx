import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { NewsPost } from 'virtual:site-content/types';
import { ContentPicture } from '../../components/ContentPicture';
import { entryLang, InEntryLanguage } from '../../components/EnglishOnly';
import { dateTexts } from '../../content/dates';
import { articleOf, articleTexts } from '../../content/newsArticle';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { formatBothCalendars } from '../../lib/dates';
import { ArticleGallery } from './ArticleGallery';
import { ArticleSectionBlock } from './ArticleSectionBlock';
import { ArticleTimeline } from './ArticleTimeline';
import { FounderQuote } from './FounderQuote';

/** The cover's width on the page: the article column (900 px less its padding), the screen's below it. */
const coverSizes = '(min-width: 900px) 852px, 100vw';

/** The id of the post's title, which its `<article>` is labelled by. */
export const newsPostTitleId = (idPrefix = '') => `${idPrefix}article-title`;

/**
 * A news post from the line above its title down to its gallery: the title, the date in both calendars and the read
 * time (with `share` beside them), the cover, the introduction, the sections with the timeline and the quote after
 * the section that names them, and the gallery. The post's page draws it inside its `<article>`, the console's
 * preview a post being written. `idPrefix` starts each id where a page shows more than one post (the preview).
 */
export function NewsPostBody({ post, share, idPrefix = '' }: { post: NewsPost; share?: ReactNode; idPrefix?: string }) {
  const words = useTexts(articleTexts);
  const dateWords = useTexts(dateTexts);
  const article = articleOf(post);
  // A post without a version in the page's language: its words in English, marked so (the page says so before it).
  const lang = entryLang(post, useLanguage());
  return (
    <>
      <Typography variant="overline" component="p" lang={lang} sx={{ color: 'primary.main' }}>
        {article.kicker}
      </Typography>
      <Typography variant="h1" id={newsPostTitleId(idPrefix)} lang={lang} sx={{ mb: 2 }}>
        {post.title}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography sx={{ color: 'text.secondary' }}>
          <time dateTime={post.date}>{formatBothCalendars(post.date, post.dateBs, dateWords)}</time>
          <Box component="span" aria-hidden="true" sx={{ mx: 1 }}>
            ·
          </Box>
          {words.readTime(post.readTime)}
        </Typography>
        {share}
      </Box>

      {/* Every published post has a cover; a post being written may have none chosen yet. */}
      {post.cover.image.src ? (
        <Box component="figure" lang={lang} sx={{ m: 0, mb: 4 }}>
          <ContentPicture
            image={post.cover.image}
            alt={post.cover.alt}
            sizes={coverSizes}
            eager
            style={{ borderRadius: 16 }}
          />
        </Box>
      ) : null}

      {article.intro.map((paragraph) => (
        // HTML the build made from the content file's Markdown, with its text escaped (vite/siteContent).
        <Typography
          key={paragraph.slice(0, 40)}
          lang={lang}
          sx={{ mb: 2, fontSize: '1.1875rem', lineHeight: 1.7 }}
          dangerouslySetInnerHTML={{ __html: paragraph }}
        />
      ))}

      {/* The sections and the gallery, their dates and labels too, in the post's language. */}
      <InEntryLanguage entry={post}>
        {article.sections.map((section) => (
          <ArticleSectionBlock
            key={section.id}
            section={idPrefix ? { ...section, id: `${idPrefix}${section.id}` } : section}
            after={
              section.after === 'timeline' ? (
                <ArticleTimeline events={article.timeline} label={section.heading} />
              ) : section.after === 'founderQuote' && article.founderQuote ? (
                <FounderQuote quote={article.founderQuote} />
              ) : null
            }
          />
        ))}

        {article.gallery.length > 0 ? (
          <ArticleGallery
            heading={words.galleryHeading}
            images={article.gallery}
            headingId={`${idPrefix}gallery-heading`}
          />
        ) : null}
      </InEntryLanguage>
    </>
  );
}
