/**
 * POST /api/messages {name, phone, email, message, agreed, website, language?} → 201 {reference}
 *
 * The contact form. The fields pass the rules the site's form uses (contracts' checkContact) and the service
 * kit's rule for names and texts (no control characters, no direction overrides); a refusal is 400 {message,
 * fields} with one message per field. The message and its emails are stored in one transaction; the sender
 * mails them in the background. `language` (the page's, 'en' when left out) is the parent's confirmation's.
 *
 * The honeypot (`website`, a field people never see): when filled, the answer is a 201 that looks like any other,
 * and nothing is stored or mailed. A bot that got a 400 would learn to leave the field empty; one that gets a
 * 201 has no reason to change, and a person never fills a field they cannot see.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkContact, phoneAsKept, type ContactFieldErrors } from '@school/contracts/contact-checks';
import { FieldErrorsAnswer, MessageAcceptedAnswer, NewMessageRequest } from '@school/contracts';
import { checkName, checkText } from '@school/service-kit';
import { messages } from '../errors.js';
import type { MessageStore, NewContactMessage } from '../messages/messageStore.js';
import { newReference } from '../messages/reference.js';

export const postMessageSchema = {
  body: NewMessageRequest,
  response: { 201: MessageAcceptedAnswer, 400: FieldErrorsAnswer },
};

export interface PostMessageRouteOptions {
  store: MessageStore;
  messagesPerHour: number;
  /** Called after a message is stored: its emails are waiting. */
  queued: () => void;
  now: () => Date;
}

/**
 * The shared rules, then the kit's rule for what may be in a name and a text. Values are stored trimmed, and a phone
 * typed in Devanagari digits with ASCII ones (phoneAsKept).
 */
function checkedMessage(body: NewMessageRequest): { fields: ContactFieldErrors } | { message: NewContactMessage } {
  const fields = checkContact(body);
  const name = checkName(body.name, 'Your name');
  if (!fields.name && !name.ok) fields.name = name.message;
  const text = checkText(body.message, 'Your message');
  if (!fields.message && !text.ok) fields.message = text.message;
  if (Object.keys(fields).length > 0 || !name.ok || !text.ok) return { fields };
  return {
    message: {
      name: name.value.trim(),
      phone: phoneAsKept(body.phone),
      email: body.email.trim(),
      message: text.value.trim(),
    },
  };
}

export const postMessageRoute: FastifyPluginAsyncTypebox<PostMessageRouteOptions> = async (app, options) => {
  app.post(
    '/api/messages',
    {
      schema: postMessageSchema,
      config: { rateLimit: { max: options.messagesPerHour, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      if (request.body.website) {
        request.log.info({ honeypot: true }, 'message ignored: the hidden field was filled');
        return reply.code(201).send({ reference: newReference('M') });
      }
      const checked = checkedMessage(request.body);
      if ('fields' in checked) {
        return reply.code(400).send({ message: messages.fieldsSummary, fields: checked.fields });
      }
      const reference = options.store.add(checked.message, options.now(), request.body.language);
      // The reference only: what a parent wrote never reaches the logs.
      request.log.info({ reference }, 'message stored');
      options.queued();
      return reply.code(201).send({ reference });
    },
  );
};
