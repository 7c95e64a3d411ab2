import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';
import { homeMoreTexts } from '../../content/homeMore';
import { LookButton } from '../../components/LookButton';
import { useTexts } from '../../hooks/useTexts';
import { contentGutter, contentMaxWidth } from '../../components/contentMaxWidth';

/** The home page's last word: apply, or get in touch. */
export function ClosingCta() {
  const { closingCta } = useTexts(homeMoreTexts);
  return (
    <Box
      component="section"
      aria-labelledby="closing-cta-heading"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #0d47a1 0%, #082f6b 100%)',
        py: { xs: 7, md: 10 },
        textAlign: 'center',
      }}
    >
      {/* The grid's column, with its text centred in it. */}
      <Box sx={{ maxWidth: contentMaxWidth, mx: 'auto', px: contentGutter }}>
        <Typography variant="h2" id="closing-cta-heading" sx={{ maxWidth: 760, mx: 'auto', mb: 2 }}>
          {closingCta.heading}
        </Typography>
        <Typography sx={{ color: 'grey.100', maxWidth: 600, mx: 'auto', mb: 4, fontSize: '1.125rem' }}>
          {closingCta.text}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            justifyContent: 'center',
            alignItems: 'center',
          }}
        >
          <LookButton to={paths.admissions} variant="contained" color="secondary" size="large" sx={{ px: 4 }}>
            {closingCta.primary}
          </LookButton>
          <LookButton
            to={paths.contact}
            variant="outlined"
            size="large"
            sx={{
              px: 4,
              color: 'common.white',
              borderColor: 'common.white',
              '&:hover': { borderColor: 'secondary.main', bgcolor: 'rgba(255,255,255,0.08)' },
            }}
          >
            {closingCta.secondary}
          </LookButton>
        </Box>
      </Box>
    </Box>
  );
}
