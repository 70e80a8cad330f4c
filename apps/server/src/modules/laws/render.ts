/** HTML fragments of the laws service: table of contents and text with the IDS.md anchors. */
import type { LawTocNode } from '@lexio/api/contract';

import type { Paragraph, Point } from '../../corpus/model';
import { escapeHtml as esc } from '../../corpus/text';
import type { DivisionRow, UnitRow } from './repo';

export const divisionAnchor = (key: string) => `div-${key}`;

function renderPoints(points: Point[]): string {
  if (!points.length) return '';
  return `<ol class="points">${points
    .map(
      (p) =>
        `<li class="point">${p.label ? `<span class="point-label">${esc(p.label)}</span> ` : ''}${esc(p.text)}${renderPoints(p.points)}</li>`,
    )
    .join('')}</ol>`;
}

function renderParagraph(p: Paragraph): string {
  const id = p.anchor ? ` id="${esc(p.anchor)}"` : '';
  const num = p.number ? `<span class="paragraph-number">${esc(p.number)}.</span> ` : '';
  const text = p.text ? `<p>${num}${esc(p.text)}</p>` : num ? `<p>${num}</p>` : '';
  const tail = p.tail ? `<p class="paragraph-tail">${esc(p.tail)}</p>` : '';
  return `<div class="paragraph"${id}>${text}${renderPoints(p.points)}${tail}</div>`;
}

export function renderUnit(
  u: Pick<UnitRow, 'anchor' | 'kind' | 'label' | 'heading' | 'paragraphs'>,
): string {
  const paragraphs = u.paragraphs as Paragraph[];
  const heading = u.heading ? ` <span class="unit-heading">${esc(u.heading)}</span>` : '';
  return `<section class="unit ${esc(u.kind)}" id="${esc(u.anchor)}"><h3><span class="unit-label">${esc(u.label)}</span>${heading}</h3>${paragraphs
    .map(renderParagraph)
    .join('')}</section>`;
}

interface Tree {
  division: DivisionRow | null;
  children: Tree[];
  units: UnitRow[];
}

function buildTree(divisions: DivisionRow[], units: UnitRow[]) {
  const root: Tree = { division: null, children: [], units: [] };
  const byKey = new Map<string, Tree>();
  for (const d of divisions) byKey.set(d.key, { division: d, children: [], units: [] });
  for (const d of divisions)
    (d.parent_key ? (byKey.get(d.parent_key) ?? root) : root).children.push(byKey.get(d.key)!);
  const before: UnitRow[] = [];
  const after: UnitRow[] = [];
  let seenDivisionUnit = false;
  for (const u of units) {
    const t = u.division_key ? byKey.get(u.division_key) : undefined;
    if (t) {
      t.units.push(u);
      seenDivisionUnit = true;
    } else (seenDivisionUnit ? after : before).push(u);
  }
  return { root, before, after };
}

function renderTree(t: Tree, level: number): string {
  const d = t.division!;
  const h = Math.min(level + 1, 6);
  const heading = d.heading ? ` <span class="division-heading">${esc(d.heading)}</span>` : '';
  return `<section class="division ${esc(d.type)}" id="${divisionAnchor(d.key)}"><h${h}><span class="division-label">${esc(d.label)}</span>${heading}</h${h}>${t.units
    .map(renderUnit)
    .join('')}${t.children.map((c) => renderTree(c, level + 1)).join('')}</section>`;
}

export function renderDocumentHtml(
  doc: { id: string; title: string },
  lang: string,
  divisions: DivisionRow[],
  units: UnitRow[],
): string {
  const { root, before, after } = buildTree(divisions, units);
  return `<article class="law-document" lang="${esc(lang)}" data-document-id="${esc(doc.id)}"><h1 class="document-title">${esc(doc.title)}</h1>${before
    .map(renderUnit)
    .join(
      '',
    )}${root.children.map((c) => renderTree(c, 1)).join('')}${after.map(renderUnit).join('')}</article>`;
}

function unitNode(id: string, u: UnitRow, level: number): LawTocNode {
  return {
    type: u.kind,
    label: u.label,
    subtitle: u.heading,
    level,
    iri: `${id}#${u.anchor}`,
    children: [],
  };
}

const GROUP_LABELS: Record<string, [string, string]> = {
  it: ['Considerando', 'Allegati'],
  en: ['Recitals', 'Annexes'],
  fr: ['Considérants', 'Annexes'],
};

export function buildToc(
  id: string,
  lang: string,
  divisions: DivisionRow[],
  units: UnitRow[],
): LawTocNode[] {
  const [recitalsLabel, annexesLabel] = GROUP_LABELS[lang] ?? GROUP_LABELS.en!;
  const { root, before, after } = buildTree(divisions, units);
  const walk = (t: Tree, level: number): LawTocNode => ({
    type: t.division!.type,
    label: t.division!.label,
    subtitle: t.division!.heading,
    level,
    iri: `${id}#${divisionAnchor(t.division!.key)}`,
    children: [
      ...t.units.map((u) => unitNode(id, u, level + 1)),
      ...t.children.map((c) => walk(c, level + 1)),
    ],
  });
  const group = (type: string, label: string, list: UnitRow[]): LawTocNode[] => {
    // Recitals and annexes are grouped so a long preamble does not flood the tree.
    const recitals = list.filter((u) => u.kind === type);
    const others = list.filter((u) => u.kind !== type);
    const nodes = others.map((u) => unitNode(id, u, 1));
    if (!recitals.length) return nodes;
    return [
      {
        type: `${type}s`,
        label,
        subtitle: null,
        level: 1,
        iri: `${id}#${recitals[0]!.anchor}`,
        children: recitals.map((u) => unitNode(id, u, 2)),
      },
      ...nodes,
    ];
  };
  return [
    ...group('recital', recitalsLabel, before),
    ...root.children.map((c) => walk(c, 1)),
    ...group('annex', annexesLabel, after),
  ];
}

export function renderTocHtml(nodes: LawTocNode[]): string {
  const list = (items: LawTocNode[]): string =>
    items.length
      ? `<ul>${items
          .map((n) => {
            const anchor = n.iri.slice(n.iri.indexOf('#'));
            const sub = n.subtitle ? ` <span class="toc-subtitle">${esc(n.subtitle)}</span>` : '';
            return `<li class="toc-${esc(n.type)}"><a href="${esc(anchor)}">${esc(n.label)}</a>${sub}${list(n.children)}</li>`;
          })
          .join('')}</ul>`
      : '';
  return `<nav class="law-toc">${list(nodes)}</nav>`;
}
