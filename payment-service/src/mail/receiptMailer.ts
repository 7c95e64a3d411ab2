/**
 * Hands waiting receipt emails (receiptMails.ts) to the office outbox: POST /internal/receipt-mail on office-service
 * (OFFICE_SERVICE_URL), which reads the receipt by its token and mails it once. 202: handed. 400 or 404: refused,
 * retrying cannot help (a warning line). Anything else, or office-service unreachable: tried again after a wait
 * doubling from 30 seconds up to an hour, for as long as it takes: the row stays until office-service takes it.
 * Log lines carry the transaction id only, never the address.
 */
import type { BaseLogger } from 'pino';
import type { ReceiptMails, WaitingReceiptMail } from './receiptMails.js';

export const receiptMailerPolicy = {
  /** The longest sleep between runs. */
  idleMs: 60_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  batchSize: 20,
  timeoutMs: 5_000,
};

export interface ReceiptMailer {
  start(): void;
  /** A payment with a receipt address completed: hand it over now rather than at the next run. */
  wake(): void;
  /** One pass over what is due (tests call it). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export interface ReceiptMailerDeps {
  mails: ReceiptMails;
  officeServiceUrl: string;
  now: () => Date;
  logger: Pick<BaseLogger, 'info' | 'warn'>;
  policy?: Partial<typeof receiptMailerPolicy>;
}

export function createReceiptMailer(deps: ReceiptMailerDeps): ReceiptMailer {
  const policy = { ...receiptMailerPolicy, ...deps.policy };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const handOver = async (mail: WaitingReceiptMail): Promise<void> => {
    const now = deps.now();
    let status: number | undefined;
    try {
      const answer = await fetch(`${deps.officeServiceUrl}/internal/receipt-mail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: mail.receiptToken, to: mail.to, language: mail.language }),
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      status = answer.status;
      await answer.body?.cancel();
    } catch {
      status = undefined;
    }
    if (status === 202) {
      deps.mails.handed(mail.transactionId, now);
      deps.logger.info({ transactionId: mail.transactionId }, 'receipt email handed to the office outbox');
    } else if (status === 400 || status === 404) {
      deps.mails.refused(mail.transactionId, now);
      deps.logger.warn({ transactionId: mail.transactionId, status }, 'receipt email refused by office-service');
    } else {
      const wait = Math.min(policy.firstRetryMs * 2 ** mail.attempts, policy.maxRetryMs);
      deps.mails.retryAt(mail.transactionId, new Date(now.getTime() + wait), now);
      deps.logger.warn(
        { transactionId: mail.transactionId, status: status ?? 'unreachable', retryInSeconds: wait / 1000 },
        'receipt email not handed over yet',
      );
    }
  };

  const runOnce = async (): Promise<void> => {
    for (const mail of deps.mails.dueAt(deps.now(), policy.batchSize)) await handOver(mail);
  };

  const plan = () => {
    if (stopped) return;
    clearTimeout(timer);
    const next = deps.mails.nextDueAt();
    const delay = next ? Math.max(0, Math.min(next.getTime() - deps.now().getTime(), policy.idleMs)) : policy.idleMs;
    timer = setTimeout(run, delay);
    timer.unref();
  };

  function run() {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'receipt mailer pass failed'))
      .finally(() => {
        running = undefined;
        plan();
      });
  }

  return {
    start() {
      stopped = false;
      plan();
    },
    wake() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(run, 0);
      timer.unref();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
