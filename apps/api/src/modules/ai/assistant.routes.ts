import { ZApiError, ZAskAssistantBody, ZAssistantConversation, ZAssistantParams } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import { type AssistantDeps, ask, type Caller, getConversation } from './assistant.service';

/**
 * The AI assistant (SPEC point 7 "AI": GET and POST /assistant/{a}/{b} with {question}). `{a}`:
 * `all` or one of the company's locations; `{b}`: `new`, then the conversation's id. For those
 * who may read the statistics: it tells figures of every kind (reviews, sales, surveys).
 */
const access: Access = { permission: 'statistics.view' };
const tags = ['ai'];

/** A question may wait seconds on a model, which may be paid for: far more than a person asks. */
const ASK_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) =>
    `assistant:${(await request.getAuth())?.userId ?? request.ip}`,
};

async function callerOf(request: FastifyRequest): Promise<Caller> {
  const auth = await request.requireAuth();
  return { structureId: await request.requireStructureId(), userId: auth.userId, language: request.language };
}

export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AssistantDeps = {
    db: app.db,
    ai: app.providers.ai,
    onModelError: (error) =>
      app.log.warn({ err: error }, 'assistant: the model failed, the built-in answer was given'),
  };

  app.get(
    '/assistant/:location/:conversationId',
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's conversation with the assistant so far (empty for `new`)",
        params: ZAssistantParams,
        response: { 200: ZAssistantConversation, ...staffErrors },
      },
    },
    async (request) => getConversation(deps, await callerOf(request), request.params),
  );

  app.post(
    '/assistant/:location/:conversationId',
    {
      config: { access, rateLimit: ASK_LIMIT },
      schema: {
        tags,
        summary:
          "Asks the assistant about the company's own data; answers with the conversation, the answer citing its sources",
        params: ZAssistantParams,
        body: ZAskAssistantBody,
        response: { 200: ZAssistantConversation, ...staffErrors, 429: ZApiError },
      },
    },
    async (request) => ask(deps, await callerOf(request), request.params, request.body.question),
  );
};
