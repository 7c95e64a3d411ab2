import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { PageColumn } from '../components/PageColumn';
import { examInfoTexts } from '../content/examInfo';
import { examsJudgedOn, examUpdatesTexts, type ExamUpdate } from '../content/examUpdates';
import { todayInNepal } from '../lib/nepalToday';
import { CardGrid } from '../components/CardGrid';
import { ExamUpdateCard } from '../features/exams/ExamUpdateCard';
import { upcomingAndPast } from '../features/exams/upcomingAndPast';
import { useHydrated } from '../hooks/useHydrated';
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
  return (
    <CardGrid>
      {exams.map((update) => (
        <ExamUpdateCard key={update.slug} update={update} past={past} />
      ))}
    </CardGrid>
  );
}
