/**
 * The sandbox's HTTP side: what arrived, as JSON for tests and as one small page for a developer.
 *
 * - GET /                               a page listing the mails, newest first, each with its text
 * - GET /messages                       {messages: [summary…]} oldest first (no raw source, no attachment bytes)
 * - GET /messages/:id                   one summary
 * - GET /messages/:id/raw               the mail as received (message/rfc822)
 * - GET /messages/:id/attachments/:n    the n-th attachment's bytes (from 0)
 * - DELETE /messages                    forgets every mail (204)
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { summary, type Mailbox, type ReceivedMail } from './mailbox.js';
import { mailboxPage } from './page.js';

export function buildMailboxApi(mailbox: Mailbox): FastifyInstance {
  const app = Fastify({ logger: false });
  const mailById = (id: string): ReceivedMail | undefined =>
    /^[0-9]{1,9}$/.test(id) ? mailbox.find(Number(id)) : undefined;
  const notFound = { message: 'There is no mail with that id.' };

  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(mailboxPage(mailbox.all().reverse())),
  );
  app.get('/messages', async () => ({ messages: mailbox.all().map(summary) }));
  app.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const mail = mailById(request.params.id);
    return mail ? summary(mail) : reply.code(404).send(notFound);
  });
  app.get<{ Params: { id: string } }>('/messages/:id/raw', async (request, reply) => {
    const mail = mailById(request.params.id);
    return mail ? reply.type('message/rfc822').send(mail.raw) : reply.code(404).send(notFound);
  });
  app.get<{ Params: { id: string; index: string } }>('/messages/:id/attachments/:index', async (request, reply) => {
    const attachment = mailById(request.params.id)?.attachments[Number(request.params.index)];
    if (!attachment) return reply.code(404).send({ message: 'There is no such attachment.' });
    return reply.type(attachment.contentType).send(attachment.content);
  });
  app.delete('/messages', async (_request, reply) => {
    mailbox.clear();
    return reply.code(204).send();
  });
  return app;
}
