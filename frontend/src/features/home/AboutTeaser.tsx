import Diversity3Icon from '@mui/icons-material/Diversity3';
import SpaIcon from '@mui/icons-material/Spa';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { outlinedButtonSx } from '../../components/buttonLook';
import { homeTexts } from '../../content/home';
import { useTexts } from '../../hooks/useTexts';
import { FeatureCards } from './FeatureCards';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { contentGutter, contentMaxWidth } from '../../components/contentMaxWidth';

const teaserIcons = { growth: SpaIcon, inclusion: Diversity3Icon };

/** "Where Young Minds Grow and Flourish": a few words about the school and a way to the about page. */
export function AboutTeaser() {
  const { aboutTeaser } = useTexts(homeTexts);
  return (
    <Box component="section" aria-labelledby="about-teaser-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Box sx={{ maxWidth: contentMaxWidth, mx: 'auto', px: contentGutter }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' },
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
              {aboutTeaser.eyebrow}
            </Typography>
            <Typography variant="h2" id="about-teaser-heading" sx={{ mb: 2 }}>
              {aboutTeaser.heading}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3, fontSize: '1.0625rem' }}>{aboutTeaser.text}</Typography>
            <Box component={RouterLink} to={paths.about} sx={[outlinedButtonSx('primary', 'large')]}>
              {aboutTeaser.cta}
              <Box component="span" sx={visuallyHiddenSx}>
                {aboutTeaser.ctaContext}
              </Box>
            </Box>
          </Box>
          <FeatureCards cards={aboutTeaser.cards} icons={teaserIcons} columns={2} />
        </Box>
      </Box>
    </Box>
  );
}
