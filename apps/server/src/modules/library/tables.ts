import type { ColumnType, Generated, Selectable } from 'kysely';

export type LibraryFormat = 'pdf' | 'docx' | 'doc' | 'txt' | 'html' | 'md';
export type LibraryStatus =
  'awaiting_upload' | 'queued' | 'extracting' | 'indexing' | 'indexed' | 'failed' | 'cancelled';
export type LibraryLanguage = 'it' | 'en' | 'fr';

/** A file a team uploaded to a workspace's library, and where its indexing stands. */
export interface LibraryDocumentsTable {
  id: Generated<string>;
  workspace_id: string;
  organisation_id: string;
  name: string;
  content_type: string;
  format: LibraryFormat;
  /** What the client announced; the stored file may not exceed it. */
  declared_size: ColumnType<number, number, number>;
  /** The stored file's size, once uploaded. */
  size: ColumnType<number | null, number | null | undefined, number | null>;
  storage_key: string;
  status: ColumnType<LibraryStatus, LibraryStatus | undefined, LibraryStatus>;
  /** Why indexing failed, in words a user understands. */
  failure_reason: string | null;
  pages_done: ColumnType<number, number | undefined, number>;
  pages_total: number | null;
  language: LibraryLanguage | null;
  job_id: string | null;
  uploaded_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  uploaded_at: Date | null;
  indexed_at: Date | null;
}
export type LibraryDocumentRow = Selectable<LibraryDocumentsTable>;

/** A passage of a library document: a heading's section, a numbered clause or article, on a page. */
export interface LibraryPassagesTable {
  id: Generated<number>;
  document_id: string;
  organisation_id: string;
  position: number;
  page: number | null;
  heading: string | null;
  /** The clause or article number ("Art. 5", "3.2") when the passage opens with one. */
  label: string | null;
  text: string;
  language: LibraryLanguage;
  /** Generated: the passage's tsvector in its language (label and heading weigh more). */
  search: ColumnType<string, never, never>;
}

/** A legal reference found in a passage ("art. 33 GDPR"), linked to a corpus document if known. */
export interface LibraryReferencesTable {
  document_id: string;
  organisation_id: string;
  passage_position: number;
  text: string;
  corpus_document_id: string | null;
  article: string | null;
}

export interface LibraryTables {
  library_documents: LibraryDocumentsTable;
  library_passages: LibraryPassagesTable;
  library_references: LibraryReferencesTable;
}
