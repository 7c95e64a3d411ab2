import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { Notice } from '../components/Notice';
import { officeTexts } from '../content/office';
import { useTexts } from '../hooks/useTexts';
import { consoleSections, type ConsoleSection } from './frame/consoleSections';
import { ConsoleShell } from './frame/ConsoleShell';
import { useSession } from './session';

/**
 * A section's page, for the roles that section lists (consoleSections.ts): anyone else is told, in the console's
 * frame, that their role cannot open it (the services refuse them anyway). The page itself is loaded lazily, so the
 * console's first load carries no section's code.
 */
export function RequireRole({ section, children }: { section: ConsoleSection['word']; children: ReactNode }) {
  const words = useTexts(officeTexts);
  const { session } = useSession();
  const roles = consoleSections.find((each) => each.word === section)?.roles ?? [];
  if (session.state !== 'signed-in') return null;
  if (!roles.includes(session.staff.role)) {
    return (
      <ConsoleShell title={words[section]}>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          {words[section]}
        </Typography>
        <Notice severity="warning">{words.notForYourRole}</Notice>
      </ConsoleShell>
    );
  }
  return <Suspense fallback={<ConsoleShell title={words.loading}>{words.loading}</ConsoleShell>}>{children}</Suspense>;
}
