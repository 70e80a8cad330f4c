import { decodeHTML } from 'entities';

/** Collapses runs of whitespace (incl. no-break spaces) into one space. */
export function squash(s: string): string {
  return s.replace(/[\s\u00a0\u2009\u202f]+/g, ' ').trim();
}

/** Removes HTML tags and decodes entities: some sources leak markup into titles. */
export function stripTags(s: string): string {
  return squash(decodeHTML(s.replace(/<[^>]*>/g, ' ')));
}

/**
 * Cleans an Italian rubrica from Normattiva scrapes: HTML fragments, the "((...))" insertion
 * markers and an unbalanced stray "(" (see italian-laws-ansvar/SOURCE.txt).
 */
export function cleanRubrica(raw: string): string {
  let s = stripTags(raw).replace(/\(\(|\)\)/g, '');
  s = squash(s);
  const open = (s.match(/\(/g) ?? []).length;
  const close = (s.match(/\)/g) ?? []).length;
  if (open > close) {
    s = s.replace(/\s*\(\s*$/, '');
    if ((s.match(/\(/g) ?? []).length > (s.match(/\)/g) ?? []).length) s = s.replace(/^\(\s*/, '');
  }
  return squash(s.replace(/\s+([,.;:])/g, '$1'));
}

/** Article number to anchor: "615-ter" -> "art-615-ter", "2 terdecies" -> "art-2-terdecies". */
export function articleAnchor(number: string): string {
  return `art-${number
    .trim()
    .toLowerCase()
    .replace(/[\s.]+/g, '-')
    .replace(/^0+(?=\d)/, '')}`;
}

export function paragraphAnchor(article: string, paragraph: string): string {
  return `${article}-par-${paragraph.toLowerCase().replace(/[\s.]+/g, '-')}`;
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
export function romanToInt(s: string): number {
  let total = 0;
  const up = s.toUpperCase();
  for (let i = 0; i < up.length; i++) {
    const v = ROMAN[up[i]!] ?? 0;
    const next = ROMAN[up[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** Latin ordinal suffixes used after Italian article numbers (bis, ter, ... duodevicies). */
export const LATIN_SUFFIXES =
  'bis|ter|quater|quinquies|sexies|septies|octies|novies|nonies|decies|undecies|duodecies|terdecies|quaterdecies|quinquiesdecies|quindecies|sexiesdecies|septiesdecies|octiesdecies|duodevicies|undevicies|vicies|semel';
