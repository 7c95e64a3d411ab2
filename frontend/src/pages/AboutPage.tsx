import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { PageSection } from '../components/PageSection';
import { contentGutter, contentMaxWidth } from '../components/contentMaxWidth';
import { aboutTexts, statsTexts } from '../content/about';
import { useTexts } from '../hooks/useTexts';
import { leadershipTexts } from '../content/leadership';
import { LeadershipCards } from '../features/about/LeadershipCards';
import { StatCounters } from '../features/about/StatCounters';
import { TestimonialsCarousel } from '../features/testimonials/TestimonialsCarousel';
import { KeepTogether } from '../components/KeepTogether';

/** About (/about): who we are, in figures, in purpose, and in the people who lead the school. */
export function Component() {
  const words = useTexts(aboutTexts);
  const { intro: aboutIntro, leadershipSection } = words;
  const stats = useTexts(statsTexts);
  const leadership = useTexts(leadershipTexts);
  return (
    <>
      <PageMeta title={words.meta.title} description={words.meta.description} />
      <Box component="section" aria-labelledby="about-heading" sx={{ bgcolor: 'primary.main', color: 'common.white' }}>
        <Box sx={{ maxWidth: contentMaxWidth, mx: 'auto', px: contentGutter, py: { xs: 6, md: 9 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            {aboutIntro.eyebrow}
          </Typography>
          <Typography variant="h1" id="about-heading" sx={{ my: 2, maxWidth: 800 }}>
            {aboutIntro.heading}
          </Typography>
          <Typography sx={{ color: 'grey.100', fontSize: '1.125rem', maxWidth: 760 }}>
            <KeepTogether>{aboutIntro.text}</KeepTogether>
          </Typography>
        </Box>
      </Box>
      <Box
        component="section"
        aria-label={words.statsLabel}
        sx={{ maxWidth: contentMaxWidth, mx: 'auto', px: contentGutter, py: { xs: 5, md: 7 } }}
      >
        <StatCounters stats={stats} />
      </Box>
      <PageSection heading={words.missionAndVisionHeading} tone="tint">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {words.missionAndVision.map((item) => (
            <Box
              key={item.title}
              sx={{
                p: { xs: 3, md: 4 },
                borderRadius: 3,
                bgcolor: 'background.paper',
                borderTop: '4px solid',
                borderColor: 'secondary.main',
              }}
            >
              <Typography variant="h3" sx={{ mb: 1.5 }}>
                {item.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: '1.0625rem' }}>{item.text}</Typography>
            </Box>
          ))}
        </Box>
      </PageSection>
      <PageSection heading={leadershipSection.heading} intro={leadershipSection.text}>
        <LeadershipCards members={leadership} />
      </PageSection>
      <PageSection heading={words.testimonialsHeading} tone="tint">
        <TestimonialsCarousel />
      </PageSection>
    </>
  );
}
