import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { PageColumn } from '../components/PageColumn';
import { CardGrid } from '../components/CardGrid';
import { noticesTexts } from '../content/notices';
import { noticeListTexts } from '../content/noticeList';
import { useTexts } from '../hooks/useTexts';
import { NoticeEntry } from '../features/notices/NoticeEntry';

/** Notices (/notices): every notice of site-content/notices/, pinned first, then the newest. */
export function Component() {
  const words = useTexts(noticesTexts);
  const notices = useTexts(noticeListTexts);
  return (
    <PageColumn width="reading" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={words.title} description={words.description} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {words.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: { xs: 4, md: 5 } }}>
        {words.intro}
      </Typography>
      {notices.length > 0 ? (
        <CardGrid>
          {notices.map((notice) => (
            <li key={notice.slug}>
              <NoticeEntry notice={notice} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <Box sx={{ textAlign: 'center', py: 6, px: 2, borderRadius: 3, bgcolor: '#f4f7fc' }}>
          <Typography sx={{ fontSize: '1.125rem' }}>{words.none}</Typography>
        </Box>
      )}
    </PageColumn>
  );
}
