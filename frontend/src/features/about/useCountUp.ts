import { useEffect, useState } from 'react';
import { useHydrated } from '../../hooks/useHydrated';

/** Spec: counters climb from 0 to their target in about 50 steps, one every 30 ms. */
export const countUpSteps = 50;
export const countUpStepMs = 30;

/**
 * A number that climbs from 0 to `target` once `started` turns true, or shows `target` at once under reduced
 * motion. Each step adds an equal share, so every counter lands on its target at the same moment.
 */
export function useCountUp(target: number, started: boolean, reducedMotion: boolean): number {
  const hydrated = useHydrated();
  const [step, setStep] = useState(0);
  const done = step >= countUpSteps;

  useEffect(() => {
    if (!started || reducedMotion || done) return;
    const timer = setInterval(() => setStep((current) => Math.min(current + 1, countUpSteps)), countUpStepMs);
    return () => clearInterval(timer);
  }, [started, reducedMotion, done]);

  // The pre-rendered page (and a reader without JavaScript) shows the figures themselves, not zeros.
  if (reducedMotion || !hydrated) return target;
  return Math.round((target * step) / countUpSteps);
}
