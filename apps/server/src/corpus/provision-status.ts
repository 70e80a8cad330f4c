/**
 * The status of the law, found at import: which provisions of the corpus a Corte costituzionale
 * decision of the corpus declared unconstitutional (its operative part: "dichiara l'illegittimità
 * costituzionale dell'art. 2, comma 1, del decreto legislativo ..."), which ones a later act of the
 * corpus repealed or replaced ("il comma 3 è abrogato", "l'articolo 5 è sostituito dal seguente"),
 * and which articles still state amounts in lire. The grammar is that of Italian legislative
 * drafting in general (the "novella" forms and the operative parts' formula), not of particular
 * decisions; a reference is kept only when its act and article are in the corpus.
 */
import type { CorpusDocument, Paragraph, Point, Unit } from './model.js';
import { LATIN_SUFFIXES, articleAnchor, squash } from './text.js';

export type ProvisionStatusKind = 'unconstitutional' | 'repealed' | 'replaced';

/** One status of one provision, as stored in laws_provision_status. */
export interface ProvisionStatusRecord {
  documentId: string;
  /** The article's anchor (`art-230-bis`). */
  article: string;
  /** The paragraph's anchor when the text numbers it (`art-5-par-2`), else null. */
  paragraph: string | null;
  /** The part the source names below the article, as written ("terzo comma", "comma 2"). */
  scope: string | null;
  kind: ProvisionStatusKind | 'amounts-in-lire';
  /** The decision or act that says so; null for the lire notice. */
  byDocumentId: string | null;
  /** Where in it: `operative-part`, or the amending article's anchor. */
  byAnchor: string | null;
  byTitle: string | null;
  date: string | null;
  /** The decision strikes the provision only "nella parte in cui…" / "limitatamente a…". */
  partial: boolean;
  /** The sentence it was read from (shortened), for checking by hand. */
  excerpt: string;
}

/** A provision named in a text: the act (a corpus id when identifiable) and article. */
export interface ProvisionRef {
  documentId: string | null;
  /** Article number as written, normalised: "230-bis", "2". */
  article: string;
  /** Paragraph numbers ("2", "3-bis") or ordinals turned into numbers ("terzo comma" -> "3"). */
  paragraphs: string[];
  /** The paragraph part as written, for display. */
  scope: string | null;
}

const MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const NUM = `\\d+(?:\\.\\d+)?(?:[-\\s](?:${LATIN_SUFFIXES})\\b)?`;
const ORDINALS = [
  'primo',
  'secondo',
  'terzo',
  'quarto',
  'quinto',
  'sesto',
  'settimo',
  'ottavo',
  'nono',
  'decimo',
  'undicesimo',
  'dodicesimo',
  'tredicesimo',
  'quattordicesimo',
  'quindicesimo',
];
const ORD = ORDINALS.join('|');

/** The codes and acts known by name; the typed acts are resolved from their date and number. */
const NAMED_ACTS: Array<[string, string]> = [
  ['codice di procedura penale|cod\\.\\s*proc\\.\\s*pen\\.|c\\.p\\.p\\.', 'it/dpr/1988/447'],
  ['codice di procedura civile|cod\\.\\s*proc\\.\\s*civ\\.|c\\.p\\.c\\.', 'it/rd/1940/1443'],
  ['codice penale|cod\\.\\s*pen\\.|c\\.p\\.', 'it/rd/1930/1398'],
  ['codice civile|cod\\.\\s*civ\\.|c\\.c\\.', 'it/rd/1942/262'],
  ['codice del consumo', 'it/dlgs/2005/206'],
  ["codice dell['’]amministrazione digitale", 'it/dlgs/2005/82'],
  ['codice in materia di protezione dei dati personali', 'it/dlgs/2003/196'],
  ['Costituzione|Cost\\.', 'it/costituzione'],
];

const TYPED_ACTS: Array<[string, string]> = [
  ['decreto legislativo|d\\.\\s?lgs\\.', 'dlgs'],
  ['decreto-legge|decreto legge|d\\.\\s?l\\.', 'dl'],
  ['decreto del Presidente della Repubblica|d\\.\\s?P\\.\\s?R\\.', 'dpr'],
  ['regio decreto|r\\.\\s?d\\.', 'rd'],
  ['legge', 'l'],
];

/** Regional and provincial laws: recognised so their articles are not given to another act. */
const LOCAL_ACT = `legge\\s+(?:della\\s+)?(?:reg(?:ionale|\\.)|Regione|Provincia|prov(?:inciale|\\.))[^;]{0,80}?n\\.\\s*\\d+(?:\\s+del\\s+\\d{4})?`;

const ACT_SOURCE = [
  `(?<local>${LOCAL_ACT})`,
  `(?<typed>${TYPED_ACTS.map(([re]) => `(?:${re})`).join('|')})\\s+(?:(?:\\d{1,2}(?:°|º)?\\s+(?:${MONTHS})\\s+(?<year>\\d{4}),?\\s*n\\.\\s*(?<number>\\d+))|(?:n\\.\\s*(?<number2>\\d+)(?:\\s*\\/\\s*|\\s+del\\s+)(?<year2>\\d{4})))`,
  `(?<named>${NAMED_ACTS.map(([re]) => `(?:${re})`).join('|')})`,
  `(?<same>(?:dello\\s+stesso|del\\s+medesimo|della\\s+medesima|della\\s+stessa)\\s+(?:codice|decreto(?:-legge|\\s+legislativo)?|legge|testo))`,
  `(?<self>(?:del\\s+)?presente\\s+(?:decreto|legge|codice|articolo))`,
].join('|');

/** An act named at this position of a text: its corpus id, null if unknown, or 'same'/'self'. */
function actOf(groups: Record<string, string | undefined>): string | null | 'same' | 'self' {
  if (groups.local) return null;
  if (groups.same) return 'same';
  if (groups.self) return 'self';
  if (groups.named) {
    const named = NAMED_ACTS.find(([re]) => new RegExp(`^(?:${re})$`, 'i').test(groups.named!));
    return named?.[1] ?? null;
  }
  if (groups.typed) {
    const type = TYPED_ACTS.find(([re]) => new RegExp(`^(?:${re})$`, 'i').test(groups.typed!));
    const year = groups.year ?? groups.year2;
    const number = groups.number ?? groups.number2;
    return type && year && number ? `it/${type[1]}/${year}/${number}` : null;
  }
  return null;
}

/** "10 bis" and "10bis" as "10-bis"; "9.1" stays. */
export function normaliseArticleNumber(n: string): string {
  return n
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/(\d)(?=[a-z])/, '$1-');
}

/** Removes the asides that never name the struck provision: titles in brackets and quotations. */
export function stripAsides(text: string): string {
  let s = text;
  for (let i = 0; i < 4 && /\([^()]*\)/.test(s); i++) s = s.replace(/\s*\([^()]*\)/g, ' ');
  s = s.replace(/«[^«»]*»/g, ' ').replace(/"[^"]*"/g, ' ');
  return squash(s).replace(/\s+([,;.])/g, '$1');
}

/**
 * The provisions a passage names, in the drafting order "dell'art. 10-bis, comma 6, del
 * decreto-legge 14 dicembre 2018, n. 135": each article belongs to the act named after it;
 * "degli artt. 1, 3 e 5 della legge …", "dell'art. 9, commi 1 e 21, del …", "degli artt. 9, terzo
 * comma, della legge … e 2, comma 6, del decreto …" are read the same way.
 */
export function provisionRefs(passage: string, previousAct: string | null = null): ProvisionRef[] {
  const text = stripAsides(passage);
  const token = new RegExp(
    [
      ACT_SOURCE,
      `(?<arts>\\bart(?:t)?\\.|\\barticol[oi]\\b)`,
      `(?<ordComma>\\b(?<ord>${ORD})\\s+comma\\b)`,
      `(?<commi>\\bcommi\\b)`,
      `(?<comma>\\bcomma\\b)`,
      `(?<other>\\bn\\.\\s*\\d+|\\blett(?:era|ere|\\.)\\s+[a-z]{1,2}\\)?|\\bnumer[oi]\\s+\\d+[-\\w]*\\)?|\\b(?:${ORD})\\s+periodo\\b|\\bperiodo\\b)`,
      `(?<num>\\b${NUM})`,
      `(?<sep>,|\\be\\b|\\bed\\b)`,
    ].join('|'),
    'gi',
  );
  const refs: Array<ProvisionRef & { act: string | null | 'same' | 'self' | undefined }> = [];
  let mode: 'none' | 'art' | 'comma' | 'commi' | 'afterAct' = 'none';
  let pending: typeof refs = [];
  let lastAct: string | null = previousAct;
  let sawSep = false;
  let sawAnd = false;
  for (const m of text.matchAll(token)) {
    const g = m.groups!;
    if (g.local || g.typed || g.named || g.same || g.self) {
      const act = actOf(g);
      const resolved = act === 'same' ? lastAct : act;
      for (const r of pending) r.act = resolved === 'self' ? 'self' : resolved;
      if (resolved !== 'self') lastAct = resolved;
      pending = [];
      mode = 'afterAct';
      sawSep = false;
      continue;
    }
    if (g.arts) {
      mode = 'art';
      sawSep = true;
      continue;
    }
    if (g.ordComma) {
      const current = pending.at(-1);
      if (current) {
        current.paragraphs.push(String(ORDINALS.indexOf(g.ord!.toLowerCase()) + 1));
        current.scope = current.scope ? `${current.scope}, ${m[0]}` : m[0];
      }
      mode = 'art';
      sawSep = false;
      continue;
    }
    if (g.commi || g.comma) {
      mode = g.commi ? 'commi' : 'comma';
      continue;
    }
    if (g.other) {
      sawSep = false;
      continue;
    }
    if (g.sep) {
      sawSep = true;
      sawAnd = /^e/i.test(g.sep);
      continue;
    }
    if (g.num) {
      const n = normaliseArticleNumber(g.num);
      if (mode === 'comma' || mode === 'commi') {
        const current = pending.at(-1);
        if (current) {
          current.paragraphs.push(n);
          const label = `comma ${n}`;
          current.scope = current.scope ? `${current.scope}, ${label}` : label;
        }
        if (mode === 'comma') mode = 'art';
        sawSep = false;
        continue;
      }
      if ((mode === 'art' && sawSep) || (mode === 'afterAct' && sawAnd)) {
        // "… della legge X e 2, comma 6, del decreto Y": after an act, "e" and a bare number
        // continue the list of articles.
        const ref = { documentId: null, article: n, paragraphs: [], scope: null, act: undefined };
        refs.push(ref);
        pending.push(ref);
        mode = 'art';
      }
      sawSep = false;
      sawAnd = false;
    }
  }
  // Articles named after the last act ("dell'art. 5, comma 2, cod. pen." is already bound; "dello
  // stesso art." is not): they belong to the act of the context, if any.
  for (const r of pending) r.act = previousAct;
  return refs
    .filter((r) => r.act !== 'self')
    .map(({ act, ...r }) => ({ ...r, documentId: typeof act === 'string' ? act : null }));
}

// ---------------------------------------------------------------------------------------------
// Operative parts of the Corte costituzionale

/** What an operative part declares unconstitutional. */
export interface Declaration {
  refs: ProvisionRef[];
  partial: boolean;
  clause: string;
}

const CUT =
  /,?\s*(?:nella parte|limitatamente|nei limiti|nel testo|come (?:modificat|sostituit|inserit|introdott|convertit|novellat)|inserit[oaie] dal|introdott[oaie] dal|aggiunt[oaie] dal|sostitutiv|convertit|in relazione|in combinato disposto|ove\b|in quanto|per violazione|recante)/i;
/** Wording that strikes a provision only in part: in the clause, or below the article in its head. */
const PARTIAL = /nella parte|limitatamente|nei limiti in cui|\bove\b|in quanto|\bparole\b/i;
const PARTIAL_HEAD = /\blett(?:era|ere)\b|\bnumer[oi]\s+\d|\bperiodo\b/i;

/**
 * The declarations of unconstitutionality of an operative part ("dispositivo"): every
 * "dichiara [in via consequenziale, …] l'illegittimità costituzionale …" clause, up to the end of
 * its item. Declarations of inadmissibility or of an unfounded question do not strike anything.
 */
export function declaredUnconstitutional(operativePart: string): Declaration[] {
  const text = squash(operativePart);
  const out: Declaration[] = [];
  for (const clause of text.split(/(?=\bdichiara\b)/i)) {
    const m = /^dichiara\b([^;]{0,240}?)\bl['’]\s?illegittimità costituzionale\s+/i.exec(clause);
    if (!m || /\bnon\b|inammissibil|infondat/i.test(m[1]!)) continue;
    // The item ends at ";" or at a sentence end (". Così deciso …"); "art. 2" and "cod. pen."
    // are followed by a digit or a lower-case word, so they do not end it.
    const object = clause.slice(m[0].length).split(/;|\.\s+(?=[A-Z])/)[0]!;
    const head = object.split(CUT)[0]!;
    const refs = provisionRefs(head);
    if (!refs.length) continue;
    out.push({
      refs,
      partial: PARTIAL.test(object) || PARTIAL_HEAD.test(head),
      clause: shorten(`${m[0]}${object}`),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Repeals and replacements in later acts

export interface Amendment {
  kind: 'repealed' | 'replaced';
  refs: ProvisionRef[];
  sentence: string;
}

/** One line of an amending article: a comma's text or one of its points, in reading order. */
export interface AmendingLine {
  text: string;
  /** `a)`, `1)` … for a point; null for the comma's own text. */
  label: string | null;
}

const VERB =
  /(?:^|\s)(?:è|sono)\s+(?<verb>abrogat[oaie]|sostituit[oaie]\s+dal(?:l[ae])?\s+seguent[ei]|sostituit[oaie]\s+dai\s+seguenti|soppress[oaie])/i;

const ART_INTRO = new RegExp(
  `(?:^|[\\s,;:])(?:all['’]\\s?|nell['’]\\s?)articolo\\s+(?<art>${NUM})(?:\\s*,\\s*(?:comma\\s+(?<comma>${NUM})|(?<ord>${ORD})\\s+comma))?`,
  'i',
);
const ACT_INTRO = /^(?:\d+\.\s*)?(?:al|all['’]\s?|alla|ai|agli|alle|nel|nella)\s/i;

/** The first act a text names (undefined when none). */
function firstActIn(text: string): ReturnType<typeof actOf> | undefined {
  const m = new RegExp(ACT_SOURCE, 'i').exec(text);
  return m ? actOf(m.groups!) : undefined;
}

/** Removes quoted new text («…»): a replaced article's new words may themselves say "abrogato". */
function withoutQuotes(lines: AmendingLine[]): AmendingLine[] {
  let depth = 0;
  return lines.map((line) => {
    let out = '';
    for (const ch of line.text) {
      if (ch === '«') depth++;
      else if (ch === '»') depth = Math.max(0, depth - 1);
      else if (depth === 0) out += ch;
    }
    return { ...line, text: squash(out) };
  });
}

const isLetter = (label: string | null) => !!label && /^[a-z]{1,2}\)$/.test(label);
const isNumber = (label: string | null) => !!label && /^\d+[-\w]*\)$/.test(label);

/**
 * The repeals and replacements an article of an act makes, read in the novella forms:
 * "L'articolo 12 del decreto legislativo … è abrogato", "Al decreto legislativo …, sono apportate
 * le seguenti modificazioni: a) all'articolo 5: 1) il comma 2 è abrogato; 2) il comma 3 è
 * sostituito dal seguente: «…»; b) l'articolo 7 è sostituito dal seguente: «…»", "Sono abrogati:
 * a) l'articolo 3 …". Changes of words ("le parole … sono sostituite dalle seguenti") do not replace a
 * provision and are not counted.
 */
export function amendmentsOf(lines: AmendingLine[]): Amendment[] {
  const out: Amendment[] = [];
  type Context = { article: string; act: string | null };
  let act: string | null = null;
  let commaArticle: Context | null = null;
  let letterArticle: Context | null = null;
  let listKind: Amendment['kind'] | null = null;
  for (const line of withoutQuotes(lines)) {
    const text = line.text.replace(/^[a-z0-9-]{1,6}\)\s*/i, '');
    if (!line.label) {
      // A comma: a new context.
      act = null;
      commaArticle = null;
      letterArticle = null;
      listKind = null;
    } else if (isLetter(line.label)) letterArticle = null;
    // "Al decreto legislativo …", "Al codice del consumo, di cui al decreto legislativo …", "Al testo
    // unico …, di cui al decreto …, sono apportate le seguenti modificazioni:": the act changed.
    if (ACT_INTRO.test(text)) {
      const a = firstActIn(text.split(/\bsono apportat|\bè apportat|:/)[0]!);
      if (a !== undefined && a !== 'same') act = a === 'self' ? null : a;
    }
    const artIntro = ART_INTRO.exec(text);
    const verb = VERB.exec(text);
    if (/sono abrogat[ie]\s*(?:le seguenti disposizioni)?\s*:\s*$/i.test(text)) {
      listKind = 'repealed';
      continue;
    }
    const context = (): Context | null =>
      isNumber(line.label)
        ? (letterArticle ?? commaArticle)
        : isLetter(line.label)
          ? commaArticle
          : null;
    if (artIntro && !verb) {
      // "All'articolo 23 del decreto …, sono apportate …:" / "a) all'articolo 5:" — the points
      // below change that article.
      const article = normaliseArticleNumber(artIntro.groups!.art!);
      const named = provisionRefs(text.slice(artIntro.index), act).find(
        (r) => r.article === article,
      );
      const found: Context = { article, act: named?.documentId ?? act };
      if (!line.label) commaArticle = found;
      else if (isLetter(line.label)) letterArticle = found;
      continue;
    }
    if (listKind && line.label && !verb) {
      const refs = provisionRefs(text, act).filter((r) => r.documentId);
      if (refs.length) out.push({ kind: listKind, refs, sentence: shorten(text) });
      continue;
    }
    if (!verb) continue;
    const subject = text.slice(0, verb.index);
    // Changes of words, letters, numbers, periods or headings leave the provision in place.
    if (
      /\bparol[ae]\b|\b(?:la|le)\s+letter[ae]\b|\b(?:il|i)\s+numer[oi]\b|\bperiod[oi]\b|\balinea\b|\brubrica\b|\ballegat/i.test(
        subject.slice(-60),
      )
    )
      continue;
    const kind: Amendment['kind'] = /abrogat|soppress/i.test(verb.groups!.verb!)
      ? 'repealed'
      : 'replaced';
    // What the verb applies to: "il comma 2" / "i commi 2 e 3" / "l'articolo 7" / "all'articolo 5,
    // il comma 2" / "il comma 4 dell'articolo 5 del decreto …".
    const subjectComma = new RegExp(
      `\\b(?:il|i)\\s+comm[ai]\\s+(?<list>${NUM}(?:\\s*(?:,|e)\\s*${NUM})*)\\s*(?<rest>.*)$`,
      'i',
    ).exec(subject);
    const subjectArticle = new RegExp(`\\b(?:l['’]\\s?|gli\\s+)articol[oi]\\s+${NUM}.*$`, 'i').exec(
      subject,
    );
    if (subjectComma) {
      const commi = subjectComma
        .groups!.list!.split(/\s*(?:,|\be\b)\s*/)
        .map(normaliseArticleNumber);
      const ofArticle = new RegExp(`^dell['’]\\s?articolo\\s+(?<art>${NUM})`, 'i').exec(
        subjectComma.groups!.rest!,
      );
      let target: Context | null;
      if (ofArticle) {
        const article = normaliseArticleNumber(ofArticle.groups!.art!);
        const named = provisionRefs(subjectComma.groups!.rest!, act).find(
          (r) => r.article === article,
        );
        target = { article, act: named?.documentId ?? act };
      } else if (artIntro) {
        const article = normaliseArticleNumber(artIntro.groups!.art!);
        const named = provisionRefs(subject.slice(artIntro.index), act).find(
          (r) => r.article === article,
        );
        target = { article, act: named?.documentId ?? act };
      } else target = context();
      if (!target?.act) continue;
      out.push({
        kind,
        refs: [
          {
            documentId: target.act,
            article: target.article,
            paragraphs: commi,
            scope: commi.map((c) => `comma ${c}`).join(', '),
          },
        ],
        sentence: shorten(text),
      });
      continue;
    }
    if (subjectArticle) {
      const refs = provisionRefs(subjectArticle[0], act).filter((r) => r.documentId);
      if (refs.length) out.push({ kind, refs, sentence: shorten(text) });
    }
  }
  return out;
}

/** The lines of an article in reading order: each comma, then its points depth-first. */
export function linesOf(unit: Unit): AmendingLine[] {
  const out: AmendingLine[] = [];
  const walk = (points: Point[]) => {
    for (const p of points) {
      // Some sources keep a letter's numbered sub-points in its text: "b) al comma 2: 1) …".
      const [first, ...rest] = p.text.split(/\s(?=\d{1,2}\)\s)/);
      out.push({ text: first ?? '', label: p.label || null });
      for (const sub of rest) out.push({ text: sub, label: /^\d{1,2}\)/.exec(sub)![0] });
      walk(p.points);
    }
  };
  for (const p of unit.paragraphs as Paragraph[]) {
    out.push({ text: p.text, label: null });
    walk(p.points);
    if (p.tail) out.push({ text: p.tail, label: null });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Amounts in lire

const LIRE_WORDS =
  '(?:\\d{1,3}(?:\\.\\d{3})+|\\d+|[a-zàèéìòù]*(?:mila|mille|milion[ei]|miliard[oi]|cento|dieci|venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|uno|due|tre|quattro|cinque|sei|sette|otto|nove|undici|dodici|tredici|quattordici|quindici|sedici)[a-zàèéìòù]*)';
const LIRE = new RegExp(`\\blire\\s+${LIRE_WORDS}(?![^.;]{0,40}\\beuro\\b)`, 'i');

/** Whether a text states an amount in lire without its euro conversion next to it. */
export function statesLireAmount(text: string): boolean {
  return LIRE.test(text) && !/^ARTICOLO ABROGATO/i.test(text);
}

// ---------------------------------------------------------------------------------------------
// The whole corpus

function shorten(s: string, max = 400): string {
  const t = squash(s);
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** Anchors of every document's units and numbered paragraphs, to keep only what exists. */
function anchorIndex(docs: CorpusDocument[]) {
  const index = new Map<string, { units: Set<string>; paragraphs: Set<string> }>();
  for (const d of docs) {
    const entry = { units: new Set<string>(), paragraphs: new Set<string>() };
    for (const v of d.versions)
      for (const u of v.units) {
        entry.units.add(u.anchor);
        for (const p of u.paragraphs) if (p.anchor) entry.paragraphs.add(p.anchor);
      }
    index.set(d.id, entry);
  }
  return index;
}

/**
 * Every status the corpus itself establishes: Corte costituzionale operative parts against the
 * acts of the corpus, repeals and replacements made by a later act of the corpus, and the articles
 * stating amounts in lire. One record per provision and source (paragraphs of one article that
 * the text does not number are one article-level record naming them in `scope`).
 */
export function collectProvisionStatus(docs: CorpusDocument[]): ProvisionStatusRecord[] {
  const index = anchorIndex(docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const out = new Map<string, ProvisionStatusRecord>();

  const add = (
    ref: ProvisionRef,
    base: Omit<ProvisionStatusRecord, 'documentId' | 'article' | 'paragraph' | 'scope'>,
  ) => {
    if (!ref.documentId || ref.documentId === base.byDocumentId) return;
    const target = byId.get(ref.documentId);
    const anchors = index.get(ref.documentId);
    if (!target || !anchors || target.kind === 'ruling') return;
    const article = articleAnchor(ref.article);
    if (!anchors.units.has(article)) return;
    // Only a later act repeals or replaces (a decree's own "è sostituito" of an older text).
    if (base.kind !== 'unconstitutional' && target.date && base.date && base.date <= target.date)
      return;
    const paragraphs = ref.paragraphs
      .map((p) => `${article}-par-${p}`)
      .filter((p) => anchors.paragraphs.has(p));
    const targets =
      paragraphs.length && paragraphs.length === ref.paragraphs.length
        ? paragraphs.map((p) => ({ paragraph: p, scope: null as string | null }))
        : [{ paragraph: null, scope: ref.scope }];
    for (const t of targets) {
      const key = `${ref.documentId}#${t.paragraph ?? article}#${base.kind}#${base.byDocumentId}`;
      const existing = out.get(key);
      if (existing) {
        if (t.scope && existing.scope && !existing.scope.includes(t.scope))
          existing.scope = `${existing.scope}; ${t.scope}`;
        existing.partial = existing.partial && base.partial;
        continue;
      }
      out.set(key, {
        documentId: ref.documentId,
        article,
        paragraph: t.paragraph,
        scope: t.scope,
        ...base,
      });
    }
  };

  for (const d of docs) {
    if (d.ruling?.court === 'Corte costituzionale' && d.ruling.operativePart) {
      for (const decl of declaredUnconstitutional(d.ruling.operativePart))
        for (const ref of decl.refs)
          add(ref, {
            kind: 'unconstitutional',
            byDocumentId: d.id,
            byAnchor: 'operative-part',
            byTitle: d.shortTitle,
            date: d.date,
            partial: decl.partial,
            excerpt: decl.clause,
          });
    }
    if (d.jurisdiction === 'IT' && d.kind !== 'ruling') {
      for (const v of d.versions)
        for (const u of v.units) {
          if (u.kind !== 'article') continue;
          const lines = linesOf(u);
          // Most articles amend nothing: only those with the verbs are read closely.
          const amends = lines.some((l) => /abrogat|sostituit|soppress/i.test(l.text));
          for (const a of amends ? amendmentsOf(lines) : [])
            for (const ref of a.refs)
              add(ref, {
                kind: a.kind,
                byDocumentId: d.id,
                byAnchor: u.anchor,
                byTitle: d.shortTitle,
                date: d.date,
                partial: false,
                excerpt: a.sentence,
              });
          if (
            d.kind === 'legislation' &&
            u.paragraphs.some((p) => statesLireAmount(paragraphText(p)))
          )
            out.set(`${d.id}#${u.anchor}#lire`, {
              documentId: d.id,
              article: u.anchor,
              paragraph: null,
              scope: null,
              kind: 'amounts-in-lire',
              byDocumentId: null,
              byAnchor: null,
              byTitle: null,
              date: null,
              partial: false,
              excerpt: shorten(
                /.{0,80}\blire\b.{0,80}/i.exec(u.paragraphs.map(paragraphText).join(' '))?.[0] ??
                  '',
              ),
            });
        }
    }
  }
  return [...out.values()];
}

function paragraphText(p: Paragraph): string {
  const points = (ps: Point[]): string =>
    ps.map((x) => `${x.label} ${x.text} ${points(x.points)}`).join(' ');
  return `${p.text} ${points(p.points)} ${p.tail ?? ''}`;
}
