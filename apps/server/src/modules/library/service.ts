import { randomUUID } from 'node:crypto';
import path from 'node:path';

import {
  LIBRARY_CONTENT_TYPES,
  type LibraryDocument,
  type LibraryDocumentPage,
  type LibraryStatus as ApiLibraryStatus,
  type LibraryUpload,
  type LibraryUploadBody,
} from '@lexio/api/contract';

import type { Db } from '../../db';
import type { Principal } from '../../lib/auth';
import { badRequest, notFound, paymentRequired } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import type { ObjectStorage } from '../../lib/storage';
import * as workspaceRepo from '../workspaces/repo';
import * as workspaces from '../workspaces/service';
import { checkSignature } from './extract';
import * as repo from './repo';
import type { LibraryDocumentWithCount } from './repo';
import type { LibraryFormat, LibraryStatus } from './tables';

export const INDEX_JOB = 'library.index-document';

export interface LibraryContext {
  db: Db;
  storage: ObjectStorage;
  jobs: JobQueue;
}

const FORMAT_OF_EXTENSION: Record<string, LibraryFormat> = {
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.doc': 'doc',
  '.txt': 'txt',
  '.html': 'html',
  '.htm': 'html',
  '.md': 'md',
  '.markdown': 'md',
};
const CONTENT_TYPE_OF_FORMAT = Object.fromEntries(
  Object.entries(LIBRARY_CONTENT_TYPES).map(([type, format]) => [format, type]),
) as Record<LibraryFormat, string>;

/** The file's format by its extension, checked against the announced content type. */
export function formatOf(name: string, contentType: string): LibraryFormat | null {
  const byExtension = FORMAT_OF_EXTENSION[path.extname(name).toLowerCase()];
  if (!byExtension) return null;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const byType = (LIBRARY_CONTENT_TYPES as Record<string, LibraryFormat>)[type];
  // Browsers send an empty or generic type for .md and sometimes for .docx: the extension decides.
  if (byType && byType !== byExtension) return null;
  return byExtension;
}

const toStatus = (status: LibraryStatus) => status.toUpperCase() as ApiLibraryStatus;

export function toLibraryDocument(row: LibraryDocumentWithCount): LibraryDocument {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size ?? row.declared_size),
    status: toStatus(row.status),
    failureReason: row.failure_reason,
    pagesDone: row.pages_done,
    pagesTotal: row.pages_total,
    language: row.language,
    passageCount: Number(row.passage_count ?? 0),
    createdAt: row.created_at.toISOString(),
    indexedAt: row.indexed_at?.toISOString() ?? null,
  };
}

const documentNotFound = () => notFound('Document not found');

/** POST /workspaces/{id}/library: checks every file, then one upload URL per file. */
export async function requestUploads(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  body: LibraryUploadBody,
  origin: string,
): Promise<LibraryUpload> {
  const resolved = await workspaces.resolveWorkspace(ctx.db, principal, workspaceId);
  workspaces.assertCanAdd(principal, resolved);
  const { limits, plan } = resolved.access;
  const checked = body.files.map((file) => {
    const format = formatOf(file.name, file.contentType);
    if (!format) {
      throw badRequest(
        'UNSUPPORTED_FILE_TYPE',
        `${file.name}: only PDF, DOCX, DOC, TXT, HTML and Markdown files can be uploaded`,
      );
    }
    if (file.size > limits.maxFileBytes) {
      throw badRequest(
        'FILE_TOO_LARGE',
        `${file.name}: a file may be at most ${limits.maxFileBytes / (1024 * 1024)} MB`,
      );
    }
    return { ...file, format };
  });
  const usage = await workspaceRepo.libraryUsage(ctx.db, principal.organisationId);
  if (limits.files !== null && usage.files + checked.length > limits.files) {
    throw paymentRequired(`The ${plan} plan allows ${limits.files} files`, 'FILE_LIMIT_REACHED');
  }
  const bytes = checked.reduce((sum, file) => sum + file.size, 0);
  if (limits.storageBytes !== null && usage.bytes + bytes > limits.storageBytes) {
    throw paymentRequired(`The ${plan} plan's storage is full`, 'STORAGE_LIMIT_REACHED');
  }
  const uploads: LibraryUpload['uploads'] = [];
  for (const file of checked) {
    const id = randomUUID();
    const storageKey = `${principal.organisationId}/${resolved.row.id}/${id}`;
    const contentType = CONTENT_TYPE_OF_FORMAT[file.format];
    await repo.insertDocument(ctx.db, principal.organisationId, {
      id,
      workspaceId: resolved.row.id,
      name: file.name,
      contentType,
      format: file.format,
      declaredSize: file.size,
      storageKey,
      uploadedBy: principal.userId,
    });
    const target = await ctx.storage.uploadTarget(storageKey, {
      contentType,
      size: file.size,
      origin,
    });
    uploads.push({
      documentId: id,
      name: file.name,
      method: 'PUT',
      url: target.url,
      headers: target.headers,
      expiresAt: target.expiresAt.toISOString(),
    });
  }
  return { uploads };
}

export async function listDocuments(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  page: {
    limit: number;
    offset: number;
    q?: string | undefined;
    status?: ApiLibraryStatus[] | undefined;
  },
): Promise<LibraryDocumentPage> {
  const { row } = await workspaces.resolveWorkspace(ctx.db, principal, workspaceId);
  const { rows, total } = await repo.listDocuments(ctx.db, principal.organisationId, row.id, {
    ...page,
    status: page.status?.map((s) => s.toLowerCase() as LibraryStatus),
  });
  return { items: rows.map(toLibraryDocument), total, limit: page.limit, offset: page.offset };
}

export async function getDocument(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  documentId: string,
): Promise<LibraryDocument> {
  const { row } = await workspaces.resolveWorkspace(ctx.db, principal, workspaceId);
  const document = await repo.findDocument(ctx.db, principal.organisationId, row.id, documentId);
  if (!document) throw documentNotFound();
  return toLibraryDocument(document);
}

/**
 * GET .../library/documents/{docId}/file: the original bytes as uploaded, with its name and type.
 * A file whose upload never arrived is not found.
 */
export async function documentFile(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  documentId: string,
): Promise<{ name: string; contentType: string; bytes: Buffer }> {
  const { row } = await workspaces.resolveWorkspace(ctx.db, principal, workspaceId);
  const document = await repo.findDocument(ctx.db, principal.organisationId, row.id, documentId);
  // Until its PUT arrives a file has no bytes to give back.
  if (!document || (await ctx.storage.size(document.storage_key)) === null) {
    throw documentNotFound();
  }
  const bytes = await ctx.storage.read(document.storage_key);
  return { name: document.name, contentType: document.content_type, bytes };
}

async function documentsOf(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  ids: string[],
) {
  const { row } = await workspaces.resolveWorkspace(ctx.db, principal, workspaceId);
  const unique = [...new Set(ids)];
  // Ids of documents deleted meanwhile (or never of this workspace) are left out of the reply.
  const found = await repo.findDocuments(ctx.db, principal.organisationId, row.id, unique);
  // In the order asked for: files uploaded together share their creation time, so the database's
  // order among them is not fixed.
  const order = new Map(unique.map((id, index) => [id, index]));
  const documents = found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { workspace: row, documents };
}

/**
 * POST .../library/documents/index: queues the uploaded files for indexing (one job each). A
 * file not uploaded yet stays AWAITING_UPLOAD; one larger than announced or not of its type fails
 * at once with the reason; with `retry`, failed and cancelled files run again.
 */
export async function indexDocuments(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  ids: string[],
  retry = false,
): Promise<LibraryDocument[]> {
  const resolved = await workspaces.resolveWorkspace(ctx.db, principal, workspaceId);
  workspaces.assertCanAdd(principal, resolved);
  const { documents } = await documentsOf(ctx, principal, workspaceId, ids);
  for (const document of documents) {
    const again = retry && (document.status === 'failed' || document.status === 'cancelled');
    if (document.status !== 'awaiting_upload' && !again) continue;
    const size = await ctx.storage.size(document.storage_key);
    if (size === null) continue;
    let failure: string | null;
    if (size > Number(document.declared_size)) {
      failure = 'The file is larger than announced when the upload started';
    } else if (size > resolved.access.limits.maxFileBytes) {
      failure = 'The file is larger than 100 MB';
    } else {
      const head = (await ctx.storage.read(document.storage_key)).subarray(0, 4096);
      failure = checkSignature(document.format, head);
    }
    if (failure) {
      await repo.updateDocument(ctx.db, principal.organisationId, document.id, {
        status: 'failed',
        failure_reason: failure,
        size,
        uploaded_at: document.uploaded_at ?? new Date(),
      });
      continue;
    }
    const jobId = await ctx.jobs.send(INDEX_JOB, { documentId: document.id });
    await repo.updateDocument(ctx.db, principal.organisationId, document.id, {
      status: 'queued',
      failure_reason: null,
      pages_done: 0,
      size,
      job_id: jobId,
      uploaded_at: document.uploaded_at ?? new Date(),
    });
  }
  return progress(ctx, principal, workspaceId, ids);
}

/** POST .../library/documents/checkprogress. */
export async function progress(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  ids: string[],
): Promise<LibraryDocument[]> {
  const { documents } = await documentsOf(ctx, principal, workspaceId, ids);
  return documents.map(toLibraryDocument);
}

/** POST .../library/documents/cancel: stops indexing (a queued or running job is cancelled). */
export async function cancelDocuments(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  ids: string[],
): Promise<LibraryDocument[]> {
  const { documents } = await documentsOf(ctx, principal, workspaceId, ids);
  for (const document of documents) {
    if (!['queued', 'extracting', 'indexing'].includes(document.status)) continue;
    await repo.updateDocument(ctx.db, principal.organisationId, document.id, {
      status: 'cancelled',
      failure_reason: null,
    });
    if (document.job_id) await ctx.jobs.cancel(document.job_id);
  }
  return progress(ctx, principal, workspaceId, ids);
}

export async function deleteDocument(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  documentId: string,
): Promise<void> {
  const resolved = await workspaces.resolveWorkspace(ctx.db, principal, workspaceId);
  if (resolved.row.kind === 'internal_normative') workspaces.assertCanAdd(principal, resolved);
  const document = await repo.findDocument(
    ctx.db,
    principal.organisationId,
    resolved.row.id,
    documentId,
  );
  if (!document) throw documentNotFound();
  if (document.job_id && ['queued', 'extracting', 'indexing'].includes(document.status)) {
    await ctx.jobs.cancel(document.job_id);
  }
  await repo.deleteDocument(ctx.db, principal.organisationId, document.id);
  await ctx.storage.remove(document.storage_key);
}

export async function searchLibrary(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  q: string,
  limit: number,
) {
  const { row } = await workspaces.resolveWorkspace(ctx.db, principal, workspaceId);
  const rows = await repo.searchPassages(ctx.db, principal.organisationId, row.id, q, limit);
  return {
    items: rows.map((r) => ({
      documentId: r.document_id,
      name: r.name,
      position: r.position,
      page: r.page,
      heading: r.heading,
      label: r.label,
      text: r.text,
    })),
  };
}

export async function documentPassages(
  ctx: LibraryContext,
  principal: Principal,
  workspaceId: string,
  documentId: string,
  page: { limit: number; offset: number },
) {
  const document = await getDocument(ctx, principal, workspaceId, documentId);
  const [passages, references] = await Promise.all([
    repo.listPassages(ctx.db, principal.organisationId, document.id, page),
    repo.listReferences(ctx.db, principal.organisationId, document.id),
  ]);
  return {
    items: passages.map((p) => ({
      ...p,
      references: references
        .filter((r) => r.passage_position === p.position)
        .map((r) => ({ text: r.text, documentId: r.corpus_document_id, article: r.article })),
    })),
    total: document.passageCount,
    limit: page.limit,
    offset: page.offset,
  };
}
