/** Loads what the exports print: units of one document, or two aligned sides for a comparison. */
import type { LawCompareExportBody } from '@lexio/api/contract';

import type { Paragraph } from '../../corpus/model';
import {
  type CompareExport,
  type CompareRow,
  type ExportDocument,
  type ExportUnit,
  exportWords,
} from './export';
import { listUnits, type LawsDb } from './repo';
import { LawNotFoundError, resolveDocument, titleIn } from './service';

const toExportUnit = (u: {
  anchor: string;
  label: string;
  heading: string | null;
  paragraphs: unknown;
}): ExportUnit => ({
  anchor: u.anchor,
  label: u.label,
  heading: u.heading,
  paragraphs: u.paragraphs as Paragraph[],
});

export async function buildDocumentExport(
  db: LawsDb,
  id: string,
  lang?: string,
  articles?: string[],
): Promise<ExportDocument> {
  const r = await resolveDocument(db, id, lang);
  const units = await listUnits(db, id, r.lang, articles?.length ? articles : undefined);
  if (articles?.length && !units.length)
    throw new LawNotFoundError(`Articles ${articles.join(', ')} of ${id}`);
  const date = r.doc.date
    ? ` · ${r.doc.date instanceof Date ? r.doc.date.getFullYear() : String(r.doc.date).slice(0, 4)}`
    : '';
  return {
    lang: r.lang,
    title: titleIn(r.doc, r.lang),
    subtitle: `${r.doc.short_title} · ${id} · ${r.lang.toUpperCase()}${date} · ${r.doc.authority}`,
    sourceUrl: r.doc.source_url,
    attribution: r.doc.attribution,
    units: units.map(toExportUnit),
  };
}

export async function buildCompareExport(
  db: LawsDb,
  leftId: string,
  body: LawCompareExportBody,
): Promise<CompareExport> {
  const rightId = body.right.documentId ?? leftId;
  const left = await resolveDocument(db, leftId, body.left.lang);
  const right = await resolveDocument(db, rightId, body.right.lang);
  const leftArticle = body.left.article ?? body.right.article;
  const rightArticle = body.right.article ?? body.left.article;
  const [lu, ru] = await Promise.all([
    listUnits(db, leftId, left.lang, leftArticle ? [leftArticle] : undefined),
    listUnits(db, rightId, right.lang, rightArticle ? [rightArticle] : undefined),
  ]);
  if (!lu.length || !ru.length) throw new LawNotFoundError('Articles to compare');
  let rows: CompareRow[];
  if (leftArticle || rightArticle)
    rows = [{ left: toExportUnit(lu[0]!), right: toExportUnit(ru[0]!) }];
  else {
    // Align by anchor, keeping the left order and appending what only the right has.
    const rightByAnchor = new Map(ru.map((u) => [u.anchor, u]));
    const leftAnchors = new Set(lu.map((u) => u.anchor));
    rows = lu.map((u) => {
      const match = rightByAnchor.get(u.anchor);
      return { left: toExportUnit(u), right: match ? toExportUnit(match) : null };
    });
    for (const u of ru)
      if (!leftAnchors.has(u.anchor)) rows.push({ left: null, right: toExportUnit(u) });
  }
  const side = (d: typeof left, article?: string) =>
    `${d.doc.short_title} (${d.lang.toUpperCase()})${article ? `, ${article}` : ''}`;
  return {
    lang: left.lang,
    title: `${exportWords(left.lang).comparison} ${side(left, leftArticle)} / ${side(right, rightArticle)}`,
    leftTitle: side(left, leftArticle),
    rightTitle: side(right, rightArticle),
    wordDiff: left.lang === right.lang,
    attribution: [...new Set([left.doc.attribution, right.doc.attribution])].join(' · '),
    rows,
  };
}
