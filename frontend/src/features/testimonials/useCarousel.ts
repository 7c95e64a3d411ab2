import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec: a new slide every 10 s, with a 300 ms fade out and then a 300 ms fade in. */
export const carouselIntervalMs = 10_000;
export const carouselFadeMs = 300;

interface CarouselOptions {
  count: number;
  /** Hovered, focused or paused by the visitor: no automatic advance. */
  paused: boolean;
  /** Under reduced motion nothing advances by itself and slides change without a fade. */
  reducedMotion: boolean;
}

export interface CarouselState {
  index: number;
  /** False while the current slide fades out before the next one replaces it. */
  visible: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
}

/**
 * The timing of a fading carousel. The visitor's own moves restart the 10 s clock, so a slide they chose
 * is never replaced a moment later.
 */
export function useCarousel({ count, paused, reducedMotion }: CarouselOptions): CarouselState {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  // Where the carousel is going, ahead of `index` while a fade-out runs (so two quick clicks move twice).
  const targetRef = useRef(0);
  const fadeTimerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [clockStart, setClockStart] = useState(0);

  const show = useCallback(
    (requested: number) => {
      const target = ((requested % count) + count) % count;
      targetRef.current = target;
      clearTimeout(fadeTimerRef.current);
      if (reducedMotion) {
        setIndex(target);
        setVisible(true);
        return;
      }
      setVisible(false);
      fadeTimerRef.current = setTimeout(() => {
        setIndex(target);
        setVisible(true);
      }, carouselFadeMs);
    },
    [count, reducedMotion],
  );

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = setInterval(() => show(targetRef.current + 1), carouselIntervalMs);
    return () => clearInterval(timer);
  }, [paused, reducedMotion, count, show, clockStart]);

  useEffect(() => () => clearTimeout(fadeTimerRef.current), []);

  const goTo = useCallback(
    (requested: number) => {
      show(requested);
      setClockStart((restarts) => restarts + 1);
    },
    [show],
  );

  return {
    index,
    visible,
    goTo,
    next: () => goTo(targetRef.current + 1),
    previous: () => goTo(targetRef.current - 1),
  };
}
