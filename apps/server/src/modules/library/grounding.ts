/**
 * The assistant in a workspace thread: the workspace's library joins the corpus as a source.
 * This is the one place the assistant's service calls for it (a small hook in
 * assistant/service.ts): it checks the workspace, ranks its indexed passages for the question
 * (search.ts, with the assistant's legal vocabulary for the other languages), turns the best into
 * the answerers' `Passage`s (cited as `[[library/{workspaceId}/{documentId}#passage-{n}|quote]]`),
 * adds the corpus articles those passages refer to ("art. 1495 c.c."), merges them with the
 * corpus retrieval, and verifies a library citation against the stored passage text of the
 * caller's organisation only.
 */
import { sql } from 'kysely';

import type { Db } from '../../db';
import type { Principal } from '../../lib/auth';
import type { OrganisationId } from '../../lib/tenancy';
import {
  type CitationClaim,
  leadingQuote,
  quoteIsIn,
  type VerifiedCitation,
} from '../assistant/citations';
import type { Lang, Passage, PassagePoint } from '../assistant/retrieval';
import { orderedLexemes } from '../assistant/vocabulary/data';
import {
  askedFigureKinds,
  type FigureKind,
  figuresOf,
  holdsFigure,
  isFactQuestion,
} from '../assistant/answerers/question';
import { namedActs } from '../assistant/vocabulary/acts';
import { expandQuestion, type StemmedWord } from '../assistant/vocabulary/expand';
import { resolveWorkspace } from '../workspaces/access';
import { CONTRACT_GLOSSARY } from './glossary';
import { type IndexedPassage, type LanguageQueries, SEARCH_LANGS, workspaceIndex } from './search';

/** What the corpus index tells about words (assistant/retrieval.ts's CorpusIndex). */
export interface CorpusVocabulary {
  knows(lang: Lang, lexeme: string): boolean;
  isQuestionWord(lang: Lang, lexeme: string): boolean;
}

/** A library citation's document id: `library/{workspaceId}/{documentId}`. */
export const libraryDocumentId = (workspaceId: string, documentId: string) =>
  `library/${workspaceId}/${documentId}`;
const LIBRARY_ID = /^library\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/i;
const PASSAGE_ANCHOR = /^passage-(\d{1,6})$/;

/** A word's stem in another language, when that language's passages hold it. */
const COGNATE_WEIGHT = 0.6;
/** A form of a question word the stemmer keeps apart, as a share of the form's weight. */
const VARIANT_SHARE = 0.8;
/** A passage stating a figure weighs this much more when the question asks for one. */
const FIGURE_BOOST = 1.3;
/** A passage setting a time limit weighs this much more, as itself, when the question asks a time. */
const TIME_LIMIT_BOOST = 1.15;
const DURATION_KINDS: readonly FigureKind[] = ['hours', 'days', 'months', 'years'];
/** Words that make a time a limit when they come just before it (it/en/fr). */
const LIMIT_WORDS =
  /(?:^|[^\p{L}])(?:entro|non oltre|al più tardi|almeno|decorsi|trascorsi|within|no later than|not later than|at the latest|at least|dans un délai d[e']|dans les|au plus tard|au moins|sous)(?:[^\p{L}]+\p{L}+){0,2}[^\p{L}]*$/iu;

/** A time that recurs ("at least every 24 hours") is not a limit. */
const EVERY = /(?:^|[^\p{L}])(?:every|each|ogni|chaque|tous les|toutes les)[^\p{L}]+$/iu;
/**
 * A figure written out in words after its digits, as contracts do ("30 (trenta) giorni", "36
 * (thirty-six) hours"), read as the digits and the unit ("30 giorni").
 */
const plainFigures = (text: string) => text.replace(/(\d[\d.,]*)\s*\([^()\d]{1,40}\)/gu, '$1');

/** Whether the text sets a time limit: a duration right after "within", "entro", "au plus tard"... */
function setsTimeLimit(passage: string): boolean {
  const text = plainFigures(passage);
  return figuresOf(text).some(
    (f) =>
      f.kind !== null &&
      DURATION_KINDS.includes(f.kind) &&
      LIMIT_WORDS.test(text.slice(Math.max(0, f.at - 40), f.at)) &&
      !EVERY.test(text.slice(Math.max(0, f.at - 12), f.at)),
  );
}
/** A question about a deadline asks for a figure (a time) even when it asks it yes-or-no. */
const DEADLINE = /\b(deadlines?|time limits?|termine|termini|scadenz[ae]|délais?)\b/iu;
/** A question asking about the law as well as the documents ("under Italian law"). */
const ASKS_LAW =
  /\b(law|laws|legal|legislation|statutory|legge|leggi|normativa|legislazione|codice|loi|lois|droit|code|législation)\b/iu;
/** Library passages handed to the answerer at most, when the workspace answers. */
const LIBRARY_PASSAGES = 3;
/** Corpus articles the cited library passages refer to, added at most. */
const REFERENCED_ARTICLES = 2;
/** A document rests on an article of a named act it cites at least this often (e.g. title and body). */
const DOCUMENT_BASIS_MENTIONS = 2;
/** Sources handed to the answerer at most when the library answers (the first five are scored). */
const SOURCES = 5;
/**
 * Below this share of the question's content words (idf-weighted, through the vocabulary and the
 * glossary) in the passage of the best three that holds most, the workspace is taken not to answer.
 */
export const WORKSPACE_COVERAGE_FLOOR = 0.4;

/** Said first when the workspace's documents do not answer (the corpus may still). */
export const workspaceAbstention: Record<Lang, string> = {
  it: 'I documenti del workspace non contengono questa informazione.',
  en: "The workspace's documents do not contain this information.",
  fr: "Les documents de l'espace de travail ne contiennent pas cette information.",
};

export interface WorkspaceRetrieval {
  /** The workspace's passages that answer, best first (empty when it does not answer). */
  passages: Passage[];
  /** Corpus articles those passages refer to, as passages. */
  referenced: Passage[];
  /** The corpus acts the question names ("GDPR", "codice civile"). */
  acts: Set<string>;
  covered: boolean;
  coverage: number;
}

/** A workspace thread's part in an answer: its prompt, its retrieval and its citation check. */
export interface WorkspaceHook {
  workspaceId: string;
  /** The workspace prompt (instructions for a language model; the extractive answerer quotes only). */
  prompt: string;
  retrieval: Promise<WorkspaceRetrieval>;
  /**
   * Merges the workspace's passages with the corpus retrieval: the library's first, then the
   * articles they refer to, then the corpus's when it answers too. `note` opens the answer when
   * the workspace does not answer; `covered` is false when neither does.
   */
  combine(corpus: {
    passages: Passage[];
    covered: boolean;
  }): Promise<{ passages: Passage[]; covered: boolean; note: string | null }>;
  /** The check of a `library/...` claim; null for any other claim. */
  verify(claim: CitationClaim): Promise<VerifiedCitation> | null;
}

// ------------------------------------------------------------ the question's words

const stemCaches = new WeakMap<Db, Map<string, Record<Lang, string[]>>>();
const STEM_CACHE_WORDS = 20_000;

function questionWords(question: string): string[] {
  const plain = question.replace(/(?:-t)?-(?:il|elle|ils|elles|on|je|tu|nous|vous)\b/giu, ' ');
  return plain.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.slice(0, 80) ?? [];
}

/** Each word stemmed by the three configurations, the words not cached in one round trip. */
async function stemWords(db: Db, question: string): Promise<StemmedWord[]> {
  const words = questionWords(question);
  let cache = stemCaches.get(db);
  if (!cache) {
    cache = new Map();
    stemCaches.set(db, cache);
  }
  const missing = [...new Set(words.filter((w) => !cache.has(w)))];
  if (missing.length > 0) {
    const rows = await sql<{ i: number; lang: Lang; tsv: string }>`
      select t.i::int as i, c.lang, to_tsvector(c.cfg::regconfig, t.w)::text as tsv
      from unnest(${missing}::text[]) with ordinality as t(w, i),
        (values ('it', 'italian'), ('en', 'english'), ('fr', 'french')) as c(lang, cfg)`.execute(
      db,
    );
    const found = missing.map((): Record<Lang, string[]> => ({ it: [], en: [], fr: [] }));
    for (const row of rows.rows) {
      const word = found[Number(row.i) - 1];
      if (word) word[row.lang] = orderedLexemes(row.tsv);
    }
    missing.forEach((word, i) => cache.set(word, found[i]!));
    for (const word of cache.keys()) {
      if (cache.size <= STEM_CACHE_WORDS) break;
      cache.delete(word);
    }
  }
  return words.map((word) => {
    const lexemes = cache.get(word)!;
    return { word, lexemes: { it: [...lexemes.it], en: [...lexemes.en], fr: [...lexemes.fr] } };
  });
}

// ------------------------------------------------------------ the contract glossary

/** A glossary term's translations weigh as the lay list's do: a close sense. */
const GLOSSARY_WEIGHT = 0.8;
/** The longest glossary term, in lexemes. */
const GLOSSARY_NGRAM = 4;

/** Per language, a term's lexemes (space-joined) -> the concepts it names; per concept, its terms. */
interface GlossaryIndex {
  keys: Record<Lang, Map<string, number[]>>;
  terms: Array<Record<Lang, string[][]>>;
}

const glossaries = new WeakMap<Db, Promise<GlossaryIndex>>();

/** The glossary stemmed by each term's language configuration, once per database handle. */
function glossaryIndex(db: Db): Promise<GlossaryIndex> {
  let built = glossaries.get(db);
  if (built) return built;
  const langs = ['it', 'en', 'fr'] as const;
  const rows: Array<{ concept: number; lang: Lang; term: string }> = [];
  CONTRACT_GLOSSARY.forEach((line, concept) =>
    line.forEach((terms, i) => {
      for (const term of terms.split(';')) {
        const text = term.trim().replace(/[’‘]/g, "'");
        if (text) rows.push({ concept, lang: langs[i]!, term: text });
      }
    }),
  );
  built = sql<{ i: number; tsv: string }>`
    select t.i::int as i, to_tsvector(t.cfg::regconfig, t.w)::text as tsv
    from unnest(${rows.map((r) => r.term)}::text[], ${rows.map(
      (r) => ({ it: 'italian', en: 'english', fr: 'french' })[r.lang],
    )}::text[]) with ordinality as t(w, cfg, i)`
    .execute(db)
    .then(({ rows: stemmed }) => {
      const index: GlossaryIndex = {
        keys: { it: new Map(), en: new Map(), fr: new Map() },
        terms: CONTRACT_GLOSSARY.map(() => ({ it: [], en: [], fr: [] })),
      };
      for (const row of stemmed) {
        const source = rows[Number(row.i) - 1];
        const lexemes = orderedLexemes(row.tsv);
        if (!source || lexemes.length === 0 || lexemes.length > GLOSSARY_NGRAM) continue;
        index.terms[source.concept]![source.lang].push(lexemes);
        const key = lexemes.join(' ');
        const concepts = index.keys[source.lang].get(key) ?? [];
        if (!concepts.includes(source.concept)) concepts.push(source.concept);
        index.keys[source.lang].set(key, concepts);
      }
      return index;
    });
  glossaries.set(db, built);
  built.catch(() => glossaries.delete(db));
  return built;
}

// ------------------------------------------------------------ passages for the answerers

/** A passage's paragraphs (blank-line separated as stored), with the question's share of each. */
function paragraphsOf(passage: IndexedPassage, queryWords: Set<string>) {
  return passage.text
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const words = text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
      const score = words.filter((w) => queryWords.has(w.slice(0, 5))).length;
      return { anchor: null, number: null, text, points: [] as PassagePoint[], score };
    });
}

/** "8.2, p. 3": the passage's clause number (or its place) and its page. */
function labelOf(passage: IndexedPassage): string {
  const place = passage.label ?? `§ ${passage.position + 1}`;
  return passage.page !== null ? `${place}, p. ${passage.page}` : place;
}

function toAnswerPassage(
  workspaceId: string,
  passage: IndexedPassage,
  score: number,
  queryWords: Set<string>,
): Passage {
  return {
    documentId: libraryDocumentId(workspaceId, passage.documentId),
    documentShortTitle: passage.name,
    lang: passage.language,
    article: `passage-${passage.position}`,
    label: labelOf(passage),
    heading: passage.heading,
    kind: 'library-passage',
    score,
    paragraphs: paragraphsOf(passage, queryWords),
  };
}

/** The corpus articles the passages refer to (found and linked at indexing), as passages. */
async function referencedArticles(
  db: Db,
  organisationId: OrganisationId,
  passages: IndexedPassage[],
  lang: Lang,
  acts: ReadonlySet<string>,
): Promise<Passage[]> {
  if (passages.length === 0) return [];
  const refs = await db
    .selectFrom('library_references')
    .where('organisation_id', '=', organisationId)
    .where((eb) =>
      eb.or(
        passages.map((p) =>
          eb.and([eb('document_id', '=', p.documentId), eb('passage_position', '=', p.position)]),
        ),
      ),
    )
    .where('corpus_document_id', 'is not', null)
    .where('article', 'is not', null)
    .select(['document_id', 'passage_position', 'corpus_document_id', 'article'])
    .execute();
  // In the order of the passages that refer to them.
  const order = (r: (typeof refs)[number]) =>
    passages.findIndex((p) => p.documentId === r.document_id && p.position === r.passage_position);
  const wanted: Array<{ documentId: string; anchor: string }> = [];
  for (const r of [...refs].sort((a, b) => order(a) - order(b))) {
    if (wanted.some((w) => w.documentId === r.corpus_document_id && w.anchor === r.article))
      continue;
    wanted.push({ documentId: r.corpus_document_id!, anchor: r.article! });
  }
  // A question naming an act ("which GDPR article...") whose passages cite none of its articles:
  // the article of that act their document rests on, the one it cites most (a DPA's "Article 28").
  const missing = [...acts].filter((act) => !wanted.some((w) => w.documentId === act));
  if (missing.length > 0 && wanted.length < REFERENCED_ARTICLES) {
    const documents = [...new Set(passages.map((p) => p.documentId))];
    const basis = await db
      .selectFrom('library_references')
      .where('organisation_id', '=', organisationId)
      .where('document_id', 'in', documents)
      .where('corpus_document_id', 'in', missing)
      .where('article', 'is not', null)
      .select(['corpus_document_id', 'article', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['corpus_document_id', 'article'])
      .execute();
    for (const act of missing) {
      const best = basis
        .filter((b) => b.corpus_document_id === act)
        .sort((a, b) => Number(b.n) - Number(a.n) || a.article!.localeCompare(b.article!))[0];
      if (best && Number(best.n) >= DOCUMENT_BASIS_MENTIONS)
        wanted.push({ documentId: act, anchor: best.article! });
    }
  }
  if (wanted.length === 0) return [];
  const units = await sql<{
    document_id: string;
    short_title: string;
    lang: Lang;
    anchor: string;
    label: string;
    heading: string | null;
    kind: string;
  }>`
    select u.document_id, d.short_title, u.lang, u.anchor, u.label, u.heading, u.kind
    from laws_units u join laws_documents d on d.id = u.document_id
    where (u.document_id, u.anchor) in (${sql.join(
      wanted.map((w) => sql`(${w.documentId}, ${w.anchor})`),
    )})`.execute(db);
  const out: Passage[] = [];
  for (const w of wanted) {
    const versions = units.rows.filter(
      (u) => u.document_id === w.documentId && u.anchor === w.anchor,
    );
    const unit = versions.find((u) => u.lang === lang) ?? versions[0];
    if (!unit) continue;
    const paragraphs = await sql<{
      anchor: string | null;
      number: string | null;
      text: string;
      points: PassagePoint[] | null;
    }>`
      select anchor, number, text, points from laws_paragraphs
      where document_id = ${unit.document_id} and lang = ${unit.lang} and unit_anchor = ${unit.anchor}
      order by position`.execute(db);
    out.push({
      documentId: unit.document_id,
      documentShortTitle: unit.short_title,
      lang: unit.lang,
      article: unit.anchor,
      label: unit.label,
      heading: unit.heading,
      kind: unit.kind,
      score: 0,
      paragraphs: paragraphs.rows.map((p, i) => ({
        anchor: p.anchor,
        number: p.number,
        text: p.text,
        points: Array.isArray(p.points) ? p.points : [],
        // The first paragraph is the one quoted when nothing else tells.
        score: i === 0 ? 1 : 0,
      })),
    });
    if (out.length >= REFERENCED_ARTICLES) break;
  }
  return out;
}

// ------------------------------------------------------------ retrieval

/** The workspace's passages that answer a question (organisation-scoped). */
export async function retrieveFromWorkspace(
  db: Db,
  vocabulary: CorpusVocabulary,
  organisationId: OrganisationId,
  workspaceId: string,
  question: string,
  lang: Lang,
): Promise<WorkspaceRetrieval> {
  const [index, words, glossary] = await Promise.all([
    workspaceIndex(db, organisationId, workspaceId),
    stemWords(db, question),
    glossaryIndex(db),
  ]);
  const acts = namedActs(question);
  if (index.size === 0) {
    return { passages: [], referenced: [], acts, covered: false, coverage: 0 };
  }
  const expansion = expandQuestion(lang, words, {
    known: (l, lexeme) => index.knows(lexeme) || vocabulary.knows(l, lexeme),
    isQuestionWord: (l, lexeme) => vocabulary.isQuestionWord(l, lexeme),
  });
  const queries = expansion.queries as LanguageQueries;
  const concepts = expansion.concepts.map((c) => ({ ...c, forms: [...c.forms] }));
  // Cognates: each content word as the other languages stem it, where that language's passages
  // hold it ("audit", "robotics" -> "robot", a party's name): most legal words of the three
  // languages share their root, and the vocabulary's translations miss a contract's own words.
  for (const w of words) {
    const own = w.lexemes[lang].filter((l) => !vocabulary.isQuestionWord(lang, l));
    if (own.length === 0) continue;
    const concept = concepts.find((c) => own.includes(c.lexeme));
    for (const other of SEARCH_LANGS) {
      if (other === lang) continue;
      for (const lexeme of w.lexemes[other]) {
        // Short stems are other words in another language, unless the word is a name ("DPA").
        const minimum = concept?.name ? 3 : 4;
        if (lexeme.length < minimum || !index.knowsIn(other, lexeme)) continue;
        if (vocabulary.isQuestionWord(other, lexeme)) continue;
        if ((queries[other].get(lexeme) ?? 0) < COGNATE_WEIGHT) {
          queries[other].set(lexeme, COGNATE_WEIGHT);
        }
        concept?.forms.push([other, lexeme, COGNATE_WEIGHT, true]);
      }
    }
  }
  // Forms of the same word that the stemmer keeps apart ("notification" / "notify"), in the
  // passages' own languages, a little below the form they vary.
  for (const concept of concepts) {
    for (const [l, lexeme, weight] of [...concept.forms]) {
      if (weight < COGNATE_WEIGHT) continue;
      for (const variant of index.variants(l, lexeme)) {
        if (vocabulary.isQuestionWord(l, variant)) continue;
        const w = weight * VARIANT_SHARE;
        if (concept.forms.some(([fl, fx]) => fl === l && fx === variant)) continue;
        if ((queries[l].get(variant) ?? 0) < w) queries[l].set(variant, w);
        concept.forms.push([l, variant, w, true]);
      }
    }
  }
  // The contract glossary: a term of the question (one to four lexemes) brings its concept's terms
  // in the other languages, where that language's passages hold them ("breach" -> "inadempimento").
  const sequence = words.flatMap((w) => w.lexemes[lang]);
  for (let n = GLOSSARY_NGRAM; n >= 1; n--) {
    for (let i = 0; i + n <= sequence.length; i++) {
      const span = sequence.slice(i, i + n);
      const matched = glossary.keys[lang].get(span.join(' '));
      if (!matched) continue;
      const owners = concepts.filter((c) => span.includes(c.lexeme));
      for (const concept of matched) {
        for (const other of SEARCH_LANGS) {
          if (other === lang) continue;
          for (const term of glossary.terms[concept]![other]) {
            // A term of several words counts where one passage holds them all.
            if (term.length > 1 && !index.holdsTogether(other, term)) continue;
            for (const lexeme of term) {
              if (!index.knowsIn(other, lexeme) || vocabulary.isQuestionWord(other, lexeme))
                continue;
              if ((queries[other].get(lexeme) ?? 0) < GLOSSARY_WEIGHT) {
                queries[other].set(lexeme, GLOSSARY_WEIGHT);
              }
              for (const owner of owners) owner.forms.push([other, lexeme, GLOSSARY_WEIGHT, true]);
            }
          }
        }
      }
    }
  }
  // Whether the documents answer is judged on what the question asks of them: a question in
  // several sentences, some naming an act ("Cosa prevede il codice civile?"), is judged on the
  // others (the law's part is the corpus's).
  const sentences = question.split(/(?<=[?!.])\s+(?=\p{Lu})/u);
  const ofDocuments = sentences.filter((s) => namedActs(s).size === 0);
  const judged =
    ofDocuments.length > 0 && ofDocuments.length < sentences.length
      ? concepts.filter((c) =>
          ofDocuments.some((s) => s.toLowerCase().includes(c.word.toLowerCase())),
        )
      : concepts;
  // A question asking for a figure (how long, how much, entro quanto) favours passages stating one.
  const fact = isFactQuestion(question, lang) || DEADLINE.test(question);
  // A question asking for a time (how long, deadline, entro quanti giorni) favours, among the
  // clauses of an article, the one setting a time limit ("no later than 36 hours", "entro 7
  // giorni") over one that states a time otherwise ("updates every 24 hours").
  const asked = askedFigureKinds(question);
  const asksTime = fact && DURATION_KINDS.some((k) => asked.has(k));
  const found = index.search(
    queries,
    judged,
    SOURCES,
    (p) => (fact && holdsFigure(plainFigures(p.text)) ? FIGURE_BOOST : 1),
    concepts,
    (p) => (asksTime && setsTimeLimit(p.text) ? TIME_LIMIT_BOOST : 1),
  );
  const coverage = found.coverage;
  let hits = found.hits.slice(0, LIBRARY_PASSAGES);
  const covered = hits.length > 0 && coverage >= WORKSPACE_COVERAGE_FLOOR;
  // Prefixes of the question's words, for ranking a passage's paragraphs (any language).
  const queryWords = new Set(
    words
      .map((w) => w.word.toLowerCase())
      .filter((w) => w.length >= 3)
      .map((w) => w.slice(0, 5)),
  );
  for (const l of SEARCH_LANGS)
    for (const lexeme of queries[l].keys()) queryWords.add(lexeme.slice(0, 5));
  const referenced = covered
    ? await referencedArticles(
        db,
        organisationId,
        hits.map((h) => h.passage),
        lang,
        acts,
      )
    : [];
  // The documents' passages may take the sources the law does not need: all five for a question
  // about the documents alone (an article's next clauses often hold the rest of the answer), all
  // but two when it asks about the law too.
  const forLaw = acts.size > 0 || ASKS_LAW.test(question) ? 2 : 0;
  hits = found.hits.slice(0, Math.max(LIBRARY_PASSAGES, SOURCES - forLaw - referenced.length));
  const passages = hits.map((h) => toAnswerPassage(workspaceId, h.passage, h.score, queryWords));
  return { passages, referenced, acts, covered, coverage };
}

// ------------------------------------------------------------ verification

/**
 * Checks a library claim against the stored passage: the document must be an indexed document of
 * this workspace of the caller's organisation, the passage one of its passages, and the quote in
 * its heading or text. Always resolves.
 */
export async function verifyLibraryClaim(
  db: Db,
  organisationId: OrganisationId,
  workspaceId: string,
  claim: CitationClaim,
): Promise<VerifiedCitation> {
  const id = LIBRARY_ID.exec(claim.documentId);
  const anchor = PASSAGE_ANCHOR.exec(claim.anchor);
  const unverified: VerifiedCitation = {
    documentId: claim.documentId,
    article: claim.anchor,
    quote: claim.quote ?? '',
    verified: false,
  };
  if (!id || !anchor || id[1]!.toLowerCase() !== workspaceId.toLowerCase()) return unverified;
  const documentId = id[2]!.toLowerCase();
  const position = Number(anchor[1]);
  const row = await db
    .selectFrom('library_passages as p')
    .innerJoin('library_documents as d', 'd.id', 'p.document_id')
    .where('p.organisation_id', '=', organisationId)
    .where('d.organisation_id', '=', organisationId)
    .where('d.workspace_id', '=', workspaceId)
    .where('d.status', '=', 'indexed')
    .where('p.document_id', '=', documentId)
    .where('p.position', '=', position)
    .select(['d.name', 'p.page', 'p.heading', 'p.label', 'p.text', 'p.position'])
    .executeTakeFirst();
  if (!row) return unverified;
  const quote = claim.quote ?? leadingQuote(row.text);
  if (!quoteIsIn(quote, `${row.heading ?? ''}\n${row.text}`)) return { ...unverified, quote };
  return {
    documentId: libraryDocumentId(workspaceId, documentId),
    article: `passage-${position}`,
    quote,
    verified: true,
    documentTitle: row.name,
    label: labelOf({ ...row, documentId, language: 'en' }),
    library: { workspaceId, documentId, passage: position, page: row.page },
  };
}

// ------------------------------------------------------------ the hook

const keyOf = (p: Passage) => `${p.documentId}#${p.article}`;

/**
 * Opens a workspace thread's part in an answer: checks that the caller may use the workspace
 * (404 for another organisation's, 403 for the internal normative one off ENTERPRISE) and starts
 * its retrieval at once.
 */
export async function openWorkspaceHook(
  db: Db,
  vocabulary: () => Promise<CorpusVocabulary>,
  principal: Principal,
  workspaceId: string,
  question: string,
  lang: Lang,
): Promise<WorkspaceHook> {
  const { row } = await resolveWorkspace(db, principal, workspaceId);
  const organisationId = principal.organisationId;
  const retrieval = vocabulary().then((v) =>
    retrieveFromWorkspace(db, v, organisationId, row.id, question, lang),
  );
  retrieval.catch(() => undefined);
  return {
    workspaceId: row.id,
    prompt: row.prompt,
    retrieval,
    async combine(corpus) {
      const found = await retrieval;
      const library = found.covered ? found.passages : [];
      // After the library's passages and the articles they cite, the corpus's best up to five
      // sources in all; alone, all it retrieved.
      // The corpus may judge that it does not cover a question about "our DPA with Cloudvista"
      // (words it cannot know); when the documents answer, the provisions of the acts the
      // question names are still the law it asks about.
      // The corpus's provisions past those the documents' references already bring.
      const brought = new Set(found.referenced.map(keyOf));
      const retrieved = corpus.passages.filter((p) => !brought.has(keyOf(p)));
      const ofNamedActs = retrieved.filter((p) => found.acts.has(p.documentId));
      const law = !corpus.covered
        ? library.length > 0
          ? ofNamedActs.slice(0, Math.max(1, SOURCES - library.length - found.referenced.length))
          : []
        : library.length > 0
          ? retrieved.slice(0, Math.max(1, SOURCES - library.length - found.referenced.length))
          : corpus.passages;
      const seen = new Set<string>();
      const passages = [...library, ...found.referenced, ...law].filter((p) =>
        seen.has(keyOf(p)) ? false : (seen.add(keyOf(p)), true),
      );
      const note = found.covered ? null : workspaceAbstention[lang];
      if (passages.length === 0) {
        // Neither answers: the corpus's passages are listed as related, never as sources.
        return { passages: corpus.passages, covered: false, note };
      }
      return { passages, covered: true, note };
    },
    verify(claim) {
      if (!claim.documentId.startsWith('library/')) return null;
      return verifyLibraryClaim(db, organisationId, row.id, claim);
    },
  };
}
