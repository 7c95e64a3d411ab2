import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { PageMeta } from '../components/PageMeta';
import { careersIntro, careersMeta, jobOpenings } from '../content/jobOpenings';
import { JobOpeningCard } from '../features/careers/JobOpeningCard';
import { CardGrid } from '../components/CardGrid';

// The dialog (with MUI's Modal, focus trap and transitions) is fetched when a visitor first presses Apply.
const VacancyClosedDialog = lazy(() =>
  import('../features/careers/VacancyClosedDialog').then((module) => ({ default: module.VacancyClosedDialog })),
);

/** Careers (/career): the school's openings; every one is closed for now, and Apply says so. */
export function Component() {
  const [dialog, setDialog] = useState({ open: false, jobTitle: '' });
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}>
      <PageMeta title={careersMeta.title} description={careersMeta.description} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {careersIntro.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: { xs: 4, md: 6 }, maxWidth: 720 }}>
        {careersIntro.text}
      </Typography>
      <CardGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>
        {jobOpenings.map((opening) => (
          <li key={opening.title}>
            <JobOpeningCard opening={opening} onApply={() => setDialog({ open: true, jobTitle: opening.title })} />
          </li>
        ))}
      </CardGrid>
      {dialog.jobTitle ? (
        <Suspense fallback={null}>
          <VacancyClosedDialog
            open={dialog.open}
            jobTitle={dialog.jobTitle}
            onClose={() => setDialog((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
