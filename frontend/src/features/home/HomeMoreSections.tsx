import { PageSection } from '../../app/PageSection';
import { beyondTheClassroom, campusLife, levels, testimonialsSection } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import { TestimonialsCarousel } from '../testimonials/TestimonialsCarousel';
import { AdmissionsOpenBand } from './AdmissionsOpenBand';
import { ClosingCta } from './ClosingCta';
import { FeatureCards } from './FeatureCards';
import { featureIcons } from './featureIcons';

/** Everything on the home page below the first screen, in its own chunk (see HomePage). */
export default function HomeMoreSections() {
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
        <TestimonialsCarousel testimonials={testimonials} label="Alumni testimonials" />
      </PageSection>
      <ClosingCta />
    </>
  );
}
