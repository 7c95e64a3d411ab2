import { describe, expect, it } from 'vitest';
import { createStatusCallBudget } from './statusCallBudget.js';

describe('the status-call budget', () => {
  it('never allows more than its calls in any 60 seconds, however they are asked for', () => {
    let clock = Date.parse('2025-09-17T04:00:00.000Z');
    const budget = createStatusCallBudget(60, () => new Date(clock));
    const made: number[] = [];
    // Asked for a call every 100 ms for ten minutes, with bursts now and then.
    for (let step = 0; step < 6000; step += 1) {
      clock += 100;
      const asks = step % 500 === 0 ? 200 : 1;
      for (let i = 0; i < asks; i += 1) if (budget.take()) made.push(clock);
    }
    for (let i = 0; i < made.length; i += 1) {
      const inWindow = made.filter((time) => time >= made[i]! && time < made[i]! + 60_000).length;
      expect(inWindow).toBeLessThanOrEqual(60);
    }
    // …and it gives the whole budget: about 60 a minute over the ten minutes.
    expect(made.length).toBeGreaterThanOrEqual(600);
    expect(made.length).toBeLessThanOrEqual(660);
  });

  it('says what is left and when room comes back', () => {
    let clock = 0;
    const budget = createStatusCallBudget(3, () => new Date(clock));
    expect(budget.remaining()).toBe(3);
    budget.take();
    clock = 10_000;
    budget.take();
    budget.take();
    expect(budget.remaining()).toBe(0);
    expect(budget.take()).toBe(false);
    expect(budget.freeAt(1).getTime()).toBe(60_000);
    expect(budget.freeAt(3).getTime()).toBe(70_000);
    clock = 60_000;
    expect(budget.remaining()).toBe(1);
    expect(budget.freeAt(1).getTime()).toBe(60_000);
  });
});
