import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Notice } from '../../components/Notice';
import { officeDeskTexts } from '../../content/officeDesk';
import { useTexts } from '../../hooks/useTexts';
import type { OfficeAnswer } from '../useOfficeAnswer';

/**
 * A desk page's answer shown: a spinner while it is asked, the failure in the page's words with a way to ask again
 * (or `notFound`'s words for a 404: a reference deleted meanwhile), else the page's content.
 */
export function DeskAnswer<T>({
  answer,
  reload,
  notFound,
  children,
}: {
  answer: OfficeAnswer<T>;
  reload: () => void;
  notFound?: string;
  children: (data: T) => ReactNode;
}) {
  const words = useTexts(officeDeskTexts);
  if (answer.state === 'loaded') return children(answer.data);
  if (answer.state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={words.loading} />
      </Box>
    );
  }
  if (answer.status === 404 && notFound) return <Notice severity="warning">{notFound}</Notice>;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Notice severity="error">
        {answer.status === 0 || answer.status >= 502 ? words.unavailable : words.loadFailed}
      </Notice>
      <Button variant="contained" onClick={reload} sx={{ minHeight: 48 }}>
        {words.tryAgain}
      </Button>
    </Box>
  );
}
