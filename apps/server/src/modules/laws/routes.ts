/**
 * The laws service, registered under its own prefix (LAWS_BASE_PATH, default /laws):
 *   GET  /{id}_toc.html  /{id}_toc.json  /{id}.html?lang=
 *   GET  /court-rulings/{id}.json
 *   GET  /docs/{id}/metadata
 *   POST /docs/{id}/export            POST /docs/compare/{id}/export  ({id} with '§' for '/')
 *   GET  /search?q=&lang=&jurisdiction=&kind=&type=&documentId=&limit=&offset=
 *   GET  /documents?q=&jurisdiction=&kind=&limit=&offset=   (documents by title)
 * Ids contain slashes, so the routes are wildcards parsed here. The corpus is public law: the
 * routes do not require a signed-in user, and each is rate-limited per address (config.rateLimits:
 * reads, search, exports).
 */
import {
  apiErrorSchema,
  corpusSearchQuerySchema,
  corpusSearchResultSchema,
  courtRulingSchema,
  lawCompareExportBodySchema,
  lawDocumentListQuerySchema,
  lawDocumentListSchema,
  lawDocumentMetadataSchema,
  lawExportBodySchema,
  lawTextQuerySchema,
  lawTocSchema,
} from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import { importCorpus } from '../../corpus/importer';
import type { ModuleOptions } from '../../lib/deps';
import { badRequest, notFound } from '../../lib/errors';
import { buildCompareExport, buildDocumentExport } from './export-service';
import { comparePdf, compareDocx, documentDocx, documentPdf } from './export';
import type { LawsTables } from './tables';
import {
  getDocumentHtml,
  getMetadata,
  getRuling,
  getToc,
  LawNotFoundError,
  listDocuments,
  searchCorpus,
} from './service';

const ID_RE = /^[a-z0-9][a-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9-]*)*$/;

/**
 * The document id of a wildcard path (already percent-decoded once by the router; a client that
 * encoded it twice is decoded again). Anything that is not an id (a stray '%', malformed
 * percent-encoding, a NUL, other characters) is a 400, never reaching the database.
 */
function parseId(raw: string): string {
  let decoded = raw;
  if (raw.includes('%')) {
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      throw badRequest('INVALID_DOCUMENT_ID', 'Invalid document id');
    }
  }
  const id = decoded.replace(/^\/+/, '');
  if (!ID_RE.test(id) || id.length > 200)
    throw badRequest('INVALID_DOCUMENT_ID', 'Invalid document id');
  return id;
}

const wildcard = z.object({ '*': z.string().max(400) });
const readReplies = {
  200: z.string(),
  400: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const fileReply = { 200: z.any(), 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const fileName = (id: string, ext: string) => `${id.replace(/\//g, '_')}.${ext}`;

async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof LawNotFoundError) throw notFound(e.message);
    throw e;
  }
}

export interface LawsRoutesOptions extends ModuleOptions {
  /** Import (or check) the corpus when the server becomes ready. Default: on, except in tests. */
  importOnReady?: boolean;
}

export const lawsRoutes: FastifyPluginAsyncZod<LawsRoutesOptions> = async (
  app,
  { deps, importOnReady },
) => {
  const db: Kysely<LawsTables> = deps.db;
  const { lawsRead, lawsSearch, lawsExport } = deps.config.rateLimits;
  const shouldImport =
    importOnReady ?? (deps.config.env !== 'test' && deps.config.laws.importOnStart);
  if (shouldImport) {
    app.addHook('onReady', async () => {
      const r = await importCorpus(db);
      app.log.info(
        { skipped: r.skipped, ms: Math.round(r.durationMs), counts: r.counts },
        'legal corpus ready',
      );
    });
  }

  app.get(
    '/search',
    {
      schema: {
        querystring: corpusSearchQuerySchema,
        response: { 200: corpusSearchResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: lawsSearch },
    },
    async (request) => searchCorpus(db, request.query),
  );

  app.get(
    '/documents',
    {
      schema: {
        querystring: lawDocumentListQuerySchema,
        response: { 200: lawDocumentListSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: lawsSearch },
    },
    async (request) => listDocuments(db, request.query),
  );

  app.get(
    '/court-rulings/*',
    {
      schema: {
        params: wildcard,
        response: { ...readReplies, 200: courtRulingSchema },
      },
      config: { rateLimit: lawsRead },
    },
    async (request) => {
      const raw = request.params['*'];
      if (!raw.endsWith('.json')) throw notFound('Use /court-rulings/{id}.json');
      return orNotFound(getRuling(db, parseId(raw.slice(0, -'.json'.length))));
    },
  );

  app.get(
    '/docs/*',
    {
      schema: {
        params: wildcard,
        response: { ...readReplies, 200: lawDocumentMetadataSchema },
      },
      config: { rateLimit: lawsRead },
    },
    async (request) => {
      const raw = request.params['*'];
      if (!raw.endsWith('/metadata')) throw notFound('Use /docs/{id}/metadata');
      return orNotFound(getMetadata(db, parseId(raw.slice(0, -'/metadata'.length))));
    },
  );

  app.post(
    '/docs/compare/*',
    {
      schema: { params: wildcard, body: lawCompareExportBodySchema, response: fileReply },
      config: { rateLimit: lawsExport },
    },
    async (request, reply) => {
      const raw = request.params['*'];
      if (!raw.endsWith('/export')) throw notFound('Use /docs/compare/{id}/export');
      const leftId = parseId(raw.slice(0, -'/export'.length).replaceAll('§', '/'));
      const body = request.body;
      const data = await orNotFound(buildCompareExport(db, leftId, body));
      const file = body.format === 'pdf' ? await comparePdf(data) : await compareDocx(data);
      return reply
        .header('content-type', CONTENT_TYPES[body.format])
        .header(
          'content-disposition',
          `attachment; filename="compare_${fileName(leftId, body.format)}"`,
        )
        .send(file);
    },
  );

  app.post(
    '/docs/*',
    {
      schema: { params: wildcard, body: lawExportBodySchema, response: fileReply },
      config: { rateLimit: lawsExport },
    },
    async (request, reply) => {
      const raw = request.params['*'];
      if (!raw.endsWith('/export')) throw notFound('Use /docs/{id}/export');
      const id = parseId(raw.slice(0, -'/export'.length));
      const body = request.body;
      const data = await orNotFound(buildDocumentExport(db, id, body.lang, body.articles));
      const file = body.format === 'pdf' ? await documentPdf(data) : await documentDocx(data);
      return reply
        .header('content-type', CONTENT_TYPES[body.format])
        .header('content-disposition', `attachment; filename="${fileName(id, body.format)}"`)
        .send(file);
    },
  );

  app.get(
    '/*',
    {
      schema: {
        params: wildcard,
        querystring: lawTextQuerySchema,
        response: { ...readReplies, 200: z.union([z.string(), lawTocSchema]) },
      },
      config: { rateLimit: lawsRead },
    },
    async (request, reply) => {
      const raw = request.params['*'];
      const lang = request.query.lang;
      if (raw.endsWith('_toc.json')) {
        const { html: _html, ...toc } = await orNotFound(
          getToc(db, parseId(raw.slice(0, -'_toc.json'.length)), lang),
        );
        return toc;
      }
      if (raw.endsWith('_toc.html')) {
        const toc = await orNotFound(getToc(db, parseId(raw.slice(0, -'_toc.html'.length)), lang));
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-language', toc.lang)
          .send(toc.html);
      }
      if (raw.endsWith('.html')) {
        const r = await orNotFound(
          getDocumentHtml(db, parseId(raw.slice(0, -'.html'.length)), lang),
        );
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-language', r.lang)
          .send(r.html);
      }
      throw notFound('Not found');
    },
  );
};
