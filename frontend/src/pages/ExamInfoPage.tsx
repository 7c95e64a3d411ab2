import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { examInfoIntro, examInfoMeta, examUpdates } from '../content/examUpdates';
import { formatCalendarDate } from '../lib/dates';
import { CardGrid } from '../components/CardGrid';

/** Exam Info (/examinfo): the dates and notices of coming examinations. */
export function Component() {
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}>
      <PageMeta title={examInfoMeta.title} description={examInfoMeta.description} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {examInfoIntro.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: { xs: 4, md: 5 } }}>
        {examInfoIntro.text}
      </Typography>
      <CardGrid>
        {examUpdates.map((update) => (
          <Box
            component="li"
            key={update.subject}
            sx={{
              display: 'flex',
              gap: { xs: 2, sm: 3 },
              p: { xs: 3, md: 4 },
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              borderLeft: '6px solid',
              borderLeftColor: 'primary.main',
            }}
          >
            <EventIcon aria-hidden sx={{ color: 'primary.main', fontSize: 36, flexShrink: 0 }} />
            <div>
              <Typography variant="h3" component="h2">
                {update.subject}
              </Typography>
              <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main', my: 1 }}>
                <time dateTime={update.date}>{formatCalendarDate(update.date)}</time>
              </Typography>
              {update.note.map((paragraph) => (
                // HTML the build made from the content file's Markdown, with its text escaped (vite/siteContent).
                <Typography
                  key={paragraph.slice(0, 40)}
                  sx={{ color: 'text.secondary', '& + &': { mt: 1 } }}
                  dangerouslySetInnerHTML={{ __html: paragraph }}
                />
              ))}
            </div>
          </Box>
        ))}
      </CardGrid>
    </Box>
  );
}
