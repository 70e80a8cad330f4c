/**
 * Retrieval for the assistant: which provisions of the legal corpus answer a question.
 *
 * The corpus search of the laws service (`searchCorpus`) matches every word of a query
 * (websearch_to_tsquery) and ranks by cover density, which suits a search box but not a question:
 * a question's words are rarely all in the provision that answers it, and ts_rank has no notion of
 * how rare a word is. So the assistant scores the same index (the `laws_units.search` tsvectors,
 * stemmed by PostgreSQL's italian/english/french configurations) with BM25: any word may match,
 * rare words weigh more, words of an article's title weigh more. The vectors are read once into
 * memory per corpus version (about 11k units, a few MB), so ranking a question costs one round trip
 * to stem it and no scan; the paragraphs of the best provisions come from one indexed read.
 */
import { sql, type Kysely } from 'kysely';

import type { LawsTables } from '../laws/tables';
import { parseTsvector } from './tsvector';

export type Lang = 'it' | 'en' | 'fr';
export const LANGS: readonly Lang[] = ['it', 'en', 'fr'];
const CONFIGS: Record<Lang, string> = { it: 'italian', en: 'english', fr: 'french' };

type LawsDb = Kysely<LawsTables>;

/** A numbered or lettered point of a paragraph, as the corpus stores it. */
export interface PassagePoint {
  label: string;
  text: string;
  points: PassagePoint[];
}

/** A paragraph (comma) of a retrieved provision; `anchor` is null when it is not numbered. */
export interface PassageParagraph {
  anchor: string | null;
  number: string | null;
  text: string;
  points: PassagePoint[];
  /** How well this paragraph alone matches the question (BM25 with the corpus statistics). */
  score: number;
}

/** A provision that answers the question, with its paragraphs in document order. */
export interface Passage {
  documentId: string;
  documentShortTitle: string;
  lang: Lang;
  /** The unit's anchor (`art-33`, `rec-12`): the citation's `article`. */
  article: string;
  label: string;
  heading: string | null;
  kind: string;
  score: number;
  paragraphs: PassageParagraph[];
}

interface UnitEntry {
  documentId: string;
  anchor: string;
  kind: string;
  length: number;
}

interface Posting {
  units: number[];
  head: number[];
  body: number[];
  /** Per unit, BM25's term-frequency part (computed once the corpus statistics are known). */
  weights?: Float32Array;
}

interface LanguageIndex {
  units: UnitEntry[];
  postings: Map<string, Posting>;
  averageLength: number;
  stopLexemes: Set<string>;
  /** Lexeme counts of each paragraph, by `documentId#unitAnchor` then paragraph position. */
  paragraphLexemes: Map<string, Map<number, Map<string, number>>>;
}

/** BM25 constants: the usual k1 and b; title words count as this many body words. */
const K1 = 1.2;
const B = 0.75;
const HEAD_WEIGHT = 2.5;

/**
 * The assistant answers from the rules themselves: articles first, then the recitals and rulings
 * that explain them. A prior on the kind of unit, not on any document.
 */
const KIND_PRIOR: Record<string, number> = {
  article: 1,
  provision: 1,
  annex: 0.85,
  recital: 0.75,
  maxim: 0.7,
  summary: 0.6,
  'operative-part': 0.6,
  ground: 0.55,
  keywords: 0.5,
};

/**
 * Words that make a sentence a question rather than name what it is about. They are stemmed by the
 * same configuration as the corpus, so the lists hold plain words.
 */
const QUESTION_WORDS: Record<Lang, string> = {
  it: 'quale quali quando quanto quanta quanti quante chi cosa come dove perché deve devono può possono sono essere previsto prevista previsti previste',
  en: 'what which when who whom whose how where why must may can could should shall required require is are be',
  fr: 'quel quelle quels quelles quand qui quoi comment où pourquoi doit doivent peut peuvent sont est être',
};

function bm25(tf: number, length: number, averageLength: number, idf: number): number {
  return (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / averageLength));
}

const idfOf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** The BM25 index of one corpus version, one part per language. */
export class CorpusIndex {
  private constructor(
    readonly version: string,
    private readonly languages: Map<Lang, LanguageIndex>,
  ) {}

  /** Reads every unit's tsvector and builds the postings; about a second over the full corpus. */
  static async load(db: LawsDb): Promise<CorpusIndex> {
    const version = await corpusVersion(db);
    const rows = await sql<{
      document_id: string;
      lang: Lang;
      anchor: string;
      kind: string;
      tsv: string;
    }>`select document_id, lang, anchor, kind, search::text as tsv from laws_units order by lang, document_id, position`.execute(
      db,
    );
    const stopRows = await sql<{ lang: Lang; tsv: string }>`
      select l.lang, to_tsvector(l.cfg::regconfig, l.words)::text as tsv
      from (values ${sql.join(
        LANGS.map((l) => sql`(${l}, ${CONFIGS[l]}, ${QUESTION_WORDS[l]})`),
      )}) as l(lang, cfg, words)`.execute(db);
    const languages = new Map<Lang, LanguageIndex>();
    for (const lang of LANGS) {
      const stop = stopRows.rows.find((r) => r.lang === lang);
      languages.set(lang, {
        units: [],
        postings: new Map(),
        averageLength: 1,
        stopLexemes: new Set(stop ? parseTsvector(stop.tsv).keys() : []),
        paragraphLexemes: new Map(),
      });
    }
    // Stemmed once here, so choosing the paragraph to quote costs no text search per question.
    const paragraphs = await sql<{
      document_id: string;
      lang: Lang;
      unit_anchor: string;
      position: number;
      tsv: string;
    }>`
      select document_id, lang, unit_anchor, position,
        to_tsvector((case lang when 'it' then 'italian' when 'fr' then 'french' else 'english' end)::regconfig,
          text || ' ' || coalesce(jsonb_path_query_array(points, 'strict $.**.text')::text, ''))::text as tsv
      from laws_paragraphs`.execute(db);
    for (const row of paragraphs.rows) {
      const index = languages.get(row.lang);
      if (!index) continue;
      const key = `${row.document_id}#${row.unit_anchor}`;
      let unit = index.paragraphLexemes.get(key);
      if (!unit) {
        unit = new Map();
        index.paragraphLexemes.set(key, unit);
      }
      const counts = new Map<string, number>();
      for (const [lexeme, c] of parseTsvector(row.tsv)) counts.set(lexeme, c.head + c.body);
      unit.set(row.position, counts);
    }
    for (const row of rows.rows) {
      const index = languages.get(row.lang);
      if (!index) continue;
      const id = index.units.length;
      let length = 0;
      for (const [lexeme, counts] of parseTsvector(row.tsv)) {
        length += counts.head + counts.body;
        let posting = index.postings.get(lexeme);
        if (!posting) {
          posting = { units: [], head: [], body: [] };
          index.postings.set(lexeme, posting);
        }
        posting.units.push(id);
        posting.head.push(counts.head);
        posting.body.push(counts.body);
      }
      index.units.push({ documentId: row.document_id, anchor: row.anchor, kind: row.kind, length });
    }
    for (const index of languages.values()) {
      const total = index.units.reduce((sum, u) => sum + u.length, 0);
      index.averageLength = index.units.length ? total / index.units.length : 1;
      for (const posting of index.postings.values()) {
        const weights = new Float32Array(posting.units.length);
        for (let i = 0; i < posting.units.length; i++) {
          const tf = posting.body[i]! + HEAD_WEIGHT * posting.head[i]!;
          weights[i] = bm25(tf, index.units[posting.units[i]!]!.length, index.averageLength, 1);
        }
        posting.weights = weights;
      }
    }
    return new CorpusIndex(version, languages);
  }

  /** The number of units indexed in a language (0 when the corpus lacks it). */
  size(lang: Lang): number {
    return this.languages.get(lang)?.units.length ?? 0;
  }

  /** Inverse document frequency of a lexeme in a language (0 for a question word). */
  idf(lang: Lang, lexeme: string): number {
    const index = this.languages.get(lang);
    if (!index || index.stopLexemes.has(lexeme)) return 0;
    const df = index.postings.get(lexeme)?.units.length ?? 0;
    return df === 0 ? 0 : idfOf(index.units.length, df);
  }

  /** The best units for these query lexemes, highest score first. */
  rank(
    lang: Lang,
    lexemes: string[],
    limit: number,
  ): Array<{ documentId: string; anchor: string; kind: string; score: number }> {
    const index = this.languages.get(lang);
    if (!index) return [];
    const scores = new Float64Array(index.units.length);
    const touched: number[] = [];
    for (const lexeme of new Set(lexemes)) {
      const posting = index.postings.get(lexeme);
      const idf = this.idf(lang, lexeme);
      if (!posting || idf === 0) continue;
      const weights = posting.weights!;
      for (let i = 0; i < posting.units.length; i++) {
        const id = posting.units[i]!;
        if (scores[id] === 0) touched.push(id);
        scores[id] = scores[id]! + idf * weights[i]!;
      }
    }
    // Top `limit` by insertion into a short sorted list: no sort of every matching unit.
    const top: Array<{ id: number; score: number }> = [];
    for (const id of touched) {
      const score = scores[id]! * (KIND_PRIOR[index.units[id]!.kind] ?? 0.5);
      if (top.length === limit && score <= top[top.length - 1]!.score) continue;
      let at = top.length;
      while (at > 0 && top[at - 1]!.score < score) at--;
      top.splice(at, 0, { id, score });
      if (top.length > limit) top.pop();
    }
    return top.map(({ id, score }) => {
      const unit = index.units[id]!;
      return { documentId: unit.documentId, anchor: unit.anchor, kind: unit.kind, score };
    });
  }

  /** The lexeme counts of a unit's paragraph (empty when unknown). */
  paragraphCounts(
    lang: Lang,
    documentId: string,
    anchor: string,
    position: number,
  ): Map<string, number> {
    return (
      this.languages.get(lang)?.paragraphLexemes.get(`${documentId}#${anchor}`)?.get(position) ??
      new Map()
    );
  }

  /** BM25 of a paragraph's own lexemes against the query, with the language's statistics. */
  scoreText(lang: Lang, queryLexemes: string[], textLexemes: Map<string, number>): number {
    const index = this.languages.get(lang);
    if (!index) return 0;
    let length = 0;
    for (const n of textLexemes.values()) length += n;
    let score = 0;
    for (const lexeme of new Set(queryLexemes)) {
      const tf = textLexemes.get(lexeme);
      if (!tf) continue;
      // A paragraph is shorter than a unit: normalise against a third of the unit average.
      score += bm25(tf, length, index.averageLength / 3, this.idf(lang, lexeme));
    }
    return score;
  }
}

/** The corpus version the laws importer recorded ('' before any import). */
export async function corpusVersion(db: LawsDb): Promise<string> {
  const row = await db
    .selectFrom('laws_corpus_imports')
    .select('version_hash')
    .orderBy('imported_at', 'desc')
    .executeTakeFirst();
  return row?.version_hash ?? '';
}

/** Stems a question with the language's text-search configuration. */
export async function questionLexemes(db: LawsDb, lang: Lang, question: string): Promise<string[]> {
  const row = await sql<{
    tsv: string;
  }>`select to_tsvector(${sql.lit(CONFIGS[lang])}::regconfig, ${question})::text as tsv`.execute(
    db,
  );
  return [...parseTsvector(row.rows[0]?.tsv ?? '').keys()];
}

export interface RetrieveOptions {
  question: string;
  lang: Lang;
  /** How many provisions to return (default 5). */
  limit?: number;
}

/**
 * The provisions that best answer a question, in the question's language, each with its
 * paragraphs scored so an answer can quote the most relevant one. When the question's language has
 * no match (an English question about an Italian-only act), the other languages are tried.
 */
export async function retrievePassages(
  db: LawsDb,
  index: CorpusIndex,
  options: RetrieveOptions,
): Promise<Passage[]> {
  const limit = options.limit ?? 5;
  const order = [options.lang, ...LANGS.filter((l) => l !== options.lang)];
  for (const lang of order) {
    if (index.size(lang) === 0) continue;
    const lexemes = await questionLexemes(db, lang, options.question);
    const ranked = index.rank(lang, lexemes, limit);
    if (ranked.length === 0) continue;
    return loadPassages(db, index, lang, lexemes, ranked);
  }
  return [];
}

async function loadPassages(
  db: LawsDb,
  index: CorpusIndex,
  lang: Lang,
  lexemes: string[],
  ranked: Array<{ documentId: string; anchor: string; kind: string; score: number }>,
): Promise<Passage[]> {
  const keys = sql.join(ranked.map((r) => sql`(${r.documentId}, ${r.anchor})`));
  const rows = await sql<{
    document_id: string;
    anchor: string;
    label: string;
    heading: string | null;
    short_title: string;
    p_position: number | null;
    p_anchor: string | null;
    p_number: string | null;
    p_text: string | null;
    p_points: PassagePoint[] | null;
  }>`
    select u.document_id, u.anchor, u.label, u.heading, d.short_title,
      p.position as p_position, p.anchor as p_anchor, p.number as p_number, p.text as p_text,
      p.points as p_points
    from laws_units u
      join laws_documents d on d.id = u.document_id
      left join laws_paragraphs p on p.document_id = u.document_id and p.lang = u.lang and p.unit_anchor = u.anchor
    where u.lang = ${lang} and (u.document_id, u.anchor) in (${keys})
    order by u.document_id, u.anchor, p.position`.execute(db);
  const byKey = new Map<string, Passage>();
  for (const r of ranked) {
    byKey.set(`${r.documentId}#${r.anchor}`, {
      documentId: r.documentId,
      documentShortTitle: '',
      lang,
      article: r.anchor,
      label: '',
      heading: null,
      kind: r.kind,
      score: r.score,
      paragraphs: [],
    });
  }
  for (const row of rows.rows) {
    const passage = byKey.get(`${row.document_id}#${row.anchor}`);
    if (!passage) continue;
    passage.documentShortTitle = row.short_title;
    passage.label = row.label;
    passage.heading = row.heading;
    if (row.p_text === null || row.p_position === null) continue;
    const counts = index.paragraphCounts(lang, row.document_id, row.anchor, row.p_position);
    passage.paragraphs.push({
      anchor: row.p_anchor,
      number: row.p_number,
      text: row.p_text,
      points: row.p_points ?? [],
      score: index.scoreText(lang, lexemes, counts),
    });
  }
  return [...byKey.values()].filter((p) => p.paragraphs.length > 0);
}

/** Keeps one index per process, rebuilt when the laws importer records a new corpus version. */
export class CorpusIndexCache {
  private current: Promise<CorpusIndex> | null = null;
  private checkedAt = 0;

  constructor(
    private readonly db: LawsDb,
    /** How often to compare the corpus version with the database's (ms). */
    private readonly recheckMs = 30_000,
  ) {}

  /** Starts loading without waiting (e.g. when the server becomes ready). */
  warm(): void {
    void this.get().catch(() => undefined);
  }

  async get(): Promise<CorpusIndex> {
    if (!this.current) {
      this.checkedAt = Date.now();
      this.current = CorpusIndex.load(this.db);
      this.current.catch(() => {
        this.current = null;
      });
      return this.current;
    }
    const index = await this.current;
    if (Date.now() - this.checkedAt > this.recheckMs) {
      this.checkedAt = Date.now();
      if ((await corpusVersion(this.db)) !== index.version) {
        this.current = null;
        return this.get();
      }
    }
    return index;
  }
}
