/**
 * Workspace passage search: which passages of a workspace's indexed library documents answer a
 * question. Full text per language over the stored passages: each passage's own tsvector
 * (`library_passages.search`, stemmed by its document's language configuration, label and heading
 * at weight A) is read once into memory per workspace and version of its library (the documents
 * indexed, and when), and a question is ranked with BM25 there, as the assistant ranks the corpus:
 * any word may match, rare words weigh more, heading words more than body words. A question is
 * matched in every language (its own words, and the legal vocabulary's translations of them that
 * the caller passes), each passage with the query of its own language, so an English question
 * finds the Italian contract's clause.
 *
 * Two refinements, both about the workspace and never about a particular document: a passage of
 * the document that holds most of the question's distinctive words (a party's name, "DPA",
 * "whistleblowing") weighs more, and the search says how much of the question's content the best
 * passages hold (`coverage`), which decides whether the workspace answers at all.
 */
import type { Db } from '../../db';
import type { OrganisationId } from '../../lib/tenancy';
import { parseTsvector } from '../assistant/tsvector';
import * as repo from './repo';
import type { LibraryLanguage } from './tables';

export type SearchLang = LibraryLanguage;
export const SEARCH_LANGS: readonly SearchLang[] = ['it', 'en', 'fr'];
export const SEARCH_CONFIGS: Record<SearchLang, string> = {
  it: 'italian',
  en: 'english',
  fr: 'french',
};

/** A lexeme -> weight query for each language. */
export type LanguageQueries = Record<SearchLang, Map<string, number>>;

/** A content word of the question and every lexeme (in any language) that stands for it. */
export interface QueryConcept {
  lexeme: string;
  /** A name (an acronym, a capitalised word): it picks documents, it does not say what they answer. */
  name: boolean;
  forms: Array<[SearchLang, string, number, boolean]>;
}

export interface IndexedPassage {
  documentId: string;
  /** The file's name as uploaded. */
  name: string;
  position: number;
  page: number | null;
  heading: string | null;
  label: string | null;
  text: string;
  language: SearchLang;
}

interface Entry {
  passage: IndexedPassage;
  /** Lexeme -> BM25 term frequency (heading occurrences weigh HEAD_WEIGHT). */
  tf: Map<string, number>;
  length: number;
}

export interface PassageHit {
  passage: IndexedPassage;
  score: number;
}

export interface WorkspaceSearchResult {
  hits: PassageHit[];
  /** The idf-weighted share of the question's content words the best passages hold (0-1). */
  coverage: number;
}

const K1 = 1.2;
const B = 0.75;
const HEAD_WEIGHT = 2;
/**
 * A passage of the document that holds most of the names the question gives (a party, "DPA"),
 * among those not every document holds, weighs this much more; one of a document holding none of
 * them counts this much (the question is about the documents that name what it names)...
 */
const NAME_PRIOR = 1;
const UNNAMED_DOCUMENT = 0.3;
/** A name's share in ranking the passages of the documents holding it. */
const NAME_IN_PASSAGE = 0.5;
/** ...and of the document holding most of the question's distinctive words, this much more. */
const WORD_PRIOR = 0.3;
/** A lexeme's variants (WorkspaceIndex.variants): the shorter's letters at least, the extra at most. */
const VARIANT_MIN_LENGTH = 5;
const VARIANT_EXTRA_LETTERS = 2;
/** The best passages the coverage is measured on (the one holding most of the question counts). */
const COVERAGE_PASSAGES = 3;

/**
 * The share of the best score under its heading a passage takes (its article's context): the
 * best clause keeps its score, a clause of the same article that the words miss gets this share
 * of the difference.
 */
const SECTION_CONTEXT = 0.7;
/** Passages under one heading that make a section (longer: the heading is a document's title). */
const SECTION_MAX_PASSAGES = 12;

/** The section (document and heading) a passage belongs to, null without a heading. */
function sectionOf(passage: IndexedPassage): string | null {
  return passage.heading === null ? null : `${passage.documentId}\n${passage.heading}`;
}

/** The in-memory BM25 index of one workspace's indexed passages. */
export class WorkspaceIndex {
  private readonly entries: Entry[];
  /** Per language, how many of its passages hold each lexeme, and how many passages it has. */
  private readonly df: Record<SearchLang, Map<string, number>> = {
    it: new Map(),
    en: new Map(),
    fr: new Map(),
  };
  private readonly passagesOf: Record<SearchLang, number> = { it: 0, en: 0, fr: 0 };
  /** Per document, its lexemes (any passage). */
  private readonly documentLexemes = new Map<string, Set<string>>();
  private readonly documentLanguage = new Map<string, SearchLang>();
  /** Per lexeme, how many documents hold it. */
  private readonly documentFrequency = new Map<string, number>();
  private readonly entryOf = new Map<IndexedPassage, Entry>();
  /** The passages holding each lexeme, by `lang\nlexeme`. */
  private readonly postings = new Map<string, Entry[]>();
  private readonly averageLength: number;
  /** The passages under each heading of each document (an article's clauses), by sectionOf. */
  private readonly sections = new Map<string, Entry[]>();

  constructor(
    readonly version: string,
    rows: Array<IndexedPassage & { tsv: string }>,
  ) {
    this.entries = rows.map(({ tsv, ...passage }) => {
      const tf = new Map<string, number>();
      let length = 0;
      for (const [lexeme, counts] of parseTsvector(tsv)) {
        tf.set(lexeme, counts.head * HEAD_WEIGHT + counts.body);
        length += counts.head + counts.body;
      }
      return { passage, tf, length };
    });
    let total = 0;
    for (const entry of this.entries) {
      total += entry.length;
      const section = sectionOf(entry.passage);
      if (section !== null) {
        const list = this.sections.get(section);
        if (list) list.push(entry);
        else this.sections.set(section, [entry]);
      }
      this.entryOf.set(entry.passage, entry);
      const lang = entry.passage.language;
      this.passagesOf[lang] += 1;
      let lexemes = this.documentLexemes.get(entry.passage.documentId);
      if (!lexemes) {
        lexemes = new Set();
        this.documentLexemes.set(entry.passage.documentId, lexemes);
        this.documentLanguage.set(entry.passage.documentId, entry.passage.language);
      }
      for (const lexeme of entry.tf.keys()) {
        this.df[lang].set(lexeme, (this.df[lang].get(lexeme) ?? 0) + 1);
        const key = `${lang}\n${lexeme}`;
        const postings = this.postings.get(key);
        if (postings) postings.push(entry);
        else this.postings.set(key, [entry]);
        if (!lexemes.has(lexeme)) {
          lexemes.add(lexeme);
          this.documentFrequency.set(lexeme, (this.documentFrequency.get(lexeme) ?? 0) + 1);
        }
      }
    }
    for (const [key, list] of this.sections) {
      if (list.length > SECTION_MAX_PASSAGES) this.sections.delete(key);
    }
    this.averageLength = this.entries.length ? total / this.entries.length : 1;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Whether some passage holds the lexeme. */
  knows(lexeme: string): boolean {
    return SEARCH_LANGS.some((l) => this.df[l].has(lexeme));
  }

  /** Whether one passage in that language holds all the lexemes (a term of several words). */
  holdsTogether(lang: SearchLang, lexemes: readonly string[]): boolean {
    if (lexemes.length === 0) return false;
    const lists = lexemes.map((l) => this.postings.get(`${lang}\n${l}`) ?? []);
    const [shortest, ...rest] = [...lists].sort((a, b) => a.length - b.length);
    return shortest!.some((entry) => rest.every((list) => list.includes(entry)));
  }

  /**
   * The other lexemes of that language's passages that are the same word in another form the
   * stemmer does not join ("notification" notif / "notify" notifi, "termination" / "terminate"):
   * one is the other with up to two more letters, the shorter of five letters at least.
   */
  variants(lang: SearchLang, lexeme: string): string[] {
    if (lexeme.length < VARIANT_MIN_LENGTH) return [];
    const out: string[] = [];
    for (const other of this.df[lang].keys()) {
      if (other === lexeme || Math.abs(other.length - lexeme.length) > VARIANT_EXTRA_LETTERS)
        continue;
      const [short, long] = other.length < lexeme.length ? [other, lexeme] : [lexeme, other];
      if (short.length >= VARIANT_MIN_LENGTH && long.startsWith(short) && /^\p{L}+$/u.test(long))
        out.push(other);
    }
    return out;
  }

  /** Whether some passage in that language holds the lexeme. */
  knowsIn(lang: SearchLang, lexeme: string): boolean {
    return this.df[lang].has(lexeme);
  }

  /**
   * BM25's idf among the passages of one language: a common French word is common in the French
   * documents, however few they are in the workspace.
   */
  idf(lang: SearchLang, lexeme: string): number {
    const n = this.df[lang].get(lexeme) ?? 0;
    const total = this.passagesOf[lang];
    return Math.log(1 + (total - n + 0.5) / (n + 0.5));
  }

  /** The passages best matching the queries, best first, and how much of the question they hold. */
  search(
    queries: LanguageQueries,
    concepts: readonly QueryConcept[],
    limit: number,
    /** A factor on a passage's score (e.g. for holding a figure when the question asks for one). */
    boost?: (passage: IndexedPassage) => number,
    /** All the question's words with their forms (when `concepts` is a part of them). */
    groups?: readonly QueryConcept[],
    /** A factor on a passage's score after its article's share (what the clause itself states). */
    own?: (passage: IndexedPassage) => number,
  ): WorkspaceSearchResult {
    if (this.entries.length === 0) return { hits: [], coverage: 0 };
    // Each document's share of the question's distinctive words (not those every document has).
    const documentMatch = new Map<string, number>();
    const documents = this.documentLexemes.size;
    for (const [documentId, lexemes] of this.documentLexemes) {
      const lang = this.documentLanguage.get(documentId)!;
      let match = 0;
      for (const [lexeme, weight] of queries[lang]) {
        if (!lexemes.has(lexeme)) continue;
        if (documents > 1 && this.documentFrequency.get(lexeme) === documents) continue;
        match += weight * this.idf(lang, lexeme);
      }
      documentMatch.set(documentId, match);
    }
    const bestMatch = Math.max(0, ...documentMatch.values());
    // Each document's count of the question's names that not every document holds.
    const documentNames = new Map<string, number>();
    for (const concept of concepts) {
      if (!concept.name) continue;
      const holders = [...this.documentLexemes].filter(([documentId, lexemes]) =>
        concept.forms.some(
          ([l, lexeme]) => l === this.documentLanguage.get(documentId) && lexemes.has(lexeme),
        ),
      );
      if (holders.length === 0 || holders.length === documents) continue;
      for (const [documentId] of holders) {
        documentNames.set(documentId, (documentNames.get(documentId) ?? 0) + 1);
      }
    }
    const mostNames = Math.max(0, ...documentNames.values());

    // BM25 over the postings of the query's lexemes, each language's query on its passages. A
    // word of the question counts once in a passage, at its best form there: a translation that
    // is a phrase ("informazioni" -> "données à caractère personnel") does not count thrice.
    const groupOf = new Map<string, number[]>();
    (groups ?? concepts).forEach((concept, i) => {
      for (const [lang, lexeme] of concept.forms) {
        const key = `${lang}\n${lexeme}`;
        const list = groupOf.get(key);
        if (!list) groupOf.set(key, [i]);
        else if (!list.includes(i)) list.push(i);
      }
    });
    const parts = new Map<Entry, Map<string, number>>();
    for (const lang of SEARCH_LANGS) {
      for (const [lexeme, weight] of queries[lang]) {
        const postings = this.postings.get(`${lang}\n${lexeme}`);
        if (!postings) continue;
        const idf = this.idf(lang, lexeme);
        const owners = groupOf.get(`${lang}\n${lexeme}`);
        for (const entry of postings) {
          const tf = entry.tf.get(lexeme)!;
          const norm = tf + K1 * (1 - B + (B * entry.length) / this.averageLength);
          const value = weight * idf * ((tf * (K1 + 1)) / norm);
          let byGroup = parts.get(entry);
          if (!byGroup) parts.set(entry, (byGroup = new Map()));
          if (!owners) {
            byGroup.set(`lexeme ${lexeme}`, value);
            continue;
          }
          // A form several words share counts for the first of them; a name picks the
          // document (the priors above) more than the passage.
          const key = `group ${owners[0]}`;
          const named = (groups ?? concepts)[owners[0]!]!.name ? NAME_IN_PASSAGE : 1;
          byGroup.set(key, Math.max(byGroup.get(key) ?? 0, value * named));
        }
      }
    }
    const scores = new Map<Entry, number>();
    for (const [entry, byGroup] of parts) {
      let total = 0;
      for (const value of byGroup.values()) total += value;
      scores.set(entry, total * (boost ? boost(entry.passage) : 1));
    }
    // A clause is read with its article: each passage takes a share of the best score among the
    // passages under the same heading of its document, so the clause next to the one the words
    // find (the notice period after the clause naming the revision) ranks with it.
    const sectionBest = new Map<string, number>();
    for (const [entry, score] of scores) {
      const key = sectionOf(entry.passage);
      if (key !== null && this.sections.has(key))
        sectionBest.set(key, Math.max(sectionBest.get(key) ?? 0, score));
    }
    for (const [key, entries] of this.sections) {
      const best = sectionBest.get(key);
      if (!best) continue;
      for (const entry of entries) {
        const own = scores.get(entry) ?? 0;
        scores.set(entry, own + SECTION_CONTEXT * (best - own));
      }
    }
    const hits: PassageHit[] = [];
    for (const [entry, score] of scores) {
      if (score <= 0) continue;
      const id = entry.passage.documentId;
      const words = bestMatch > 0 ? (documentMatch.get(id) ?? 0) / bestMatch : 0;
      const names = mostNames > 0 ? (documentNames.get(id) ?? 0) / mostNames : 0;
      const named = mostNames > 0 && names === 0 ? UNNAMED_DOCUMENT : 1 + NAME_PRIOR * names;
      hits.push({
        passage: entry.passage,
        score: score * (1 + WORD_PRIOR * words) * named * (own ? own(entry.passage) : 1),
      });
    }
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        a.passage.documentId.localeCompare(b.passage.documentId) ||
        a.passage.position - b.passage.position,
    );
    const top = hits.slice(0, limit);
    const coverage = Math.max(
      0,
      ...top.slice(0, COVERAGE_PASSAGES).map((hit) => this.coverage(concepts, [hit])),
    );
    return { hits: top, coverage };
  }

  /**
   * The idf-weighted share of the question's concepts held by the passages: a concept counts as
   * held, at the weight of its form (1 for the word itself, less for a translation or a looser
   * sense), when one of its forms in a passage's language is in that passage. A concept no passage
   * of the workspace knows in any form weighs as much as the rarest word. Names are left out: they
   * pick the document, they do not say that it answers.
   */
  private coverage(concepts: readonly QueryConcept[], hits: PassageHit[]): number {
    const maxIdf = Math.max(...SEARCH_LANGS.map((l) => this.idf(l, '\u0000')));
    let total = 0;
    let held = 0;
    for (const concept of concepts) {
      if (concept.name) continue;
      const known = concept.forms.filter(([l, lexeme]) => this.df[l].has(lexeme));
      const weight = known.length
        ? Math.max(...known.map(([l, lexeme]) => this.idf(l, lexeme)))
        : maxIdf;
      total += weight;
      let found = 0;
      for (const hit of hits) {
        const entry = this.entryOf.get(hit.passage)!;
        for (const [lang, lexeme, formWeight] of concept.forms) {
          if (lang === hit.passage.language && entry.tf.has(lexeme)) {
            found = Math.max(found, Math.min(1, formWeight));
          }
        }
      }
      held += weight * found;
    }
    return total > 0 ? held / total : 0;
  }
}

/** How many workspaces' indexes a process keeps (least recently used out first). */
const CACHED_WORKSPACES = 32;
const caches = new WeakMap<Db, Map<string, Promise<WorkspaceIndex>>>();

/**
 * The workspace's index, rebuilt when a document was indexed, re-indexed or removed since it was
 * built. One indexed read to check the version; the passages are read only when it changed.
 */
export async function workspaceIndex(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
): Promise<WorkspaceIndex> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${organisationId}/${workspaceId}`;
  const version = await repo.indexedVersion(db, organisationId, workspaceId);
  const cached = cache.get(key);
  if (cached) {
    const index = await cached.catch(() => undefined);
    if (index?.version === version) {
      cache.delete(key);
      cache.set(key, cached);
      return index;
    }
  }
  const built = repo.passagesWithVectors(db, organisationId, workspaceId).then(
    (rows) =>
      new WorkspaceIndex(
        version,
        rows.map(({ document_id, ...r }) => ({ ...r, documentId: document_id })),
      ),
  );
  cache.set(key, built);
  built.catch(() => cache.delete(key));
  for (const old of cache.keys()) {
    if (cache.size <= CACHED_WORKSPACES) break;
    cache.delete(old);
  }
  return built;
}
