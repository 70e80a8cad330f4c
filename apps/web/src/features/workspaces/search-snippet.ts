/*
 * A found passage's snippet: the part of its text around the first word of the search it holds,
 * cut at word boundaries, with the matching words marked. The server matches stemmed words
 * ("penali" finds "penale"), so a word matches here when it starts with the first five letters of
 * a searched word (the whole word when shorter).
 */

export interface SnippetPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
const EXCLUDED = /(^|\s)-[\p{L}\p{N}]+/gu;

/** The prefixes a word of the text must start with to match the search. */
export function searchPrefixes(query: string): string[] {
  const words = query.replace(EXCLUDED, ' ').toLocaleLowerCase().match(WORD) ?? [];
  return [...new Set(words.filter((w) => w.length >= 2).map((w) => w.slice(0, 5)))];
}

/** The snippet of `text` for `query`, about `size` characters long. */
export function searchSnippet(text: string, query: string, size = 220): SnippetPart[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const prefixes = searchPrefixes(query);
  const matches = (word: string) => {
    const lower = word.toLocaleLowerCase();
    return prefixes.some((p) => lower.startsWith(p));
  };
  const words = [...clean.matchAll(WORD)];
  const first = words.find((w) => matches(w[0]));
  let start = 0;
  if (first && first.index > size / 3) {
    start = clean.lastIndexOf(' ', first.index - Math.floor(size / 3)) + 1;
  }
  let end = Math.min(clean.length, start + size);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const window = clean.slice(start, end);
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: '… ', match: false });
  let at = 0;
  for (const w of window.matchAll(WORD)) {
    if (!matches(w[0])) continue;
    if (w.index > at) parts.push({ text: window.slice(at, w.index), match: false });
    parts.push({ text: w[0], match: true });
    at = w.index + w[0].length;
  }
  if (at < window.length) parts.push({ text: window.slice(at), match: false });
  if (end < clean.length) parts.push({ text: ' …', match: false });
  return parts;
}
