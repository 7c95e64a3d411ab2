import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { StaffSessionAnswer } from '@school/contracts';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { officeTexts } from '../../content/office';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { pathInLanguage } from '../../lib/paths';
import { useSession } from '../session';
import { ConsoleFrame } from './ConsoleFrame';
import { sectionsFor } from './consoleSections';

const navWidth = 240;

/** The sections this person's role may open, as links; the current one says so (aria-current). */
function SectionLinks({ staff, onChoose }: { staff: StaffSessionAnswer; onChoose?: () => void }) {
  const words = useTexts(officeTexts);
  const language = useLanguage();
  return (
    <Box component="nav" aria-label={words.navigation}>
      <List>
        {sectionsFor(staff.role).map((section) => (
          <li key={section.to}>
            <ListItemButton
              component={NavLink}
              // In the page's language: the router's basename is /office alone (ConsoleApp.tsx).
              to={pathInLanguage(section.to, language)}
              end
              onClick={onChoose}
              sx={{ minHeight: 48, '&.active': { bgcolor: 'primary.light', fontWeight: 700 } }}
            >
              {words[section.word]}
            </ListItemButton>
          </li>
        ))}
      </List>
    </Box>
  );
}

/**
 * The frame of every page a signed-in person sees: who is signed in and the way out under the bar, and the
 * sections their role may open (beside the page on a wide screen, in a drawer behind the menu button on a phone).
 */
export function ConsoleShell({ title, children }: { title: string; children: ReactNode }) {
  const words = useTexts(officeTexts);
  const { session, signOut } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);
  if (session.state !== 'signed-in') return null;
  const { staff } = session;

  async function signOutNow() {
    setSigningOut(true);
    setSignOutFailed(false);
    // Once signed out, the session's guard sends the person to the sign-in page.
    const done = await signOut();
    setSigningOut(false);
    setSignOutFailed(!done);
  }

  return (
    <ConsoleFrame
      title={title}
      menuButton={
        <IconButton
          color="inherit"
          edge="start"
          aria-label={words.openMenu}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          // 48 px: MUI's own is 40, under a finger's 44.
          sx={{ display: { md: 'none' }, width: 48, height: 48 }}
        >
          <MenuIcon />
        </IconButton>
      }
      underBar={
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            px: { xs: 2, sm: 4 },
            py: 1,
            bgcolor: 'primary.light',
          }}
        >
          <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {words.signedInAs} <strong>{staff.email}</strong> ({words.roles[staff.role]})
          </Typography>
          <Button variant="outlined" onClick={() => void signOutNow()} disabled={signingOut} sx={{ minHeight: 44 }}>
            {words.signOut}
          </Button>
          {signOutFailed && (
            <Notice severity="error" sx={{ flexBasis: '100%' }}>
              {words.signOutFailed}
            </Notice>
          )}
        </Box>
      }
      aside={
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: navWidth,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            alignSelf: 'stretch',
          }}
        >
          <SectionLinks staff={staff} />
        </Box>
      }
    >
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { sx: { width: navWidth } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <Button onClick={() => setMenuOpen(false)} sx={{ minHeight: 44 }}>
            {words.closeMenu}
          </Button>
        </Box>
        <SectionLinks staff={staff} onChoose={() => setMenuOpen(false)} />
      </Drawer>
      {children}
    </ConsoleFrame>
  );
}
