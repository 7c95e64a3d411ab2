import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { dateTexts } from '../../content/dates';
import { officeDeskTexts } from '../../content/officeDesk';
import { useTexts } from '../../hooks/useTexts';
import { DeskAnswer } from '../desk/DeskAnswer';
import { momentInBothCalendars } from '../bothCalendars';
import { useOfficeAnswer } from '../useOfficeAnswer';
import { ConsoleShell } from '../frame/ConsoleShell';

interface AuditAnswer {
  lines: { at: string; by: string; action: string; reference: string }[];
}

/**
 * The office's audit log (admins): who did what, when, to which reference, newest first. The API answers the newest
 * 200 lines, unpaged: the page shows them all.
 */
export default function AuditPage() {
  const words = useTexts(officeDeskTexts);
  const dateWords = useTexts(dateTexts);
  const { answer, reload } = useOfficeAnswer<AuditAnswer>('/api/office/audit');

  return (
    <ConsoleShell title={words.audit}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {words.audit}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {words.auditIntro} {words.nepalTime}
      </Typography>
      <DeskAnswer answer={answer} reload={reload}>
        {({ lines }) =>
          lines.length === 0 ? (
            <Typography>{words.noAudit}</Typography>
          ) : (
            <List aria-label={words.audit}>
              {lines.map((line, index) => (
                <ListItem
                  key={`${line.at}-${index}`}
                  sx={{ display: 'grid', gap: 0.5, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {line.action} · {line.reference}
                  </Typography>
                  <Box component="span">
                    {words.who}: {line.by} · {words.when}: {momentInBothCalendars(line.at, dateWords)}
                  </Box>
                </ListItem>
              ))}
            </List>
          )
        }
      </DeskAnswer>
    </ConsoleShell>
  );
}
