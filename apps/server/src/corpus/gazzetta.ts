/**
 * Gazzetta Ufficiale acts (gazzetta-civica): YAML front matter + the Normattiva HTML with
 * Akoma-Ntoso-derived classes (article-num-akn, art-comma-div-akn, comma-num-akn ...).
 * Stored now for the regulatory-alert feed.
 */
import { splitFrontMatter } from './costituzione.js';
import type { Element } from './dom.js';
import { findAll, hasClass, isElement, parseHtml, textOf } from './dom.js';
import type { CorpusDocument, Paragraph, Point, Unit } from './model.js';
import { articleAnchor, squash } from './text.js';

const TYPES: Record<string, { code: string; type: string }> = {
  LEGGE: { code: 'l', type: 'legge' },
  'DECRETO-LEGGE': { code: 'dl', type: 'decreto-legge' },
  'DECRETO LEGISLATIVO': { code: 'dlgs', type: 'decreto-legislativo' },
  'DECRETO DEL PRESIDENTE DELLA REPUBBLICA': { code: 'dpr', type: 'dpr' },
  // Ministerial regulations carry the bare "DECRETO" type in the GU metadata.
  DECRETO: { code: 'dm', type: 'decreto' },
};

function parseComma(div: Element, anchor: string): Paragraph {
  const num = findAll(div, 'span').find((s) => hasClass(s, 'comma-num-akn'));
  const number = num ? textOf(num).replace(/[.\s]+$/, '') || null : null;
  const points: Point[] = [];
  const texts: string[] = [];
  const blocks = findAll(div, 'div').filter(
    (d) =>
      hasClass(d, 'pointedList-first-akn') ||
      hasClass(d, 'pointedList-rest-akn') ||
      hasClass(d, 'art_text_in_comma'),
  );
  for (const b of blocks) {
    const t = textOf(b);
    if (hasClass(b, 'pointedList-rest-akn')) {
      const m = /^([a-z0-9]{1,4}(?:-[a-z]+)?\))\s*([\s\S]*)$/i.exec(t);
      points.push({ label: m ? m[1]! : '', text: m ? m[2]! : t, points: [] });
    } else texts.push(t);
  }
  let text = squash(blocks.length ? texts.join(' ') : textOf(div));
  if (number)
    text = text.replace(
      new RegExp(`^${number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\.\\s*`),
      '',
    );
  return {
    number,
    anchor: number && /^\d/.test(number) ? `${anchor}-par-${number}` : null,
    text,
    points,
  };
}

export function parseGazzettaAct(md: string): CorpusDocument {
  const { front, body } = splitFrontMatter(md);
  const tipo = String(front.tipo ?? '').toUpperCase();
  const t = TYPES[tipo] ?? { code: 'atto', type: tipo.toLowerCase() };
  const numero = String(front['numero-atto']);
  const date = String(front['data-emanazione']);
  const doc = parseHtml(body);
  // Normattiva's page holds one "bodyTesto" block per article: every one is read, in order.
  const bodies = findAll(doc, 'div').filter((d) => hasClass(d, 'bodyTesto'));
  const roots = bodies.length ? bodies : [doc as unknown as Element];
  const units: Unit[] = [];
  let current: Unit | null = null;
  const seen = new Set<string>();
  const visit = (el: Element) => {
    for (const c of el.children) {
      if (!isElement(c)) continue;
      if (hasClass(c, 'article-num-akn')) {
        const label = textOf(c);
        const number =
          label
            .replace(/^Art(?:icolo)?\.?\s*/i, '')
            .replace(/\s+/g, '-')
            .toLowerCase() || String(units.length + 1);
        let anchor = articleAnchor(number);
        if (seen.has(anchor)) anchor = `${anchor}-${units.length + 1}`;
        seen.add(anchor);
        current = {
          anchor,
          kind: 'article',
          number,
          label,
          heading: null,
          divisionKey: null,
          paragraphs: [],
        };
        units.push(current);
      } else if (hasClass(c, 'article-heading-akn') && current) {
        current.heading = textOf(c) || null;
      } else if (hasClass(c, 'art-commi-div-akn') && current) {
        const u: Unit = current;
        for (const comma of findAll(c, 'div').filter((d) => hasClass(d, 'art-comma-div-akn')))
          u.paragraphs.push(parseComma(comma, u.anchor));
      } else if (
        (hasClass(c, 'art-just-text-akn') || hasClass(c, 'article-pre-comma-text-akn')) &&
        current
      ) {
        const u: Unit = current;
        u.paragraphs.push({ number: null, anchor: null, text: textOf(c), points: [] });
      } else if (!hasClass(c, 'note-akn') && c.name === 'div' && !current) visit(c);
    }
  };
  for (const root of roots) {
    // An article's block starts without the previous article as its context.
    current = null;
    visit(root);
  }
  const title = squash(String(front['titolo-atto'] ?? '').replace(/\(\d{2}G\d{5}\)\.?\s*$/, ''));
  const descr = String(front['descrizione-atto'] ?? `${tipo} ${date}, n. ${numero}`);
  const urnLink = String(front['normattiva-urn'] ?? '');
  const urn = /urn:nir:[^!&]+/.exec(urnLink)?.[0] ?? null;
  const year = date.slice(0, 4);
  return {
    id: `it/${t.code}/${year}/${numero}`,
    kind: 'gazette',
    type: t.type,
    title: `${descr} - ${title}`,
    shortTitle: descr,
    jurisdiction: 'IT',
    authority: 'Gazzetta Ufficiale della Repubblica italiana',
    date,
    status: 'published',
    sourceUrl: urnLink || null,
    eli: front['gu-link'] ? String(front['gu-link']) : null,
    urn,
    attribution:
      'Gazzetta Ufficiale / Normattiva (official text, art. 5 L. 633/1941), collected by gazzetta-civica',
    source: 'gu-atti-recenti-gazzetta-civica',
    versions: [{ lang: 'it', title: descr, divisions: [], units }],
    ruling: undefined,
  };
}

/** Extra metadata kept for the regulatory-alert feed. */
export function gazzettaDetails(md: string): Record<string, string | number | null> {
  const { front } = splitFrontMatter(md);
  const s = (k: string) => (front[k] === undefined || front[k] === null ? null : String(front[k]));
  return {
    editorialCode: s('codice-redazionale'),
    gazetteDate: s('data-gu'),
    gazetteNumber: s('numero-gu'),
    inForceFrom: s('data-vigenza'),
    normattivaLink: s('normattiva-link'),
  };
}
