import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/PageMeta';
import { KeepTogether } from '../../components/KeepTogether';
import { PageColumn } from '../../components/PageColumn';
import type { LegalDocument } from '../../content/legal';
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { formatBothCalendars } from '../../lib/dates';

/** A policy page: title, date of the last revision, and its sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <PageColumn width="reading" component="article" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={document.title} description={document.description} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {document.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Last updated{' '}
        <time dateTime={document.updated}>{formatBothCalendars(document.updated, bsIsoOfAd(document.updated))}</time>
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
