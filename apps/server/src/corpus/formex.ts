/**
 * Formex (EU Publications Office XML) parser for the GDPR (Formex 5, consolidated) and the
 * AI Act (Formex 6, with annexes). One call parses one language version.
 */
import type { Element } from './dom.js';
import { childElements, findAll, firstChild, isElement, parseXml, textOf } from './dom.js';
import type { Division, LanguageVersion, Lang, Paragraph, Point, Unit } from './model.js';
import { squash } from './text.js';

const QUOTES: Record<Lang, [string, string]> = { en: ['‘', '’'], it: ['«', '»'], fr: ['« ', ' »'] };

const DIVISION_TYPES: Array<[RegExp, string]> = [
  [/^(chapter|capo|chapitre)\b/i, 'chapter'],
  [/^(section|sezione)\b/i, 'section'],
  [/^(title|titolo|titre)\b/i, 'title'],
  [/^(part|parte|partie)\b/i, 'part'],
];

function divisionType(label: string): string {
  return DIVISION_TYPES.find(([re]) => re.test(label))?.[1] ?? 'division';
}

function parseList(list: Element, q: [string, string]): Point[] {
  return childElements(list, 'ITEM').flatMap((item) => parseItem(item, q));
}

/** An ITEM holds an NP (NO.P + TXT [+ P / LIST]) or plain P / LIST content. */
function parseItem(item: Element, q: [string, string]): Point[] {
  const np = firstChild(item, 'NP');
  if (np) {
    const label = textOf(firstChild(np, 'NO.P') ?? np, q);
    const texts: string[] = [];
    const points: Point[] = [];
    for (const c of np.children) {
      if (!isElement(c) || c.name === 'NO.P') continue;
      if (c.name === 'LIST') points.push(...parseList(c, q));
      else if (c.name === 'P' && findAll(c, 'LIST').length) {
        for (const pc of c.children) {
          if (isElement(pc) && pc.name === 'LIST') points.push(...parseList(pc, q));
          else texts.push(textOf(pc, q));
        }
      } else texts.push(textOf(c, q));
    }
    return [{ label, text: squash(texts.join(' ')), points }];
  }
  const texts: string[] = [];
  const points: Point[] = [];
  for (const c of item.children) {
    if (!isElement(c)) continue;
    if (c.name === 'LIST') points.push(...parseList(c, q));
    else texts.push(textOf(c, q));
  }
  return [{ label: '', text: squash(texts.join(' ')), points }];
}

/** Converts an ALINEA (text or P + LIST sequence) into one or more paragraph blocks. */
function parseAlinea(
  alinea: Element,
  q: [string, string],
): { text: string; points: Point[]; tail: string } {
  const hasBlocks = alinea.children.some(
    (c) => isElement(c) && (c.name === 'P' || c.name === 'LIST'),
  );
  if (!hasBlocks) return { text: textOf(alinea, q), points: [], tail: '' };
  const before: string[] = [];
  const after: string[] = [];
  const points: Point[] = [];
  for (const c of alinea.children) {
    if (!isElement(c)) {
      if (c.type === 'text' && c.data.trim()) (points.length ? after : before).push(c.data);
      continue;
    }
    if (c.name === 'LIST') points.push(...parseList(c, q));
    else (points.length ? after : before).push(textOf(c, q));
  }
  return { text: squash(before.join(' ')), points, tail: squash(after.join(' ')) };
}

function parseArticle(article: Element, divisionKey: string | null, q: [string, string]): Unit {
  const id = article.attribs.IDENTIFIER ?? '';
  const number = id
    ? String(Number.parseInt(id, 10))
    : textOf(firstChild(article, 'TI.ART')!).replace(/\D+/g, '');
  const anchor = `art-${number}`;
  const label = textOf(firstChild(article, 'TI.ART') ?? article, q);
  const sti = firstChild(article, 'STI.ART');
  const paragraphs: Paragraph[] = [];
  for (const c of childElements(article)) {
    if (c.name === 'PARAG') {
      const no = textOf(firstChild(c, 'NO.PARAG') ?? c).replace(/\.$/, '');
      const alineas = childElements(c, 'ALINEA').map((a) => parseAlinea(a, q));
      const first = alineas[0] ?? { text: '', points: [], tail: '' };
      const rest = alineas.slice(1);
      // Several ALINEA in one numbered paragraph are sub-paragraphs: keep them in the same comma.
      const points = [...first.points];
      const tails = [first.tail, ...rest.map((r) => [r.text, r.tail].filter(Boolean).join(' '))];
      for (const r of rest) points.push(...r.points);
      paragraphs.push({
        number: no,
        anchor: `${anchor}-par-${no}`,
        text: first.text,
        points: rest.some((r) => r.points.length) ? points : first.points,
        tail:
          squash(rest.some((r) => r.points.length) ? tails.join(' ') : tails.join('\n')) ||
          undefined,
      });
    } else if (c.name === 'ALINEA') {
      const a = parseAlinea(c, q);
      paragraphs.push({
        number: null,
        anchor: null,
        text: a.text,
        points: a.points,
        tail: a.tail || undefined,
      });
    }
  }
  return {
    anchor,
    kind: 'article',
    number,
    label,
    heading: sti ? textOf(sti, q) : null,
    divisionKey,
    paragraphs,
  };
}

function walkDivisions(
  parent: Element,
  parentKey: string | null,
  level: number,
  out: { divisions: Division[]; units: Unit[] },
  q: [string, string],
) {
  for (const c of childElements(parent)) {
    if (c.name === 'DIVISION') {
      const title = firstChild(c, 'TITLE');
      const label = title ? textOf(firstChild(title, 'TI') ?? title, q) : '';
      const sti = title ? firstChild(title, 'STI') : undefined;
      const key = `d${out.divisions.length + 1}`;
      out.divisions.push({
        key,
        parentKey,
        level,
        type: divisionType(label),
        label,
        heading: sti ? textOf(sti, q) : null,
      });
      walkDivisions(c, key, level + 1, out, q);
    } else if (c.name === 'ARTICLE') {
      out.units.push(parseArticle(c, parentKey, q));
    }
  }
}

function parseRecitals(root: Element, q: [string, string]): Unit[] {
  return findAll(root, 'CONSID').map((consid) => {
    const np = firstChild(consid, 'NP');
    const label = textOf(firstChild(np ?? consid, 'NO.P') ?? consid, q);
    const number = label.replace(/[()]/g, '').trim();
    const txt = np ? childElements(np).filter((e) => e.name !== 'NO.P') : childElements(consid);
    return {
      anchor: `rec-${number}`,
      kind: 'recital' as const,
      number,
      label,
      heading: null,
      divisionKey: null,
      paragraphs: [
        {
          number: null,
          anchor: null,
          text: squash(txt.map((t) => textOf(t, q)).join(' ')),
          points: [],
        },
      ],
    };
  });
}

function parseAnnexes(root: Element, q: [string, string]): Unit[] {
  return findAll(root, 'ANNEX').map((annex) => {
    const title = firstChild(annex, 'TITLE');
    const label = title ? textOf(firstChild(title, 'TI') ?? title, q) : 'Annex';
    const sti = title ? firstChild(title, 'STI') : undefined;
    const roman = /^(?:annex|allegato|annexe)\s+([IVXLC]+)\b/i.exec(label)?.[1] ?? 'I';
    const tiPs = title ? findAll(title, 'P') : [];
    const sub =
      tiPs.length > 1
        ? squash(
            tiPs
              .slice(1)
              .map((p) => textOf(p, q))
              .join(' '),
          )
        : null;
    const contents = firstChild(annex, 'CONTENTS') ?? annex;
    const paragraphs: Paragraph[] = [];
    const visit = (el: Element) => {
      for (const c of childElements(el)) {
        if (c.name === 'TITLE' && el === annex) continue;
        if (c.name === 'LIST') {
          const points = parseList(c, q);
          const last = paragraphs.at(-1);
          if (last && !last.points.length) last.points = points;
          else paragraphs.push({ number: null, anchor: null, text: '', points });
        } else if (c.name === 'GR.SEQ' || c.name === 'CONTENTS' || c.name === 'DIVISION') visit(c);
        else if (c.name === 'NP') {
          const [point] = parseItem({ ...c, children: [c] } as unknown as Element, q);
          paragraphs.push({
            number: null,
            anchor: null,
            text: `${point!.label} ${point!.text}`.trim(),
            points: point!.points,
          });
        } else {
          const t = textOf(c, q);
          if (t) paragraphs.push({ number: null, anchor: null, text: t, points: [] });
        }
      }
    };
    visit(contents);
    return {
      anchor: `annex-${roman.toLowerCase()}`,
      kind: 'annex' as const,
      number: roman,
      label: `${/^[a-z]+/i.exec(label)?.[0] ?? 'Annex'} ${roman}`,
      heading: sti ? textOf(sti, q) : sub,
      divisionKey: null,
      paragraphs,
    };
  });
}

export interface FormexResult {
  version: LanguageVersion;
  celex: string | null;
  date: string | null;
}

export function parseFormex(xml: string, lang: Lang): FormexResult {
  const doc = parseXml(xml);
  const root = doc.children.find(isElement)!;
  const q = QUOTES[lang];
  const act = findAll(root, 'ACT')[0] ?? root;
  const titleEl = findAll(act, 'TITLE')[0];
  const title = titleEl ? textOf(firstChild(titleEl, 'TI') ?? titleEl, q) : '';
  const out = { divisions: [] as Division[], units: [] as Unit[] };
  const enacting = findAll(root, 'ENACTING.TERMS')[0];
  if (enacting) walkDivisions(enacting, null, 1, out, q);
  const units = [...parseRecitals(root, q), ...out.units, ...parseAnnexes(root, q)];
  const celex = findAll(root, 'NO.CELEX')[0];
  const dateEl = titleEl ? findAll(titleEl, 'DATE')[0] : undefined;
  const iso = dateEl?.attribs.ISO;
  return {
    version: { lang, title, divisions: out.divisions, units },
    celex: celex ? textOf(celex) : null,
    date: iso ? `${iso.slice(0, 4)}-${iso.slice(4, 6)}-${iso.slice(6, 8)}` : null,
  };
}
