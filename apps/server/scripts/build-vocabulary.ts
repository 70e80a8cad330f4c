/**
 * Builds the assistant's legal vocabulary (apps/server/vocabulary/vocabulary.json) from named
 * sources, once, on a developer's machine:
 *   npm run build:vocabulary   (root; node --conditions=@lexio/source --import tsx apps/server/scripts/build-vocabulary.ts)
 * It reads
 * - the lay <-> legal term list apps/server/vocabulary/lay-legal.tsv (the project's own asset);
 * - the corpus (imported into an in-memory PGlite): the GDPR's Italian, English and French
 *   versions aligned paragraph by paragraph, and the articles' plain-language descriptions
 *   (vocabulary/plain-language/, one per article in each language) aligned article by article,
 *   give a statistical term alignment it <-> en <-> fr (Dice coefficient of co-occurrence); the
 *   descriptions carry the terms of the Italian-only codes (usufrutto <-> usufruct, usufruit);
 * - Debian's FreeDict bilingual dictionaries (ita-eng, eng-ita, fra-eng, eng-fra, fra-ita) in
 *   /usr/share/dictd, and the thesauri mythes-it / mythes-fr / mythes-en-us (/usr/share/mythes) and
 *   WordNet 3.0 (/usr/share/wordnet): `apt-get install mythes-it mythes-fr mythes-en-us wordnet-base
 *   dict-freedict-ita-eng dict-freedict-eng-ita dict-freedict-fra-eng dict-freedict-eng-fra
 *   dict-freedict-fra-ita`. A missing package is reported and skipped.
 * Every word is stemmed with the corpus's own text-search configurations (italian, english, french),
 * and a target is kept only when its lexemes occur in the corpus of its language, so the data stays
 * small. The running server reads the JSON file only: no Debian package, nothing downloaded.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

import { sql, type Kysely } from 'kysely';

import { importCorpus } from '../src/corpus/importer';
import { createDatabase } from '../src/db';
import { migrateToLatest } from '../src/db/migrations';
import type { LawsTables } from '../src/modules/laws/tables';
import type { Lang } from '../src/modules/assistant/retrieval';
import { questionWords } from '../src/modules/assistant/retrieval';
import {
  isParticlePhrase,
  orderedLexemes,
  particleTokens,
  plainWord,
  type VocabularyData,
  type VocabularySource,
} from '../src/modules/assistant/vocabulary/data';

const LANGS: Lang[] = ['it', 'en', 'fr'];
const CONFIGS: Record<Lang, string> = { it: 'italian', en: 'english', fr: 'french' };
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', 'vocabulary');

/** The weight a target of each source carries in a query (the question's own words weigh 1). */
const SOURCE_WEIGHT: Record<VocabularySource, number> = {
  lay: 0.8,
  aligned: 0.7,
  dictionary: 0.5,
  thesaurus: 0.3,
};
const SOURCE_CODE = { lay: 'l', aligned: 'a', dictionary: 'd', thesaurus: 't' } as const;
/** An aligned translation co-occurs in at least this many aligned entries. */
const ALIGN_MIN_COUNT = 3;
/** The least Dice coefficient of a translation the GDPR's aligned paragraphs give. */
const PARAGRAPH_MIN_DICE = 0.35;
/**
 * The same for the articles' aligned descriptions. Measured with `npm run eval:answers`
 * (docs/benchmarks.md): 0.2-0.25 gained three questions across the sets and lost none; 0.35 two;
 * 0.5 one.
 */
const DESCRIPTION_MIN_DICE = 0.25;
/** At most this many targets per key, per source and target language. */
const MAX_TARGETS: Record<VocabularySource, number> = {
  lay: 12,
  aligned: 3,
  dictionary: 4,
  thesaurus: 3,
};

const handle = await createDatabase({});
const db = handle.db as unknown as Kysely<LawsTables>;
await migrateToLatest(handle.db, handle.schema);
await importCorpus(db);

/** Lexemes of the corpus, by language, with their document frequency over units. */
const corpusLexemes = new Map<Lang, Map<string, number>>();
for (const lang of LANGS) {
  const rows = await sql<{ word: string; ndoc: number }>`
    select word, ndoc from ts_stat(${`select search from laws_units where lang = '${lang}'`})`.execute(
    db,
  );
  corpusLexemes.set(lang, new Map(rows.rows.map((r) => [r.word, Number(r.ndoc)])));
}

/** Stems phrases with a language's configuration: each phrase's lexemes in word order. */
async function stem(lang: Lang, phrases: string[]): Promise<string[][]> {
  const out: string[][] = [];
  for (let i = 0; i < phrases.length; i += 2000) {
    const batch = phrases.slice(i, i + 2000);
    const rows = await sql<{ i: number; tsv: string }>`
      select t.i::int as i, to_tsvector(${sql.lit(CONFIGS[lang])}::regconfig, t.p)::text as tsv
      from unnest(${batch}::text[]) with ordinality as t(p, i)`.execute(db);
    const byIndex = new Map(rows.rows.map((r) => [Number(r.i), r.tsv]));
    for (let j = 0; j < batch.length; j++) out.push(orderedLexemes(byIndex.get(j + 1) ?? ''));
  }
  return out;
}

/** Each phrase's words, stemmed one by one as a question's words are (retrieval.ts). */
async function stemWords(
  lang: Lang,
  phrases: string[],
): Promise<Array<Array<{ word: string; lexemes: string[] }>>> {
  const split = phrases.map((p) => questionWords(p));
  const words = [...new Set(split.flat())];
  const stems = await stem(lang, words);
  const of = new Map(words.map((w, i) => [w, stems[i]!]));
  return split.map((ws) => ws.map((word) => ({ word, lexemes: of.get(word)! })));
}

/** The longest target kept, in lexemes (the lexemes of a target join a query one by one). */
const MAX_TARGET_LEXEMES = 3;

/**
 * The MAX_TARGET_LEXEMES lexemes of a long term that the fewest units of its language hold, in the
 * term's order: the words that name it ("rovin difett immobil"), not those every text uses ("cos").
 * Lexemes the corpus lacks are left out first (they would find nothing).
 */
function distinctive(target: string[], known: Map<string, number>): string[] {
  const unique = [...new Set(target)].filter((l) => known.has(l));
  const kept = new Set(
    [...unique]
      .sort((a, b) => (known.get(a) ?? 0) - (known.get(b) ?? 0))
      .slice(0, MAX_TARGET_LEXEMES),
  );
  return unique.filter((l) => kept.has(l));
}

type Edge = { from: Lang; key: string; to: Lang; target: string; weight: number };
const edges = new Map<VocabularySource, Edge[]>([
  ['lay', []],
  ['aligned', []],
  ['dictionary', []],
  ['thesaurus', []],
]);
const counts: Record<string, number> = {};

/**
 * Adds word -> word pairs of a source: both sides stemmed, the target kept when all its lexemes
 * occur in the corpus of its language. `pairs` holds [from-phrase, to-phrase, weight factor].
 */
async function addPairs(
  source: VocabularySource,
  from: Lang,
  to: Lang,
  pairs: Array<[string, string, number]>,
  /** Whether a long lay term is cut to its distinctive lexemes (not for names, see below). */
  shorten = true,
): Promise<void> {
  const keys = await stem(
    from,
    pairs.map((p) => p[0]),
  );
  const targets = await stem(
    to,
    pairs.map((p) => p[1]),
  );
  // The lay list's particle phrases ("day off", "how long"): keyed with their dropped words as
  // written; as targets, their one lexeme would stand for something else, so they are left out.
  const particles =
    source === 'lay'
      ? {
          keys: await stemWords(
            from,
            pairs.map((p) => p[0]),
          ),
          targets: await stemWords(
            to,
            pairs.map((p) => p[1]),
          ),
        }
      : null;
  const known = corpusLexemes.get(to)!;
  let kept = 0;
  for (let i = 0; i < pairs.length; i++) {
    let key = keys[i]!.join(' ');
    let target = targets[i]!;
    if (particles) {
      if (isParticlePhrase(to, particles.targets[i]!)) continue;
      const words = particles.keys[i]!;
      if (isParticlePhrase(from, words)) key = particleTokens(words).join(' ');
    }
    // A term of the lay list longer than three lexemes (a code's heading: "rovina e difetti di
    // cose immobili") keeps its three most distinctive ones, in order; another source's long
    // target is a definition, not a term.
    if (source === 'lay' && shorten && target.length > MAX_TARGET_LEXEMES) {
      target = distinctive(target, known);
    }
    if (!key || target.length === 0 || target.length > MAX_TARGET_LEXEMES) continue;
    if (!target.every((l) => known.has(l))) continue;
    const joined = target.join(' ');
    if (from === to && joined === key) continue;
    edges.get(source)!.push({ from, key, to, target: joined, weight: pairs[i]![2] });
    kept += 1;
  }
  counts[`${source} ${from}->${to}`] = (counts[`${source} ${from}->${to}`] ?? 0) + kept;
}

// 1. The lay <-> legal list: each line one concept, its terms in the three languages; the first
// term of a language is the legal one. Every term leads to every other (the legal ones weigh more).
const layFile = path.join(outDir, 'lay-legal.tsv');
const concepts: Array<Record<Lang, string[]> & { names: boolean }> = [];
{
  for (const line of readFileSync(layFile, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const cells = line.split('\t');
    if (cells.length < 4) throw new Error(`lay-legal.tsv: expected 4 columns: ${line}`);
    const split = (c: string) =>
      c
        .split(';')
        .map((t) => t.trim())
        .filter(Boolean);
    // The area "atti" holds the names of acts and courts. A question naming an act is resolved by
    // `vocabulary/acts.ts`; the words of an act's long name ("regolamento generale sulla
    // protezione dei dati") are those of every provision that refers to it, so they are not
    // searched for.
    concepts.push({
      it: split(cells[1]!),
      en: split(cells[2]!),
      fr: split(cells[3]!),
      names: cells[0] === 'atti',
    });
  }
  // English irregular verbs: the stemmer does not join "lent" to "lend" nor "stole" to "steal",
  // and people tell what happened in the past tense. An English term's verb also leads in its
  // irregular forms (WordNet's verb.exc), unless that form is itself another term of the list.
  // A term's word is matched to the base verb by its stem ("lending" -> lend).
  const irregularByBase = irregularVerbForms();
  const bases = [...irregularByBase.keys()];
  const baseStems = await stem('en', bases);
  const irregular = new Map<string, string[]>();
  bases.forEach((base, i) => {
    const lexemes = baseStems[i]!;
    if (lexemes.length !== 1) return;
    irregular.set(lexemes[0]!, [
      ...(irregular.get(lexemes[0]!) ?? []),
      ...irregularByBase.get(base)!,
    ]);
  });
  const englishTerms = new Set(concepts.flatMap((c) => c.en.map((t) => t.toLowerCase())));
  const termWords = [...new Set(concepts.flatMap((c) => c.en.flatMap((t) => t.split(' '))))];
  const termWordStems = await stem('en', termWords);
  const stemOf = new Map(termWords.map((w, i) => [w, termWordStems[i]!.join(' ')]));
  const withIrregularForms = (term: string): string[] => {
    const words = term.split(' ');
    const out = [term];
    words.forEach((word, i) => {
      for (const form of irregular.get(stemOf.get(word) ?? '') ?? []) {
        if (englishTerms.has(form)) continue;
        out.push([...words.slice(0, i), form, ...words.slice(i + 1)].join(' '));
      }
    });
    return out;
  };
  for (const from of LANGS) {
    for (const to of LANGS) {
      for (const names of [false, true]) {
        const pairs: Array<[string, string, number]> = [];
        for (const concept of concepts) {
          if (concept.names !== names) continue;
          for (const term of concept[from]) {
            for (const a of from === 'en' && !names ? withIrregularForms(term) : [term]) {
              concept[to].forEach((b, i) => {
                if (a !== b) pairs.push([a, b, i === 0 ? 1 : 0.6]);
              });
            }
          }
        }
        await addPairs('lay', from, to, pairs, !names);
      }
    }
  }
  counts['lay concepts'] = concepts.length;
}

/**
 * WordNet's irregular verb forms (`verb.exc`: "lent lend", "stole steal"), by base verb, one-word
 * forms only; `counts` says how many were read (none when wordnet-base is not installed).
 */
function irregularVerbForms(): Map<string, string[]> {
  const file = '/usr/share/wordnet/verb.exc';
  const out = new Map<string, string[]>();
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [form, base] = line.trim().split(' ');
    if (!form || !base || form.includes('_') || base.includes('_') || form === base) continue;
    out.set(base, [...(out.get(base) ?? []), form]);
  }
  counts['irregular English verbs'] = out.size;
  return out;
}

/** The endings of a regular verb's commonest forms, by the infinitive's ending. */
const VERB_ENDINGS: Record<Lang, Record<string, string[]>> = {
  it: {
    are: [
      'o',
      'i',
      'a',
      'iamo',
      'ate',
      'ano',
      'ato',
      'ata',
      'ati',
      'ando',
      'ava',
      'avano',
      'era',
      'ino',
    ],
    ere: [
      'o',
      'i',
      'e',
      'iamo',
      'ete',
      'ono',
      'uto',
      'uta',
      'uti',
      'ute',
      'endo',
      'eva',
      'evano',
      'a',
      'ano',
    ],
    ire: [
      'o',
      'i',
      'e',
      'iamo',
      'ite',
      'ono',
      'ito',
      'ita',
      'iti',
      'endo',
      'iva',
      'isce',
      'isco',
      'iscono',
      'a',
      'ano',
    ],
  },
  en: {},
  fr: {
    er: [
      'e',
      'es',
      'ent',
      'ons',
      'ez',
      'é',
      'ée',
      'és',
      'ées',
      'ant',
      'ait',
      'aient',
      'era',
      'eront',
    ],
    ir: ['is', 'it', 'issons', 'issez', 'issent', 'i', 'ie', 'ies', 'issant', 'issait'],
    re: ['s', 't', 'ons', 'ez', 'ent', 'u', 'ue', 'us', 'ues', 'ant'],
  },
};

/**
 * The forms a one-word term of the lay list takes with the endings of number and gender, and a
 * regular verb's commonest forms (it: casa case, caso casi, firmare firmato; en: use uses using
 * used; fr: règle règles, don dons, légal légaux, signaler signalé). A rough set on purpose: it
 * only has to tell a term's own forms from other words with the same lexeme.
 */
function endingsOf(lang: Lang, term: string): string[] {
  const written = plainWord(term);
  // A reflexive infinitive ("sposarsi") conjugates like its verb.
  const t = lang === 'it' ? written.replace(/([aei]r)si$/, '$1e') : written;
  const forms = new Set([written, t]);
  const stem1 = t.slice(0, -1);
  for (const [infinitive, endings] of Object.entries(VERB_ENDINGS[lang])) {
    if (!t.endsWith(infinitive) || t.length < infinitive.length + 2) continue;
    const base = t.slice(0, -infinitive.length);
    for (const e of endings) forms.add(plainWord(base + e));
  }
  if (lang === 'it') {
    const swap: Record<string, string[]> = { a: ['e'], e: ['i', 'a'], o: ['i'], i: ['o', 'e'] };
    for (const v of swap[t.at(-1) ?? ''] ?? []) forms.add(stem1 + v);
    if (/[cg]a$/.test(t)) forms.add(`${stem1}he`);
    if (/[cg]o$/.test(t)) forms.add(`${stem1}hi`);
  } else if (lang === 'en') {
    for (const e of ['s', 'es', 'ed', 'ing']) forms.add(t + e);
    if (t.endsWith('e')) for (const e of ['d', 'ing']) forms.add(stem1 + (e === 'd' ? 'ed' : e));
    if (t.endsWith('s')) forms.add(stem1);
    if (t.endsWith('y')) for (const e of ['ies', 'ied']) forms.add(stem1 + e);
    if (t.endsWith('ies')) forms.add(`${t.slice(0, -3)}y`);
  } else {
    for (const e of ['s', 'x', 'e', 'es']) forms.add(t + e);
    if (/[sx]$/.test(t)) forms.add(stem1);
    if (t.endsWith('al')) forms.add(`${t.slice(0, -2)}aux`);
    if (t.endsWith('aux')) forms.add(`${t.slice(0, -3)}al`);
  }
  return [...forms];
}

/**
 * A word that stems like a one-word lay term but is not one of its forms is taken for another word
 * when the corpus uses it more than this many times as often as the term's forms, or at all where
 * the corpus does not hold the term ("données" and "don"). With any excess, about as many words of
 * the term's own family were left out as other words ("dismissed" for "dismissal", "abuso" for
 * "abusare"); at ten, the lists are mostly collisions. Requiring ten uses at least as well (where
 * the corpus does not hold the term) kept "arrêter" leading to "arrêt" (a judgment).
 */
const ELSEWHERE_RATIO = 10;

/**
 * Words the corpus uses far more than a one-word lay term although the stemmer makes them the same
 * lexeme ("données" and "don", "caso" and "casa", "pubblico" and "pubblicità"): by language and
 * lexeme, the words that do not lead to the lay list's lines keyed by that lexeme. Any other word
 * with that lexeme still does (an inflected verb of the question, "regalato").
 */
async function layWordsElsewhere(): Promise<VocabularyData['elsewhere']> {
  const out = { it: {}, en: {}, fr: {} } as NonNullable<VocabularyData['elsewhere']>;
  for (const lang of LANGS) {
    const rows = await sql<{ text: string }>`
      select text || ' ' || coalesce(jsonb_path_query_array(points, 'strict $.**.text')::text, '') as text
      from laws_paragraphs where lang = ${lang}`.execute(db);
    // By word as written (lower case): the stemmer reads the accents.
    const frequency = new Map<string, number>();
    for (const row of rows.rows) {
      for (const w of row.text.split(/[^\p{L}]+/u)) {
        if (w.length < 2) continue;
        const k = w.toLowerCase();
        frequency.set(k, (frequency.get(k) ?? 0) + 1);
      }
    }
    const terms = [...new Set(concepts.flatMap((c) => c[lang]).filter((t) => /^\p{L}+$/u.test(t)))];
    const termLexemes = await stem(lang, terms);
    const termsOf = new Map<string, string[]>();
    terms.forEach((term, i) => {
      const lexemes = termLexemes[i]!;
      if (lexemes.length !== 1) return;
      termsOf.set(lexemes[0]!, [...(termsOf.get(lexemes[0]!) ?? []), term]);
    });
    const words = [...frequency.keys()];
    const wordLexemes = await stem(lang, words);
    const wordsOf = new Map<string, string[]>();
    words.forEach((word, i) => {
      const lexemes = wordLexemes[i]!;
      if (lexemes.length !== 1 || !termsOf.has(lexemes[0]!)) return;
      wordsOf.set(lexemes[0]!, [...(wordsOf.get(lexemes[0]!) ?? []), word]);
    });
    for (const [lexeme, lexemeTerms] of termsOf) {
      const endings = new Set(lexemeTerms.flatMap((t) => endingsOf(lang, t)));
      const own = (word: string) => endings.has(plainWord(word));
      const forms = wordsOf.get(lexeme) ?? [];
      const ownFrequency = Math.max(0, ...forms.filter(own).map((w) => frequency.get(w) ?? 0));
      const others = [
        ...new Set(
          forms
            .filter((w) => !own(w) && (frequency.get(w) ?? 0) > ELSEWHERE_RATIO * ownFrequency)
            .map(plainWord),
        ),
      ].sort();
      if (others.length > 0) out[lang][lexeme] = others;
    }
    counts[`lay words elsewhere ${lang}`] = Object.keys(out[lang]).length;
  }
  return out;
}

// 2. Term alignment (Dice coefficient of co-occurrence) over texts aligned in the three languages:
// the GDPR's versions paragraph by paragraph, and the articles' plain-language descriptions
// (vocabulary/plain-language/, one per article in each language), article by article.
const alignable = (lexeme: string) => lexeme.length > 1 && !/^\d+$/.test(lexeme);
type AlignedEntry = Partial<Record<Lang, Set<string>>>;
/** The aligned entries of rows keyed alike, those present in all three languages. */
function alignedEntries(rows: Array<{ key: string; lang: Lang; tsv: string }>): AlignedEntry[] {
  const byKey = new Map<string, AlignedEntry>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? {};
    entry[row.lang] = new Set(orderedLexemes(row.tsv));
    byKey.set(row.key, entry);
  }
  return [...byKey.values()].filter((e) => LANGS.every((l) => e[l]));
}
/**
 * Each lexeme's best translations in the other languages: those co-occurring in at least
 * ALIGN_MIN_COUNT aligned entries with a Dice coefficient of at least `minDice`, the strongest few.
 */
function align(aligned: AlignedEntry[], name: string, minDice: number): void {
  for (const from of LANGS) {
    for (const to of LANGS) {
      if (from === to) continue;
      const df = new Map<string, number>();
      const dfTo = new Map<string, number>();
      const co = new Map<string, Map<string, number>>();
      for (const entry of aligned) {
        for (const y of entry[to]!) dfTo.set(y, (dfTo.get(y) ?? 0) + 1);
        for (const x of entry[from]!) {
          df.set(x, (df.get(x) ?? 0) + 1);
          let row = co.get(x);
          if (!row) co.set(x, (row = new Map()));
          for (const y of entry[to]!) row.set(y, (row.get(y) ?? 0) + 1);
        }
      }
      let kept = 0;
      for (const [x, row] of co) {
        // Numbers and single letters are the articles, paragraphs and points the texts cite one
        // beside another ("articles 13 and 14", "point (d)"), not each other's translations.
        if (!alignable(x)) continue;
        const best = [...row]
          .filter(([y, c]) => c >= ALIGN_MIN_COUNT && alignable(y))
          .map(([y, c]) => ({ y, dice: (2 * c) / (df.get(x)! + dfTo.get(y)!) }))
          .filter((t) => t.dice >= minDice)
          .sort((a, b) => b.dice - a.dice)
          .slice(0, MAX_TARGETS.aligned);
        for (const t of best) {
          edges.get('aligned')!.push({ from, key: x, to, target: t.y, weight: t.dice });
          kept += 1;
        }
      }
      counts[`aligned ${name} ${from}->${to}`] = kept;
    }
  }
}
{
  const rows = await sql<{ key: string; lang: Lang; tsv: string }>`
    select document_id || '#' || unit_anchor || '#' || position as key, lang,
      to_tsvector((case lang when 'it' then 'italian' when 'fr' then 'french' else 'english' end)::regconfig,
        text || ' ' || coalesce(jsonb_path_query_array(points, 'strict $.**.text')::text, ''))::text as tsv
    from laws_paragraphs
    where document_id in (
      select document_id from laws_units group by document_id having count(distinct lang) = 3)`.execute(
    db,
  );
  const aligned = alignedEntries(rows.rows);
  counts['aligned paragraphs'] = aligned.length;
  align(aligned, 'paragraphs', PARAGRAPH_MIN_DICE);
}
{
  const rows = await sql<{ key: string; lang: Lang; tsv: string }>`
    select document_id || '#' || anchor as key, lang, search::text as tsv
    from laws_plain_language`.execute(db);
  const aligned = alignedEntries(rows.rows);
  counts['aligned descriptions'] = aligned.length;
  align(aligned, 'descriptions', DESCRIPTION_MIN_DICE);
}

// 3. FreeDict bilingual dictionaries (dictd format: a tab-separated index of base64 offsets).
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const b64 = (s: string) => [...s].reduce((n, ch) => n * 64 + B64.indexOf(ch), 0);
function readDictd(name: string): Array<[string, string[]]> | null {
  const index = `/usr/share/dictd/${name}.index`;
  const data = `/usr/share/dictd/${name}.dict.dz`;
  if (!existsSync(index) || !existsSync(data)) return null;
  const text = gunzipSync(readFileSync(data));
  const out: Array<[string, string[]]> = [];
  for (const line of readFileSync(index, 'utf8').split('\n')) {
    const [word, offset, length] = line.split('\t');
    if (!word || !offset || !length || word.startsWith('00database')) continue;
    const body = text
      .subarray(b64(offset), b64(offset) + b64(length))
      .toString('utf8')
      .split('\n')
      .slice(1);
    const translations = body
      .map((l) => l.replace(/<[^>]*>|\/[^/]*\/|\([^)]*\)|\[[^\]]*\]|^\s*\d+\.\s*/g, ' ').trim())
      .filter((l) => l && !/^(see|synonyms?|note|antonyms?)\b/i.test(l))
      .flatMap((l) => l.split(/[,;]/))
      .map((t) => t.trim())
      .filter((t) => t && t.split(/\s+/).length <= 3);
    if (translations.length) out.push([word.trim(), translations]);
  }
  return out;
}
const DICTIONARIES: Array<[string, Lang, Lang]> = [
  ['freedict-ita-eng', 'it', 'en'],
  ['freedict-eng-ita', 'en', 'it'],
  ['freedict-fra-eng', 'fr', 'en'],
  ['freedict-eng-fra', 'en', 'fr'],
  ['freedict-fra-ita', 'fr', 'it'],
];
const used: string[] = [];
for (const [name, from, to] of DICTIONARIES) {
  const entries = readDictd(name);
  if (!entries) {
    console.warn(`skipped ${name}: not installed`);
    continue;
  }
  used.push(name);
  const forward: Array<[string, string, number]> = [];
  const backward: Array<[string, string, number]> = [];
  for (const [word, translations] of entries) {
    translations.slice(0, MAX_TARGETS.dictionary).forEach((t, i) => {
      forward.push([word, t, i === 0 ? 1 : 0.8]);
      backward.push([t, word, 0.8]);
    });
  }
  await addPairs('dictionary', from, to, forward);
  // fra-ita is the only dictionary between French and Italian: it serves both ways.
  if (name === 'freedict-fra-ita') await addPairs('dictionary', to, from, backward);
}

// 4. Thesauri: MyThes (`word|senses` then `(pos)|syn|syn` lines) and WordNet synsets.
function readMythes(file: string): Array<[string, string[]]> | null {
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const out: Array<[string, string[]]> = [];
  for (let i = 1; i < lines.length; i++) {
    const [word, n] = lines[i]!.split('|');
    const senses = Number(n);
    if (!word || !Number.isFinite(senses)) continue;
    const synonyms: string[] = [];
    for (let s = 1; s <= senses; s++) {
      const sense = lines[i + s]?.split('|').slice(1) ?? [];
      synonyms.push(...sense.map((t) => t.replace(/\([^)]*\)/g, '').trim()).filter(Boolean));
    }
    i += senses;
    out.push([word, [...new Set(synonyms)]]);
  }
  return out;
}
function readWordnet(): Array<[string, string[]]> | null {
  const dir = '/usr/share/wordnet';
  if (!existsSync(dir)) return null;
  const out: Array<[string, string[]]> = [];
  for (const file of readdirSync(dir).filter((f) => /^data\.(noun|verb|adj)$/.test(f))) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!/^\d{8} /.test(line)) continue;
      const parts = line.split(' ');
      const count = parseInt(parts[3]!, 16);
      const words = Array.from({ length: count }, (_, k) =>
        parts[4 + 2 * k]!.replace(/_/g, ' ').replace(/\(.*\)$/, ''),
      );
      if (words.length < 2) continue;
      for (const w of words) out.push([w, words.filter((o) => o !== w)]);
    }
  }
  return out;
}
const THESAURI: Array<[string, Lang, () => Array<[string, string[]]> | null]> = [
  ['mythes-it', 'it', () => readMythes('/usr/share/mythes/th_it_IT_v2.dat')],
  ['mythes-fr', 'fr', () => readMythes('/usr/share/mythes/th_fr_FR_v2.dat')],
  ['mythes-en-us', 'en', () => readMythes('/usr/share/mythes/th_en_US_v2.dat')],
  ['wordnet', 'en', readWordnet],
];
for (const [name, lang, read] of THESAURI) {
  const entries = read();
  if (!entries) {
    console.warn(`skipped ${name}: not installed`);
    continue;
  }
  used.push(name);
  const pairs: Array<[string, string, number]> = [];
  for (const [word, synonyms] of entries) {
    for (const s of synonyms.slice(0, MAX_TARGETS.thesaurus)) pairs.push([word, s, 1]);
  }
  await addPairs('thesaurus', lang, lang, pairs);
}

// The data file: per language, per key, its targets (best first), deduplicated.
const data: VocabularyData = {
  format: 1,
  sources: used,
  weights: SOURCE_WEIGHT,
  elsewhere: await layWordsElsewhere(),
  entries: {
    it: Object.create(null) as VocabularyData['entries']['it'],
    en: Object.create(null) as VocabularyData['entries']['en'],
    fr: Object.create(null) as VocabularyData['entries']['fr'],
  },
};
for (const [source, list] of edges) {
  for (const e of list) {
    const byKey = data.entries[e.from];
    const targets = (byKey[e.key] ??= []);
    const weight = Math.round(SOURCE_WEIGHT[source] * e.weight * 100) / 100;
    const existing = targets.find((t) => t[0] === e.to && t[1] === e.target);
    if (existing && existing[2] >= weight) continue;
    if (existing) targets.splice(targets.indexOf(existing), 1);
    targets.push([e.to, e.target, weight, SOURCE_CODE[source]]);
  }
}
let keys = 0;
let targetsTotal = 0;
for (const lang of LANGS) {
  const byKey = data.entries[lang];
  for (const key of Object.keys(byKey)) {
    // Per target language, the strongest few.
    const sorted = byKey[key]!.sort((a, b) => b[2] - a[2]);
    const perLang = new Map<Lang, number>();
    byKey[key] = sorted.filter((t) => {
      const n = (perLang.get(t[0]) ?? 0) + 1;
      perLang.set(t[0], n);
      return n <= 10;
    });
    keys += 1;
    targetsTotal += byKey[key]!.length;
  }
}
const file = path.join(outDir, 'vocabulary.json');
writeFileSync(file, JSON.stringify(data));
console.log(counts);
console.log(
  `${path.relative(process.cwd(), file)}: ${keys} keys, ${targetsTotal} targets, ${(JSON.stringify(data).length / 1e6).toFixed(2)} MB; sources ${used.join(', ')}`,
);
await handle.close();
