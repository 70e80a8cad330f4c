/**
 * The assistant's routes (the chat host is the API's root; see packages/api contract/assistant.ts):
 *   POST   /assistant/threads                 ask -> text/event-stream
 *   GET    /assistant/threads/:id/stream      attach (?after=<event id>; an ended answer is sent whole)
 *   POST   /assistant/threads/:id/stop
 *   GET    /conversations   GET /threadDetails/:id   PATCH, DELETE /conversations/:id
 *   POST, DELETE /assistant/:id/share
 * and, without sign-in, under the media prefix (MEDIA_BASE_PATH, default /media):
 *   GET    /shared/:slug
 * and, only with the dev switches on (LEXIO_DEV_FLAGS_ROUTE=1, never in production):
 *   GET, PUT /dev/assistant               the embedded answerer's pace
 */
import {
  apiErrorSchema,
  askQuestionBodySchema,
  conversationPageSchema,
  conversationSchema,
  conversationsQuerySchema,
  shareLinkSchema,
  sharedConversationSchema,
  threadDetailsSchema,
  updateConversationBodySchema,
} from '@lexio/api/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createAuthenticate, IdentityCache, principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import { HttpError } from '../../lib/errors';
import { createEmbeddedAnswerer } from './answerers/embedded';
import { languageModelAnswerer } from './answerers/language-model';
import { ProvisionStatusCache } from './provision-status-cache';
import { MainThreadRanker, type Ranker, WorkerRanker } from './ranker';
import { RunRegistry } from './runs';
import * as service from './service';
import type { AssistantSettings } from './settings';
import { streamRun } from './sse';

export interface AssistantRoutesOptions extends ModuleOptions {
  /** Overrides of the environment's settings (tests, scripts). */
  settings?: Partial<AssistantSettings>;
}

const idParams = z.object({ id: z.uuid() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
};
/** The SSE routes answer a stream (not validated) or an error body. */
const streamReply = {
  200: z.any(),
  ...errors,
  402: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (
  app,
  { deps, settings: overrides },
) => {
  const settings = { ...deps.config.assistant, ...overrides };
  // The embedded answerer reads its pace at every chunk: PUT /dev/assistant changes it while running.
  const pace = { chunkDelayMs: settings.chunkDelayMs };
  const ranker: Ranker =
    settings.rankingThread === 'main'
      ? new MainThreadRanker(deps.db)
      : new WorkerRanker(deps.db, app.log);
  const runs = new RunRegistry();
  const ctx: service.AssistantContext = {
    db: deps.db,
    runs,
    ranker,
    statuses: new ProvisionStatusCache(deps.db),
    writer: languageModelAnswerer(settings.languageModel) ?? createEmbeddedAnswerer(pace),
    passages: settings.passages,
    log: app.log,
  };
  app.log.info({ answerer: ctx.writer.name }, 'assistant answerer');
  // Before any question: answers left running by a previous process are saved as failed.
  app.addHook('onReady', async () => {
    await service.recoverOrphanedAnswers(ctx);
  });
  // Loaded once the laws service has imported the corpus (its onReady hook runs first).
  if (deps.config.env !== 'test') app.addHook('onReady', async () => ranker.warm());
  // Answers still running when the server closes are stopped and saved as 'stopped' before the
  // database closes (main.ts closes it once app.close() resolves).
  app.addHook('onClose', async () => {
    const active = runs.active();
    for (const run of active) run.stopController.abort();
    await Promise.allSettled(active.map((run) => run.done));
    await ranker.close();
  });

  if (deps.config.devFlagsRoute) {
    // The journeys that switch threads while an answer is written slow it down for themselves; the
    // others run at the pace the server was started with.
    const dev = app.withTypeProvider<ZodTypeProvider>();
    const paceSchema = z.object({ chunkDelayMs: z.int().min(0).max(1000) });
    dev.get('/dev/assistant', { schema: { response: { 200: paceSchema } } }, async () => pace);
    dev.put(
      '/dev/assistant',
      { schema: { body: paceSchema, response: { 200: paceSchema, 400: apiErrorSchema } } },
      async (request) => {
        pace.chunkDelayMs = request.body.chunkDelayMs;
        return pace;
      },
    );
  }

  const mediaBasePath = settings.mediaBasePath;
  await app.register(
    async (instance) => {
      const media = instance.withTypeProvider<ZodTypeProvider>();
      media.get(
        '/shared/:slug',
        {
          schema: {
            params: z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
            response: { 200: sharedConversationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
          },
          config: { rateLimit: deps.config.rateLimits.sharedConversation },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return service.sharedConversation(deps.db, request.params.slug);
        },
      );
    },
    { prefix: mediaBasePath },
  );

  // The users identity tokens resolved to: asking reads them from here instead of the database,
  // and confirms the user in the question's own statement (one round trip fewer before the first
  // words). The other routes read the user as before, refreshing what is remembered.
  const identities = new IdentityCache();

  await app.register(async (instance) => {
    const ask = instance.withTypeProvider<ZodTypeProvider>();
    const authenticate = createAuthenticate(deps, { cache: identities, useCache: true });
    ask.addHook('onRequest', authenticate);

    ask.post(
      '/assistant/threads',
      {
        schema: { body: askQuestionBodySchema, response: streamReply },
        config: {
          rateLimit: {
            max: settings.rateLimit.max,
            timeWindow: settings.rateLimit.timeWindowMs,
            hook: 'preHandler',
            keyGenerator: (request) => `assistant:${request.principal?.userId ?? request.ip}`,
          },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const unconfirmed = authenticate.unconfirmedUser(request);
        let run;
        try {
          run = await service.ask(
            ctx,
            principal,
            request.body,
            unconfirmed ? { id: principal.userId, sub: unconfirmed.sub } : undefined,
          );
        } catch (error) {
          // Refused for a remembered user: nothing was written, and the question is asked again
          // for the user read now, as a request without the cache would have been. Used-up free
          // credits (402) are found only once the statement has confirmed the user: that stands.
          const retry =
            unconfirmed &&
            (error instanceof service.UnconfirmedUserError ||
              (error instanceof HttpError && error.statusCode !== 402));
          if (!retry) throw error;
          run = await service.ask(ctx, await authenticate.refresh(request), request.body);
        }
        return streamRun(reply, run);
      },
    );
  });

  await app.register(async (instance) => {
    const chat = instance.withTypeProvider<ZodTypeProvider>();
    chat.addHook('onRequest', createAuthenticate(deps, { cache: identities }));

    chat.get(
      '/assistant/threads/:id/stream',
      {
        schema: {
          params: idParams,
          querystring: z.object({ after: z.coerce.number().int().min(0).optional() }),
          response: streamReply,
        },
      },
      async (request, reply) => {
        const run = await service.attach(ctx, principalOf(request), request.params.id);
        const lastEventId = Number(request.headers['last-event-id']);
        const after = request.query.after ?? (Number.isInteger(lastEventId) ? lastEventId : 0);
        // `after` counts the live run's events; a saved answer's replay is numbered anew and sent whole.
        return streamRun(reply, run, run.snapshot ? 0 : after);
      },
    );

    chat.post(
      '/assistant/threads/:id/stop',
      {
        schema: {
          params: idParams,
          response: { 200: z.object({ stopped: z.boolean() }), ...errors },
        },
      },
      async (request) => service.stop(ctx, principalOf(request), request.params.id),
    );

    chat.get(
      '/conversations',
      {
        schema: {
          querystring: conversationsQuerySchema,
          response: { 200: conversationPageSchema, ...errors },
        },
      },
      async (request) => service.listConversations(deps.db, principalOf(request), request.query),
    );

    chat.get(
      '/threadDetails/:id',
      { schema: { params: idParams, response: { 200: threadDetailsSchema, ...errors } } },
      async (request) =>
        service.threadDetails(ctx, principalOf(request), request.params.id, mediaBasePath),
    );

    chat.patch(
      '/conversations/:id',
      {
        schema: {
          params: idParams,
          body: updateConversationBodySchema,
          response: { 200: conversationSchema, ...errors },
        },
      },
      async (request) =>
        service.renameConversation(
          deps.db,
          principalOf(request),
          request.params.id,
          request.body.title,
        ),
    );

    chat.delete(
      '/conversations/:id',
      { schema: { params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await service.deleteConversation(ctx, principalOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    chat.post(
      '/assistant/:id/share',
      { schema: { params: idParams, response: { 200: shareLinkSchema, ...errors } } },
      async (request) => service.share(ctx, principalOf(request), request.params.id, mediaBasePath),
    );

    chat.delete(
      '/assistant/:id/share',
      { schema: { params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await service.revokeShare(deps.db, principalOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  });
};
