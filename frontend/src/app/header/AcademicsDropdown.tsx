import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { textButtonSx } from '../../components/buttonLook';
import { academicsLinks, layoutTexts } from '../../content/navigation';
import { useTexts } from '../../hooks/useTexts';
import { usePrefersReducedMotion } from '../../lib/reducedMotion';
import { navButtonSx } from './navStyles';

/** Spec: the dropdown opens and closes in 0.2 s. */
export const dropdownAnimationMs = 200;

/**
 * The desktop Academics dropdown, built as a disclosure (a button that shows a list of links), the pattern
 * recommended for site navigation. It opens on click and closes on a click outside, on choosing a link, when
 * focus leaves it, or on Escape, which also puts focus back on the button.
 */
export function AcademicsDropdown() {
  const words = useTexts(layoutTexts);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const { pathname } = useLocation();
  const holdsCurrentPage = academicsLinks.some((link) => link.to === pathname);

  // A click or tap anywhere outside closes the list.
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  return (
    <Box
      ref={rootRef}
      sx={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Tabbing past the last link closes the list, as a click outside would.
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}
    >
      <Box
        component="button"
        type="button"
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        sx={[textButtonSx(), navButtonSx]}
        className={holdsCurrentPage ? 'active' : undefined}
      >
        {words.academics}
        <span className="button-end-icon">
          <ExpandMoreIcon
            sx={{ transition: reducedMotion ? 'none' : 'transform 0.2s', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </span>
      </Box>
      {/* Closed, the list is hidden (visibility), out of reach of keyboard and screen readers. A CSS transition
          fades it in and out, so no animation library ships with every page. */}
      <Box
        id={panelId}
        style={{ visibility: open ? 'visible' : 'hidden', opacity: open ? 1 : 0 }}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          mt: 1,
          minWidth: 220,
          py: 1,
          bgcolor: 'background.paper',
          borderRadius: 2,
          boxShadow: 6,
          transform: open ? 'none' : 'translateY(-6px)',
          // Visibility flips at once on opening (so the links can take focus straight away) and only after the
          // fade on closing.
          transition: reducedMotion
            ? 'none'
            : `opacity ${dropdownAnimationMs}ms, transform ${dropdownAnimationMs}ms, visibility 0s linear ${open ? 0 : dropdownAnimationMs}ms`,
        }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {academicsLinks.map((link) => (
            <li key={link.to}>
              <Box
                component={NavLink}
                to={link.to}
                onClick={() => setOpen(false)}
                sx={{
                  display: 'block',
                  px: 2.5,
                  py: 1.25,
                  color: 'text.primary',
                  textDecoration: 'none',
                  fontWeight: 600,
                  '&:hover': { bgcolor: 'primary.light', color: 'primary.main' },
                  '&.active': { color: 'primary.main', bgcolor: 'primary.light' },
                }}
              >
                {words[link.word]}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
