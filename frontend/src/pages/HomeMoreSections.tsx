import { PageSection } from '../components/PageSection';
import { homeMoreTexts } from '../content/homeMore';
import { AdmissionsOpenBand } from '../features/home/AdmissionsOpenBand';
import { ClosingCta } from '../features/home/ClosingCta';
import { FeatureCards } from '../features/home/FeatureCards';
import { featureIcons } from '../features/home/featureIcons';
import { TestimonialsCarousel } from '../features/testimonials/TestimonialsCarousel';
import { useTexts } from '../hooks/useTexts';

/**
 * Everything on the home page below the first screen, in its own chunk (see HomePage). Not a route: it lives
 * with the pages because it joins two features, the home sections and the alumni testimonials.
 */
export default function HomeMoreSections() {
  const { levels, campusLife, beyondTheClassroom, testimonialsSection } = useTexts(homeMoreTexts);
  return (
    <>
      <PageSection heading={levels.heading} intro={levels.text} tone="tint">
        <FeatureCards cards={levels.cards} icons={featureIcons} />
      </PageSection>
      <PageSection heading={campusLife.heading} intro={campusLife.text}>
        <FeatureCards cards={campusLife.cards} icons={featureIcons} columns={4} />
      </PageSection>
      <PageSection heading={beyondTheClassroom.heading} intro={beyondTheClassroom.text} tone="tint">
        <FeatureCards cards={beyondTheClassroom.cards} icons={featureIcons} />
      </PageSection>
      <AdmissionsOpenBand />
      <PageSection heading={testimonialsSection.heading} eyebrow={testimonialsSection.eyebrow} tone="tint">
        <TestimonialsCarousel />
      </PageSection>
      <ClosingCta />
    </>
  );
}
