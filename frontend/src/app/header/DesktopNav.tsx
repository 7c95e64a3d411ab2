import Box from '@mui/material/Box';
import { NavLink } from 'react-router-dom';
import { containedButtonSx, textButtonSx } from '../../components/buttonLook';
import { headerLinks } from '../../content/navigation';
import { AcademicsDropdown } from './AcademicsDropdown';
import { navButtonSx } from './navStyles';

/** From the md breakpoint up: About, Academics, Contact and the Pay Fee button, in one row. */
export function DesktopNav() {
  return (
    <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      <li>
        <Box component={NavLink} to={headerLinks.about.to} sx={[textButtonSx(), navButtonSx]}>
          {headerLinks.about.label}
        </Box>
      </li>
      <li>
        <AcademicsDropdown />
      </li>
      <li>
        <Box component={NavLink} to={headerLinks.contact.to} sx={[textButtonSx(), navButtonSx]}>
          {headerLinks.contact.label}
        </Box>
      </li>
      <li>
        <Box component={NavLink} to={headerLinks.payFee.to} sx={[containedButtonSx(), { ml: 1, px: 3 }]}>
          {headerLinks.payFee.label}
        </Box>
      </li>
    </Box>
  );
}
