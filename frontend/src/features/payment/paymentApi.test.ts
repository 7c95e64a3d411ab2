import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentTexts } from '../../content/payment';
import { initiateFailureMessage, initiatePayment, reportPaymentStatus, type ApiFailure } from './paymentApi';

const request = { studentName: 'Sita', className: 'Grade 3' as const, parentName: 'Ram', amount: 1500 };

function answerWith(status: number, body: unknown) {
  return vi.fn(
    async (_path: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('the payment API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the page's language only when it is not English, the service's default", async () => {
    const fetchMock = answerWith(200, { form: '<form></form>', transactionId: 'txn_1_a' });
    vi.stubGlobal('fetch', fetchMock);
    await initiatePayment(request, 'txn_1726567890123_k3j9x2ab');
    await initiatePayment(request, 'txn_1726567890123_k3j9x2ab', 'en');
    await initiatePayment(request, 'txn_1726567890123_k3j9x2ab', 'ne');
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);
    expect(bodies[0]).not.toHaveProperty('language');
    expect(bodies[1]).not.toHaveProperty('language');
    expect(bodies[2]).toEqual({ ...request, transactionId: 'txn_1726567890123_k3j9x2ab', language: 'ne' });
  });

  it("says why starting a payment failed in the server's words on an English page, as before", () => {
    const words = paymentTexts.en.initiateFailures;
    const said = (result: ApiFailure) => initiateFailureMessage(result, words);
    expect(said({ ok: false, status: 400, message: 'Amount must not be more than Rs. 5,00,000.' })).toBe(
      'Amount must not be more than Rs. 5,00,000.',
    );
    expect(said({ ok: false, status: 429, message: 'Too many payments.', retryAfterSeconds: 60 })).toBe(
      'Too many payments.',
    );
    expect(said({ ok: false, status: 0 })).toBe('Failed to initiate payment. Please try again.');
    expect(said({ ok: false, status: 502 })).toBe('Failed to initiate payment. Please try again.');
  });

  it("says it in the page's own words by kind with preferOwnWords, never the server's English", async () => {
    const words = (await paymentTexts.load('ne')).initiateFailures;
    const said = (result: ApiFailure) => initiateFailureMessage(result, words, { preferOwnWords: true });
    const message = 'An English message';
    expect(said({ ok: false, status: 0 })).toBe(words.offline);
    expect(said({ ok: false, status: 400, message })).toBe(words.refused);
    expect(said({ ok: false, status: 409, message })).toBe(words.conflict);
    expect(said({ ok: false, status: 429, message, retryAfterSeconds: 1500 })).toBe(
      'पछिल्लो एक घण्टामा धेरै भुक्तानी सुरु गरिए। कृपया करिब २५ मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    );
    expect(said({ ok: false, status: 429, message, retryAfterSeconds: 5 })).toContain('करिब १ मिनेटपछि');
    expect(said({ ok: false, status: 429, message })).toContain('केही समयपछि');
    for (const status of [502, 503, 504]) expect(said({ ok: false, status, message })).toBe(words.unavailable);
    for (const status of [404, 413, 500]) expect(said({ ok: false, status, message })).toBe(words.failed);
  });

  it("keeps a status answer's note on an English page and puts the page's own words in its place otherwise", async () => {
    const note = 'eSewa could not be reached to confirm the payment.';
    vi.stubGlobal('fetch', answerWith(200, { status: 'PENDING', message: note }));
    const english = await reportPaymentStatus('txn_1726567890123_k3j9x2ab', 'SUCCESS');
    expect(english).toEqual({ ok: true, status: 200, data: { status: 'PENDING', message: note } });

    const words = (await paymentTexts.load('ne')).success;
    const own = { preferOwnWords: true, words };
    const nepali = await reportPaymentStatus('txn_1726567890123_k3j9x2ab', 'SUCCESS', undefined, own);
    expect(nepali).toEqual({ ok: true, status: 200, data: { status: 'PENDING', message: words.esewaUnreachable } });

    vi.stubGlobal('fetch', answerWith(200, { status: 'PENDING' }));
    expect(await reportPaymentStatus('txn_1726567890123_k3j9x2ab', 'SUCCESS', undefined, own)).toEqual({
      ok: true,
      status: 200,
      data: { status: 'PENDING' },
    });
  });
});
