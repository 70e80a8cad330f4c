import { decodeHTML } from 'entities';

/** Collapses runs of whitespace (incl. no-break spaces) into one space. */
export function squash(s: string): string {
  return s.replace(/[\s\u00a0\u2009\u202f]+/g, ' ').trim();
}

const GRAVE: Record<string, string> = {
  a: 'à',
  e: 'è',
  i: 'ì',
  o: 'ò',
  u: 'ù',
  A: 'À',
  E: 'È',
  I: 'Ì',
  O: 'Ò',
  U: 'Ù',
};

/**
 * Repairs the sources' known text noise: entities escaped twice (CJEU "Abercrombie &amp;amp;
 * Fitch", Consulta "&#727;"), a backtick written for a grave accent ("societa`", "e`") or left
 * behind ("Subject matter`"), and runs of whitespace.
 */
export function cleanText(s: string): string {
  let text = s;
  for (let i = 0; i < 3 && /&(?:#\d+|#x[\da-f]+|[a-z]+);/i.test(text); i++) text = decodeHTML(text);
  text = text.replace(/([aeiouAEIOU])`/g, (_, vowel: string) => GRAVE[vowel]!).replace(/`/g, '');
  return squash(text);
}

/** Removes HTML tags and decodes entities: some sources leak markup into titles. */
export function stripTags(s: string): string {
  return cleanText(decodeHTML(s.replace(/<[^>]*>/g, ' ')));
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
  const unbalanced = () => (s.match(/\(/g) ?? []).length > (s.match(/\)/g) ?? []).length;
  if (open > close) {
    s = s.replace(/\s*\(\s*$/, '');
    // "( (Maggiore età. Capacità di agire": every stray opening bracket goes.
    while (unbalanced() && /^\(/.test(s)) s = s.replace(/^\(\s*/, '');
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
