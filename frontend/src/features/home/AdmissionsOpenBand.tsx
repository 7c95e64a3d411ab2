import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Container from '@mui/material/Container';
import { paths } from '../../lib/paths';
import { homeMoreTexts } from '../../content/homeMore';
import { school } from '../../content/school';
import { LookButton } from '../../components/LookButton';
import { useTexts } from '../../hooks/useTexts';

/** Tells a prospective parent that places are open and what applying involves. */
export function AdmissionsOpenBand() {
  const { admissionsOpen } = useTexts(homeMoreTexts);
  return (
    <Box component="section" aria-labelledby="admissions-open-heading" sx={{ py: { xs: 6, md: 8 } }}>
      <Container>
        <Box
          sx={{
            bgcolor: '#fff8e1',
            border: '2px solid',
            borderColor: 'secondary.main',
            borderRadius: 4,
            p: { xs: 3, md: 6 },
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
            gap: 4,
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: '#8a5a00' }}>
              {admissionsOpen.eyebrow}
            </Typography>
            <Typography variant="h2" id="admissions-open-heading" sx={{ mb: 2 }}>
              {admissionsOpen.heading}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>{admissionsOpen.text}</Typography>
            <LookButton to={paths.admissions} variant="contained" size="large">
              {admissionsOpen.cta}
            </LookButton>
            <Typography sx={{ mt: 2 }}>
              {admissionsOpen.callPrefix}{' '}
              <Box component="a" href={school.phone.href} sx={{ fontWeight: 700, color: 'primary.main' }}>
                {school.phone.display}
              </Box>
            </Typography>
          </Box>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {admissionsOpen.steps.map((step, index) => (
              <Box component="li" key={step} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckCircleIcon sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden />
                <Typography>
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {admissionsOpen.step(index + 1)}{' '}
                  </Box>
                  {step}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
