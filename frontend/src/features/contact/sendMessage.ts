/** Sends a checked contact message to office-service: POST /api/messages, JSON. */
import type { NewMessageRequest } from '@school/contracts';
import type { ContactField } from '@school/contracts/contact-checks';
import type { ContactWords } from '../../content/contact';
import { postJson } from '../../lib/api';
import type { Language } from '../../lib/paths';
import { outcomeOf, type SendOutcome } from '../../lib/sendOutcome';
import { checkContact, type ContactValues } from './contactChecks';

export const messagesPath = '/api/messages';

/**
 * Sends the message with the page's language when it is not English (the parent's confirmation email is written in
 * it). The outcome in the page's words: on an English page the server's own message wins; on another the form's
 * words do, and a refused field gets the form's own check's message for it (or "please check this field").
 */
export async function sendMessage(
  values: ContactValues,
  honeypot: string,
  words: ContactWords,
  language: Language,
): Promise<SendOutcome> {
  const body: NewMessageRequest = { ...values, website: honeypot, ...(language === 'en' ? {} : { language }) };
  const result = await postJson<{ reference?: unknown }>(messagesPath, body);
  if (language === 'en') return outcomeOf(result, words.messages);
  return outcomeOf(result, words.messages, {
    preferOwnWords: true,
    fieldMessage: (field) => checkContact(values, words.checks)[field as ContactField],
  });
}
