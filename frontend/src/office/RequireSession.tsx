import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { officeTexts } from '../content/office';
import { useLanguage } from '../hooks/useLanguage';
import { useTexts } from '../hooks/useTexts';
import { pathInLanguage, pathWithoutLanguage } from '../lib/paths';
import { ConsoleFrame } from './frame/ConsoleFrame';
import { officePaths, type SignInState } from './officePaths';
import { useSession } from './session';

/**
 * The pages for signed-in staff: shown once the office says who is signed in; a person not signed in goes to the
 * sign-in page, which brings them back here afterwards (the page asked for, without its language: they may switch).
 */
export function RequireSession() {
  const words = useTexts(officeTexts);
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const { session, check } = useSession();

  if (session.state === 'signed-in') return <Outlet />;
  if (session.state === 'signed-out') {
    const state: SignInState = { from: `${pathWithoutLanguage(pathname)}${search}` };
    return <Navigate to={pathInLanguage(officePaths.signIn, language)} state={state} replace />;
  }
  return (
    <ConsoleFrame title={words.loading}>
      {session.state === 'checking' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          {words.loading}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Notice severity="error">{words.sessionUnknown}</Notice>
          <Button variant="contained" onClick={check} sx={{ minHeight: 48 }}>
            {words.tryAgain}
          </Button>
        </Box>
      )}
    </ConsoleFrame>
  );
}
