import Box from '@mui/material/Box';
import { PageColumn } from '../components/PageColumn';
import { use } from 'react';
import { Link as RouterLink, useParams, type Params } from 'react-router-dom';
import type { NewsPost } from 'virtual:site-content/types';
import { newsPostFor } from '../content/newsPosts';
import { pathInLanguage, paths, postPath, type Language } from '../lib/paths';
import { articleOf, articleTexts } from '../content/newsArticle';
import { useLanguage } from '../hooks/useLanguage';
import { useTexts } from '../hooks/useTexts';
import { EnglishOnlyNote } from '../components/EnglishOnly';
import { ArticleSocialMeta } from '../features/article/ArticleSocialMeta';
import { NewsPostBody, newsPostTitleId } from '../features/article/NewsPostBody';
import { postSocialMeta } from '../features/article/articleSocialMeta';
import { LazyCommentsSection } from '../features/comments/LazyCommentsSection';
import { ShareButtons } from '../features/share/ShareButtons';
import { useSiteUrl } from '../hooks/useSiteUrl';
import { linkSx } from '../components/linkLook';
import { Component as NotFoundPage } from './NotFoundPage';

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
  const language = useLanguage();
  const article = articleOf(post);
  return (
    <PageColumn width="reading" sx={{ py: { xs: 4, md: 6 } }}>
      <ArticleSocialMeta meta={postSocialMeta(post, language)} />
      <Box component="article" aria-labelledby={newsPostTitleId()}>
        <Box component={RouterLink} to={paths.blog} sx={[linkSx, { display: 'inline-block', mb: 3, fontWeight: 600 }]}>
          {words.backToBlog}
        </Box>
        <EnglishOnlyNote entry={post} kind="news" sx={{ mb: 2 }} />
        <NewsPostBody post={post} share={<SharePost slug={post.slug} title={post.title} />} />
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
