import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEnteredBeforeStart } from '../lib/enteredBeforeStart';
import { useEnteredBeforeStart, withEntered } from './useEnteredBeforeStart';

afterEach(() => {
  document.body.replaceChildren();
  recordEnteredBeforeStart(document);
});

describe('useEnteredBeforeStart', () => {
  it('hands the form, by field name, what was entered in its fields before the app started', () => {
    document.body.innerHTML = '<input id="pay-studentName" value=""><input id="pay-amount" value="">';
    (document.getElementById('pay-studentName') as HTMLInputElement).value = 'Aarav';
    recordEnteredBeforeStart(document.body);
    const adopt = vi.fn();
    renderHook(() => useEnteredBeforeStart({ studentName: 'pay-studentName', amount: 'pay-amount' }, adopt));
    expect(adopt).toHaveBeenCalledExactlyOnceWith({ studentName: 'Aarav' });
  });

  it('does not call the form when nothing was entered', () => {
    document.body.innerHTML = '<input id="pay-studentName" value="">';
    recordEnteredBeforeStart(document.body);
    const adopt = vi.fn();
    renderHook(() => useEnteredBeforeStart({ studentName: 'pay-studentName' }, adopt));
    expect(adopt).not.toHaveBeenCalled();
  });
});

describe('withEntered', () => {
  const values = { name: '', agreed: false, photo: null as File | null };

  it('puts text into text fields and ticks into boolean fields', () => {
    expect(withEntered(values, { name: 'Rekha', agreed: true })).toEqual({ name: 'Rekha', agreed: true, photo: null });
  });

  it('leaves a field whose kind does not match, and ignores names the form does not have', () => {
    expect(withEntered(values, { name: true, agreed: 'yes', photo: 'C:\\fakepath\\a.png', other: 'x' })).toEqual(
      values,
    );
  });

  it('does not change the values it was given', () => {
    withEntered(values, { name: 'Rekha' });
    expect(values.name).toBe('');
  });
});
