/**
 * Parser for the Ansvar EU acts JSON (DORA, NIS2): articles with paragraph numbers ("1.   ...")
 * and points ("(a)" on their own line) separated by blank lines, recitals, chapter numerals.
 */
import type { Division, LanguageVersion, Paragraph, Point, Unit } from './model.js';
import { romanToInt, squash } from './text.js';

export interface AnsvarEuAct {
  id: string;
  full_name: string;
  celex_id: string;
  effective_date: string;
  eur_lex_url: string;
  articles: Array<{ number: string; title?: string | null; text: string; chapter?: string | null }>;
  recitals: Array<{ recital_number: number | string; text: string }>;
}

const ROMAN_RE = /^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii|xiii|xiv|xv|xvi|xvii|xviii|xix|xx)$/;

/** Splits an article's text into numbered paragraphs and (nested) points. */
export function parseEuArticleText(anchor: string, text: string): Paragraph[] {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => squash(b))
    .filter(Boolean);
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  let lastLetter: Point | null = null;
  let pendingLabel: string | null = null;
  const ensure = (): Paragraph => {
    if (!current) {
      current = { number: null, anchor: null, text: '', points: [] };
      paragraphs.push(current);
    }
    return current;
  };
  for (const block of blocks) {
    const num = /^(\d+[a-z]?)\.\s+([\s\S]*)$/.exec(block);
    if (num && !pendingLabel) {
      current = { number: num[1]!, anchor: `${anchor}-par-${num[1]}`, text: num[2]!, points: [] };
      paragraphs.push(current);
      lastLetter = null;
      continue;
    }
    const label = /^\(([a-z]{1,2}|[ivx]+|\d+)\)$/.exec(block);
    if (label) {
      pendingLabel = block;
      continue;
    }
    const para = ensure();
    if (pendingLabel) {
      const inner = pendingLabel.slice(1, -1);
      const point: Point = { label: pendingLabel, text: block, points: [] };
      const nextLetter = lastLetter ? String.fromCharCode(lastLetter.label.charCodeAt(1) + 1) : 'a';
      const isSub =
        ROMAN_RE.test(inner) &&
        lastLetter !== null &&
        !(inner === nextLetter && lastLetter.points.length === 0);
      if (isSub && lastLetter) lastLetter.points.push(point);
      else {
        para.points.push(point);
        lastLetter = point;
      }
      pendingLabel = null;
      continue;
    }
    if (para.points.length) para.tail = para.tail ? `${para.tail}\n${block}` : block;
    else para.text = para.text ? `${para.text}\n${block}` : block;
  }
  return paragraphs;
}

export function parseAnsvarEuAct(act: AnsvarEuAct, title: string): LanguageVersion {
  const divisions: Division[] = [];
  const keyOf = new Map<string, string>();
  const units: Unit[] = act.recitals.map((r) => ({
    anchor: `rec-${r.recital_number}`,
    kind: 'recital',
    number: String(r.recital_number),
    label: `(${r.recital_number})`,
    heading: null,
    divisionKey: null,
    paragraphs: [{ number: null, anchor: null, text: squash(r.text), points: [] }],
  }));
  const sorted = [...act.articles];
  for (const a of sorted) {
    let divisionKey: string | null = null;
    if (a.chapter) {
      divisionKey = keyOf.get(a.chapter) ?? null;
      if (!divisionKey) {
        divisionKey = `d${romanToInt(a.chapter) || divisions.length + 1}`;
        keyOf.set(a.chapter, divisionKey);
        divisions.push({
          key: divisionKey,
          parentKey: null,
          level: 1,
          type: 'chapter',
          label: `CHAPTER ${a.chapter}`,
          heading: null,
        });
      }
    }
    const anchor = `art-${a.number}`;
    units.push({
      anchor,
      kind: 'article',
      number: a.number,
      label: `Article ${a.number}`,
      // The source carries a few typing artefacts in titles (e.g. a stray backtick).
      heading: squash((a.title ?? '').replace(/[`´]/g, '')) || null,
      divisionKey,
      paragraphs: parseEuArticleText(anchor, a.text),
    });
  }
  return { lang: 'en', title, divisions, units };
}
