import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** A citation as stored with an answer (the API's assistantCitationSchema). */
export interface StoredCitation {
  index: number;
  documentId: string;
  article: string;
  paragraph?: string;
  quote: string;
  verified: boolean;
  /** A passage of a workspace library document (contract `AssistantCitation.library`). */
  library?: { workspaceId: string; documentId: string; passage: number; page: number | null };
}

export interface AssistantThreadsTable {
  id: Generated<string>;
  organisation_id: string;
  /** The author: the only user who sees the thread (others get 404). */
  user_id: string;
  /** Null for a conversation outside any workspace (the only kind so far). */
  workspace_id: string | null;
  title: string;
  language: 'it' | 'en' | 'fr';
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** The public link's slug while the thread is shared; null when never shared or revoked. */
  share_slug: string | null;
  shared_at: Date | null;
  /** The read-only copy the public link serves, taken when the thread was shared. */
  share_snapshot: Json<unknown> | null;
}

export type AssistantMessageStatus = 'streaming' | 'complete' | 'stopped' | 'failed';

export interface AssistantMessagesTable {
  id: Generated<string>;
  /** Orders the messages of a thread (identity column). */
  seq: Generated<number>;
  thread_id: string;
  organisation_id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: Json<StoredCitation[]>;
  status: AssistantMessageStatus;
  /** Which answerer wrote an assistant message: 'embedded-extractive', 'openai-compatible', 'bedrock'. */
  answerer: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  completed_at: Date | null;
}

export type AssistantThreadRow = Selectable<AssistantThreadsTable>;
export type AssistantMessageRow = Selectable<AssistantMessagesTable>;

/** The assistant's tables, merged into the app's Database type in db/database.ts. */
export interface AssistantTables {
  assistant_threads: AssistantThreadsTable;
  assistant_messages: AssistantMessagesTable;
}
