import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { blogTexts } from '../../content/blogListing';
import { dateTexts } from '../../content/dates';
import { useTexts } from '../../hooks/useTexts';
import type { BlogPost } from '../../content/blogPosts';
import { formatBothCalendars } from '../../lib/dates';
import { ContentPicture } from '../../components/ContentPicture';
import { EnglishOnlyNote, entryLang } from '../../components/EnglishOnly';
import { useLanguage } from '../../hooks/useLanguage';

/**
 * An article's card. The title is the link; its click area stretches over the whole card, so the card is one
 * large target without the whole card's text becoming the link's name.
 */
export function BlogPostCard({
  post,
  to,
  eagerImage,
  wide = false,
  sizes = '(min-width: 900px) 384px, (min-width: 600px) 50vw, 100vw',
}: {
  post: BlogPost;
  to: string;
  eagerImage: boolean;
  /** Alone in its row on a wide screen: the picture beside the text, so the row is not two thirds empty. */
  wide?: boolean;
  /** How wide the layout shows the picture (ContentPicture's sizes). */
  sizes?: string;
}) {
  const blogListing = useTexts(blogTexts);
  const dateWords = useTexts(dateTexts);
  const lang = entryLang(post, useLanguage());
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        ...(wide ? { '@media (min-width: 900px)': { display: 'grid', gridTemplateColumns: '1fr 1fr' } } : {}),
        transition: 'box-shadow 0.2s',
        '&:hover': { boxShadow: 4 },
        '&:focus-within': { boxShadow: 4 },
      }}
    >
      <ContentPicture image={post.image} alt={post.image.alt} lang={lang} sizes={sizes} eager={eagerImage} />
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <EnglishOnlyNote entry={post} kind="news" />
        <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', gap: 1 }}>
          <time dateTime={post.date}>{formatBothCalendars(post.date, post.dateBs, dateWords)}</time>
          <span aria-hidden>·</span>
          <span>{blogListing.readTime(post.readTime)}</span>
        </Typography>
        <Typography variant="h3" component="h2" lang={lang}>
          <Box
            component={RouterLink}
            to={to}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { color: 'primary.main', textDecoration: 'underline' },
              // Stretch the link's click area over the whole card.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {post.title}
          </Box>
        </Typography>
        <Typography sx={{ color: 'text.secondary' }} lang={lang}>
          {post.excerpt}
        </Typography>
      </Box>
    </Box>
  );
}
