import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { containedButtonSx } from '../../components/buttonLook';
import { contentGutter, contentMaxWidth } from '../../components/contentMaxWidth';
import { heroImage, homeTexts } from '../../content/home';
import { useTexts } from '../../hooks/useTexts';
import { KeepTogether } from '../../components/KeepTogether';

/** The first thing a visitor sees: who we are, the tagline, and the way to learn more. */
export function HeroSection() {
  const { hero } = useTexts(homeTexts);
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #082f6b 0%, #0d47a1 60%, #1565c0 100%)',
      }}
    >
      <Box
        sx={{
          maxWidth: contentMaxWidth,
          mx: 'auto',
          px: contentGutter,
          py: { xs: 6, md: 10 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            {hero.eyebrow}
          </Typography>
          <Typography variant="h1" id="hero-heading" sx={{ my: 2 }}>
            {hero.heading}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.0625rem', md: '1.25rem' }, color: 'grey.100', maxWidth: 560, mb: 4 }}>
            <KeepTogether>{hero.text}</KeepTogether>
          </Typography>
          <Box
            component={RouterLink}
            to={paths.about}
            sx={[containedButtonSx('secondary', 'large'), { px: 4, py: 1.5, fontSize: '1.0625rem' }]}
          >
            {hero.cta}
            <span className="button-end-icon">
              <ArrowForwardIcon />
            </span>
          </Box>
        </Box>
        <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: { xs: 420, md: 560 } }}>
          <img
            src={heroImage.src}
            alt={hero.imageAlt}
            width={heroImage.width}
            height={heroImage.height}
            fetchPriority="high"
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
        </Box>
      </Box>
    </Box>
  );
}
