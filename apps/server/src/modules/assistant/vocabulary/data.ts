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
