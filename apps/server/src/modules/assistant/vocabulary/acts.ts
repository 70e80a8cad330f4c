import { articleAnchor, LATIN_SUFFIXES } from '../../../corpus/text';

/**
 * The names people give the main acts of the corpus, in Italian, English and French: "the Civil
 * Code", "le RGPD", "l'AI Act", "la Costituzione". A question that names an act is about that act,
 * so retrieval favours its provisions (and, in a question on two things, looks for each thing in
 * the act its part names). Written from the acts' own titles and their usual short names; not from
 * any question.
 */

/** Document id -> names (lower case, apostrophes straight), longest first is not required. */
export const ACT_NAMES: Record<string, readonly string[]> = {
  'it/costituzione': [
    'costituzione',
    'costituzione italiana',
    'carta costituzionale',
    'constitution',
    'italian constitution',
    'constitution italienne',
  ],
  'it/rd/1942/262': ['codice civile', 'c.c.', 'civil code', 'code civil'],
  'it/rd/1930/1398': [
    'codice penale',
    'c.p.',
    'criminal code',
    'penal code',
    'code pénal',
    'code penal',
  ],
  'eu/reg/2016/679': [
    'gdpr',
    'rgpd',
    'regolamento generale sulla protezione dei dati',
    'general data protection regulation',
    'règlement général sur la protection des données',
  ],
  'eu/reg/2024/1689': [
    'ai act',
    'artificial intelligence act',
    "regolamento sull'intelligenza artificiale",
    "regolamento europeo sull'intelligenza artificiale",
    "règlement sur l'intelligence artificielle",
    "règlement sur l'ia",
  ],
  'eu/reg/2022/2554': [
    'dora',
    'digital operational resilience act',
    'regolamento sulla resilienza operativa digitale',
    'règlement sur la résilience opérationnelle numérique',
  ],
  'eu/dir/2022/2555': ['nis2', 'nis 2', 'nis-2', 'direttiva nis2', 'directive nis2'],
  'it/dlgs/2024/138': ['nis2', 'nis 2', 'nis-2'],
  'it/dlgs/2005/206': [
    'codice del consumo',
    'codice dei consumatori',
    'consumer code',
    'code de la consommation',
  ],
  'it/dlgs/2003/196': [
    'codice privacy',
    'codice della privacy',
    'codice in materia di protezione dei dati personali',
    'italian privacy code',
    'personal data protection code',
    'code de la vie privée',
  ],
  'it/dlgs/2005/82': [
    "codice dell'amministrazione digitale",
    'cad',
    'digital administration code',
    "code de l'administration numérique",
  ],
  'it/dlgs/2001/231': ['231/2001', 'd.lgs. 231/2001', 'decreto 231'],
};

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'./-]+/gu, ' ')} `;

/**
 * An act's name as a pattern: its letters as written in any case, any run of spaces between its
 * words, either apostrophe. Used on the normalised text (`actMentions`) and on the text as written
 * (`actNameSpans`).
 */
const nameSource = (name: string) =>
  name
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace(/'/g, "['’]")
    .replace(/ /g, '\\s+');
const wholeWords = (source: string) => `(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`;

const PATTERNS: Array<[string, RegExp]> = Object.entries(ACT_NAMES).flatMap(([id, names]) =>
  names.map((name) => [id, new RegExp(wholeWords(nameSource(name)), 'gu')] as [string, RegExp]),
);

/** The acts a text names (document ids) and where, in the order written (offsets of `normalise`). */
function actMentions(flat: string): Array<{ id: string; at: number; end: number }> {
  const out: Array<{ id: string; at: number; end: number }> = [];
  for (const [id, pattern] of PATTERNS) {
    for (const m of flat.matchAll(pattern))
      out.push({ id, at: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.at - b.at);
}

const ARTICLE_NUMBER = `\\d{1,4}(?:[-\\s]?(?:${LATIN_SUFFIXES})(?![\\p{L}]))?`;
/** What joins two numbers of one reference: "artt. 2043 e 2050", "articles 15, 17 and 21". */
const NUMBER_JOINER = `(?:,|\\be\\b|\\bed\\b|\\bet\\b|\\band\\b|\\bor\\b|\\bo\\b|\\bou\\b)`;
const NUMBERS_SPLIT = new RegExp(`\\s*${NUMBER_JOINER}\\s*`, 'u');
/**
 * "art. 2043", "artt. 2043 e 2050", "articles 15 and 17", "l'article 5", "Article 17(1)"; and the
 * recitals of EU acts: "considerando 49", "recitals 47 and 48", "considérant 71".
 */
const ARTICLE_REFERENCE = new RegExp(
  `(?<![\\p{L}])(?:articoli|articolo|articles|article|artt\\.?|art\\.?|(considerandi|considerando|recitals|recital|considérants|considérant))\\s*(${ARTICLE_NUMBER}(?:\\s*${NUMBER_JOINER}\\s*${ARTICLE_NUMBER})*)`,
  'giu',
);
/**
 * The abbreviations lawyers write right after an article's number ("art. 3 Cost.", "art. 2043 cc",
 * "art. 640 cod. pen."), which mean something else elsewhere ("the cost.").
 */
const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/^\s*(?:cost|costituzione)(?:\.|(?![\p{L}]))/u, 'it/costituzione'],
  [/^\s*(?:c\.\s?c\.|cc|cod\.\s?civ\.?)(?![\p{L}])/u, 'it/rd/1942/262'],
  [/^\s*(?:c\.\s?p\.|cp|cod\.\s?pen\.?)(?![\p{L}])/u, 'it/rd/1930/1398'],
];
/** How far after an article's number the act it belongs to may be named ("art. 32 della Costituzione"). */
const ACT_AFTER = 60;

/**
 * The articles (and recitals) a text refers to by number, as anchors, in the order written, each
 * with the act named right after it ("article 32 of the Italian Constitution", "art. 2043 c.c."),
 * else the one named last before it ("nel codice civile, l'art. 2043"), else none (null: the act
 * is to be guessed).
 */
export function articleReferences(text: string): Array<{ anchor: string; act: string | null }> {
  const flat = normalise(text);
  const acts = actMentions(flat);
  const out: Array<{ anchor: string; act: string | null }> = [];
  for (const m of flat.matchAll(ARTICLE_REFERENCE)) {
    const end = m.index + m[0].length;
    const abbreviated = ABBREVIATIONS.find(([re]) => re.test(flat.slice(end)))?.[1];
    const after = acts.find((a) => a.at >= end && a.at - end <= ACT_AFTER);
    const before = acts.filter((a) => a.end <= m.index).at(-1);
    const act = abbreviated ?? (after ?? before)?.id ?? null;
    const recital = Boolean(m[1]);
    for (const number of m[2]!.split(NUMBERS_SPLIT)) {
      const n = number.trim().replace(/\s+/g, '-');
      if (n) out.push({ anchor: recital ? `rec-${n}` : articleAnchor(n), act });
    }
  }
  return out;
}

/**
 * The text without its references to articles by number ("What does Article 17 GDPR say?" ->
 * "What does GDPR say?"): the words that point at a provision, not what is asked about it.
 */
export function withoutArticleReferences(text: string): string {
  return text.replace(ARTICLE_REFERENCE, ' ');
}

/** Every act's name, longest first, in the text as written. */
const NAME_PATTERN = new RegExp(
  wholeWords(
    Object.values(ACT_NAMES)
      .flat()
      .sort((x, y) => y.length - x.length)
      .map(nameSource)
      .join('|'),
  ),
  'giu',
);

/**
 * Words that say which legal order a question is asked under, not what it is about: "in Italy",
 * "under Italian law", "en Italie", "selon le droit italien", "nel diritto italiano", and "Italian"
 * next to an act's name ("the Italian Civil Code", "le code civil italien"). As search words they
 * find the provisions on Italian citizens and territory (art. 4 c.p., "cittadino italiano").
 */
const SCOPE_PATTERN = new RegExp(
  [
    `(?:in|within|under)\\s+italy`,
    `(?:under|in|by)\\s+(?:the\\s+)?italian\\s+(?:law|legislation|legal\\s+system)`,
    `italian\\s+(?:law|legislation|legal\\s+system)`,
    `en\\s+italie`,
    `(?:le\\s+|du\\s+|en\\s+)?droit\\s+italien`,
    `(?:la\\s+)?(?:loi|législation)\\s+italienne`,
    `in\\s+italia`,
    `(?:nel\\s+|il\\s+|per\\s+il\\s+|secondo\\s+il\\s+)?diritto\\s+italiano`,
    `(?:la\\s+)?(?:legge|legislazione)\\s+italiana`,
    `(?:nell['’]|l['’])?ordinamento\\s+italiano`,
  ]
    .map(wholeWords)
    .join('|'),
  'giu',
);
const ITALIAN_BEFORE = /(?:italian|italiana|italiano)\s+$/iu;
const ITALIAN_AFTER = /^\s+(?:italien|italienne|italiano|italiana)(?![\p{L}\p{N}])/iu;

/**
 * Where a text names an act ("Under the Italian Civil Code" -> "Italian Civil Code") or the legal
 * order it asks under ("in Italy"), as [start, end) offsets in the text as written.
 */
export function actNameSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(NAME_PATTERN)) {
    const before = ITALIAN_BEFORE.exec(text.slice(0, m.index));
    const after = ITALIAN_AFTER.exec(text.slice(m.index + m[0].length));
    spans.push([
      m.index - (before?.[0].length ?? 0),
      m.index + m[0].length + (after?.[0].length ?? 0),
    ]);
  }
  for (const m of text.matchAll(SCOPE_PATTERN)) spans.push([m.index, m.index + m[0].length]);
  return spans.sort((x, y) => x[0] - y[0]);
}

/** The acts a text names (document ids), in no particular order. */
export function namedActs(text: string): Set<string> {
  return new Set(actMentions(normalise(text)).map((m) => m.id));
}

/** The words of the names of these acts (lower case): "codice", "civile", "gdpr"... */
export function actNameWords(acts: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const id of acts) {
    for (const name of ACT_NAMES[id] ?? []) {
      for (const word of name.split(/[\s']+/)) if (word.length > 2) out.add(word);
    }
  }
  return out;
}
