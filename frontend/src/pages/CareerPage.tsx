import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { VacancyClosedDialogProps } from '../features/careers/VacancyClosedDialog';
import { PageMeta } from '../components/PageMeta';
import { PageColumn } from '../components/PageColumn';
import { careersTexts } from '../content/careers';
import { jobOpeningsTexts } from '../content/jobOpenings';
import { useTexts } from '../hooks/useTexts';
import { isPastClosingDate } from '../lib/nepalToday';
import { JobOpeningCard } from '../features/careers/JobOpeningCard';
import { CardGrid } from '../components/CardGrid';
import { entryLang } from '../components/EnglishOnly';
import { useLanguage } from '../hooks/useLanguage';

// The dialog (with MUI's Modal, focus trap and transitions) is fetched when a visitor first presses Apply.
const VacancyClosedDialog = lazy(() =>
  import('../features/careers/VacancyClosedDialog').then((module) => ({ default: module.VacancyClosedDialog })),
);

type VacancyDialogState = Omit<VacancyClosedDialogProps, 'onClose'>;

/**
 * Careers (/career): the school's openings. Apply says how to apply, or that the vacancy is closed once its closing
 * date has passed, judged by the visitor's clock when they press it, so a vacancy closes without a rebuild.
 */
export function Component() {
  const words = useTexts(careersTexts);
  const [dialog, setDialog] = useState<VacancyDialogState>({ open: false, jobTitle: '', message: '' });
  const jobOpenings = useTexts(jobOpeningsTexts);
  const language = useLanguage();
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
        {jobOpenings.map((opening) => (
          <li key={opening.title}>
            <JobOpeningCard
              opening={opening}
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
