import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageMeta } from '../components/PageMeta';
import { careersIntro, careersMeta, jobOpenings } from '../content/jobOpenings';
import { JobOpeningCard } from '../features/careers/JobOpeningCard';
import { VacancyClosedDialog } from '../features/careers/VacancyClosedDialog';
import { CardGrid } from '../components/CardGrid';

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
      <VacancyClosedDialog
        open={dialog.open}
        jobTitle={dialog.jobTitle}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
