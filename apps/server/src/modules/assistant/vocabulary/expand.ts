/**
 * Query expansion with the legal vocabulary: a question becomes one weighted query per language.
 * Its own words weigh 1 in its own language; the vocabulary's targets (lay -> legal terms, the
 * GDPR's aligned translations, the dictionaries, the thesauri) add lexemes in any of the three
 * languages, weighted below the original words; a word the question's language does not know
 * (a name such as DORA, an English term in an Italian question) is looked for as it is in the
 * languages that know it.
 */
import {
  loadVocabulary,
  PARTICLE,
  plainWord,
  type VocabularyData,
  type VocabularyLang,
} from './data';

const LANGS: readonly VocabularyLang[] = ['it', 'en', 'fr'];

/** A question word and its lexemes in each language's configuration (empty: a stop word). */
export interface StemmedWord {
  word: string;
  lexemes: Record<VocabularyLang, string[]>;
}

/** A form of a question word: language, lexeme, weight, and whether it is a close one. */
export type ConceptForm = [VocabularyLang, string, number, boolean];

/** One language's query: lexeme -> weight (1 for the question's own words). */
export type WeightedQuery = Map<string, number>;

export interface Expansion {
  queries: Record<VocabularyLang, WeightedQuery>;
  /**
   * For each content word of the question (its lexeme in the question's language), every lexeme
   * that stands for it in any language: itself and its expansions, with their weight and whether
   * they are close (the word itself, the lay list, the aligned translations) rather than a
   * dictionary's or thesaurus's loose sense. The coverage of the answer is measured over these.
   */
  concepts: Array<{ lexeme: string; word: string; name: boolean; forms: ConceptForm[] }>;
}

/** The longest phrase the vocabulary keys hold, in lexemes. */
const MAX_NGRAM = 3;
/** The longest particle phrase looked for, in words and lexemes ("without a will"). */
const MAX_PARTICLE_TOKENS = 4;
/** Weight of a word unknown in the question's language, looked for in a language that knows it. */
export const FOREIGN_WORD_WEIGHT = 0.8;
/**
 * A lay-list phrase also matches when its words are in the question within this many places of
 * each other, in any order ("la casa del mio padrone" holds "padrone di casa").
 */
const PHRASE_WINDOW = 4;
/** Orders of two and three words, for matching a phrase in any order. */
const ORDERS: Record<number, number[][]> = {
  2: [
    [0, 1],
    [1, 0],
  ],
  3: [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ],
};

export interface ExpandOptions {
  /** Whether a language's corpus holds the lexeme at all (document frequency > 0). */
  known: (lang: VocabularyLang, lexeme: string) => boolean;
  /** Whether a lexeme is a question word (what, quale, ...) of its language. */
  isQuestionWord: (lang: VocabularyLang, lexeme: string) => boolean;
  vocabulary?: VocabularyData;
  /** Extra weighted lexemes per language (e.g. a language model's rewrite), weight given. */
  extra?: Partial<Record<VocabularyLang, Array<[string, number]>>>;
}

/** An elided article or preposition before a word: "l'IMU", "dell'INPS", "d'occasion". */
const ELIDED = /^\p{L}{1,5}['’](?=\p{L})/u;

const elsewhereSets = new WeakMap<VocabularyData, Map<string, Set<string>>>();

/**
 * Whether a question word is one of the words that stem to a lay term's lexeme but are other words
 * (the vocabulary's `elsewhere`): compared in lower case, without accents or an elided article.
 */
function isElsewhere(
  vocabulary: VocabularyData,
  lang: VocabularyLang,
  key: string,
  written: string,
): boolean {
  const list = vocabulary.elsewhere?.[lang]?.[key];
  if (!list) return false;
  let sets = elsewhereSets.get(vocabulary);
  if (!sets) elsewhereSets.set(vocabulary, (sets = new Map()));
  let set = sets.get(`${lang} ${key}`);
  if (!set) sets.set(`${lang} ${key}`, (set = new Set(list)));
  return set.has(plainWord(written.replace(ELIDED, '')));
}

export function expandQuestion(
  lang: VocabularyLang,
  words: StemmedWord[],
  options: ExpandOptions,
): Expansion {
  const vocabulary = options.vocabulary ?? loadVocabulary();
  const queries = Object.fromEntries(LANGS.map((l) => [l, new Map()])) as Record<
    VocabularyLang,
    WeightedQuery
  >;
  const add = (l: VocabularyLang, lexeme: string, weight: number) => {
    if (options.isQuestionWord(l, lexeme)) return;
    const q = queries[l];
    if ((q.get(lexeme) ?? 0) < weight) q.set(lexeme, weight);
  };
  // The question's own lexemes, in word order, and which word each came from.
  const sequence: Array<{ lexeme: string; word: number }> = [];
  words.forEach((w, i) => {
    for (const lexeme of w.lexemes[lang]) sequence.push({ lexeme, word: i });
  });
  const conceptOf = new Map<string, ConceptForm[]>();
  const wordOf = new Map<string, { word: string; name: boolean }>();
  for (const { lexeme, word } of sequence) {
    if (options.isQuestionWord(lang, lexeme)) continue;
    add(lang, lexeme, 1);
    if (!conceptOf.has(lexeme)) conceptOf.set(lexeme, [[lang, lexeme, 1, true]]);
    if (!wordOf.has(lexeme)) {
      // The word without an elided article or preposition before it: "l'IMU", "dell'INPS".
      const written = words[word]!.word;
      const w = written.replace(ELIDED, '');
      // A name: an acronym, or a capitalised word other than the first (or after an elision).
      const name =
        /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(w) || ((word > 0 || w !== written) && /^\p{Lu}/u.test(w));
      wordOf.set(lexeme, { word: w, name });
    }
  }
  // Words the question's language does not know: as they are, where they are known.
  for (const w of words) {
    const own = w.lexemes[lang];
    // A question word ("quel", "peut") is known to the language, though no unit counts it.
    if (
      own.length === 0 ||
      own.some((l) => options.known(lang, l) || options.isQuestionWord(lang, l))
    )
      continue;
    for (const other of LANGS) {
      if (other === lang) continue;
      for (const lexeme of w.lexemes[other]) {
        if (!options.known(other, lexeme)) continue;
        add(other, lexeme, FOREIGN_WORD_WEIGHT);
        for (const o of own) conceptOf.get(o)?.push([other, lexeme, FOREIGN_WORD_WEIGHT, true]);
      }
    }
  }
  // Vocabulary phrases, longest first; a phrase's targets count for each of its lexemes.
  const entries = vocabulary.entries[lang];
  for (let n = MAX_NGRAM; n >= 1; n--) {
    for (let i = 0; i + n <= sequence.length; i++) {
      const span = sequence.slice(i, i + n);
      // A question word is not what the question is about: its synonyms and translations ("peut"
      // -> "tal", "autorizzato") are not looked for, nor a phrase of question words only.
      if (span.every((s) => options.isQuestionWord(lang, s.lexeme))) continue;
      const key = span.map((s) => s.lexeme).join(' ');
      const targets = Object.hasOwn(entries, key) ? entries[key] : undefined;
      if (!targets) continue;
      // A word that only shares its lexeme with a one-word lay term ("données", "don") is not it.
      const otherWord = n === 1 && isElsewhere(vocabulary, lang, key, words[span[0]!.word]!.word);
      for (const [to, lexemes, weight, source] of targets) {
        if (source === 'l' && otherWord) continue;
        const close = source === 'l' || source === 'a';
        for (const lexeme of lexemes.split(' ')) {
          add(to, lexeme, weight);
          for (const s of sequence.slice(i, i + n))
            conceptOf.get(s.lexeme)?.push([to, lexeme, weight, close]);
        }
      }
    }
  }
  // The lay list's particle phrases ("day off", "kicked out", "how long"): the lexeme and the stop
  // words the stemmer drops, as written and in order (data.ts, particleTokens).
  const tokens: Array<{ token: string; at: number | null }> = [];
  let at = 0;
  for (const w of words) {
    if (w.lexemes[lang].length === 0)
      tokens.push({ token: PARTICLE + plainWord(w.word), at: null });
    for (const lexeme of w.lexemes[lang]) tokens.push({ token: lexeme, at: at++ });
  }
  for (let n = 2; n <= MAX_PARTICLE_TOKENS; n++) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const span = tokens.slice(i, i + n);
      if (span.every((t) => t.at !== null) || span.every((t) => t.at === null)) continue;
      const key = span.map((t) => t.token).join(' ');
      const targets = Object.hasOwn(entries, key) ? entries[key] : undefined;
      for (const [to, lexemes, weight] of targets ?? []) {
        for (const lexeme of lexemes.split(' ')) {
          add(to, lexeme, weight);
          for (const t of span)
            if (t.at !== null)
              conceptOf.get(sequence[t.at]!.lexeme)?.push([to, lexeme, weight, true]);
        }
      }
    }
  }
  // Lay-list phrases whose words the question holds apart or in another order: an unordered
  // window, as phrase queries allow. The lay list holds everyday phrasings, which people word
  // in many ways ("lasciare il lavoro", "il lavoro che ho deciso di lasciare").
  const unordered = (picked: number[]) => {
    for (const order of ORDERS[picked.length]!) {
      const at = order.map((o) => picked[o]!);
      const key = at.map((x) => sequence[x]!.lexeme).join(' ');
      const targets = Object.hasOwn(entries, key) ? entries[key] : undefined;
      for (const [to, lexemes, weight, source] of targets ?? []) {
        if (source !== 'l') continue;
        for (const lexeme of lexemes.split(' ')) {
          add(to, lexeme, weight);
          for (const x of at) conceptOf.get(sequence[x]!.lexeme)?.push([to, lexeme, weight, true]);
        }
      }
    }
  };
  for (let i = 0; i < sequence.length; i++) {
    for (let j = i + 1; j < sequence.length && j - i < PHRASE_WINDOW; j++) {
      if (sequence[j]!.lexeme === sequence[i]!.lexeme) continue;
      unordered([i, j]);
      for (let k = j + 1; k < sequence.length && k - i < PHRASE_WINDOW; k++) {
        if (sequence[k]!.lexeme !== sequence[j]!.lexeme) unordered([i, j, k]);
      }
    }
  }
  for (const l of LANGS) {
    for (const [lexeme, weight] of options.extra?.[l] ?? []) add(l, lexeme, weight);
  }
  return {
    queries,
    concepts: [...conceptOf].map(([lexeme, forms]) => ({
      lexeme,
      word: wordOf.get(lexeme)?.word ?? lexeme,
      name: wordOf.get(lexeme)?.name ?? false,
      forms,
    })),
  };
}
