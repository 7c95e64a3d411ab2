import Box from '@mui/material/Box';
import { NavLink } from 'react-router-dom';
import { containedButtonSx, textButtonSx } from '../../components/buttonLook';
import { headerLinks, layoutTexts } from '../../content/navigation';
import { useTexts } from '../../hooks/useTexts';
import { AcademicsDropdown } from './AcademicsDropdown';
import { LanguageSwitch } from './LanguageSwitch';
import { navButtonSx } from './navStyles';

/** From the md breakpoint up: About, Academics, Contact, the language switch and the Pay Fee button, in one row. */
export function DesktopNav() {
  const words = useTexts(layoutTexts);
  return (
    <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      <li>
        <Box component={NavLink} to={headerLinks.about.to} sx={[textButtonSx(), navButtonSx]}>
          {words[headerLinks.about.word]}
        </Box>
      </li>
      <li>
        <AcademicsDropdown />
      </li>
      <li>
        <Box component={NavLink} to={headerLinks.contact.to} sx={[textButtonSx(), navButtonSx]}>
          {words[headerLinks.contact.word]}
        </Box>
      </li>
      <li>
        <LanguageSwitch sx={[textButtonSx(), navButtonSx]} />
      </li>
      <li>
        <Box component={NavLink} to={headerLinks.payFee.to} sx={[containedButtonSx(), { ml: 1, px: 3 }]}>
          {words[headerLinks.payFee.word]}
        </Box>
      </li>
    </Box>
  );
}
