/** Recognises Italian citations of provisions ("art. 640 cod. pen.", "Costituzione, art. 3, c. 1"). */
import type { CitedProvision } from './model.js';
import { LATIN_SUFFIXES, articleAnchor, paragraphAnchor, squash } from './text.js';

const CODES: Array<[RegExp, string]> = [
  [/^(cod\.\s*proc\.\s*pen\.|c\.p\.p\.|codice di procedura penale)/i, 'it/dpr/1988/447'],
  [/^(cod\.\s*proc\.\s*civ\.|c\.p\.c\.|codice di procedura civile)/i, 'it/rd/1940/1443'],
  [/^(cod\.\s*pen\.|c\.p\.|codice penale)/i, 'it/rd/1930/1398'],
  [/^(cod\.\s*civ\.|c\.c\.|codice civile)/i, 'it/rd/1942/262'],
  [/^(cost\.|costituzione)/i, 'it/costituzione'],
];

const ACT_TYPES: Array<[RegExp, string]> = [
  [/^(decreto legislativo|d\.\s?lgs\.)/i, 'dlgs'],
  [/^(decreto-legge|decreto legge|d\.\s?l\.)/i, 'dl'],
  [/^(decreto del presidente della repubblica|d\.\s?p\.\s?r\.)/i, 'dpr'],
  [/^(regio decreto|r\.\s?d\.)/i, 'rd'],
  [/^(legge|l\.)/i, 'l'],
];

const NUM = `\\d+(?:[-\\s]?(?:${LATIN_SUFFIXES}))?`;

function normaliseNumber(n: string): string {
  return n
    .trim()
    .replace(/\s+/g, '-')
    .replace(/(\d)(?=[a-z])/i, '$1-');
}

/** One "Parametri" entry of a Corte costituzionale card: "decreto legislativo 118 del 23/06/2011, art. 20". */
export function parseParametro(raw: string): CitedProvision {
  const label = squash(raw);
  const art = new RegExp(`\\bart\\.\\s*(${NUM})`, 'i').exec(label);
  const comma = /\bc\.\s*(\d+(?:-?[a-z]+)?)/i.exec(label.slice(art ? art.index : 0));
  let documentId: string | null = null;
  const code = CODES.find(([re]) => re.test(label));
  if (code) documentId = code[1];
  else {
    const act = ACT_TYPES.find(([re]) => re.test(label));
    const m = /(\d+)\s+del\s+\d{2}\/\d{2}\/(\d{4})/.exec(label);
    if (act && m) documentId = `it/${act[1]}/${m[2]}/${m[1]}`;
  }
  const article = art ? articleAnchor(normaliseNumber(art[1]!)) : null;
  return {
    label,
    documentId,
    article,
    paragraph: article && comma ? paragraphAnchor(article, comma[1]!) : null,
  };
}

const TEXT_RE = new RegExp(
  `\\bart(?:t)?\\.\\s*(${NUM})((?:,\\s*[^,;()]{1,40}?(?:\\))?){0,3}?),?\\s*(?:del(?:la)?\\s+)?(cod\\.\\s*proc\\.\\s*pen\\.|cod\\.\\s*proc\\.\\s*civ\\.|cod\\.\\s*pen\\.|cod\\.\\s*civ\\.|c\\.p\\.p\\.|c\\.p\\.c\\.|c\\.p\\.|c\\.c\\.|Cost\\.|d\\.\\s?lgs\\.\\s*\\d{1,2}\\s+\\w+\\s+(\\d{4}),\\s*n\\.\\s*(\\d+)|legge\\s*\\d{1,2}\\s+\\w+\\s+(\\d{4}),\\s*n\\.\\s*(\\d+))`,
  'gi',
);

/** Citations found in running Italian text, de-duplicated by target. */
export function extractCitations(text: string): CitedProvision[] {
  const out = new Map<string, CitedProvision>();
  for (const m of text.matchAll(TEXT_RE)) {
    const article = articleAnchor(normaliseNumber(m[1]!));
    const ref = m[3]!;
    let documentId: string | null = CODES.find(([re]) => re.test(ref))?.[1] ?? null;
    if (m[4] && m[5]) documentId = `it/dlgs/${m[4]}/${m[5]}`;
    if (m[6] && m[7]) documentId = `it/l/${m[6]}/${m[7]}`;
    const commaNo = /comm[ai]\s*([\w-]+)/i.exec(m[2] ?? '')?.[1];
    const paragraph = commaNo && /^\d/.test(commaNo) ? paragraphAnchor(article, commaNo) : null;
    const key = `${documentId}#${article}#${paragraph}`;
    if (!out.has(key)) out.set(key, { label: squash(m[0]), documentId, article, paragraph });
  }
  return [...out.values()];
}
