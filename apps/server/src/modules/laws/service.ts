/** The laws service: documents, tables of contents, rulings and the corpus search. */
import type {
  CorpusSearchQuery,
  CorpusSearchResult,
  CourtRuling,
  LawDocumentMetadata,
  LawLanguage,
  LawProvisionStatus,
  LawTitles,
  LawToc,
} from '@lexio/api/contract';
import {
  corpusSearchQuerySchema,
  lawLanguageSchema,
  type LawDocumentList,
  type LawDocumentListQuery,
  lawDocumentListQuerySchema,
} from '@lexio/api/contract';
import { sql } from 'kysely';

import type { RulingData } from '../../corpus/model';
import { escapeHtml } from '../../corpus/text';
import {
  existingDocumentIds,
  findDocument,
  listDivisions,
  listProvisionStatus,
  listUnits,
  unitCounts,
  type DocumentRow,
  type LawsDb,
  type ProvisionStatusRow,
} from './repo';
import { buildToc, renderDocumentHtml, renderTocHtml } from './render';

export class LawNotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'LawNotFoundError';
  }
}

const isoDate = (d: Date | string | null): string | null => {
  if (!d) return null;
  if (typeof d === 'string') return d.slice(0, 10);
  // DATE columns arrive as local midnight: format in local time, not UTC.
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The document's titles by language; its own title for the languages the import has not named. */
export function titlesOf(doc: Pick<DocumentRow, 'title' | 'titles'>): LawTitles {
  const titles: LawTitles = {};
  for (const [lang, title] of Object.entries(doc.titles ?? {}))
    if (title && lawLanguageSchema.safeParse(lang).success) titles[lang as LawLanguage] = title;
  return titles;
}

/** The document's title in `lang` when the corpus has it in that language, else its title. */
export function titleIn(doc: Pick<DocumentRow, 'title' | 'titles'>, lang: LawLanguage): string {
  return titlesOf(doc)[lang] ?? doc.title;
}

/** The document and the language to show: the requested one if the document has it. */
export async function resolveDocument(
  db: LawsDb,
  id: string,
  lang?: string,
): Promise<{ doc: DocumentRow; lang: LawLanguage }> {
  const doc = await findDocument(db, id);
  if (!doc) throw new LawNotFoundError(`Document ${id}`);
  const languages = doc.languages as LawLanguage[];
  if (lang && !languages.includes(lang as LawLanguage))
    throw new LawNotFoundError(`Language ${lang} of ${id}`);
  return { doc, lang: (lang as LawLanguage | undefined) ?? languages[0]! };
}

export async function getToc(
  db: LawsDb,
  id: string,
  lang?: string,
): Promise<LawToc & { html: string }> {
  const r = await resolveDocument(db, id, lang);
  const [divisions, units] = await Promise.all([
    listDivisions(db, id, r.lang),
    listUnits(db, id, r.lang),
  ]);
  const items = buildToc(id, r.lang, divisions, units);
  return {
    documentId: id,
    lang: r.lang,
    title: titleIn(r.doc, r.lang),
    items,
    html: renderTocHtml(items),
  };
}

export async function getDocumentHtml(
  db: LawsDb,
  id: string,
  lang?: string,
): Promise<{ html: string; lang: LawLanguage }> {
  const r = await resolveDocument(db, id, lang);
  const [divisions, units] = await Promise.all([
    listDivisions(db, id, r.lang),
    listUnits(db, id, r.lang),
  ]);
  const doc = { id: r.doc.id, title: titleIn(r.doc, r.lang) };
  return { html: renderDocumentHtml(doc, r.lang, divisions, units), lang: r.lang };
}

/** The web path of the decision or act a status comes from. */
export function statusHref(row: Pick<ProvisionStatusRow, 'by_document_id' | 'by_anchor' | 'kind'>) {
  if (!row.by_document_id) return null;
  if (row.kind === 'unconstitutional') return `/court-rulings/${row.by_document_id}`;
  return `/documents/${row.by_document_id}${row.by_anchor ? `#${row.by_anchor}` : ''}`;
}

export function toProvisionStatus(row: ProvisionStatusRow): LawProvisionStatus {
  return {
    article: row.article,
    paragraph: row.paragraph,
    scope: row.scope,
    kind: row.kind,
    byDocumentId: row.by_document_id,
    byTitle: row.by_title,
    href: statusHref(row),
    date: isoDate(row.date),
    partial: row.partial,
  };
}

/** A provision's status as the assistant shows it where the provision is quoted. */
export interface QuotedProvisionStatus {
  kind: 'unconstitutional' | 'repealed' | 'replaced';
  byDocumentId: string;
  byTitle: string;
  /** The web path of the decision or act. */
  href: string;
  date: string | null;
}

/**
 * Sets `status` on each quoted provision the corpus says was declared unconstitutional, repealed
 * or replaced (one indexed query for all of them); the others are left without it.
 */
export async function attachProvisionStatus<
  T extends { documentId: string; article: string; status?: QuotedProvisionStatus[] },
>(db: LawsDb, provisions: T[]): Promise<T[]> {
  const byDocument = new Map<string, string[]>();
  for (const p of provisions)
    byDocument.set(p.documentId, [...(byDocument.get(p.documentId) ?? []), p.article]);
  const rows = await listProvisionStatus(
    db,
    [...byDocument].map(([documentId, articles]) => ({ documentId, articles })),
  );
  for (const p of provisions) {
    const status = rows
      .filter(
        (r) =>
          r.document_id === p.documentId &&
          r.article === p.article &&
          r.kind !== 'amounts-in-lire' &&
          r.by_document_id,
      )
      .map((r) => ({
        kind: r.kind as QuotedProvisionStatus['kind'],
        byDocumentId: r.by_document_id!,
        byTitle: r.by_title ?? r.by_document_id!,
        href: statusHref(r)!,
        date: isoDate(r.date),
      }));
    if (status.length) p.status = status;
  }
  return provisions;
}

export async function getMetadata(db: LawsDb, id: string): Promise<LawDocumentMetadata> {
  const { doc, lang } = await resolveDocument(db, id);
  const statuses = await listProvisionStatus(db, [{ documentId: id }]);
  return {
    id: doc.id,
    kind: doc.kind,
    type: doc.type,
    title: doc.title,
    titles: titlesOf(doc),
    shortTitle: doc.short_title,
    jurisdiction: doc.jurisdiction,
    authority: doc.authority,
    date: isoDate(doc.date),
    status: doc.status,
    sourceUrl: doc.source_url,
    eli: doc.eli,
    urn: doc.urn,
    attribution: doc.attribution,
    languages: doc.languages as LawLanguage[],
    counts: await unitCounts(db, id, lang),
    details: (doc.details as Record<string, unknown> | null) ?? null,
    provisionStatus: statuses.map(toProvisionStatus),
  };
}

/** A ruling with its cited provisions linked to the viewer when the act is in the corpus. */
export async function getRuling(db: LawsDb, id: string): Promise<CourtRuling> {
  const { doc, lang } = await resolveDocument(db, id);
  if (doc.kind !== 'ruling' || !doc.ruling) throw new LawNotFoundError(`Ruling ${id}`);
  const ruling = doc.ruling as RulingData;
  const present = await existingDocumentIds(db, [
    ...new Set(ruling.citedProvisions.map((c) => c.documentId).filter((x): x is string => !!x)),
  ]);
  return {
    id: doc.id,
    court: ruling.court,
    title: doc.title,
    shortTitle: doc.short_title,
    type: doc.type,
    number: ruling.number,
    year: ruling.year,
    date: isoDate(doc.date),
    jurisdiction: doc.jurisdiction,
    lang,
    sourceUrl: doc.source_url,
    ecli: doc.jurisdiction === 'EU' ? doc.urn : null,
    attribution: doc.attribution,
    details: ruling.details,
    maxims: ruling.maxims,
    operativePart: ruling.operativePart,
    summary: ruling.summary,
    citedProvisions: ruling.citedProvisions.map((c) => {
      const inCorpus = !!c.documentId && present.has(c.documentId);
      const anchor = c.paragraph ?? c.article;
      return {
        ...c,
        inCorpus,
        href: inCorpus ? `/documents/${c.documentId}${anchor ? `#${anchor}` : ''}` : null,
      };
    }),
  };
}

const CONFIGS: Record<LawLanguage, string> = { it: 'italian', en: 'english', fr: 'french' };
const START = '\u0001';
const STOP = '\u0002';

/** Escapes the headline and turns the match markers into <mark>. */
function snippetHtml(headline: string): string {
  return escapeHtml(headline).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

/**
 * Ranked full-text search over articles, recitals, annexes and rulings, in the language of each
 * unit (one tsquery per configuration, each served by that language's partial GIN index).
 */
/** The documents whose title or short title holds every word of `q`, in corpus order. */
export async function listDocuments(
  db: LawsDb,
  query: LawDocumentListQuery,
): Promise<LawDocumentList> {
  const q = lawDocumentListQuerySchema.parse(query);
  const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  let select = db.selectFrom('laws_documents');
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where(
      // The title in every language: "protezione dati" finds the GDPR as well as "data protection".
      sql<boolean>`lower(title || ' ' || short_title || ' ' || id || ' ' || coalesce(titles->>'it', '') || ' ' || coalesce(titles->>'fr', '')) like ${pattern}`,
    );
  }
  if (q.jurisdiction) select = select.where('jurisdiction', '=', q.jurisdiction);
  if (q.kind) select = select.where('kind', '=', q.kind);
  const [rows, count] = await Promise.all([
    select
      .select(['id', 'kind', 'type', 'title', 'titles', 'short_title', 'jurisdiction', 'date'])
      .orderBy('position')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    select.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    total,
    hasMore: q.offset + rows.length < total,
    results: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      type: r.type,
      title: r.title,
      titles: titlesOf(r),
      shortTitle: r.short_title,
      jurisdiction: r.jurisdiction,
      date: isoDate(r.date),
    })),
  };
}

export async function searchCorpus(
  db: LawsDb,
  query: CorpusSearchQuery,
): Promise<CorpusSearchResult> {
  const q = corpusSearchQuerySchema.parse(query);
  const langs: LawLanguage[] = q.lang ? [q.lang] : ['it', 'en', 'fr'];
  const filters = [
    q.jurisdiction ? sql`and d.jurisdiction = ${q.jurisdiction}` : sql``,
    q.kind ? sql`and d.kind = ${q.kind}` : sql``,
    q.type ? sql`and d.type = ${q.type}` : sql``,
    q.documentId ? sql`and u.document_id = ${q.documentId}` : sql``,
  ];
  // One branch per language, so each uses its own partial GIN index (an OR of the three does not).
  const branches = sql.join(
    langs.map((l) => {
      const tsq = sql`websearch_to_tsquery(${sql.lit(CONFIGS[l])}::regconfig, ${q.q})`;
      return sql`select u.document_id, u.lang, u.anchor, u.position,
          d.position as doc_position, ts_rank_cd(u.search, ${tsq}) as rank
        from laws_units u join laws_documents d on d.id = u.document_id
        where u.lang = ${sql.lit(l)} and u.search @@ ${tsq} ${sql.join(filters, sql` `)}`;
    }),
    sql` union all `,
  );
  const cfg = sql`case h.lang when 'it' then 'italian'::regconfig when 'fr' then 'french'::regconfig else 'english'::regconfig end`;
  const htsq = sql`case h.lang when 'it' then websearch_to_tsquery('italian'::regconfig, ${q.q}) when 'fr' then websearch_to_tsquery('french'::regconfig, ${q.q}) else websearch_to_tsquery('english'::regconfig, ${q.q}) end`;
  // Rank first, then build headlines for the page only: ts_headline is the costly part.
  const rows = await sql<{
    document_id: string;
    lang: LawLanguage;
    anchor: string;
    kind: string;
    label: string;
    heading: string | null;
    rank: number;
    title: string;
    short_title: string;
    jurisdiction: string;
    doc_kind: 'legislation' | 'ruling' | 'gazette';
    doc_type: string;
    headline: string;
  }>`
    with hits as (
      select * from (${branches}) b
      order by rank desc, doc_position, position
      limit ${q.limit + 1} offset ${q.offset}
    )
    select h.document_id, h.lang, h.anchor, u.kind, u.label, u.heading, h.rank::float8 as rank,
           d.title, d.short_title, d.jurisdiction, d.kind as doc_kind, d.type as doc_type,
           ts_headline(${cfg}, coalesce(u.heading || ' — ', '') || u.body, ${htsq},
             ${`StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`}) as headline
    from hits h
      join laws_documents d on d.id = h.document_id
      join laws_units u on u.document_id = h.document_id and u.lang = h.lang and u.anchor = h.anchor
    order by h.rank desc, h.doc_position, h.position
  `.execute(db);
  const hits = rows.rows.slice(0, q.limit);
  return {
    query: q.q,
    hasMore: rows.rows.length > q.limit,
    results: hits.map((r) => {
      const quote = r.headline.replaceAll(START, '').replaceAll(STOP, '');
      return {
        documentId: r.document_id,
        documentTitle: r.title,
        documentShortTitle: r.short_title,
        jurisdiction: r.jurisdiction,
        kind: r.doc_kind,
        type: r.doc_type,
        lang: r.lang,
        anchor: r.anchor,
        label: r.label,
        heading: r.heading,
        snippet: snippetHtml(r.headline),
        rank: Number(r.rank),
        citation: { documentId: r.document_id, article: r.anchor, quote },
      };
    }),
  };
}
