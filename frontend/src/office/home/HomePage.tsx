import Typography from '@mui/material/Typography';
import { dateTexts } from '../../content/dates';
import { officeTexts } from '../../content/office';
import { useTexts } from '../../hooks/useTexts';
import { ConsoleShell } from '../frame/ConsoleShell';
import { todayInBothCalendars } from '../bothCalendars';

/** The console's home: a welcome, and today's date in Nepal. */
export function HomePage() {
  const words = useTexts(officeTexts);
  const dateWords = useTexts(dateTexts);
  return (
    <ConsoleShell title={words.home}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {words.welcome}
      </Typography>
      <Typography>{words.today(todayInBothCalendars(dateWords))}</Typography>
    </ConsoleShell>
  );
}
