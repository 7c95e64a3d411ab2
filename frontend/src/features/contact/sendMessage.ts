/** Sends a checked contact message to office-service: POST /api/messages, JSON. */
import { contactMessages } from '../../content/contact';
import { postJson } from '../../lib/api';
import { outcomeOf, type SendOutcome } from '../../lib/sendOutcome';
import type { ContactValues } from './contactChecks';

export const messagesPath = '/api/messages';

export async function sendMessage(values: ContactValues, honeypot: string): Promise<SendOutcome> {
  const result = await postJson<{ reference?: unknown }>(messagesPath, { ...values, website: honeypot });
  return outcomeOf(result, contactMessages);
}
