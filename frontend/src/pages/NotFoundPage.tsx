import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { paths } from '../lib/paths';
import { academicsLinks, layoutTexts, schoolLinks } from '../content/navigation';
import { notFoundTexts } from '../content/notFound';
import { useTexts } from '../hooks/useTexts';
import { LookButton } from '../components/LookButton';
import { underlinedLinkSx } from '../components/linkLook';
import { Link as RouterLink } from 'react-router-dom';

// The pages a lost visitor most likely wanted: the Academics links and the School column of the footer.
const suggestions = [...academicsLinks, ...schoolLinks];

/** Any address the site does not know: say so plainly and offer the way home. */
export function Component() {
  const notFoundContent = useTexts(notFoundTexts);
  const words = useTexts(layoutTexts);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 7, md: 10 }, textAlign: 'center' }}>
      <PageMeta title={notFoundContent.title} description={notFoundContent.description} noIndex canonical={false} />
      <Typography
        component="p"
        aria-hidden
        sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ my: 2 }}>
        {notFoundContent.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 4 }}>{notFoundContent.text}</Typography>
      {/* The two ways on, side by side on one row even on a phone. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        <LookButton to={paths.home} variant="contained" startIcon={<HomeIcon />}>
          {notFoundContent.homeButton}
        </LookButton>
        <LookButton to={paths.contact} variant="outlined">
          {notFoundContent.contactButton}
        </LookButton>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 6, mb: 2 }}>
        {notFoundContent.suggestionsHeading}
      </Typography>
      {/* A plain list of links in two columns: seven buttons would wrap into ragged rows on a phone. */}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' },
          justifyContent: 'center',
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {suggestions.map((link) => (
          <li key={link.to}>
            <Box
              component={RouterLink}
              to={link.to}
              sx={[underlinedLinkSx, { display: 'inline-block', py: 1, fontSize: '1.0625rem' }]}
            >
              {words[link.word]}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
