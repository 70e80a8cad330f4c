import type {
  Conversation,
  ConversationPage,
  CreateWorkspaceBody,
  UpdateWorkspaceBody,
  Workspace,
  WorkspaceDocumentPage,
  WorkspaceMeter,
  WorkspaceMetadata,
  WorkspacePage,
  WorkspacePrompt,
} from '@lexio/api/contract';

import type { Db } from '../../db';
import type { Principal } from '../../lib/auth';
import type { ObjectStorage } from '../../lib/storage';
import { badRequest, forbidden, notFound, paymentRequired } from '../../lib/errors';
import * as assistantRepo from '../assistant/repo';
import * as assistantService from '../assistant/service';
import type { AssistantThreadRow } from '../assistant/tables';
import { accessOf, resolveWorkspace, type ResolvedWorkspace, type WorkspaceAccess } from './access';
import * as repo from './repo';
import type { WorkspaceWithCounts } from './repo';

export function toWorkspace(row: WorkspaceWithCounts): Workspace {
  return {
    id: row.id,
    kind: row.kind === 'internal_normative' ? 'INTERNAL_NORMATIVE' : 'WORKSPACE',
    name: row.name,
    description: row.description,
    documentCount: Number(row.document_count ?? 0),
    libraryCount: Number(row.library_count ?? 0),
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const workspaceNotFound = () => notFound('Workspace not found');

export { accessOf, resolveWorkspace };
export type { ResolvedWorkspace, WorkspaceAccess };

const isManager = (principal: Principal) => principal.role !== 'MEMBER';

/** Renaming, deleting and editing the prompt or metadata: an owner or admin, or the creator. */
function assertCanEdit(principal: Principal, row: WorkspaceWithCounts) {
  if (
    row.kind === 'internal_normative'
      ? isManager(principal)
      : isManager(principal) || row.created_by === principal.userId
  )
    return;
  throw forbidden('Only an owner, an admin or the workspace creator can change this workspace');
}

/** Adding documents or files: any member in a workspace, owners and admins in the internal one. */
export function assertCanAdd(principal: Principal, resolved: ResolvedWorkspace) {
  if (!resolved.access.writable) {
    throw paymentRequired(
      'The subscription is not active: workspaces are read-only',
      'SUBSCRIPTION_INACTIVE',
    );
  }
  if (resolved.row.kind === 'internal_normative' && !isManager(principal)) {
    throw forbidden('Only an owner or admin can change the internal normative workspace');
  }
}

// ------------------------------------------------------------ workspaces

export async function listWorkspaces(
  db: Db,
  principal: Principal,
  page: { limit: number; offset: number; q?: string | undefined },
): Promise<WorkspacePage> {
  const { rows, total } = await repo.listWorkspaces(db, principal.organisationId, page);
  return { items: rows.map(toWorkspace), total, limit: page.limit, offset: page.offset };
}

export async function createWorkspace(
  db: Db,
  principal: Principal,
  body: CreateWorkspaceBody,
): Promise<Workspace> {
  const access = await accessOf(db, principal);
  if (access.plan === null) {
    throw paymentRequired('Workspaces need a subscription plan', 'PLAN_REQUIRED');
  }
  if (!access.writable) {
    throw paymentRequired('The subscription is not active', 'SUBSCRIPTION_INACTIVE');
  }
  const limit = access.limits.workspaces;
  if (limit !== null && (await repo.countWorkspaces(db, principal.organisationId)) >= limit) {
    throw paymentRequired(
      `The ${access.plan} plan allows ${limit} workspaces`,
      'WORKSPACE_LIMIT_REACHED',
    );
  }
  const { id } = await repo.createWorkspace(db, principal.organisationId, {
    name: body.name,
    description: body.description ?? '',
    createdBy: principal.userId,
  });
  const row = await repo.findWorkspace(db, principal.organisationId, id);
  if (!row) throw workspaceNotFound();
  return toWorkspace(row);
}

export async function getWorkspace(db: Db, principal: Principal, id: string): Promise<Workspace> {
  return toWorkspace((await resolveWorkspace(db, principal, id)).row);
}

export async function updateWorkspace(
  db: Db,
  principal: Principal,
  id: string,
  body: UpdateWorkspaceBody,
): Promise<Workspace> {
  const { row } = await resolveWorkspace(db, principal, id);
  assertCanEdit(principal, row);
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await repo.updateWorkspace(db, principal.organisationId, row.id, changes);
  }
  return getWorkspace(db, principal, row.id);
}

/** Deletes the workspace, its pinned documents, library rows (cascade) and the stored files. */
export async function deleteWorkspace(
  db: Db,
  storage: ObjectStorage,
  principal: Principal,
  id: string,
): Promise<void> {
  const { row } = await resolveWorkspace(db, principal, id);
  if (row.kind === 'internal_normative') {
    throw forbidden('The internal normative workspace cannot be deleted');
  }
  assertCanEdit(principal, row);
  const keys = await repo.libraryStorageKeys(db, principal.organisationId, row.id);
  if (!(await repo.deleteWorkspace(db, principal.organisationId, row.id)))
    throw workspaceNotFound();
  await Promise.all(keys.map((key) => storage.remove(key)));
}

// ------------------------------------------------------------ prompt and metadata

export async function getPrompt(
  db: Db,
  principal: Principal,
  id: string,
): Promise<WorkspacePrompt> {
  const { row } = await resolveWorkspace(db, principal, id);
  return { prompt: row.prompt, updatedAt: row.prompt_updated_at?.toISOString() ?? null };
}

export async function updatePrompt(
  db: Db,
  principal: Principal,
  id: string,
  prompt: string,
): Promise<WorkspacePrompt> {
  const { row } = await resolveWorkspace(db, principal, id);
  assertCanEdit(principal, row);
  await repo.updateWorkspace(db, principal.organisationId, row.id, {
    prompt,
    prompt_updated_at: new Date(),
  });
  return getPrompt(db, principal, row.id);
}

export async function getMetadata(
  db: Db,
  principal: Principal,
  id: string,
): Promise<WorkspaceMetadata> {
  return (await resolveWorkspace(db, principal, id)).row.metadata;
}

export async function setMetadata(
  db: Db,
  principal: Principal,
  id: string,
  metadata: WorkspaceMetadata,
): Promise<WorkspaceMetadata> {
  const { row } = await resolveWorkspace(db, principal, id);
  assertCanEdit(principal, row);
  await repo.updateWorkspace(db, principal.organisationId, row.id, {
    metadata: JSON.stringify(metadata),
  });
  return getMetadata(db, principal, row.id);
}

// ------------------------------------------------------------ pinned corpus documents

export async function listDocuments(
  db: Db,
  principal: Principal,
  id: string,
  page: { limit: number; offset: number },
): Promise<WorkspaceDocumentPage> {
  const { row } = await resolveWorkspace(db, principal, id);
  const { rows, total } = await repo.listDocuments(db, principal.organisationId, row.id, page);
  return {
    items: rows.map((d) => ({
      documentId: d.id,
      title: d.title,
      kind: d.kind,
      type: d.type,
      addedAt: d.added_at.toISOString(),
    })),
    total,
    limit: page.limit,
    offset: page.offset,
  };
}

export async function addDocuments(
  db: Db,
  principal: Principal,
  id: string,
  documentIds: string[],
): Promise<WorkspaceDocumentPage> {
  const resolved = await resolveWorkspace(db, principal, id);
  assertCanAdd(principal, resolved);
  const unique = [...new Set(documentIds)];
  const known = await repo.existingCorpusDocuments(db, unique);
  const unknown = unique.filter((documentId) => !known.has(documentId));
  if (unknown.length > 0) {
    throw badRequest('UNKNOWN_DOCUMENT', `Not documents of the corpus: ${unknown.join(', ')}`);
  }
  await repo.addDocuments(db, principal.organisationId, resolved.row.id, unique, principal.userId);
  await repo.updateWorkspace(db, principal.organisationId, resolved.row.id, {});
  return listDocuments(db, principal, resolved.row.id, { limit: 20, offset: 0 });
}

export async function removeDocuments(
  db: Db,
  principal: Principal,
  id: string,
  documentIds: string[],
): Promise<void> {
  const resolved = await resolveWorkspace(db, principal, id);
  assertCanAdd(principal, resolved);
  await repo.removeDocuments(db, principal.organisationId, resolved.row.id, documentIds);
}

// ------------------------------------------------------------ threads in a workspace

/** The caller's own threads in the workspace (threads are private to their author). */
export async function listThreads(
  db: Db,
  principal: Principal,
  id: string,
  page: { limit: number; offset: number; q?: string | undefined },
): Promise<ConversationPage> {
  const { row } = await resolveWorkspace(db, principal, id);
  const { rows, total } = await repo.listThreads(
    db,
    principal.organisationId,
    principal.userId,
    row.id,
    page,
  );
  return {
    items: rows.map(toConversation),
    total,
    limit: page.limit,
    offset: page.offset,
  };
}

/** One of the caller's threads, if it belongs to this workspace (else 404). */
async function workspaceThread(db: Db, principal: Principal, id: string, threadId: string) {
  const { row } = await resolveWorkspace(db, principal, id);
  const thread = await assistantRepo.findThread(
    db,
    principal.organisationId,
    principal.userId,
    threadId,
  );
  if (!thread || thread.workspace_id !== row.id) throw notFound('Thread not found');
  return thread;
}

const toConversation = (thread: AssistantThreadRow): Conversation => ({
  id: thread.id,
  title: thread.title,
  workspaceId: thread.workspace_id,
  language: thread.language,
  shared: thread.share_slug !== null,
  createdAt: thread.created_at.toISOString(),
  updatedAt: thread.updated_at.toISOString(),
});

export async function getThread(
  db: Db,
  principal: Principal,
  id: string,
  threadId: string,
): Promise<Conversation> {
  return toConversation(await workspaceThread(db, principal, id, threadId));
}

export async function renameThread(
  db: Db,
  principal: Principal,
  id: string,
  threadId: string,
  title: string,
): Promise<Conversation> {
  const thread = await workspaceThread(db, principal, id, threadId);
  return assistantService.renameConversation(db, principal, thread.id, title);
}

export async function deleteThread(
  db: Db,
  principal: Principal,
  id: string,
  threadId: string,
): Promise<void> {
  const thread = await workspaceThread(db, principal, id, threadId);
  if (
    !(await assistantRepo.deleteThread(db, principal.organisationId, principal.userId, thread.id))
  )
    throw notFound('Thread not found');
}

// ------------------------------------------------------------ the meter

export async function meter(db: Db, principal: Principal): Promise<WorkspaceMeter> {
  const access = await accessOf(db, principal);
  const [workspaces, usage] = await Promise.all([
    repo.countWorkspaces(db, principal.organisationId),
    repo.libraryUsage(db, principal.organisationId),
  ]);
  return {
    plan: access.plan,
    workspaces: { used: workspaces, limit: access.limits.workspaces },
    files: { used: usage.files, limit: access.limits.files },
    storageBytes: { used: usage.bytes, limit: access.limits.storageBytes },
    maxFileBytes: access.limits.maxFileBytes,
  };
}
