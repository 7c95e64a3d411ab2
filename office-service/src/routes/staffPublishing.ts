/**
 * Putting the site live from the console (admin and office), through the publish queue the publisher service
 * watches (@school/service-kit/publish-queue; the publisher has no port):
 *
 * - POST /api/office/publish       → 202 {request}: a publish of the content folder as it is when the publisher
 *   takes it. When the newest request is a publish still waiting (not yet taken), its id is answered instead: it
 *   will build the same folder. A publish already building does not count: the folder may have changed since.
 * - POST /api/office/publish/undo  → 202 {request}: the last publish undone. When the newest request is an undo still
 *   waiting, its id is answered instead (a second click must not undo two publishes).
 * - GET  /api/office/publish/:request → what became of a request (404 when the queue does not know it)
 * - GET  /api/office/publish       → {live, history, waiting}
 *
 * The 202 is sent only once the request's file is on disk. Each request is audit-logged (action, request id, who).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  PublishHistoryAnswer,
  PublishRequestAnswer,
  PublishRequestedAnswer,
  PublishRequestParams,
  type PublishAction,
  type StaffRole,
} from '@school/contracts';
import type { PublishQueue } from '@school/service-kit/publish-queue';
import type { FastifyReply } from 'fastify';

export interface StaffPublishingOptions {
  /** Undefined when PUBLISH_QUEUE_DIR is not set: the routes say publishing is not set up. */
  queue: PublishQueue | undefined;
  audit: (by: string, action: string, reference: string) => void;
}

const officeWork: readonly StaffRole[] = ['admin', 'office'];

export const staffPublishingTexts = {
  notSetUp:
    'Publishing from the console is not set up on this server (PUBLISH_QUEUE_DIR is not set). Ask the operator, or publish with make publish.',
  unknown: 'There is no such publish request. It may be older than the last hundred, which are kept.',
} as const;

/** The audit log's words for each action. */
const auditAction: Record<PublishAction, string> = {
  publish: 'site publish requested',
  undo: 'publish undo requested',
};

export const staffPublishingRoutes: FastifyPluginAsyncTypebox<StaffPublishingOptions> = async (
  app,
  { queue, audit },
) => {
  const notSetUp = (reply: FastifyReply) => reply.code(503).send({ message: staffPublishingTexts.notSetUp });

  const ask = (action: PublishAction) =>
    app.post(
      action === 'publish' ? '/api/office/publish' : '/api/office/publish/undo',
      { config: { staff: officeWork }, schema: { response: { 202: PublishRequestedAnswer, '5xx': ErrorResponse } } },
      async (request, reply) => {
        if (!queue) return notSetUp(reply);
        const by = request.staffMember!.email;
        // Only the newest request counts: a publish asked after an undo must not be done before it.
        const newest = queue.pending().at(-1);
        const waiting = newest?.action === action && newest.state === 'waiting' ? newest : undefined;
        const id = waiting?.request ?? queue.add(action, by).request;
        audit(by, auditAction[action], id);
        request.log.info({ action, request: id, merged: waiting !== undefined }, 'publish request queued');
        return reply.code(202).send({ request: id });
      },
    );
  ask('publish');
  ask('undo');

  app.get(
    '/api/office/publish',
    { config: { staff: officeWork }, schema: { response: { 200: PublishHistoryAnswer, '5xx': ErrorResponse } } },
    async (_request, reply) => {
      if (!queue) return notSetUp(reply);
      return { ...queue.history(), waiting: queue.pending()[0] ?? null };
    },
  );

  app.get(
    '/api/office/publish/:request',
    {
      config: { staff: officeWork },
      schema: {
        params: PublishRequestParams,
        response: { 200: PublishRequestAnswer, '4xx': ErrorResponse, '5xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!queue) return notSetUp(reply);
      const answer = queue.answer(request.params.request);
      if (!answer) return reply.code(404).send({ message: staffPublishingTexts.unknown });
      return answer;
    },
  );
};
