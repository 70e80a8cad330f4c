import { z } from 'zod/mini';

import { pageOf, pageQuerySchema } from './paging';
import { planSchema } from './subscription';
import { safeText } from './text';

/**
 * Workspaces (spec §7 "Workspaces"): an organisation's workspaces, the ENTERPRISE internal
 * normative workspace, the corpus documents pinned to a workspace, the workspace's threads and its
 * library of uploaded files.
 */

/** A workspace id: a uuid, or the subscription's internalNormativeId. */
export const workspaceIdSchema = safeText().check(z.minLength(1), z.maxLength(200));

export const workspaceParamsSchema = z.object({ id: workspaceIdSchema });

export const workspaceKindSchema = z.enum(['WORKSPACE', 'INTERNAL_NORMATIVE']);
export type WorkspaceKind = z.infer<typeof workspaceKindSchema>;

export const workspaceSchema = z.object({
  id: z.string(),
  kind: workspaceKindSchema,
  name: z.string(),
  description: z.string(),
  /** Corpus documents pinned to the workspace. */
  documentCount: z.number().check(z.int()),
  /** Files of its library. */
  libraryCount: z.number().check(z.int()),
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspacePageSchema = pageOf(workspaceSchema);
export type WorkspacePage = z.infer<typeof workspacePageSchema>;

/** POST /organisations/me/workspaces/filter?limit&offset: the body filters (all optional). */
export const workspacesFilterBodySchema = z._default(
  z.object({
    /** Names or descriptions containing this text (case-insensitive). */
    q: z.optional(safeText().check(z.trim(), z.maxLength(200))),
  }),
  {},
);
export type WorkspacesFilterBody = z.input<typeof workspacesFilterBodySchema>;

export const workspacesPageQuerySchema = pageQuerySchema;

export const createWorkspaceBodySchema = z.object({
  name: safeText().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.optional(safeText().check(z.trim(), z.maxLength(2000))),
});
export type CreateWorkspaceBody = z.infer<typeof createWorkspaceBodySchema>;

export const updateWorkspaceBodySchema = z.partial(createWorkspaceBodySchema);
export type UpdateWorkspaceBody = z.infer<typeof updateWorkspaceBodySchema>;

/** GET, PATCH /workspaces/{id}/prompt. */
export const workspacePromptSchema = z.object({
  prompt: z.string(),
  updatedAt: z.nullable(z.string()),
});
export type WorkspacePrompt = z.infer<typeof workspacePromptSchema>;

export const updateWorkspacePromptBodySchema = z.object({
  prompt: safeText().check(z.maxLength(8000)),
});
export type UpdateWorkspacePromptBody = z.infer<typeof updateWorkspacePromptBodySchema>;

/** GET, POST /workspaces/{id}/metadata: free key/value pairs. */
export const workspaceMetadataSchema = z.record(z.string(), z.string());
export const updateWorkspaceMetadataBodySchema = z
  .record(
    safeText().check(z.trim(), z.minLength(1), z.maxLength(100)),
    safeText().check(z.maxLength(2000)),
  )
  .check(z.refine((value) => Object.keys(value).length <= 50, { error: 'At most 50 entries' }));
export type WorkspaceMetadata = z.infer<typeof workspaceMetadataSchema>;

/** A corpus act or ruling pinned to a workspace. */
export const workspaceDocumentSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  kind: z.string(),
  type: z.string(),
  addedAt: z.string(),
});
export type WorkspaceDocument = z.infer<typeof workspaceDocumentSchema>;
export const workspaceDocumentPageSchema = pageOf(workspaceDocumentSchema);
export type WorkspaceDocumentPage = z.infer<typeof workspaceDocumentPageSchema>;

/** POST /workspaces/{id}/documents (add) and /documents/delete (remove): corpus document ids. */
export const workspaceDocumentIdsBodySchema = z.object({
  documentIds: z
    .array(safeText().check(z.minLength(1), z.maxLength(200)))
    .check(z.minLength(1), z.maxLength(100)),
});
export type WorkspaceDocumentIdsBody = z.infer<typeof workspaceDocumentIdsBodySchema>;

export const workspaceThreadParamsSchema = z.object({
  id: workspaceIdSchema,
  threadId: z.uuid(),
});

/** POST /workspaces/{id}/conversations/filter?limit&offset. */
export const workspaceConversationsFilterBodySchema = z._default(
  z.object({ q: z.optional(safeText().check(z.trim(), z.maxLength(200))) }),
  {},
);

/** One measure of the workspace meter: null limit means unlimited. */
export const meterValueSchema = z.object({
  used: z.number().check(z.int(), z.gte(0)),
  limit: z.nullable(z.number().check(z.int(), z.gte(0))),
});

/** GET /organisations/me/meterWorkspaces: used / limit by plan. */
export const workspaceMeterSchema = z.object({
  plan: z.nullable(planSchema),
  workspaces: meterValueSchema,
  files: meterValueSchema,
  storageBytes: meterValueSchema,
  /** The largest file the library takes, in bytes. */
  maxFileBytes: z.number().check(z.int()),
});
export type WorkspaceMeter = z.infer<typeof workspaceMeterSchema>;

// ---------------------------------------------------------------- library

export const libraryStatusSchema = z.enum([
  'AWAITING_UPLOAD',
  'QUEUED',
  'EXTRACTING',
  'INDEXING',
  'INDEXED',
  'FAILED',
  'CANCELLED',
]);
export type LibraryStatus = z.infer<typeof libraryStatusSchema>;

/** The file types the library takes (the server checks the bytes too). */
export const LIBRARY_CONTENT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/markdown': 'md',
} as const;

export const libraryDocumentSchema = z.object({
  id: z.uuid(),
  workspaceId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().check(z.int()),
  status: libraryStatusSchema,
  /** Why indexing failed, in words a user understands. */
  failureReason: z.nullable(z.string()),
  pagesDone: z.number().check(z.int()),
  pagesTotal: z.nullable(z.number().check(z.int())),
  language: z.nullable(z.enum(['it', 'en', 'fr'])),
  passageCount: z.number().check(z.int()),
  createdAt: z.string(),
  indexedAt: z.nullable(z.string()),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;
export const libraryDocumentPageSchema = pageOf(libraryDocumentSchema);
export type LibraryDocumentPage = z.infer<typeof libraryDocumentPageSchema>;

export const libraryDocumentParamsSchema = z.object({ id: workspaceIdSchema, docId: z.uuid() });

/** POST /workspaces/{id}/library/documents?limit&offset: the list's filters. */
export const libraryListBodySchema = z._default(
  z.object({
    q: z.optional(safeText().check(z.trim(), z.maxLength(200))),
    status: z.optional(z.array(libraryStatusSchema).check(z.maxLength(7))),
  }),
  {},
);

/** POST /workspaces/{id}/library: the files about to be uploaded. */
export const libraryUploadBodySchema = z.object({
  files: z
    .array(
      z.object({
        name: safeText().check(z.trim(), z.minLength(1), z.maxLength(255)),
        size: z.number().check(z.int(), z.gte(1)),
        contentType: safeText().check(z.maxLength(200)),
      }),
    )
    .check(z.minLength(1), z.maxLength(50)),
});
export type LibraryUploadBody = z.infer<typeof libraryUploadBodySchema>;

export const libraryUploadSchema = z.object({
  uploads: z.array(
    z.object({
      documentId: z.uuid(),
      name: z.string(),
      method: z.literal('PUT'),
      url: z.string(),
      /** Headers the PUT must carry (its content type). */
      headers: z.record(z.string(), z.string()),
      expiresAt: z.string(),
    }),
  ),
});
export type LibraryUpload = z.infer<typeof libraryUploadSchema>;

/** POST .../library/documents/index and /checkprogress: library document ids. */
export const libraryDocumentIdsBodySchema = z.object({
  documentIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(100)),
  /** index only: run again documents that failed or were cancelled. */
  retry: z.optional(z.boolean()),
});
export type LibraryDocumentIdsBody = z.infer<typeof libraryDocumentIdsBodySchema>;

export const libraryProgressSchema = z.object({ items: z.array(libraryDocumentSchema) });
export type LibraryProgress = z.infer<typeof libraryProgressSchema>;

/** POST /workspaces/{id}/library/search: passages of the indexed files, best first. */
export const librarySearchBodySchema = z.object({
  q: safeText().check(z.trim(), z.minLength(1), z.maxLength(500)),
  limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(50)), 10),
});
export const libraryPassageSchema = z.object({
  position: z.number().check(z.int()),
  page: z.nullable(z.number().check(z.int())),
  heading: z.nullable(z.string()),
  label: z.nullable(z.string()),
  text: z.string(),
});
export const librarySearchResultSchema = z.object({
  items: z.array(z.extend(libraryPassageSchema, { documentId: z.uuid(), name: z.string() })),
});
export type LibrarySearchResult = z.infer<typeof librarySearchResultSchema>;

/** GET .../library/documents/{docId}/passages?limit&offset: the text as indexed, with references. */
export const libraryPassagePageSchema = pageOf(
  z.extend(libraryPassageSchema, {
    references: z.array(
      z.object({
        text: z.string(),
        documentId: z.nullable(z.string()),
        article: z.nullable(z.string()),
      }),
    ),
  }),
);
export type LibraryPassagePage = z.infer<typeof libraryPassagePageSchema>;

// ------------------------------------------------------------ the workspace's assistant tools

const analysisQuoteSchema = z.object({
  /** A sentence of the document, verbatim. */
  text: z.string(),
  /** The passage that holds it (the viewer's `?passage=`). */
  position: z.number().check(z.int()),
  page: z.nullable(z.number().check(z.int())),
  label: z.nullable(z.string()),
});

/** POST /assistant/workspaces/{id}/analyse: a library document's summary, duties, deadlines and references. */
export const analyseDocumentBodySchema = z.object({ documentId: z.uuid() });
export type AnalyseDocumentBody = z.infer<typeof analyseDocumentBodySchema>;

export const documentAnalysisSchema = z.object({
  documentId: z.uuid(),
  name: z.string(),
  language: z.nullable(z.enum(['it', 'en', 'fr'])),
  /**
   * `extractive`: every item is a sentence of the document (no language model configured);
   * `model`: `summaryText` was written by the configured language model from the document's passages,
   * the lists stay quoted sentences.
   */
  mode: z.enum(['extractive', 'model']),
  summary: z.array(analysisQuoteSchema),
  summaryText: z.nullable(z.string()),
  obligations: z.array(analysisQuoteSchema),
  deadlines: z.array(z.extend(analysisQuoteSchema, { figure: z.string() })),
  references: z.array(
    z.object({
      text: z.string(),
      documentId: z.nullable(z.string()),
      article: z.nullable(z.string()),
      positions: z.array(z.number().check(z.int())),
    }),
  ),
});
export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;

/**
 * POST /assistant/workspaces/{id}/improvePrompt, streamed as server-sent events: `delta` events
 * (`{ type: 'delta', text }`) then one `done` (`{ type: 'done', mode, prompt }`), or `error`.
 */
export const improvePromptBodySchema = z.object({
  /** The prompt to improve; the workspace's saved prompt when absent. */
  prompt: z.optional(safeText().check(z.maxLength(8000))),
  locale: z._default(z.enum(['it', 'en', 'fr']), 'it'),
});
export type ImprovePromptBody = z.infer<typeof improvePromptBodySchema>;
export const improvePromptEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    /** `template`: the local template (no language model configured); `model`: the model's rewrite. */
    mode: z.enum(['template', 'model']),
    prompt: z.string(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ImprovePromptEvent = z.infer<typeof improvePromptEventSchema>;
