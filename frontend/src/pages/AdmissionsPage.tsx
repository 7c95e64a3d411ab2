import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { admissionPage } from '../content/admission';
import { AdmissionForm } from '../features/admission/AdmissionForm';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { needsJavaScript } from '../content/needsJavaScript';
import { Notice } from '../components/Notice';
import { containerSx } from '../components/surfaceLook';

/** /admissions: the admission application form (a demonstration that sends nothing). */
export function Component() {
  return (
    <Box sx={[containerSx(), { py: { xs: 4, md: 6 } }]}>
      <PageMeta title={admissionPage.title} description={admissionPage.description} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {admissionPage.heading}
      </Typography>
      <Typography sx={{ mb: 2, fontSize: '1.125rem' }}>{admissionPage.intro}</Typography>
      <Notice severity="info" role="note" sx={{ mb: 3 }}>
        {admissionPage.demoNotice}
      </Notice>
      <NeedsJavaScript text={needsJavaScript.form} />
      <AdmissionForm />
    </Box>
  );
}
