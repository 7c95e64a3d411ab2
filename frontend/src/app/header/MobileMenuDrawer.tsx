import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavLink as NavLinkData } from '../../content/navigation';
import { academicsLinks, headerLinks, layoutTexts } from '../../content/navigation';
import { useTexts } from '../../hooks/useTexts';
import { LanguageSwitch } from './LanguageSwitch';
import { usePrefersReducedMotion } from '../../lib/reducedMotion';
import { SchoolLogoLink } from '../SchoolLogoLink';
import { SocialLinks } from '../SocialLinks';
import { iconButtonSx } from '../../components/buttonLook';
import { LookButton } from '../../components/LookButton';

/** Spec: the full-screen menu slides in over 0.3 s. */
export const mobileMenuSlideMs = 300;

const menuLinkSx = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 56,
  px: 3,
  color: 'text.primary',
  textDecoration: 'none',
  fontSize: '1.25rem',
  fontWeight: 600,
  '&.active': { color: 'primary.main', boxShadow: 'inset 4px 0 0 #ffb300' },
} as const;

interface MobileMenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The full-screen menu. The Drawer is a modal: focus stays inside while it is open, Escape closes it, and focus
 * returns to the hamburger. Choosing anything closes it and folds the Academics group, so it opens fresh next time.
 */
export default function MobileMenuDrawer({ id, open, onClose }: MobileMenuDrawerProps) {
  const words = useTexts(layoutTexts);
  const [academicsOpen, setAcademicsOpen] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const groupId = useId();

  const close = () => {
    setAcademicsOpen(false);
    onClose();
  };

  const link = ({ word, to }: NavLinkData, nested = false) => (
    <li key={to}>
      <Box
        component={NavLink}
        to={to}
        onClick={close}
        sx={{ ...menuLinkSx, ...(nested && { pl: 6, fontSize: '1.125rem' }) }}
      >
        {words[word]}
      </Box>
    </li>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      transitionDuration={reducedMotion ? 0 : mobileMenuSlideMs}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': words.menu,
          sx: { width: '100%', maxWidth: '100%' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: 64 }}>
        <SchoolLogoLink onClick={close} />
        <Box
          component="button"
          type="button"
          aria-label={words.closeMenu}
          onClick={close}
          sx={[iconButtonSx(), { color: 'primary.main' }]}
        >
          <CloseIcon fontSize="large" />
        </Box>
      </Box>
      <Box component="nav" aria-label={words.mainNavigation} sx={{ flex: 1, overflowY: 'auto' }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {link(headerLinks.home)}
          {link(headerLinks.about)}
          <li>
            <Box
              component="button"
              type="button"
              aria-expanded={academicsOpen}
              aria-controls={groupId}
              onClick={() => setAcademicsOpen((wasOpen) => !wasOpen)}
              sx={{
                ...menuLinkSx,
                justifyContent: 'space-between',
                border: 0,
                bgcolor: 'transparent',
                fontFamily: 'inherit',
                fontSize: '1.25rem',
                fontWeight: 600,
                cursor: 'pointer',
              }}
            >
              {words.academics}
              {academicsOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </Box>
            <Collapse in={academicsOpen} timeout={reducedMotion ? 0 : 'auto'}>
              <Box component="ul" id={groupId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {academicsLinks.map((item) => link(item, true))}
              </Box>
            </Collapse>
          </li>
          {link(headerLinks.contact)}
          <li>
            <LanguageSwitch sx={menuLinkSx} onChoose={close} />
          </li>
        </Box>
        <Box sx={{ px: 3, pt: 2 }}>
          <LookButton
            to={headerLinks.payFee.to}
            onClick={close}
            variant="contained"
            size="large"
            sx={{ width: '100%' }}
          >
            {words[headerLinks.payFee.word]}
          </LookButton>
        </Box>
      </Box>
      <Box component="footer" sx={{ px: 3, py: 3, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {words.connectWithUs}
        </Typography>
        <SocialLinks onChoose={close} buttonSx={{ color: 'primary.main', bgcolor: 'primary.light' }} />
      </Box>
    </Drawer>
  );
}
