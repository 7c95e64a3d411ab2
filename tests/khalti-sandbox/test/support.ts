/** What the sandbox's API tests share: a sandbox on 127.0.0.1 (a free port) with a clock the test moves. */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildSandbox } from '../src/app.js';

export const secretKey = 'test_secret_key_for_the_api_tests';
export const authorization = `Key ${secretKey}`;

export const initiatePayload = {
  return_url: 'http://school.test/payment-success',
  website_url: 'http://school.test/',
  amount: 150000,
  purchase_order_id: 'txn_1726567890123_k3j9x2ab',
  purchase_order_name: 'School fees: Grade 3',
};

/** Builds the sandbox for one test file; each test starts with no payments and the clock at its start. */
export function useSandbox() {
  const start = new Date('2026-04-14T04:00:00.000Z');
  const clock = { now: start };
  const app = buildSandbox({ secretKey, now: () => clock.now, logLevel: 'silent' });
  beforeAll(async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    clock.now = start;
    await request(app.server).post('/__sandbox/reset');
  });

  const http = () => request(app.server);
  const initiate = (body: object = initiatePayload) =>
    http().post('/api/v2/epayment/initiate/').set('Authorization', authorization).send(body);
  const lookup = (pidx: string) =>
    http().post('/api/v2/epayment/lookup/').set('Authorization', authorization).send({ pidx });

  /** Initiates a payment and answers its pidx and the path of its payment page. */
  const newPayment = async (body: object = initiatePayload) => {
    const response = await initiate(body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const pidx = response.body.pidx as string;
    return { pidx, pagePath: `/?pidx=${pidx}` };
  };

  /** Steps one and two of the payment page; answers the redirect after the OTP. */
  const pay = async (pidx: string, credentials = { mobile: '9800000001', mpin: '1111', otp: '987654' }) => {
    const otpPage = await http()
      .post(`/pay/${pidx}/login`)
      .type('form')
      .send({ mobile: credentials.mobile, mpin: credentials.mpin });
    expect(otpPage.status, otpPage.text).toBe(200);
    return http()
      .post(`/pay/${pidx}/otp`)
      .type('form')
      .send({ session: otpSession(otpPage.text), otp: credentials.otp });
  };

  const moveClock = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };

  return { app, http, initiate, lookup, newPayment, pay, moveClock };
}

/** The OTP page's hidden session field. */
export function otpSession(html: string): string {
  const session = /name="session" value="([0-9a-f]+)"/.exec(html)?.[1];
  expect(session, 'the OTP page names its session').toBeTruthy();
  return session!;
}

/** The query parameters of a redirect, in order. */
export function returnParameters(location: string): [string, string][] {
  return [...new URL(location).searchParams.entries()];
}
