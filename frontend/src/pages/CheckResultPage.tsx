import Typography from '@mui/material/Typography';
import Container from '@mui/material/Container';
import { PageMeta } from '../components/PageMeta';
import { resultPage } from '../content/results';
import { sampleResults } from '../content/resultsSampleData';
import { CheckResult } from '../features/results/CheckResult';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { needsJavaScript } from '../content/needsJavaScript';
import { Notice } from '../components/Notice';

/** A record the demonstration notice suggests, read from the sample data so it always exists. */
const example = sampleResults[0];

/** /checkresult: the exam result lookup and its printable report card. */
export function Component() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={resultPage.title} description={resultPage.description} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {resultPage.heading}
      </Typography>
      <Typography sx={{ mb: 2, fontSize: '1.125rem' }}>{resultPage.intro}</Typography>
      {example && (
        <Notice severity="info" role="note" sx={{ mb: 3 }}>
          {resultPage.demoNotice}{' '}
          <strong>
            {example.name}, {example.className}, roll {example.roll}, {example.examType}
          </strong>
          .
        </Notice>
      )}
      <NeedsJavaScript text={needsJavaScript.form} />
      <CheckResult />
    </Container>
  );
}
