import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import logo from '../assets/logo.svg';
import { schoolTexts } from '../content/school';
import { useTexts } from '../hooks/useTexts';
import { paths } from '../lib/paths';

/** The school's emblem and name, linking home. */
export function SchoolLogoLink({ onClick }: { onClick?: () => void }) {
  const school = useTexts(schoolTexts);
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'primary.main',
        textDecoration: 'none',
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      <img src={logo} alt="" width={44} height={44} style={{ flexShrink: 0 }} />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.15, minWidth: 0 }}>
        <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: '1.05rem', sm: '1.2rem' } }}>
          {school.shortName}
        </Box>
        <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary', fontWeight: 600 }}>
          {school.logoSubtitle}
        </Box>
      </Box>
    </Box>
  );
}
