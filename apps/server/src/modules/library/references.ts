/**
 * Legal references in a document's text ("art. 33 GDPR", "art. 2043 c.c.", "d.lgs. 231/2001"),
 * with the corpus document (ids of ../shared/corpus/IDS.md) and article anchor they name.
 */
export interface FoundReference {
  /** The reference as written. */
  text: string;
  documentId: string;
  /** The article anchor (`art-33`, `art-615-ter`), when an article is named. */
  article: string | null;
}

/** Names of acts an article number is followed by, and their corpus ids. */
const NAMED_ACTS: [RegExp, string][] = [
  [
    /^(?:del\s+|of\s+the\s+|du\s+)?(?:GDPR|RGPD|Regolamento\s+\(?UE\)?\s+2016\/679|Regulation\s+\(?EU\)?\s+2016\/679)/i,
    'eu/reg/2016/679',
  ],
  [
    /^(?:del\s+|of\s+the\s+)?(?:AI\s+Act|Regolamento\s+\(?UE\)?\s+2024\/1689|Regulation\s+\(?EU\)?\s+2024\/1689)/i,
    'eu/reg/2024/1689',
  ],
  [
    /^(?:del\s+|of\s+the\s+)?(?:DORA|Regolamento\s+\(?UE\)?\s+2022\/2554|Regulation\s+\(?EU\)?\s+2022\/2554)/i,
    'eu/reg/2022/2554',
  ],
  [
    /^(?:della\s+|of\s+the\s+)?(?:NIS\s?2|Direttiva\s+\(?UE\)?\s+2022\/2555|Directive\s+\(?EU\)?\s+2022\/2555)/i,
    'eu/dir/2022/2555',
  ],
  [/^(?:del\s+)?(?:c\.\s?c\.|cod\.\s?civ\.|codice\s+civile|Civil\s+Code)/i, 'it/rd/1942/262'],
  [/^(?:del\s+)?(?:c\.\s?p\.|cod\.\s?pen\.|codice\s+penale|Criminal\s+Code)/i, 'it/rd/1930/1398'],
  [/^(?:della\s+)?(?:Cost\.|Costituzione)/i, 'it/costituzione'],
  [
    /^(?:del\s+)?(?:Codice\s+privacy|Codice\s+in\s+materia\s+di\s+protezione\s+dei\s+dati\s+personali)/i,
    'it/dlgs/2003/196',
  ],
];

const ACT_KINDS: Record<string, string> = {
  'd.lgs': 'dlgs',
  dlgs: 'dlgs',
  'decreto legislativo': 'dlgs',
  'd.l': 'dl',
  'decreto-legge': 'dl',
  'decreto legge': 'dl',
  l: 'l',
  legge: 'l',
  'd.p.r': 'dpr',
  dpr: 'dpr',
  'r.d': 'rd',
};

const ARTICLE =
  /\b(?:artt?\.|articolo|articoli|article|articles|art)\s*(\d+)(?:[\s-]*(bis|ter|quater|quinquies|sexies|septies|octies|novies|decies|undecies|duodecies|terdecies))?(?:\s*,?\s*(?:comma|commi|par\.|paragrafo|paragraph|para\.|§)\s*\d+(?:\s*,\s*(?:lett\.|lettera|letter|point)\s*\w\)?)?)?\s*,?\s*/gi;

const ACT =
  /\b(d\.\s?lgs|dlgs|decreto\s+legislativo|d\.\s?l|decreto[\s-]legge|d\.\s?p\.\s?r|dpr|r\.\s?d|legge|l)\.?\s*(?:n\.\s*)?(\d{1,4})\s*(?:\/|del\s+|of\s+)\s*(\d{4})\b/gi;
const ACT_DATED =
  /\b(d\.\s?lgs|decreto\s+legislativo|d\.\s?l|decreto[\s-]legge|d\.\s?p\.\s?r|legge|l)\.?\s+\d{1,2}\s+\w+\s+(\d{4}),?\s*n\.\s*(\d{1,4})\b/gi;

const normaliseKind = (raw: string) =>
  ACT_KINDS[raw.toLowerCase().replace(/\s+/g, ' ').replace(/\.\s/g, '.').replace(/\.$/, '')] ??
  ACT_KINDS[raw.toLowerCase().replace(/[\s.]/g, '')];

/** Every reference in the text, each once. */
export function findReferences(text: string): FoundReference[] {
  const found = new Map<string, FoundReference>();
  const add = (reference: FoundReference) =>
    found.set(`${reference.documentId}#${reference.article ?? ''}`, reference);

  // An act by kind, number and year: "d.lgs. 231/2001", "legge 241 del 1990", "D.Lgs. 8 giugno 2001, n. 231".
  const acts: { start: number; end: number; documentId: string }[] = [];
  for (const match of text.matchAll(ACT)) {
    const kind = normaliseKind(match[1]!);
    if (!kind) continue;
    const documentId = `it/${kind}/${match[3]}/${Number(match[2])}`;
    acts.push({ start: match.index, end: match.index + match[0].length, documentId });
  }
  for (const match of text.matchAll(ACT_DATED)) {
    const kind = normaliseKind(match[1]!);
    if (!kind) continue;
    const documentId = `it/${kind}/${match[2]}/${Number(match[3])}`;
    acts.push({ start: match.index, end: match.index + match[0].length, documentId });
  }

  // An article followed by the act it belongs to.
  for (const match of text.matchAll(ARTICLE)) {
    const after = match.index + match[0].length;
    const rest = text.slice(after, after + 80);
    const suffix = match[2] ? `-${match[2].toLowerCase()}` : '';
    const article = `art-${Number(match[1])}${suffix}`;
    const named = NAMED_ACTS.find(([pattern]) => pattern.test(rest));
    const act = acts.find((a) => a.start >= after && a.start - after <= 12);
    const documentId = named?.[1] ?? act?.documentId;
    if (!documentId) continue;
    const end = act && !named ? act.end : after + (rest.match(named![0])?.[0].length ?? 0);
    add({ text: text.slice(match.index, end).trim(), documentId, article });
  }
  for (const act of acts) {
    if (![...found.values()].some((r) => r.documentId === act.documentId)) {
      add({
        text: text.slice(act.start, act.end).trim(),
        documentId: act.documentId,
        article: null,
      });
    }
  }
  return [...found.values()];
}
