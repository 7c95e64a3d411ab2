/**
 * The eSewa app's school fees, played by the sandbox: eSewa's token payment, as the school's server sees it.
 *
 *   GET  /app           "School fees": a Student ID and "Find dues"
 *   POST /app/inquiry   asks the merchant's inquiry (GET <merchant>/inquiry/<id>) and shows its answer: the
 *                       child's initial, the class, the dues and the amount, then "eSewa MPIN" and "Pay Rs …"
 *   POST /app/pay       with MPIN 1122 (eSewa's documented test MPIN): a new transaction code, the merchant's
 *                       payment notice (POST <merchant>/payment) with the amount the inquiry gave, and "Paid" with
 *                       the merchant's reference_code (its receipt number); or the merchant's response_message
 *
 * The merchant is called with a Bearer token from its access-token endpoint (the agreed username and password);
 * on a 401 the app signs in again, once. Settings: ESEWA_TOKEN_MERCHANT_URL (the merchant's /api/esewa/token
 * base), ESEWA_TOKEN_USERNAME, ESEWA_TOKEN_PASSWORD; without them the page says the app is not set up. What an
 * inquiry answered is kept in memory under a random session, so the pay form carries no amount.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { rupeesForPeople, transactionCodes } from './esewaFormat.js';
import { appDuesPage, appMessagePage, appNotSetUpPage, appPaidPage, appStartPage } from './pages.js';

/** eSewa's documented test MPIN. */
export const TEST_MPIN = '1122';

export interface TokenMerchant {
  /** The merchant's token payment base, e.g. http://127.0.0.1:3001/api/esewa/token. */
  url: string;
  username: string;
  password: string;
}

interface Inquired {
  requestId: string;
  amount: number;
  student: string;
  className: string;
  dues: string;
  expiresAt: number;
}

interface MerchantAnswer {
  response_code?: number;
  response_message?: string;
  amount?: number;
  reference_code?: string;
  properties?: { student?: string; class?: string; dues?: string };
}

const sessionMs = 10 * 60_000;
const html = 'text/html; charset=utf-8';

/** Calls the merchant as eSewa's server does, with a Bearer token it signs in for again once on a 401. */
function merchantClient(merchant: TokenMerchant) {
  const base = merchant.url.replace(/\/+$/, '');
  let accessToken: string | undefined;

  const signIn = async (): Promise<string> => {
    const response = await fetch(`${base}/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: merchant.username, password: merchant.password }),
    });
    if (!response.ok) throw new Error(`the merchant refused the sign-in (HTTP ${response.status})`);
    const answer = (await response.json()) as { access_token?: string };
    if (!answer.access_token) throw new Error('the merchant gave no access token');
    return answer.access_token;
  };

  return async (path: string, body?: unknown): Promise<MerchantAnswer> => {
    const call = async (token: string) =>
      fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    accessToken ??= await signIn();
    let response = await call(accessToken);
    if (response.status === 401) {
      accessToken = await signIn();
      response = await call(accessToken);
    }
    if (!response.ok) throw new Error(`the merchant answered HTTP ${response.status}`);
    return (await response.json()) as MerchantAnswer;
  };
}

export function registerTokenApp(app: FastifyInstance, merchant: TokenMerchant | undefined, now = () => Date.now()) {
  const ask = merchant && merchantClient(merchant);
  const nextCode = transactionCodes();
  const sessions = new Map<string, Inquired>();
  const sessionOf = (key: string): Inquired | undefined => {
    const kept = sessions.get(key);
    if (kept && kept.expiresAt <= now()) sessions.delete(key);
    return kept && kept.expiresAt > now() ? kept : undefined;
  };
  const unreachable = (error: unknown) =>
    appMessagePage(`The school could not be reached: ${error instanceof Error ? error.message : String(error)}`);

  app.get('/app', async (_request, reply) => reply.type(html).send(ask ? appStartPage() : appNotSetUpPage()));

  app.post<{ Body: { student_id?: string } }>('/app/inquiry', async (request, reply) => {
    if (!ask) return reply.code(503).type(html).send(appNotSetUpPage());
    const requestId = (request.body?.student_id ?? '').trim();
    if (requestId === '') return reply.code(400).type(html).send(appMessagePage('Type the student ID.'));
    let answer: MerchantAnswer;
    try {
      answer = await ask(`/inquiry/${encodeURIComponent(requestId)}`);
    } catch (error) {
      return reply.code(502).type(html).send(unreachable(error));
    }
    if (answer.response_code !== 0 || typeof answer.amount !== 'number') {
      return reply.type(html).send(appMessagePage(answer.response_message ?? 'The school said no.'));
    }
    for (const [key, kept] of sessions) if (kept.expiresAt <= now()) sessions.delete(key);
    const session = randomBytes(16).toString('base64url');
    const inquired: Inquired = {
      requestId,
      amount: answer.amount,
      student: answer.properties?.student ?? '',
      className: answer.properties?.class ?? '',
      dues: answer.properties?.dues ?? '',
      expiresAt: now() + sessionMs,
    };
    sessions.set(session, inquired);
    return reply.type(html).send(appDuesPage({ session, ...inquired, amount: rupeesForPeople(inquired.amount) }));
  });

  app.post<{ Body: { session?: string; mpin?: string } }>('/app/pay', async (request, reply) => {
    if (!ask) return reply.code(503).type(html).send(appNotSetUpPage());
    const key = request.body?.session ?? '';
    const inquired = sessionOf(key);
    if (!inquired) return reply.code(400).type(html).send(appMessagePage('This session has ended. Start again.'));
    if (request.body?.mpin !== TEST_MPIN) {
      const amount = rupeesForPeople(inquired.amount);
      return reply
        .code(400)
        .type(html)
        .send(appDuesPage({ session: key, ...inquired, amount, problem: 'Wrong MPIN. The test MPIN is 1122.' }));
    }
    sessions.delete(key);
    const transactionCode = nextCode();
    let answer: MerchantAnswer;
    try {
      answer = await ask('/payment', {
        request_id: inquired.requestId,
        amount: inquired.amount,
        transaction_code: transactionCode,
      });
    } catch (error) {
      return reply.code(502).type(html).send(unreachable(error));
    }
    if (answer.response_code !== 0 || !answer.reference_code) {
      return reply.type(html).send(appMessagePage(answer.response_message ?? 'The school said no.'));
    }
    return reply.type(html).send(
      appPaidPage({
        amount: rupeesForPeople(answer.amount ?? inquired.amount),
        referenceCode: answer.reference_code,
        transactionCode,
      }),
    );
  });
}
