/*
 * An answer's parts, so it reads as an answer: the direct answer first, then the quoted
 * provisions grouped by act. The server's answerer writes, in the question's language, the
 * opening (a cited sentence), a line naming what follows ("Le disposizioni citate, per atto:"),
 * then one block per provision: its bold title ("**GDPR, Articolo 33 — Notifica…**"), an italic
 * note when the source is in another language, and its quoted paragraphs. An answer without
 * that line (a language model's own shape, an abstention, one still streaming before the line)
 * stays one text.
 */

/** The line between the direct answer and the provisions (apps/server answerers/wording.ts). */
const PROVISIONS_LINES = new Set([
  'Le disposizioni citate, per atto:',
  'The provisions quoted, by act:',
  'Les dispositions citées, par acte :',
]);

/** One quoted provision: its title, its language note, its quoted paragraphs (markdown). */
export interface ProvisionPart {
  /** The title as written, markdown escapes removed: 'GDPR, Articolo 33 — Notifica…'. */
  title: string;
  /** '(testo disponibile in inglese)' when the source is in another language than the answer. */
  languageNote: string | null;
  /** The quoted paragraphs, citation markers included. */
  markdown: string;
  /** The citation numbers its markers carry. */
  citations: number[];
}

export interface AnswerParts {
  /** The direct answer (the whole answer when it has no provisions part). */
  lead: string;
  /** The line introducing the provisions, without its colon; null when there is none. */
  provisionsLabel: string | null;
  provisions: ProvisionPart[];
}

const unescape = (text: string) => text.replace(/\\([\\`*_{}[\]()#+\-.!>|~<])/g, '$1');
const titleLine = /^\*\*(.+)\*\*$/;
const noteLine = /^_(\(.+\))_$/;

export function answerParts(markdown: string): AnswerParts {
  const lines = markdown.split('\n');
  const at = lines.findIndex((line) => PROVISIONS_LINES.has(line.trim()));
  if (at < 0) return { lead: markdown, provisionsLabel: null, provisions: [] };

  const provisions: ProvisionPart[] = [];
  let current: { title: string; lines: string[] } | null = null;
  const close = () => {
    if (!current) return;
    let body = current.lines.join('\n').trim();
    let languageNote: string | null = null;
    const first = body.split('\n', 1)[0]!.trim();
    const note = noteLine.exec(first);
    if (note) {
      languageNote = note[1]!;
      body = body.slice(body.indexOf(first) + first.length).trim();
    }
    provisions.push({
      title: current.title,
      languageNote,
      markdown: body,
      citations: [...body.matchAll(/\(#cite-(\d+)\)/g)].map((m) => Number(m[1])),
    });
  };
  for (const line of lines.slice(at + 1)) {
    const title = titleLine.exec(line.trim());
    if (title) {
      close();
      current = { title: unescape(title[1]!), lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  close();
  return {
    lead: lines.slice(0, at).join('\n').trim(),
    provisionsLabel: lines[at]!.trim().replace(/\s*:$/, ''),
    provisions,
  };
}

/** The number of the first citation the direct answer carries, or null when it cites none. */
export function openingCitation(lead: string): number | null {
  const first = /\(#cite-(\d+)\)/.exec(lead);
  return first ? Number(first[1]) : null;
}

/**
 * Provisions grouped by act, the acts in the order of their first provision, except `first` (the
 * act the direct answer quotes), which leads: the answer's opening and its act read together.
 */
export function groupByAct<T>(
  provisions: readonly T[],
  actOf: (provision: T) => string,
  first: string | null = null,
): { act: string; provisions: T[] }[] {
  const groups = new Map<string, T[]>();
  if (first !== null && provisions.some((provision) => actOf(provision) === first))
    groups.set(first, []);
  for (const provision of provisions) {
    const act = actOf(provision);
    groups.set(act, [...(groups.get(act) ?? []), provision]);
  }
  return [...groups].map(([act, list]) => ({ act, provisions: list }));
}
