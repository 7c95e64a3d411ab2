import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { officeDeskTexts } from '../../content/officeDesk';
import { useTexts } from '../../hooks/useTexts';

/** Previous and next under a paged list, with where the person is; nothing when the list fits one page. */
export function PageSwitch({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const words = useTexts(officeDeskTexts);
  if (pages <= 1 && page <= 1) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)} sx={{ minHeight: 48 }}>
        {words.previousPage}
      </Button>
      <Typography>{words.pageOf(page, pages)}</Typography>
      <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)} sx={{ minHeight: 48 }}>
        {words.nextPage}
      </Button>
    </Box>
  );
}
