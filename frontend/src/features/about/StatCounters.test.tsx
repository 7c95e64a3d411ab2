import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stats, statsTexts } from '../../content/about';
import { LanguageContext } from '../../lib/languageContext';
import { textsIn } from '../../lib/texts';
import { stubMatchMedia } from '../../test/browserStubs';
import { StatCounters } from './StatCounters';
import { countUpStepMs, countUpSteps } from './useCountUp';

const shown = (shownStats = stats) => shownStats.map((stat) => screen.getByTestId(`counter-${stat.label}`).textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A stand-in IntersectionObserver that the test scrolls into view by hand. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return () =>
    act(() => {
      for (const callback of callbacks) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    });
}

describe('the about page counters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are the spec’s 15+ teachers, 100% satisfaction and 200+ students', () => {
    expect(stats.map((stat) => [stat.value, stat.suffix, stat.label])).toEqual([
      [15, '+', 'Qualified teachers'],
      [100, '%', 'Parent satisfaction'],
      [200, '+', 'Students enrolled'],
    ]);
  });

  it('wait at 0 until they scroll into view, then count up in 50 steps of 30 ms to their targets', () => {
    stubMatchMedia();
    const scrollIntoView = stubIntersectionObserver();
    render(<StatCounters stats={stats} />);
    advance(5000);
    expect(shown()).toEqual(['0+', '0%', '0+']);

    scrollIntoView();
    advance(countUpStepMs * (countUpSteps / 2));
    expect(shown()).toEqual(['8+', '50%', '100+']);

    advance(countUpStepMs * (countUpSteps / 2 - 1));
    expect(shown()).toEqual(['15+', '98%', '196+']);

    advance(countUpStepMs);
    expect(shown()).toEqual(['15+', '100%', '200+']);
    advance(5000);
    expect(shown()).toEqual(['15+', '100%', '200+']);
  });

  it('give screen readers the final figures only', () => {
    stubMatchMedia();
    stubIntersectionObserver();
    render(<StatCounters stats={stats} />);
    expect(screen.getByText('Qualified teachers').parentElement).toHaveTextContent('15+');
    expect(screen.getByTestId('counter-Qualified teachers')).toHaveAttribute('aria-hidden', 'true');
  });

  it('show their final values at once under reduced motion', () => {
    stubMatchMedia({ reducedMotion: true });
    stubIntersectionObserver();
    render(<StatCounters stats={stats} />);
    expect(shown()).toEqual(['15+', '100%', '200+']);
  });

  it("write Devanagari digits and school.yml's Nepali labels on a Nepali page", async () => {
    const nepaliStats = await textsIn(statsTexts, 'ne');
    stubMatchMedia({ reducedMotion: true });
    stubIntersectionObserver();
    render(
      <LanguageContext value="ne">
        <StatCounters stats={nepaliStats} />
      </LanguageContext>,
    );
    expect(shown(nepaliStats)).toEqual(['१५+', '१००%', '२००+']);
    expect(screen.getByText('योग्य शिक्षक').parentElement).toHaveTextContent('१५+');
    expect(screen.getByText('अभिभावकको सन्तुष्टि')).toBeInTheDocument();
    expect(screen.getByText('भर्ना भएका विद्यार्थी')).toBeInTheDocument();
  });
});
