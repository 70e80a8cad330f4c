/** Reading PostgreSQL's text form of a tsvector (`'lexeme':1A,5 'other':3`). */

/** A lexeme's occurrences: in the weight-A part (label and heading) and in the rest (the body). */
export interface LexemeCounts {
  head: number;
  body: number;
}

const ENTRY = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/**
 * Parses a tsvector's text into lexeme -> occurrence counts. A lexeme stored without positions
 * (stripped vectors) counts once in the body.
 */
export function parseTsvector(text: string): Map<string, LexemeCounts> {
  const out = new Map<string, LexemeCounts>();
  for (const match of text.matchAll(ENTRY)) {
    const lexeme = match[1]!.replaceAll("''", "'");
    const counts = { head: 0, body: 0 };
    if (match[2]) {
      for (const position of match[2].split(',')) {
        if (position.endsWith('A')) counts.head += 1;
        else counts.body += 1;
      }
    } else {
      counts.body = 1;
    }
    out.set(lexeme, counts);
  }
  return out;
}
