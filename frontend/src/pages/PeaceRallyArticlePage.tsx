import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../lib/paths';
import { peaceRallyPost } from '../content/blogPosts';
import { peaceRallyArticle as article } from '../content/peaceRallyArticle';
import { ArticleGallery } from '../features/article/ArticleGallery';
import { ArticleSectionBlock } from '../features/article/ArticleSectionBlock';
import { ArticleSocialMeta } from '../features/article/ArticleSocialMeta';
import { ArticleTimeline } from '../features/article/ArticleTimeline';
import { socialMeta } from '../features/article/articleSocialMeta';
import { formatCalendarDate } from '../lib/dates';
import { FounderQuote } from '../features/article/FounderQuote';
import { LazyCommentsSection } from '../features/comments/LazyCommentsSection';
import { ShareButtons } from '../features/share/ShareButtons';
import { useSiteUrl } from '../hooks/useSiteUrl';
import { linkSx } from '../components/linkLook';

/** /blogs/peace-rally: the article, its gallery, and its live public comments. */
export function Component() {
  const post = peaceRallyPost;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <ArticleSocialMeta meta={socialMeta} />
      <Box component="article" aria-labelledby="article-title">
        <Box component={RouterLink} to={paths.blog} sx={[linkSx, { display: 'inline-block', mb: 3, fontWeight: 600 }]}>
          ← All blog posts
        </Box>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {article.kicker}
        </Typography>
        <Typography variant="h1" id="article-title" sx={{ mb: 2 }}>
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
            <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
            <Box component="span" aria-hidden="true" sx={{ mx: 1 }}>
              ·
            </Box>
            {post.readTime} min read
          </Typography>
          <ShareThisArticle title={post.title} />
        </Box>

        <Box component="figure" sx={{ m: 0, mb: 4 }}>
          <Box
            component="img"
            src={post.image.src}
            alt={post.image.alt}
            width={post.image.width}
            height={post.image.height}
            fetchPriority="high"
            sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 2 }}
          />
        </Box>

        {article.intro.map((paragraph) => (
          // HTML the build made from the content file's Markdown, with its text escaped (vite/siteContent).
          <Typography
            key={paragraph.slice(0, 40)}
            sx={{ mb: 2, fontSize: '1.1875rem', lineHeight: 1.7 }}
            dangerouslySetInnerHTML={{ __html: paragraph }}
          />
        ))}

        {article.sections.map((section) => (
          <ArticleSectionBlock
            key={section.id}
            section={section}
            after={
              section.after === 'timeline' ? (
                <ArticleTimeline events={article.timeline} label={section.heading} />
              ) : section.after === 'founderQuote' ? (
                <FounderQuote quote={article.founderQuote} />
              ) : null
            }
          />
        ))}

        <ArticleGallery heading={article.gallery.heading} images={article.gallery.images} />
      </Box>

      <Box component="hr" sx={{ my: 6, mx: 0, border: 0, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }} />
      <LazyCommentsSection postId={article.commentsPostId} />
    </Container>
  );
}

/**
 * The share buttons, with the article's address as the visitor sees it (read after hydration): their own
 * component, so that switch re-renders the buttons alone instead of the whole article.
 */
function ShareThisArticle({ title }: { title: string }) {
  const siteUrl = useSiteUrl();
  return <ShareButtons url={`${siteUrl}${paths.peaceRallyArticle}`} title={title} />;
}
