import {
  analyseDocumentBodySchema,
  documentAnalysisSchema,
  improvePromptBodySchema,
  workspaceParamsSchema,
} from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { z } from 'zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import { scopedRouteErrors } from '../../lib/errors';
import { storageFor } from '../../lib/storage';
import { languageModelAnswerer } from '../assistant/answerers/language-model';
import * as service from './service';

const errors = scopedRouteErrors;

const sse = (event: { type: string; [key: string]: unknown }) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** Spec §7 "Workspaces", chat host: analyse a library document, improve the workspace prompt. */
export const workspaceToolsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const ctx: service.ToolsContext = {
    db: deps.db,
    storage: storageFor(deps.config),
    jobs: deps.jobs,
    model: languageModelAnswerer(deps.config.assistant.languageModel),
  };

  app.post(
    '/assistant/workspaces/:id/analyse',
    {
      schema: {
        params: workspaceParamsSchema,
        body: analyseDocumentBodySchema,
        response: { 200: documentAnalysisSchema, ...errors },
      },
    },
    async (request) => {
      const abort = new AbortController();
      request.raw.on('close', () => abort.abort());
      return service.analyse(
        ctx,
        principalOf(request),
        request.params.id,
        request.body.documentId,
        abort.signal,
      );
    },
  );

  app.post(
    '/assistant/workspaces/:id/improvePrompt',
    {
      schema: {
        params: workspaceParamsSchema,
        body: improvePromptBodySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const abort = new AbortController();
      const events = service.improvePrompt(
        ctx,
        principalOf(request),
        request.params.id,
        request.body,
        abort.signal,
      );
      // The first event is awaited before the stream opens: an unknown workspace or a refusal is
      // an ordinary 4xx, not an event.
      const first = await events.next();
      const body = new PassThrough();
      reply.raw.on('close', () => abort.abort());
      void (async () => {
        try {
          if (!first.done) body.write(sse(first.value));
          for await (const event of events) body.write(sse(event));
        } catch (error) {
          if (!abort.signal.aborted) {
            request.log.error({ err: error }, 'improvePrompt failed');
            body.write(
              sse({ type: 'error', message: 'The prompt could not be improved: try again' }),
            );
          }
        } finally {
          body.end();
        }
      })();
      return reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .send(body);
    },
  );
};
