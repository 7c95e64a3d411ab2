import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { PageColumn } from '../components/PageColumn';
import { dateTexts } from '../content/dates';
import { examInfoTexts } from '../content/examInfo';
import { examsJudgedOn, examUpdatesTexts, type ExamUpdate } from '../content/examUpdates';
import { formatBothCalendars } from '../lib/dates';
import { todayInNepal } from '../lib/nepalToday';
import { CardGrid } from '../components/CardGrid';
import { EnglishOnlyNote, entryLang } from '../components/EnglishOnly';
import { upcomingAndPast } from '../features/exams/upcomingAndPast';
import { useHydrated } from '../hooks/useHydrated';
import { useLanguage } from '../hooks/useLanguage';
import { useTexts } from '../hooks/useTexts';

/**
 * Exam Info (/examinfo): the coming examinations first, soonest first, then the past ones. Past is judged by the
 * visitor's clock (Nepal's date) once the page runs, so an exam moves down on its day after without a rebuild; the
 * pre-rendered page judges by the day of the build.
 */
export function Component() {
  const hydrated = useHydrated();
  const words = useTexts(examInfoTexts);
  const { upcoming, past } = upcomingAndPast(useTexts(examUpdatesTexts), hydrated ? todayInNepal() : examsJudgedOn);

  return (
    <PageColumn width="reading" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={words.title} description={words.description} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {words.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: { xs: 4, md: 5 } }}>{words.text}</Typography>
      <Box component="section" aria-labelledby="upcoming-exams-heading">
        <Typography variant="h2" id="upcoming-exams-heading" sx={{ mb: 3, fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          {words.upcomingHeading}
        </Typography>
        {upcoming.length > 0 ? (
          <ExamList exams={upcoming} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{words.noUpcoming}</Typography>
        )}
      </Box>
      {past.length > 0 ? (
        <Box component="section" aria-labelledby="past-exams-heading" sx={{ mt: { xs: 5, md: 6 } }}>
          <Typography variant="h2" id="past-exams-heading" sx={{ mb: 3, fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
            {words.pastHeading}
          </Typography>
          <ExamList exams={past} past />
        </Box>
      ) : null}
    </PageColumn>
  );
}

function ExamList({ exams, past = false }: { exams: ExamUpdate[]; past?: boolean }) {
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  return (
    <CardGrid>
      {exams.map((update) => (
        <Box
          component="li"
          key={update.slug}
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
            <Typography variant="h3" component="h3" lang={entryLang(update, language)}>
              {update.subject}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 700, color: past ? 'text.secondary' : 'primary.main', my: 1 }}>
              <time dateTime={update.date}>{formatBothCalendars(update.date, update.dateBs, dateWords)}</time>
            </Typography>
            {update.note.map((paragraph) => (
              // HTML the build made from the content file's Markdown, with its text escaped (vite/siteContent).
              <Typography
                key={paragraph.slice(0, 40)}
                lang={entryLang(update, language)}
                sx={{ color: 'text.secondary', '& + &': { mt: 1 } }}
                dangerouslySetInnerHTML={{ __html: paragraph }}
              />
            ))}
          </div>
        </Box>
      ))}
    </CardGrid>
  );
}
