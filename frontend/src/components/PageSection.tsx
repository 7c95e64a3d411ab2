import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import Container from '@mui/material/Container';
import { useId, type ReactNode } from 'react';
import { KeepTogether } from './KeepTogether';

interface PageSectionProps {
  heading: string;
  eyebrow?: string;
  intro?: string;
  /** Background of the full-width band. */
  tone?: 'plain' | 'tint' | 'dark';
  align?: 'left' | 'center';
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

const tones = {
  plain: { bgcolor: 'background.default', color: 'text.primary' },
  tint: { bgcolor: '#f4f7fc', color: 'text.primary' },
  dark: { bgcolor: 'primary.main', color: 'common.white' },
};

/** A full-width band of a page with its h2 heading; the section is named by that heading. */
export function PageSection({
  heading,
  eyebrow,
  intro,
  tone = 'plain',
  align = 'center',
  children,
  sx,
}: PageSectionProps) {
  const headingId = useId();
  const dark = tone === 'dark';
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[{ py: { xs: 6, md: 9 }, ...tones[tone] }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Container>
        <Box
          sx={{
            textAlign: align,
            maxWidth: align === 'center' ? 760 : 'none',
            mx: align === 'center' ? 'auto' : 0,
            mb: children ? { xs: 4, md: 5 } : 0,
          }}
        >
          {eyebrow ? (
            <Typography variant="overline" component="p" sx={{ color: dark ? 'secondary.main' : 'primary.main' }}>
              {eyebrow}
            </Typography>
          ) : null}
          <Typography variant="h2" id={headingId} sx={{ mb: intro ? 2 : 0 }}>
            <KeepTogether>{heading}</KeepTogether>
          </Typography>
          {intro ? (
            <Typography sx={{ color: dark ? 'grey.100' : 'text.secondary', fontSize: '1.0625rem' }}>
              <KeepTogether>{intro}</KeepTogether>
            </Typography>
          ) : null}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
