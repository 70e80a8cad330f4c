import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type WorkspaceKind = 'workspace' | 'internal_normative';

export interface WorkspacesTable {
  id: Generated<string>;
  organisation_id: string;
  /** At most one 'internal_normative' per organisation (ENTERPRISE). */
  kind: ColumnType<WorkspaceKind, WorkspaceKind | undefined, never>;
  name: string;
  description: Generated<string>;
  /** The workspace prompt: instructions the assistant follows in the workspace's threads. */
  prompt: Generated<string>;
  prompt_updated_at: Date | null;
  /** Free key/value pairs a team records (GET, POST /workspaces/{id}/metadata). */
  metadata: Json<Record<string, string>>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type WorkspaceRow = Selectable<WorkspacesTable>;

/** A corpus act or ruling pinned to a workspace. */
export interface WorkspaceDocumentsTable {
  workspace_id: string;
  organisation_id: string;
  document_id: string;
  added_by: string | null;
  added_at: ColumnType<Date, Date | undefined, never>;
}

export interface WorkspaceTables {
  workspaces: WorkspacesTable;
  workspace_documents: WorkspaceDocumentsTable;
}
