import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';
import { headerLinks } from '../../content/navigation';
import { AcademicsDropdown } from './AcademicsDropdown';
import { navButtonSx } from './navStyles';

/** From the md breakpoint up: About, Academics, Contact and the Pay Fee button, in one row. */
export function DesktopNav() {
  return (
    <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      <li>
        <Button component={NavLink} to={headerLinks.about.to} sx={navButtonSx}>
          {headerLinks.about.label}
        </Button>
      </li>
      <li>
        <AcademicsDropdown />
      </li>
      <li>
        <Button component={NavLink} to={headerLinks.contact.to} sx={navButtonSx}>
          {headerLinks.contact.label}
        </Button>
      </li>
      <li>
        <Button component={NavLink} to={headerLinks.payFee.to} variant="contained" sx={{ ml: 1, px: 3 }}>
          {headerLinks.payFee.label}
        </Button>
      </li>
    </Box>
  );
}
