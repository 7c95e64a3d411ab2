import Typography from '@mui/material/Typography';
import { PageColumn } from '../components/PageColumn';
import { PageMeta } from '../components/PageMeta';
import { admissionTexts } from '../content/admission';
import { AdmissionForm } from '../features/admission/AdmissionForm';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { needsJavaScriptTexts } from '../content/needsJavaScript';
import { useTexts } from '../hooks/useTexts';
import { Notice } from '../components/Notice';
import { KeepTogether } from '../components/KeepTogether';

/** /admissions: the admission application form, which sends the application to the school office. */
export function Component() {
  const admissionPage = useTexts(admissionTexts).page;
  const needsJavaScript = useTexts(needsJavaScriptTexts);
  return (
    <PageColumn width="wide" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={admissionPage.title} description={admissionPage.description} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {admissionPage.heading}
      </Typography>
      <Typography sx={{ mb: 2, fontSize: '1.125rem' }}>
        <KeepTogether>{admissionPage.intro}</KeepTogether>
      </Typography>
      <Notice severity="info" role="note" sx={{ mb: 3 }}>
        {admissionPage.sendNotice}
      </Notice>
      <NeedsJavaScript text={needsJavaScript.form} />
      <AdmissionForm />
    </PageColumn>
  );
}
