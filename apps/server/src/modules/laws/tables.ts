import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface LawsCorpusImportsTable {
  id: string;
  version_hash: string;
  imported_at: Generated<Date>;
  duration_ms: number;
  counts: Json<Record<string, number>>;
}

export interface LawsDocumentsTable {
  id: string;
  position: number;
  kind: 'legislation' | 'ruling' | 'gazette';
  type: string;
  title: string;
  /** The title in each language version (`{ it, en, fr }`, those the document has); `{}` by default. */
  titles: ColumnType<Partial<Record<string, string>>, string | undefined, string>;
  short_title: string;
  jurisdiction: string;
  authority: string;
  /** A date column: read back as a Date by node-postgres. */
  date: ColumnType<Date | null, string | null, string | null>;
  status: string;
  source_url: string | null;
  eli: string | null;
  urn: string | null;
  attribution: string;
  source: string;
  languages: string[];
  ruling: Json<unknown> | null;
  details: Json<unknown> | null;
}

export interface LawsDivisionsTable {
  document_id: string;
  lang: string;
  key: string;
  parent_key: string | null;
  position: number;
  level: number;
  type: string;
  label: string;
  heading: string | null;
}

export interface LawsUnitsTable {
  document_id: string;
  lang: string;
  anchor: string;
  position: number;
  kind: string;
  number: string | null;
  label: string;
  heading: string | null;
  division_key: string | null;
  paragraphs: Json<unknown>;
  body: string;
  search: ColumnType<string, never, never>;
}

export interface LawsParagraphsTable {
  document_id: string;
  lang: string;
  unit_anchor: string;
  position: number;
  anchor: string | null;
  number: string | null;
  text: string;
  points: Json<unknown>;
}

/** An article's plain-language description in one language (corpus/plain-language.ts). */
export interface LawsPlainLanguageTable {
  document_id: string;
  anchor: string;
  lang: string;
  text: string;
  search: ColumnType<string, never, never>;
}

/** A provision's status found at import (corpus/provision-status.ts). */
export interface LawsProvisionStatusTable {
  id: Generated<number>;
  document_id: string;
  /** The article's anchor; `paragraph` the numbered paragraph's, when the text numbers it. */
  article: string;
  paragraph: string | null;
  /** The part below the article as the source names it ("terzo comma"). */
  scope: string | null;
  kind: 'unconstitutional' | 'repealed' | 'replaced' | 'amounts-in-lire';
  by_document_id: string | null;
  by_anchor: string | null;
  by_title: string | null;
  date: ColumnType<Date | null, string | null, string | null>;
  partial: boolean;
  excerpt: string;
}

/** The laws service's tables, merged into the app's Database type in db/database.ts. */
export interface LawsTables {
  laws_corpus_imports: LawsCorpusImportsTable;
  laws_documents: LawsDocumentsTable;
  laws_divisions: LawsDivisionsTable;
  laws_units: LawsUnitsTable;
  laws_paragraphs: LawsParagraphsTable;
  laws_provision_status: LawsProvisionStatusTable;
  laws_plain_language: LawsPlainLanguageTable;
}
