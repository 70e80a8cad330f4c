import { conversationPageSchema, type ConversationPage } from '../contract/assistant';
import {
  documentAnalysisSchema,
  improvePromptEventSchema,
  libraryDocumentPageSchema,
  libraryDocumentSchema,
  libraryPassagePageSchema,
  libraryProgressSchema,
  librarySearchResultSchema,
  libraryUploadSchema,
  workspaceMetadataSchema,
  workspacePromptSchema,
  type AnalyseDocumentBody,
  type CreateWorkspaceBody,
  type DocumentAnalysis,
  type ImprovePromptBody,
  type ImprovePromptEvent,
  type LibraryDocument,
  type LibraryDocumentIdsBody,
  type LibraryDocumentPage,
  type LibraryPassagePage,
  type LibrarySearchResult,
  type LibraryProgress,
  type LibraryStatus,
  type LibraryUpload,
  type LibraryUploadBody,
  type UpdateWorkspaceBody,
  type UpdateWorkspacePromptBody,
  type WorkspaceMetadata,
  type WorkspacePrompt,
  workspaceMeterSchema,
  workspacePageSchema,
  workspaceSchema,
  type Workspace,
  type WorkspaceMeter,
  type WorkspacePage,
  type WorkspacesFilterBody,
} from '../contract/workspaces';
import { getApiClient } from '../http/client';
import { readServerSentEvents } from '../http/streaming';

/** The workspaces list's parameters as the client sends them: the page and the filter body. */
export type WorkspaceListParams = NonNullable<WorkspacesFilterBody> & {
  limit?: number;
  offset?: number;
};

/** POST /organisations/me/workspaces/filter?limit&offset: one page of the organisation's workspaces. */
export function getWorkspaces(
  { limit, offset, ...filter }: WorkspaceListParams = {},
  signal?: AbortSignal,
): Promise<WorkspacePage> {
  return getApiClient().json('/organisations/me/workspaces/filter', {
    method: 'POST',
    query: { limit, offset },
    body: { q: filter.q || undefined },
    schema: workspacePageSchema,
    signal,
  });
}

/** GET /workspaces/{id}: one workspace of the organisation. */
export function getWorkspace(id: string, signal?: AbortSignal): Promise<Workspace> {
  return getApiClient().json(`/workspaces/${encodeURIComponent(id)}`, {
    schema: workspaceSchema,
    signal,
  });
}

/** GET /organisations/me/meterWorkspaces: workspaces and documents used against the plan's limits. */
export function getWorkspaceMeter(signal?: AbortSignal): Promise<WorkspaceMeter> {
  return getApiClient().json('/organisations/me/meterWorkspaces', {
    schema: workspaceMeterSchema,
    signal,
  });
}

const workspacePath = (id: string) => `/workspaces/${encodeURIComponent(id)}`;
const libraryPath = (id: string) => `${workspacePath(id)}/library`;

/** POST /organisations/me/workspaces: a new workspace of the organisation. */
export function createWorkspace(body: CreateWorkspaceBody): Promise<Workspace> {
  return getApiClient().json('/organisations/me/workspaces', {
    method: 'POST',
    body,
    schema: workspaceSchema,
  });
}

/** PATCH /workspaces/{id}: renames a workspace or changes its description. */
export function updateWorkspace({
  id,
  ...body
}: UpdateWorkspaceBody & { id: string }): Promise<Workspace> {
  return getApiClient().json(workspacePath(id), { method: 'PATCH', body, schema: workspaceSchema });
}

/** DELETE /workspaces/{id}: the workspace, its threads and its library. */
export async function deleteWorkspace(id: string): Promise<void> {
  await getApiClient().request(workspacePath(id), { method: 'DELETE' });
}

/** GET /workspaces/{id}/prompt. */
export function getWorkspacePrompt(id: string, signal?: AbortSignal): Promise<WorkspacePrompt> {
  return getApiClient().json(`${workspacePath(id)}/prompt`, {
    schema: workspacePromptSchema,
    signal,
  });
}

/** PATCH /workspaces/{id}/prompt. */
export function updateWorkspacePrompt({
  id,
  prompt,
}: UpdateWorkspacePromptBody & { id: string }): Promise<WorkspacePrompt> {
  return getApiClient().json(`${workspacePath(id)}/prompt`, {
    method: 'PATCH',
    body: { prompt },
    schema: workspacePromptSchema,
  });
}

/** GET /workspaces/{id}/metadata: free key/value pairs. */
export function getWorkspaceMetadata(id: string, signal?: AbortSignal): Promise<WorkspaceMetadata> {
  return getApiClient().json(`${workspacePath(id)}/metadata`, {
    schema: workspaceMetadataSchema,
    signal,
  });
}

/** POST /workspaces/{id}/metadata: replaces the pairs. */
export function setWorkspaceMetadata({
  id,
  metadata,
}: {
  id: string;
  metadata: WorkspaceMetadata;
}): Promise<WorkspaceMetadata> {
  return getApiClient().json(`${workspacePath(id)}/metadata`, {
    method: 'POST',
    body: metadata,
    schema: workspaceMetadataSchema,
  });
}

/** A page of a workspace's threads: the page and the title filter. */
export interface WorkspaceThreadListParams {
  q?: string;
  limit?: number;
  offset?: number;
}

/** POST /workspaces/{id}/conversations/filter?limit&offset: the workspace's threads. */
export function getWorkspaceThreads(
  id: string,
  { limit, offset, q }: WorkspaceThreadListParams = {},
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return getApiClient().json(`${workspacePath(id)}/conversations/filter`, {
    method: 'POST',
    query: { limit, offset },
    body: { q: q || undefined },
    schema: conversationPageSchema,
    signal,
  });
}

/** A page of a workspace's library: the page and the filters. */
export interface LibraryListParams {
  q?: string;
  status?: LibraryStatus[];
  limit?: number;
  offset?: number;
}

/** POST /workspaces/{id}/library/documents?limit&offset: one page of the uploaded files. */
export function getLibraryDocuments(
  id: string,
  { limit, offset, q, status }: LibraryListParams = {},
  signal?: AbortSignal,
): Promise<LibraryDocumentPage> {
  return getApiClient().json(`${libraryPath(id)}/documents`, {
    method: 'POST',
    query: { limit, offset },
    body: { q: q || undefined, status: status?.length ? status : undefined },
    schema: libraryDocumentPageSchema,
    signal,
  });
}

/** POST /workspaces/{id}/library: one upload URL per announced file. */
export function requestLibraryUploads({
  id,
  files,
}: LibraryUploadBody & { id: string }): Promise<LibraryUpload> {
  return getApiClient().json(libraryPath(id), {
    method: 'POST',
    body: { files },
    schema: libraryUploadSchema,
  });
}

// Plain functions, not made by a factory at module level: a top-level call is kept by the bundler
// in every chunk that imports this module, sign-in's included.
function libraryIdsCall(
  action: 'index' | 'checkprogress' | 'cancel',
  { id, ...body }: LibraryDocumentIdsBody & { id: string },
  signal?: AbortSignal,
): Promise<LibraryProgress> {
  return getApiClient().json(`${libraryPath(id)}/documents/${action}`, {
    method: 'POST',
    body,
    schema: libraryProgressSchema,
    signal,
  });
}

/** POST .../library/documents/index: queues uploaded files (retry: failed or cancelled ones again). */
export function indexLibraryDocuments(
  body: LibraryDocumentIdsBody & { id: string },
  signal?: AbortSignal,
): Promise<LibraryProgress> {
  return libraryIdsCall('index', body, signal);
}

/** POST .../library/documents/checkprogress: where each file is in indexing. */
export function checkLibraryProgress(
  body: LibraryDocumentIdsBody & { id: string },
  signal?: AbortSignal,
): Promise<LibraryProgress> {
  return libraryIdsCall('checkprogress', body, signal);
}

/** POST .../library/documents/cancel: stops indexing these files. */
export function cancelLibraryDocuments(
  body: LibraryDocumentIdsBody & { id: string },
  signal?: AbortSignal,
): Promise<LibraryProgress> {
  return libraryIdsCall('cancel', body, signal);
}

/** POST /workspaces/{id}/library/search: passages of the indexed files matching `q`, best first. */
export function searchLibrary(
  id: string,
  { q, limit }: { q: string; limit?: number },
  signal?: AbortSignal,
): Promise<LibrarySearchResult> {
  return getApiClient().json(`${libraryPath(id)}/search`, {
    method: 'POST',
    body: { q, limit },
    schema: librarySearchResultSchema,
    signal,
  });
}

/** GET /workspaces/{id}/library/documents/{docId}. */
export function getLibraryDocument(
  id: string,
  docId: string,
  signal?: AbortSignal,
): Promise<LibraryDocument> {
  return getApiClient().json(`${libraryPath(id)}/documents/${encodeURIComponent(docId)}`, {
    schema: libraryDocumentSchema,
    signal,
  });
}

/** GET .../library/documents/{docId}/passages?limit&offset: the text as indexed, passage by passage. */
export function getLibraryPassages(
  id: string,
  docId: string,
  { limit, offset }: { limit?: number; offset?: number } = {},
  signal?: AbortSignal,
): Promise<LibraryPassagePage> {
  return getApiClient().json(`${libraryPath(id)}/documents/${encodeURIComponent(docId)}/passages`, {
    query: { limit, offset },
    schema: libraryPassagePageSchema,
    signal,
  });
}

/** GET .../library/documents/{docId}/file: the original file as uploaded. */
export async function downloadLibraryDocument(id: string, docId: string): Promise<Blob> {
  const response = await getApiClient().request(
    `${libraryPath(id)}/documents/${encodeURIComponent(docId)}/file`,
  );
  return response.blob();
}

/** DELETE /workspaces/{id}/library/documents/{docId}. */
export async function deleteLibraryDocument({
  id,
  docId,
}: {
  id: string;
  docId: string;
}): Promise<void> {
  await getApiClient().request(`${libraryPath(id)}/documents/${encodeURIComponent(docId)}`, {
    method: 'DELETE',
  });
}

/** POST /assistant/workspaces/{id}/analyse (chat host): an indexed library file's summary, duties, deadlines and references. */
export function analyseLibraryDocument(
  { id, documentId }: AnalyseDocumentBody & { id: string },
  signal?: AbortSignal,
): Promise<DocumentAnalysis> {
  return getApiClient().json(`/assistant${workspacePath(id)}/analyse`, {
    method: 'POST',
    host: 'chat',
    body: { documentId },
    schema: documentAnalysisSchema,
    signal,
  });
}

/**
 * POST /assistant/workspaces/{id}/improvePrompt (chat host): resolves once the server accepted the
 * call (a refusal rejects with its ApiError), then yields the improved prompt's events as they
 * arrive: `delta` chunks, then one `done` (or `error`). A payload that is not a known event is skipped.
 */
export async function improveWorkspacePrompt(
  { id, ...body }: ImprovePromptBody & { id: string },
  signal?: AbortSignal,
): Promise<AsyncGenerator<ImprovePromptEvent, void, undefined>> {
  const stream = await getApiClient().stream(`/assistant${workspacePath(id)}/improvePrompt`, {
    method: 'POST',
    host: 'chat',
    body,
    signal,
  });
  return improvePromptEvents(stream);
}

async function* improvePromptEvents(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<ImprovePromptEvent, void, undefined> {
  for await (const message of readServerSentEvents(stream)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.data);
    } catch {
      continue;
    }
    const event = improvePromptEventSchema.safeParse(parsed);
    if (event.success) yield event.data;
  }
}
