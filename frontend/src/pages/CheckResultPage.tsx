import Typography from '@mui/material/Typography';
import { PageColumn } from '../components/PageColumn';
import { PageMeta } from '../components/PageMeta';
import { resultPage } from '../content/results';
import { CheckResult } from '../features/results/CheckResult';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { needsJavaScript } from '../content/needsJavaScript';

/** /checkresult: the exam result lookup and its printable report card (records come from the API, one at a time). */
export function Component() {
  return (
    <PageColumn width="reading" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={resultPage.title} description={resultPage.description} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {resultPage.heading}
      </Typography>
      <Typography sx={{ mb: 2, fontSize: '1.125rem' }}>{resultPage.intro}</Typography>
      <NeedsJavaScript text={needsJavaScript.form} />
      <CheckResult />
    </PageColumn>
  );
}
