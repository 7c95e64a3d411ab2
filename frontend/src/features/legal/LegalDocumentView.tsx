import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/PageMeta';
import { KeepTogether } from '../../components/KeepTogether';
import { PageColumn } from '../../components/PageColumn';
import { legalRevisions, legalTexts, type LegalDocumentName } from '../../content/legal';
import { dateTexts } from '../../content/dates';
import { useTexts } from '../../hooks/useTexts';
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { formatBothCalendars } from '../../lib/dates';

/** A policy page in the page's language: title, date of the last revision, and its sections. */
export function LegalDocumentView({ name }: { name: LegalDocumentName }) {
  const words = useTexts(legalTexts);
  const dateWords = useTexts(dateTexts);
  const document = words[name];
  const updated = legalRevisions[name];
  return (
    <PageColumn width="reading" component="article" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={document.title} description={document.description} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {document.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        {words.lastUpdated}{' '}
        <time dateTime={updated}>{formatBothCalendars(updated, bsIsoOfAd(updated), dateWords)}</time>
      </Typography>
      {document.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 4 }}>
          <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              <KeepTogether>{paragraph}</KeepTogether>
            </Typography>
          ))}
        </Box>
      ))}
    </PageColumn>
  );
}
