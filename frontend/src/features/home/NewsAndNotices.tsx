import PushPinIcon from '@mui/icons-material/PushPin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { blogPostsTexts } from '../../content/blogPosts';
import { dateTexts } from '../../content/dates';
import { homeTexts } from '../../content/home';
import { noticeListTexts } from '../../content/noticeList';
import { ContentPicture } from '../../components/ContentPicture';
import { EnglishOnlyNote, entryLang } from '../../components/EnglishOnly';
import { linkSx } from '../../components/linkLook';
import { formatBothCalendars } from '../../lib/dates';
import { paths, postPath } from '../../lib/paths';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';

/** How many of the newest posts home shows. */
const latestPostCount = 3;

const columnHeadingSx = { fontSize: { xs: '1.25rem', md: '1.375rem' }, mb: 2 } as const;
const itemTitleSx = {
  color: 'text.primary',
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { color: 'primary.main', textDecoration: 'underline' },
} as const;

/**
 * Home's "News and Notices": the newest posts and the pinned notices, in the place the spec leaves free between the
 * hero and the carousel. Each says plainly when it has nothing to show.
 */
export function NewsAndNotices() {
  const words = useTexts(homeTexts).news;
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const notices = useTexts(noticeListTexts);
  const latest = useTexts(blogPostsTexts).slice(0, latestPostCount);
  const pinned = notices.filter((notice) => notice.pinned);
  return (
    <Box component="section" aria-labelledby="news-notices-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: '#f4f7fc' }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {words.eyebrow}
        </Typography>
        <Typography variant="h2" id="news-notices-heading" sx={{ mb: 4 }}>
          {words.heading}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.6fr 1fr' }, gap: { xs: 5, md: 6 } }}>
          <Box component="section" aria-labelledby="home-news-heading">
            <Typography variant="h3" id="home-news-heading" sx={columnHeadingSx}>
              {words.newsHeading}
            </Typography>
            {latest.length > 0 ? (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
                {latest.map((post) => (
                  <Box
                    component="li"
                    key={post.slug}
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '96px 1fr', sm: '160px 1fr' }, gap: 2 }}
                  >
                    <ContentPicture
                      image={post.image}
                      alt=""
                      sizes="(min-width: 600px) 160px, 96px"
                      style={{ borderRadius: 8 }}
                    />
                    <div>
                      <EnglishOnlyNote entry={post} kind="news" sx={{ mb: 0.5 }} />
                      <Box
                        component={RouterLink}
                        to={postPath(post.slug)}
                        lang={entryLang(post, language)}
                        sx={itemTitleSx}
                      >
                        {post.title}
                      </Box>
                      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                        <time dateTime={post.date}>{formatBothCalendars(post.date, post.dateBs, dateWords)}</time>
                      </Typography>
                    </div>
                  </Box>
                ))}
              </Box>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{words.noNews}</Typography>
            )}
            <Box
              component={RouterLink}
              to={paths.blog}
              sx={[linkSx, { display: 'inline-block', mt: 3, fontWeight: 600 }]}
            >
              {words.allNews}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="home-notices-heading">
            <Typography variant="h3" id="home-notices-heading" sx={columnHeadingSx}>
              {words.noticesHeading}
            </Typography>
            {pinned.length > 0 ? (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
                {pinned.map((notice) => (
                  <Box
                    component="li"
                    key={notice.slug}
                    sx={{ display: 'flex', gap: 1.5, p: 2, borderRadius: 2, bgcolor: 'background.paper' }}
                  >
                    <PushPinIcon aria-hidden fontSize="small" sx={{ color: '#7a4f00', mt: 0.25 }} />
                    <div>
                      <EnglishOnlyNote entry={notice} kind="notice" sx={{ mb: 0.5 }} />
                      <Box
                        component={RouterLink}
                        to={`${paths.notices}#${notice.slug}`}
                        lang={entryLang(notice, language)}
                        sx={itemTitleSx}
                      >
                        {notice.title}
                      </Box>
                      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                        <time dateTime={notice.date}>{formatBothCalendars(notice.date, notice.dateBs, dateWords)}</time>
                      </Typography>
                    </div>
                  </Box>
                ))}
              </Box>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>
                {notices.length > 0 ? words.noPinned : words.noNotices}
              </Typography>
            )}
            <Box
              component={RouterLink}
              to={paths.notices}
              sx={[linkSx, { display: 'inline-block', mt: 3, fontWeight: 600 }]}
            >
              {words.allNotices}
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
