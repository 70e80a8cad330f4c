/**
 * The assistant's legal vocabulary: what the data file apps/server/vocabulary/vocabulary.json holds
 * (built once by scripts/build-vocabulary.ts from the sources its ATTRIBUTION.md names) and how it
 * is read. Keys and targets are lexemes as PostgreSQL's italian/english/french text-search
 * configurations stem them, so a stemmed question looks them up directly.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type VocabularyLang = 'it' | 'en' | 'fr';
export type VocabularySource = 'lay' | 'aligned' | 'dictionary' | 'thesaurus';

/**
 * A target: its language, its lexemes (space-separated, in word order), its weight (0-1) and its
 * source: l(ay list), a(ligned parallel texts), d(ictionary), t(hesaurus).
 */
export type VocabularyTarget = [VocabularyLang, string, number, 'l' | 'a' | 'd' | 't'];

export interface VocabularyData {
  format: 1;
  /** The Debian packages the file was built from (besides the lay list and the corpus). */
  sources: string[];
  weights: Record<VocabularySource, number>;
  /** By the key's language, its lexemes (space-separated, in word order) -> targets. */
  entries: Record<VocabularyLang, Record<string, VocabularyTarget[]>>;
  /**
   * By language, a one-lexeme key of the lay list -> the words (as `plainWord` writes them) that
   * stem to it but are other words, used in the corpus more than ten times as often as the lay
   * term's own forms, or at all where it lacks the term ("données" for the gift "don", "caso" for
   * "casa"): they do not lead to the lay list's lines.
   */
  elsewhere?: Record<VocabularyLang, Record<string, string[]>>;
}

/** A word as the vocabulary's word lists compare it: lower case, without accents. */
export function plainWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export const VOCABULARY_FILE = fileURLToPath(
  new URL('../../../../vocabulary/vocabulary.json', import.meta.url),
);

let loaded: VocabularyData | null = null;

/** The committed vocabulary, read once per process. */
export function loadVocabulary(): VocabularyData {
  loaded ??= JSON.parse(readFileSync(VOCABULARY_FILE, 'utf8')) as VocabularyData;
  return loaded;
}

const ENTRY = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/**
 * A tsvector's lexemes in the order of the words they stem from (`'lavor':3 'dator':1` ->
 * `dator lavor`); a lexeme occurring twice appears twice.
 */
export function orderedLexemes(tsv: string): string[] {
  const at: Array<[number, string]> = [];
  for (const match of tsv.matchAll(ENTRY)) {
    const lexeme = match[1]!.replaceAll("''", "'");
    if (!match[2]) {
      at.push([Number.MAX_SAFE_INTEGER, lexeme]);
      continue;
    }
    for (const p of match[2].split(',')) at.push([parseInt(p, 10), lexeme]);
  }
  return at.sort((a, b) => a[0] - b[0]).map(([, l]) => l);
}

/**
 * Words a phrase may lose to the stemmer's stop-word list without changing what it names:
 * articles, possessives and personal pronouns ("my data", "le mie informazioni", "se marier").
 */
const FILLER_WORDS: Record<VocabularyLang, ReadonlySet<string>> = {
  it: new Set(
    'il lo la i gli le l un uno una mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra loro me mi ti si ci vi'.split(
      ' ',
    ),
  ),
  en: new Set('a an the my your his her its our their me him us them'.split(' ')),
  fr: new Set(
    'le la les l un une des du de d mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs me m te t se s'.split(
      ' ',
    ),
  ),
};

/** The prefix of a particle token: a stop word kept as written, for the key of a particle phrase. */
export const PARTICLE = '+';

/**
 * A phrase's words, each as its lexemes, or as PARTICLE + the word (`plainWord`) when the stemmer
 * drops it: the key of a particle phrase ("days off" -> "day +off", "how long" -> "+how long").
 */
export function particleTokens(
  words: ReadonlyArray<{ word: string; lexemes: string[] }>,
): string[] {
  return words.flatMap((w) => (w.lexemes.length ? w.lexemes : [PARTICLE + plainWord(w.word)]));
}

/**
 * Whether a phrase of several words is a particle phrase: the stemmer leaves one lexeme of it and
 * drops a word that is not a filler, so that lexeme alone means something else ("day off" is not
 * any "day", "kicked out" not any "kick", "without a will" not any "without", "how long" not
 * "long"). Such a phrase is looked for with its dropped words as written (`particleTokens`).
 */
export function isParticlePhrase(
  lang: VocabularyLang,
  words: ReadonlyArray<{ word: string; lexemes: string[] }>,
): boolean {
  if (words.length < 2) return false;
  if (words.reduce((n, w) => n + w.lexemes.length, 0) !== 1) return false;
  return words.some((w) => w.lexemes.length === 0 && !FILLER_WORDS[lang].has(plainWord(w.word)));
}
