/** The laws service: documents, tables of contents, rulings and the corpus search. */
import type {
  CorpusSearchQuery,
  CorpusSearchResult,
  CourtRuling,
  LawDocumentMetadata,
  LawLanguage,
  LawToc,
} from '@lexio/api/contract';
import { corpusSearchQuerySchema } from '@lexio/api/contract';
import { sql } from 'kysely';

import type { RulingData } from '../../corpus/model';
import { escapeHtml } from '../../corpus/text';
import {
  existingDocumentIds,
  findDocument,
  listDivisions,
  listUnits,
  unitCounts,
  type DocumentRow,
  type LawsDb,
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
  return { documentId: id, lang: r.lang, title: r.doc.title, items, html: renderTocHtml(items) };
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
  return { html: renderDocumentHtml(r.doc, r.lang, divisions, units), lang: r.lang };
}

export async function getMetadata(db: LawsDb, id: string): Promise<LawDocumentMetadata> {
  const { doc, lang } = await resolveDocument(db, id);
  return {
    id: doc.id,
    kind: doc.kind,
    type: doc.type,
    title: doc.title,
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
