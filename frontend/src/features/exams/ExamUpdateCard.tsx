import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EnglishOnlyNote, entryLang } from '../../components/EnglishOnly';
import { dateTexts } from '../../content/dates';
import type { ExamUpdate } from '../../content/examUpdates';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { formatBothCalendars } from '../../lib/dates';

/**
 * One exam update as a card of a list (an `<li>`): its icon, subject, date in both calendars and note. A past one is
 * greyed. Exam Info draws its lists with it, the console's preview an update being written.
 */
export function ExamUpdateCard({ update, past = false }: { update: ExamUpdate; past?: boolean }) {
  const dateWords = useTexts(dateTexts);
  const lang = entryLang(update, useLanguage());
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: { xs: 2, sm: 3 },
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        borderLeft: '6px solid',
        borderLeftColor: past ? 'grey.500' : 'primary.main',
      }}
    >
      <EventIcon aria-hidden sx={{ color: past ? 'grey.600' : 'primary.main', fontSize: 36, flexShrink: 0 }} />
      <div>
        <EnglishOnlyNote entry={update} kind="exam" sx={{ mb: 1 }} />
        <Typography variant="h3" component="h3" lang={lang}>
          {update.subject}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 700, color: past ? 'text.secondary' : 'primary.main', my: 1 }}>
          <time dateTime={update.date}>{formatBothCalendars(update.date, update.dateBs, dateWords)}</time>
        </Typography>
        {update.note.map((paragraph) => (
          // HTML the build made from the content file's Markdown, with its text escaped (vite/siteContent).
          <Typography
            key={paragraph.slice(0, 40)}
            lang={lang}
            sx={{ color: 'text.secondary', '& + &': { mt: 1 } }}
            dangerouslySetInnerHTML={{ __html: paragraph }}
          />
        ))}
      </div>
    </Box>
  );
}
