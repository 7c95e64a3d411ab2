import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEsewaForm, formRemovalDelayMs, removeLeftoverEsewaForms, submitEsewaForm } from './esewaForm';

const serverForm =
  '<form method="POST" action="https://rc-epay.esewa.com.np/api/epay/main/v2/form" accept-charset="UTF-8">' +
  '<input type="hidden" name="amount" value="1500">' +
  '<input type="hidden" name="success_url" value="https://school.example/payment-success?a=1&amp;b=&quot;2&quot;">' +
  '<input type="hidden" name="signature" value="ab+c/d==">' +
  '</form>';

describe('the eSewa form', () => {
  let submit: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("is rebuilt from the server's HTML with its action and fields only", () => {
    const form = buildEsewaForm(`${serverForm}<script>window.hacked = true</script><img src=x onerror="alert(1)">`);
    expect(form).toBeDefined();
    expect(form!.method.toLowerCase()).toBe('post');
    expect(form!.action).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    expect(Object.fromEntries(new FormData(form!))).toEqual({
      amount: '1500',
      success_url: 'https://school.example/payment-success?a=1&b="2"',
      signature: 'ab+c/d==',
    });
    expect(form!.querySelector('script, img')).toBeNull();
  });

  it.each([
    ['no form', '<div>nothing</div>'],
    ['an empty string', ''],
    ['a javascript: action', '<form action="javascript:alert(1)"><input name="a" value="1"></form>'],
    ['a relative action', '<form action="/steal"><input name="a" value="1"></form>'],
    ['no fields', '<form action="https://esewa.example/form"></form>'],
  ])('is refused with %s', (_name, html) => {
    expect(buildEsewaForm(html)).toBeUndefined();
  });

  it('is inserted, submitted and removed after 5 seconds', () => {
    vi.useFakeTimers();
    const form = buildEsewaForm(serverForm)!;
    submitEsewaForm(form);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.body.contains(form)).toBe(true);
    vi.advanceTimersByTime(formRemovalDelayMs - 1);
    expect(document.body.contains(form)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.body.contains(form)).toBe(false);
  });

  it('can be cleaned up when the parent comes back', () => {
    const form = buildEsewaForm(serverForm)!;
    submitEsewaForm(form);
    removeLeftoverEsewaForms();
    expect(document.querySelector('form')).toBeNull();
  });
});
