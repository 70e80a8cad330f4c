import {
  apiErrorSchema,
  libraryDocumentIdsBodySchema,
  libraryDocumentPageSchema,
  libraryDocumentParamsSchema,
  libraryDocumentSchema,
  libraryListBodySchema,
  libraryPassagePageSchema,
  libraryProgressSchema,
  librarySearchBodySchema,
  librarySearchResultSchema,
  libraryUploadBodySchema,
  libraryUploadSchema,
  pageQuerySchema,
  safeText,
  workspaceParamsSchema,
} from '@lexio/api/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import { HttpError, scopedRouteErrors } from '../../lib/errors';
import { LocalDiskStorage, storageFor, UploadRefused } from '../../lib/storage';
import { registerIndexer } from './indexer';
import * as service from './service';

const errors = scopedRouteErrors;

const storageOf = (deps: ModuleOptions['deps']) => storageFor(deps.config);

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Spec §7 "Workspaces", the library: uploads, indexing, progress, documents. Authenticated. */
export const libraryRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const storage = storageOf(deps);
  const ctx: service.LibraryContext = { db: deps.db, storage, jobs: deps.jobs };
  registerIndexer(deps.jobs, deps.db, storage);

  app.post(
    '/workspaces/:id/library',
    {
      schema: {
        params: workspaceParamsSchema,
        body: libraryUploadBodySchema,
        response: { 200: libraryUploadSchema, ...errors },
      },
    },
    async (request) =>
      service.requestUploads(
        ctx,
        principalOf(request),
        request.params.id,
        request.body,
        originOf(request),
      ),
  );

  app.post(
    '/workspaces/:id/library/documents',
    {
      schema: {
        params: workspaceParamsSchema,
        querystring: pageQuerySchema,
        body: libraryListBodySchema,
        response: { 200: libraryDocumentPageSchema, ...errors },
      },
    },
    async (request) =>
      service.listDocuments(ctx, principalOf(request), request.params.id, {
        ...request.query,
        ...request.body,
      }),
  );

  app.post(
    '/workspaces/:id/library/documents/index',
    {
      schema: {
        params: workspaceParamsSchema,
        body: libraryDocumentIdsBodySchema,
        response: { 200: libraryProgressSchema, ...errors },
      },
    },
    async (request) => ({
      items: await service.indexDocuments(
        ctx,
        principalOf(request),
        request.params.id,
        request.body.documentIds,
        request.body.retry ?? false,
      ),
    }),
  );

  app.post(
    '/workspaces/:id/library/documents/checkprogress',
    {
      schema: {
        params: workspaceParamsSchema,
        body: libraryDocumentIdsBodySchema,
        response: { 200: libraryProgressSchema, ...errors },
      },
    },
    async (request) => ({
      items: await service.progress(
        ctx,
        principalOf(request),
        request.params.id,
        request.body.documentIds,
      ),
    }),
  );

  app.post(
    '/workspaces/:id/library/documents/cancel',
    {
      schema: {
        params: workspaceParamsSchema,
        body: libraryDocumentIdsBodySchema,
        response: { 200: libraryProgressSchema, ...errors },
      },
    },
    async (request) => ({
      items: await service.cancelDocuments(
        ctx,
        principalOf(request),
        request.params.id,
        request.body.documentIds,
      ),
    }),
  );

  app.post(
    '/workspaces/:id/library/search',
    {
      schema: {
        params: workspaceParamsSchema,
        body: librarySearchBodySchema,
        response: { 200: librarySearchResultSchema, ...errors },
      },
    },
    async (request) =>
      service.searchLibrary(
        ctx,
        principalOf(request),
        request.params.id,
        request.body.q,
        request.body.limit,
      ),
  );

  app.get(
    '/workspaces/:id/library/documents/:docId',
    {
      schema: {
        params: libraryDocumentParamsSchema,
        response: { 200: libraryDocumentSchema, ...errors },
      },
    },
    async (request) =>
      service.getDocument(ctx, principalOf(request), request.params.id, request.params.docId),
  );

  app.get(
    '/workspaces/:id/library/documents/:docId/passages',
    {
      schema: {
        params: libraryDocumentParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: libraryPassagePageSchema, ...errors },
      },
    },
    async (request) =>
      service.documentPassages(
        ctx,
        principalOf(request),
        request.params.id,
        request.params.docId,
        request.query,
      ),
  );

  app.get(
    '/workspaces/:id/library/documents/:docId/file',
    // The bytes as uploaded: Fastify sends a Buffer as it is, without serialising it.
    {
      schema: {
        params: libraryDocumentParamsSchema,
        response: { 200: z.instanceof(Buffer), ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.documentFile(
        ctx,
        principalOf(request),
        request.params.id,
        request.params.docId,
      );
      return reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(file.bytes);
    },
  );

  app.delete(
    '/workspaces/:id/library/documents/:docId',
    {
      schema: { params: libraryDocumentParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.deleteDocument(
        ctx,
        principalOf(request),
        request.params.id,
        request.params.docId,
      );
      return reply.code(204).send(null);
    },
  );
};

const uploadParams = z.object({
  organisation: z.uuid(),
  workspace: z.uuid(),
  document: z.uuid(),
});
const uploadQuery = z.object({
  expires: z.optional(safeText().check(z.maxLength(20))),
  size: z.optional(safeText().check(z.maxLength(20))),
  type: z.optional(safeText().check(z.maxLength(200))),
  signature: z.optional(safeText().check(z.maxLength(100))),
});

/**
 * PUT /library/uploads/{key}: where a local-disk upload URL points. Unauthenticated: the signed URL
 * is the capability (one file, a short while, at most the announced bytes). The body streams to
 * disk whatever its content type.
 */
export const libraryUploadRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const storage = storageOf(deps);
  if (!(storage instanceof LocalDiskStorage)) return;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/library/uploads/:organisation/:workspace/:document',
    {
      schema: {
        params: uploadParams,
        querystring: uploadQuery,
        response: { 204: z.null(), 403: apiErrorSchema, 413: apiErrorSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { organisation, workspace, document } = request.params;
      const key = `${organisation}/${workspace}/${document}`;
      try {
        const token = storage.verify(key, request.query);
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim();
        if (type !== token.contentType) {
          throw new UploadRefused(
            'UPLOAD_URL_INVALID',
            `The upload must be sent as ${token.contentType}`,
          );
        }
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > token.size) {
          throw new UploadRefused(
            'UPLOAD_TOO_LARGE',
            `The file is larger than the ${token.size} bytes announced`,
          );
        }
        await storage.write(token, request.body as Readable);
      } catch (error) {
        if (error instanceof UploadRefused) {
          throw new HttpError(
            error.code === 'UPLOAD_TOO_LARGE' ? 413 : 403,
            error.code,
            error.message,
          );
        }
        throw error;
      }
      return reply.code(204).send(null);
    },
  );
};
