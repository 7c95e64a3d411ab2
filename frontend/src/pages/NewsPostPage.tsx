import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageColumn } from '../components/PageColumn';
import { use } from 'react';
import { Link as RouterLink, useParams, type Params } from 'react-router-dom';
import type { NewsPost } from 'virtual:site-content/types';
import { newsPostFor } from '../content/newsPosts';
import { pathInLanguage, paths, postPath, type Language } from '../lib/paths';
import { articleOf, articleTexts } from '../content/newsArticle';
import { dateTexts } from '../content/dates';
import { useLanguage } from '../hooks/useLanguage';
import { useTexts } from '../hooks/useTexts';
import { ContentPicture } from '../components/ContentPicture';
import { EnglishOnlyNote, entryLang, InEntryLanguage } from '../components/EnglishOnly';
import { ArticleGallery } from '../features/article/ArticleGallery';
import { ArticleSectionBlock } from '../features/article/ArticleSectionBlock';
import { ArticleSocialMeta } from '../features/article/ArticleSocialMeta';
import { ArticleTimeline } from '../features/article/ArticleTimeline';
import { postSocialMeta } from '../features/article/articleSocialMeta';
import { formatBothCalendars } from '../lib/dates';
import { FounderQuote } from '../features/article/FounderQuote';
import { LazyCommentsSection } from '../features/comments/LazyCommentsSection';
import { ShareButtons } from '../features/share/ShareButtons';
import { useSiteUrl } from '../hooks/useSiteUrl';
import { linkSx } from '../components/linkLook';
import { Component as NotFoundPage } from './NotFoundPage';

/** The cover's width on the page: the article column (900 px less its padding), the screen's below it. */
const coverSizes = '(min-width: 900px) 852px, 100vw';

/** /blogs/<slug>: a news post of site-content/news/, its gallery, and its live public comments when it takes them. */
export function Component() {
  const { slug = '' } = useParams();
  // Loaded with the page before hydration (preload, below), so this does not suspend then; on a link followed in the
  // app, the navigation waits for it as for the page's own code. In Nepali, the post's Nepali version, or the English
  // post where it has none.
  const post = use(newsPostFor(slug, useLanguage()));
  // The build writes a page for every post only; a link followed in the app to another address lands here.
  if (!post) return <NotFoundPage />;
  return <NewsPostArticle post={post} />;
}

/**
 * The post's own module in the page's language, loaded with the page's code before the page hydrates
 * (src/app/startInBrowser.tsx).
 */
export async function preload({ slug = '' }: Params, language: Language = 'en'): Promise<void> {
  await newsPostFor(slug, language);
}

function NewsPostArticle({ post }: { post: NewsPost }) {
  const words = useTexts(articleTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const article = articleOf(post);
  // A post without a version in the page's language: its words in English, marked so, after a note saying so.
  const lang = entryLang(post, useLanguage());
  return (
    <PageColumn width="reading" sx={{ py: { xs: 4, md: 6 } }}>
      <ArticleSocialMeta meta={postSocialMeta(post, language)} />
      <Box component="article" aria-labelledby="article-title">
        <Box component={RouterLink} to={paths.blog} sx={[linkSx, { display: 'inline-block', mb: 3, fontWeight: 600 }]}>
          {words.backToBlog}
        </Box>
        <EnglishOnlyNote entry={post} kind="news" sx={{ mb: 2 }} />
        <Typography variant="overline" component="p" lang={lang} sx={{ color: 'primary.main' }}>
          {article.kicker}
        </Typography>
        <Typography variant="h1" id="article-title" lang={lang} sx={{ mb: 2 }}>
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
          <SharePost slug={post.slug} title={post.title} />
        </Box>

        <Box component="figure" lang={lang} sx={{ m: 0, mb: 4 }}>
          <ContentPicture
            image={post.cover.image}
            alt={post.cover.alt}
            sizes={coverSizes}
            eager
            style={{ borderRadius: 16 }}
          />
        </Box>

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
              section={section}
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
            <ArticleGallery heading={words.galleryHeading} images={article.gallery} />
          ) : null}
        </InEntryLanguage>
      </Box>

      {article.commentsPostId ? (
        <>
          <Box
            component="hr"
            sx={{ my: 6, mx: 0, border: 0, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
          />
          {/* The key: moving from one post to another starts the other post's comments afresh. */}
          <LazyCommentsSection key={article.commentsPostId} postId={article.commentsPostId} />
        </>
      ) : null}
    </PageColumn>
  );
}

/**
 * The share buttons, with the post's address in the page's language as the visitor sees it (read after hydration):
 * their own component, so that switch re-renders the buttons alone instead of the whole article.
 */
function SharePost({ slug, title }: { slug: string; title: string }) {
  const siteUrl = useSiteUrl();
  const language = useLanguage();
  return <ShareButtons url={`${siteUrl}${pathInLanguage(postPath(slug), language)}`} title={title} />;
}
