import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import { resultTexts, type ResultRecord } from '../../content/results';
import { useTexts } from '../../hooks/useTexts';
import { LookButton } from '../../components/LookButton';
import { ReportCard } from './ReportCard';

/**
 * A record the lookup found: its report card with a Print button. A module of its own, which CheckResult fetches
 * while the lookup is on its way: a page that has found nothing yet never needs the card's tables.
 */
export function FoundResult({ record }: { record: ResultRecord }) {
  const words = useTexts(resultTexts);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <LookButton variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {words.buttons.print}
        </LookButton>
      </Box>
      <ReportCard record={record} />
    </>
  );
}
