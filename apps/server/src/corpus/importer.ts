/**
 * Writes the parsed corpus into the laws tables. Idempotent: the corpus hash is stored in
 * laws_corpus_imports and an unchanged corpus is skipped; a changed one replaces everything in
 * one transaction. Rows go in as multi-row INSERTs (PGlite manages ~1,500 single-row inserts/s).
 */
import { sql, type Kysely } from 'kysely';

import type { LawsTables } from '../modules/laws/tables.js';
import { corpusHash, DEFAULT_CORPUS_DIR, loadCorpus } from './load.js';
import { unitText, type CorpusDocument } from './model.js';
import { loadPlainLanguage, PLAIN_LANGUAGE_DIR, plainLanguageHash } from './plain-language.js';
import { collectProvisionStatus } from './provision-status.js';

export interface ImportOptions {
  corpusDir?: string;
  /** The articles' plain-language descriptions (default apps/server/vocabulary/plain-language). */
  plainLanguageDir?: string;
  /** Re-import even when the stored hash matches. */
  force?: boolean;
  /** Import only these documents (tests that do not need the whole corpus). */
  filter?: (doc: CorpusDocument) => boolean;
  /** Rows per INSERT statement. */
  batchSize?: number;
}

export interface ImportResult {
  skipped: boolean;
  hash: string;
  durationMs: number;
  counts: Record<string, number>;
}

const IMPORT_ID = 'corpus';

async function insertBatches<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The document's title in each language it has: its title in the first version's language, each
 * other version's own title (the GDPR's Italian and French ones).
 */
export function titlesByLanguage(d: CorpusDocument): Partial<Record<string, string>> {
  return Object.fromEntries(d.versions.map((v, i) => [v.lang, i === 0 ? d.title : v.title]));
}

/** The descriptions' part of the version hash (none when there are no description files). */
function plainHashTag(dir: string): string {
  const h = plainLanguageHash(dir);
  return h ? `:plain:${h.slice(0, 16)}` : '';
}

/** Imports the corpus unless the same version is already there. */
export async function importCorpus(
  db: Kysely<LawsTables>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const started = performance.now();
  const dir = options.corpusDir ?? DEFAULT_CORPUS_DIR;
  const filterTag = options.filter ? ':subset' : '';
  const plainDir = options.plainLanguageDir ?? PLAIN_LANGUAGE_DIR;
  const hash = corpusHash(dir) + plainHashTag(plainDir) + filterTag;
  if (!options.force) {
    const current = await db
      .selectFrom('laws_corpus_imports')
      .select(['version_hash', 'counts'])
      .where('id', '=', IMPORT_ID)
      .executeTakeFirst();
    if (current?.version_hash === hash) {
      return {
        skipped: true,
        hash,
        durationMs: performance.now() - started,
        counts: current.counts as Record<string, number>,
      };
    }
  }
  let docs = loadCorpus(dir);
  if (options.filter) docs = docs.filter(options.filter);
  const size = options.batchSize ?? 400;

  const documents = docs.map((d, position) => ({
    id: d.id,
    position,
    kind: d.kind,
    type: d.type,
    title: d.title,
    titles: JSON.stringify(titlesByLanguage(d)),
    short_title: d.shortTitle,
    jurisdiction: d.jurisdiction,
    authority: d.authority,
    date: d.date,
    status: d.status,
    source_url: d.sourceUrl,
    eli: d.eli,
    urn: d.urn,
    attribution: d.attribution,
    source: d.source,
    languages: d.versions.map((v) => v.lang),
    ruling: d.ruling ? JSON.stringify(d.ruling) : null,
    details: 'details' in d ? JSON.stringify((d as { details: unknown }).details) : null,
  }));
  const divisions = docs.flatMap((d) =>
    d.versions.flatMap((v) =>
      v.divisions.map((div, position) => ({
        document_id: d.id,
        lang: v.lang,
        key: div.key,
        parent_key: div.parentKey,
        position,
        level: div.level,
        type: div.type,
        label: div.label,
        heading: div.heading,
      })),
    ),
  );
  const units = docs.flatMap((d) =>
    d.versions.flatMap((v) =>
      v.units.map((u, position) => ({
        document_id: d.id,
        lang: v.lang,
        anchor: u.anchor,
        position,
        kind: u.kind,
        number: u.number,
        label: u.label,
        heading: u.heading,
        division_key: u.divisionKey,
        paragraphs: JSON.stringify(u.paragraphs),
        body: unitText(u),
      })),
    ),
  );
  const paragraphs = docs.flatMap((d) =>
    d.versions.flatMap((v) =>
      v.units.flatMap((u) =>
        u.paragraphs.map((p, position) => ({
          document_id: d.id,
          lang: v.lang,
          unit_anchor: u.anchor,
          position,
          anchor: p.anchor,
          number: p.number,
          text: p.text,
          points: JSON.stringify(p.points),
        })),
      ),
    ),
  );
  // Both ends of every status are among `docs` (a filtered import keeps only its own).
  const statuses = collectProvisionStatus(docs).map((s) => ({
    document_id: s.documentId,
    article: s.article,
    paragraph: s.paragraph,
    scope: s.scope,
    kind: s.kind,
    by_document_id: s.byDocumentId,
    by_anchor: s.byAnchor,
    by_title: s.byTitle,
    date: s.date,
    partial: s.partial,
    excerpt: s.excerpt,
  }));
  const plain = loadPlainLanguage(plainDir, docs).map((p) => ({
    document_id: p.documentId,
    anchor: p.anchor,
    lang: p.lang,
    text: p.text,
  }));
  const counts = {
    documents: documents.length,
    divisions: divisions.length,
    units: units.length,
    paragraphs: paragraphs.length,
    plainLanguage: plain.length,
    ...Object.fromEntries(
      (['unconstitutional', 'repealed', 'replaced', 'amounts-in-lire'] as const).map((kind) => [
        `status:${kind}`,
        statuses.filter((s) => s.kind === kind).length,
      ]),
    ),
  };

  await db.transaction().execute(async (trx) => {
    // Cascades to divisions, units and paragraphs.
    await trx.deleteFrom('laws_documents').execute();
    await insertBatches(documents, size, (c) =>
      trx.insertInto('laws_documents').values(c).execute(),
    );
    await insertBatches(divisions, size, (c) =>
      trx.insertInto('laws_divisions').values(c).execute(),
    );
    await insertBatches(units, size, (c) => trx.insertInto('laws_units').values(c).execute());
    await insertBatches(paragraphs, size, (c) =>
      trx.insertInto('laws_paragraphs').values(c).execute(),
    );
    await insertBatches(statuses, size, (c) =>
      trx.insertInto('laws_provision_status').values(c).execute(),
    );
    await insertBatches(plain, size, (c) =>
      trx.insertInto('laws_plain_language').values(c).execute(),
    );
    const durationMs = Math.round(performance.now() - started);
    await trx.deleteFrom('laws_corpus_imports').where('id', '=', IMPORT_ID).execute();
    await trx
      .insertInto('laws_corpus_imports')
      .values({
        id: IMPORT_ID,
        version_hash: hash,
        duration_ms: durationMs,
        counts: JSON.stringify(counts),
      })
      .execute();
  });
  // Merges the GIN pending lists left by the bulk insert (searches were ~10x slower before) and
  // gives the planner fresh statistics, or it ignores the per-language indexes.
  await sql`vacuum analyze laws_documents, laws_divisions, laws_units, laws_paragraphs, laws_provision_status, laws_plain_language`.execute(
    db,
  );
  return { skipped: false, hash, durationMs: performance.now() - started, counts };
}
