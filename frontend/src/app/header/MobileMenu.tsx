import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { layoutTexts } from '../../content/navigation';
import { useTexts } from '../../hooks/useTexts';
import { lazy, Suspense, useId, useState } from 'react';
import { iconButtonSx } from '../../components/buttonLook';

// The menu's code arrives when it is first wanted, not with every page: most visitors never open it.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** Below the md breakpoint: the hamburger that opens the full-screen menu. */
export function MobileMenu() {
  const words = useTexts(layoutTexts);
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so it can slide out again.
  const [wanted, setWanted] = useState(false);
  const menuId = useId();

  return (
    <>
      <Box
        component="button"
        type="button"
        aria-label={words.openMenu}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // A finger on the button or a hover starts the download before the click lands.
        onPointerEnter={() => void loadDrawer()}
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={[iconButtonSx({ edgeEnd: true }), { color: 'primary.main' }]}
      >
        <MenuIcon fontSize="large" />
      </Box>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={menuId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
