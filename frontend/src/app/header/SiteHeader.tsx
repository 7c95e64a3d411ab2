import Box from '@mui/material/Box';
import { layoutTexts } from '../../content/navigation';
import { useTexts } from '../../hooks/useTexts';
import { SchoolLogoLink } from '../SchoolLogoLink';
import { contentGutter, contentMaxWidth } from '../../components/contentMaxWidth';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { ScrollTopPlace } from '../scroll/ScrollTopPlace';

/** The sticky header of every page: desktop navigation from md up, the hamburger menu below, and the way back up. */
export function SiteHeader() {
  const words = useTexts(layoutTexts);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="nav"
        aria-label={words.mainNavigation}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          maxWidth: contentMaxWidth,
          mx: 'auto',
          px: contentGutter,
          minHeight: { xs: 64, md: 72 },
        }}
      >
        <SchoolLogoLink />
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <DesktopNav />
        </Box>
        <ScrollTopPlace />
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <MobileMenu />
        </Box>
      </Box>
    </Box>
  );
}
