import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { VacancyClosedDialogProps } from '../features/careers/VacancyClosedDialog';
import { PageMeta } from '../components/PageMeta';
import { PageColumn } from '../components/PageColumn';
import { careersTexts } from '../content/careers';
import { jobOpeningsTexts, vacanciesJudgedOn } from '../content/jobOpenings';
import { useTexts } from '../hooks/useTexts';
import { isPastClosingDate, todayInNepal } from '../lib/nepalToday';
import { JobOpeningCard } from '../features/careers/JobOpeningCard';
import { CardGrid } from '../components/CardGrid';
import { entryLang } from '../components/EnglishOnly';
import { useLanguage } from '../hooks/useLanguage';
import { useHydrated } from '../hooks/useHydrated';

// The dialog (with MUI's Modal, focus trap and transitions) is fetched when a visitor first presses Apply.
const VacancyClosedDialog = lazy(() =>
  import('../features/careers/VacancyClosedDialog').then((module) => ({ default: module.VacancyClosedDialog })),
);

type VacancyDialogState = Omit<VacancyClosedDialogProps, 'onClose'>;

/**
 * Careers (/career): the school's openings, the open ones first. A vacancy past its closing date says "Closed" on
 * the list, judged by the visitor's clock (Nepal's date) once the page runs, so a vacancy closes without a rebuild;
 * the pre-rendered page judges by the day of the build. Apply says how to apply, or, for a vacancy that closed
 * while the page was open, that it is closed (judged again when it is pressed).
 */
export function Component() {
  const words = useTexts(careersTexts);
  const [dialog, setDialog] = useState<VacancyDialogState>({ open: false, jobTitle: '', message: '' });
  const jobOpenings = useTexts(jobOpeningsTexts);
  const language = useLanguage();
  const today = useHydrated() ? todayInNepal() : vacanciesJudgedOn;
  const isClosed = (closes: string) => today > closes;
  const listed = [
    ...jobOpenings.filter((opening) => !isClosed(opening.closes)),
    ...jobOpenings.filter((opening) => isClosed(opening.closes)),
  ];
  return (
    <PageColumn width="wide" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={words.meta.title} description={words.meta.description} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {words.intro.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: { xs: 4, md: 6 }, maxWidth: 720 }}>
        {words.intro.text}
      </Typography>
      {jobOpenings.length === 0 && <Typography sx={{ fontSize: '1.0625rem' }}>{words.none}</Typography>}
      <CardGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>
        {listed.map((opening) => (
          <li key={opening.title}>
            <JobOpeningCard
              opening={opening}
              closed={isClosed(opening.closes)}
              onApply={() => {
                const closed = isPastClosingDate(opening.closes);
                // A vacancy left in English: its title and its way to apply are English, the page's note is not.
                const lang = entryLang(opening, language);
                setDialog({
                  open: true,
                  jobTitle: opening.title,
                  jobTitleLang: lang,
                  message: closed ? words.vacancyClosed : opening.apply,
                  messageLang: closed ? undefined : lang,
                });
              }}
            />
          </li>
        ))}
      </CardGrid>
      {dialog.jobTitle ? (
        <Suspense fallback={null}>
          <VacancyClosedDialog
            open={dialog.open}
            jobTitle={dialog.jobTitle}
            jobTitleLang={dialog.jobTitleLang}
            message={dialog.message}
            messageLang={dialog.messageLang}
            onClose={() => setDialog((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      ) : null}
    </PageColumn>
  );
}
