import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { officeTexts } from '../../content/office';
import { school } from '../../content/school';
import { useTexts } from '../../hooks/useTexts';
import { LanguageSwitchLink } from './LanguageSwitchLink';

interface ConsoleFrameProps {
  /** The page's own name, first in its <title>. */
  title: string;
  /** Before the school's name in the bar: the signed-in shell's menu button on a phone. */
  menuButton?: ReactNode;
  /** Under the bar: who is signed in. */
  underBar?: ReactNode;
  /** Beside the page: the signed-in shell's navigation on a wide screen. */
  aside?: ReactNode;
  children: ReactNode;
}

/** Every console page's frame: the skip link, the bar with the school's name and the language switch, and <main>. */
export function ConsoleFrame({ title, menuButton, underBar, aside, children }: ConsoleFrameProps) {
  const words = useTexts(officeTexts);
  return (
    <>
      <title>{`${title} · ${words.console} · ${school.name}`}</title>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: 'tooltip',
          px: 2,
          py: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {words.skipToContent}
      </Box>
      {/* The bar and who is signed in, in one banner landmark: no text outside a landmark. */}
      <Box component="header">
        <AppBar position="static" elevation={0} component="div">
          <Toolbar sx={{ gap: 1, minHeight: 64 }}>
            {menuButton}
            <Typography component="p" sx={{ flexGrow: 1, fontWeight: 700, lineHeight: 1.3 }}>
              {school.name}
              <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.875rem' }}>
                {words.console}
              </Box>
            </Typography>
            <LanguageSwitchLink />
          </Toolbar>
        </AppBar>
        {underBar}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {aside}
        <Box
          component="main"
          id="main"
          // The skip link's target: focusable, so the next Tab goes on from here.
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 4 }, '&:focus': { outline: 'none' } }}
        >
          {children}
        </Box>
      </Box>
    </>
  );
}
