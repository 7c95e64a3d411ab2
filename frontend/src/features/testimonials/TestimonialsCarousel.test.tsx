import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { alumni, testimonialTexts } from '../../content/testimonials';
import { LanguageContext } from '../../lib/languageContext';
import { textsIn } from '../../lib/texts';
import { stubMatchMedia } from '../../test/browserStubs';
import { TestimonialsCarousel } from './TestimonialsCarousel';
import { carouselFadeMs, carouselIntervalMs } from './useCarousel';

const [first, second, third, fourth] = alumni.map((alumnus) => alumnus.name);

const shownName = () => screen.getByRole('group').querySelector('figcaption span')?.textContent;
const slide = () => screen.getByRole('group');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderCarousel() {
  render(<TestimonialsCarousel />);
  return screen.getByRole('region', { name: 'Alumni testimonials' });
}

describe('the testimonials carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the four alumni of the spec, all rated 5', () => {
    expect(alumni).toHaveLength(4);
    expect(alumni.every((alumnus) => alumnus.rating === 5)).toBe(true);
  });

  describe('with motion allowed', () => {
    beforeEach(() => stubMatchMedia({ reducedMotion: false }));

    it('advances every 10 s: a 300 ms fade out, then the next slide fades in', () => {
      renderCarousel();
      expect(shownName()).toBe(first);
      expect(slide()).toHaveAccessibleName('1 of 4');

      advance(carouselIntervalMs - 1);
      expect(shownName()).toBe(first);
      expect(slide().style.opacity).not.toBe('0');

      advance(1);
      // Fading out: still the first slide, on its way to transparent.
      expect(shownName()).toBe(first);
      expect(slide().style.opacity).toBe('0');

      advance(carouselFadeMs - 1);
      expect(shownName()).toBe(first);

      advance(1);
      expect(shownName()).toBe(second);
      expect(slide()).toHaveAccessibleName('2 of 4');

      advance(carouselFadeMs);
      expect(slide().style.opacity).toBe('1');

      advance(carouselIntervalMs);
      expect(shownName()).toBe(third);
      advance(carouselIntervalMs);
      expect(shownName()).toBe(fourth);
      advance(carouselIntervalMs);
      expect(shownName()).toBe(first);
    });

    it('pauses while hovered and carries on when the pointer leaves', () => {
      const carousel = renderCarousel();
      fireEvent.mouseEnter(carousel);
      advance(carouselIntervalMs * 3);
      expect(shownName()).toBe(first);

      fireEvent.mouseLeave(carousel);
      advance(carouselIntervalMs + carouselFadeMs);
      expect(shownName()).toBe(second);
    });

    it('pauses while focus is inside it', () => {
      renderCarousel();
      const next = screen.getByRole('button', { name: 'Next testimonial' });
      act(() => next.focus());
      advance(carouselIntervalMs * 3);
      expect(shownName()).toBe(first);

      act(() => next.blur());
      advance(carouselIntervalMs + carouselFadeMs);
      expect(shownName()).toBe(second);
    });

    it('moves with its previous, next and position buttons, and marks the current position', () => {
      renderCarousel();
      fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
      advance(carouselFadeMs);
      expect(shownName()).toBe(second);

      fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
      advance(carouselFadeMs);
      expect(shownName()).toBe(first);

      fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
      advance(carouselFadeMs);
      expect(shownName()).toBe(fourth);

      const third3 = screen.getByRole('button', { name: `Testimonial 3 of 4: ${third}` });
      fireEvent.click(third3);
      advance(carouselFadeMs);
      expect(shownName()).toBe(third);
      expect(third3).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('button', { name: `Testimonial 1 of 4: ${first}` })).not.toHaveAttribute('aria-current');
    });

    it('gives a slide the visitor chose its full 10 s', () => {
      renderCarousel();
      advance(carouselIntervalMs - 2000);
      fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
      advance(carouselFadeMs);
      expect(shownName()).toBe(second);
      advance(carouselIntervalMs - carouselFadeMs - 1);
      expect(shownName()).toBe(second);
      advance(1 + carouselFadeMs);
      expect(shownName()).toBe(third);
    });

    it('stops for good when the visitor presses pause, until they press play', () => {
      renderCarousel();
      fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
      advance(carouselIntervalMs * 3);
      expect(shownName()).toBe(first);

      fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
      advance(carouselIntervalMs + carouselFadeMs);
      expect(shownName()).toBe(second);
    });
  });

  describe('under reduced motion', () => {
    beforeEach(() => stubMatchMedia({ reducedMotion: true }));

    it('never advances by itself and changes slides without a fade', () => {
      renderCarousel();
      advance(carouselIntervalMs * 5);
      expect(shownName()).toBe(first);
      expect(screen.queryByRole('button', { name: /Pause testimonials/ })).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
      expect(shownName()).toBe(second);
      expect(slide().style.opacity).not.toBe('0');
    });
  });

  describe('on a Nepali page', () => {
    beforeEach(() => stubMatchMedia({ reducedMotion: false }));

    it('says everything in Nepali, with Devanagari numbers, and keeps the names as they write them', async () => {
      // Loaded before the page hydrates, as preloadTexts does.
      const words = await textsIn(testimonialTexts, 'ne');
      render(
        <LanguageContext value="ne">
          <Suspense>
            <TestimonialsCarousel />
          </Suspense>
        </LanguageContext>,
      );
      const carousel = screen.getByRole('region', { name: 'पूर्वविद्यार्थीका अनुभव' });
      expect(slide()).toHaveAccessibleName('४ मध्ये १');
      expect(carousel).toHaveTextContent(words.said.sushmita.quote);
      expect(shownName()).toBe(first);
      expect(screen.getByRole('button', { name: `अनुभव ४ मध्ये ३: ${third}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'अर्को अनुभव' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'अनुभवहरू रोक्नुहोस्' })).toBeInTheDocument();
      expect(within(slide()).getByRole('img', { name: '५ मध्ये ५ तारा' })).toBeInTheDocument();
      for (const alumnus of alumni) expect(words.said[alumnus.id].quote).toMatch(/[\u0900-\u097F]/);
    });
  });
});
