import Typography from '@mui/material/Typography';
import { PageColumn } from '../components/PageColumn';
import { PageMeta } from '../components/PageMeta';
import { resultTexts } from '../content/results';
import { CheckResult } from '../features/results/CheckResult';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { useTexts } from '../hooks/useTexts';

/** /checkresult: the exam result lookup and its printable report card (records come from the API, one at a time). */
export function Component() {
  const { page } = useTexts(resultTexts);
  return (
    <PageColumn width="reading" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={page.title} description={page.description} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {page.heading}
      </Typography>
      <Typography sx={{ mb: 2, fontSize: '1.125rem' }}>{page.intro}</Typography>
      <NeedsJavaScript text={page.needsJavaScript} />
      <CheckResult />
    </PageColumn>
  );
}
