/**
 * Plain-language descriptions of the corpus's articles: for each article, in Italian, English and
 * French, what it is about in everyday words and the situations people bring to it ("il vicino
 * ha costruito un muro attaccato a casa mia"). They are indexed as a field of the article
 * (document expansion), so a question asked in everyday words, or in a language the article does
 * not exist in, reaches it. Lexio's own asset, written from each article's text (see
 * apps/server/vocabulary/ATTRIBUTION.md); one TSV file per slice of the corpus in
 * apps/server/vocabulary/plain-language/: `documentId <TAB> anchor <TAB> lang <TAB> text`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { CorpusDocument, Lang } from './model.js';

export const PLAIN_LANGUAGE_DIR = fileURLToPath(
  new URL('../../vocabulary/plain-language/', import.meta.url),
);

export interface PlainDescription {
  documentId: string;
  anchor: string;
  lang: Lang;
  text: string;
}

const LANGS = new Set<string>(['it', 'en', 'fr']);
/** Longer descriptions are cut: a description is a few phrases, not a second text. */
const MAX_TEXT = 600;

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * A hash of the description files, part of the corpus version the importer records ('' when there
 * are none).
 */
export function plainLanguageHash(dir = PLAIN_LANGUAGE_DIR): string {
  const found = files(dir);
  if (found.length === 0) return '';
  const h = createHash('sha256');
  for (const f of found) {
    h.update(f.slice(dir.length));
    h.update(readFileSync(f));
  }
  return h.digest('hex');
}

/**
 * Every well-formed line of the description files, one per article and language (several lines
 * for the same article and language are joined). Lines with another number of fields, an unknown
 * language or an empty text are skipped, and so is an article the corpus does not hold when
 * `docs` is given.
 */
export function loadPlainLanguage(
  dir = PLAIN_LANGUAGE_DIR,
  docs?: readonly CorpusDocument[],
): PlainDescription[] {
  const known = docs
    ? new Set(
        docs.flatMap((d) => d.versions.flatMap((v) => v.units.map((u) => `${d.id}#${u.anchor}`))),
      )
    : null;
  const byKey = new Map<string, PlainDescription>();
  for (const file of files(dir)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const fields = line.split('\t');
      if (fields.length !== 4) continue;
      const [documentId, anchor, lang, raw] = fields.map((f) => f.trim()) as [
        string,
        string,
        string,
        string,
      ];
      const text = raw.replace(/\s+/g, ' ');
      if (!documentId || !anchor || !LANGS.has(lang) || !text) continue;
      if (known && !known.has(`${documentId}#${anchor}`)) continue;
      const key = `${documentId}#${anchor}#${lang}`;
      const current = byKey.get(key);
      if (current) current.text = `${current.text} ; ${text}`.slice(0, MAX_TEXT * 2);
      else
        byKey.set(key, { documentId, anchor, lang: lang as Lang, text: text.slice(0, MAX_TEXT) });
    }
  }
  return [...byKey.values()];
}
