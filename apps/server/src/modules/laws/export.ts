/** PDF and DOCX exports of a document (or selected articles) and of a side-by-side comparison. */
import { existsSync } from 'node:fs';

import { diffWords } from 'diff';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph as DocxParagraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import PDFDocument from 'pdfkit';

import type { Paragraph, Point } from '../../corpus/model';

/** One article (or recital, annex...) ready to print. */
export interface ExportUnit {
  anchor: string;
  label: string;
  heading: string | null;
  paragraphs: Paragraph[];
}

/**
 * The exports' own words, in the language of the text exported (a comparison's left side), so an
 * Italian or French export does not say "Source:" or "Comparison".
 */
const EXPORT_WORDS = {
  it: {
    source: 'Fonte:',
    comparison: 'Confronto:',
    legend:
      'Testo eliminato o mancante in rosso e barrato; testo aggiunto in verde e sottolineato.',
  },
  en: {
    source: 'Source:',
    comparison: 'Comparison:',
    legend:
      'Removed or missing text in red and struck through; added text in green and underlined.',
  },
  fr: {
    source: 'Source :',
    comparison: 'Comparaison :',
    legend: 'Texte supprimé ou manquant en rouge et barré ; texte ajouté en vert et souligné.',
  },
} as const;

export function exportWords(lang: string | undefined) {
  return EXPORT_WORDS[(lang ?? 'en') as keyof typeof EXPORT_WORDS] ?? EXPORT_WORDS.en;
}

export interface ExportDocument {
  /** The language of the text exported: the export's own words follow it. */
  lang?: string;
  title: string;
  subtitle: string;
  sourceUrl: string | null;
  attribution: string;
  units: ExportUnit[];
}

/** Lines of an article as printed: numbered paragraphs, then indented points. */
export function unitLines(u: ExportUnit): Array<{ text: string; indent: number }> {
  const out: Array<{ text: string; indent: number }> = [];
  const points = (ps: Point[], indent: number) => {
    for (const p of ps) {
      out.push({ text: `${p.label} ${p.text}`.trim(), indent });
      points(p.points, indent + 1);
    }
  };
  for (const p of u.paragraphs) {
    const text = `${p.number ? `${p.number}. ` : ''}${p.text}`.trim();
    if (text) out.push({ text, indent: 0 });
    points(p.points, 1);
    if (p.tail) out.push({ text: p.tail, indent: 0 });
  }
  return out;
}

export const unitPlainText = (u: ExportUnit) =>
  unitLines(u)
    .map((l) => l.text)
    .join('\n');

// A Unicode font: the Helvetica built into PDF lacks letters of CJEU parties' names (š, č, ł).
const FONT_CANDIDATES = [
  [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  ],
  [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  ],
];

function pdfDocument(title: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Producer: 'Lexio' },
  });
  const fonts = FONT_CANDIDATES.find(([r, b]) => existsSync(r!) && existsSync(b!));
  if (fonts) {
    doc.registerFont('body', fonts[0]!);
    doc.registerFont('bold', fonts[1]!);
  } else {
    doc.registerFont('body', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  return doc;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function footer(d: ExportDocument): string {
  const source = d.sourceUrl ? `${exportWords(d.lang).source} ${d.sourceUrl}` : null;
  return [source, d.attribution].filter(Boolean).join('\n');
}

export async function documentPdf(d: ExportDocument): Promise<Buffer> {
  const doc = pdfDocument(d.title);
  doc.font('bold').fontSize(15).text(d.title);
  doc.moveDown(0.3).font('body').fontSize(9).fillColor('#555').text(d.subtitle).fillColor('black');
  doc.moveDown();
  for (const u of d.units) {
    doc
      .font('bold')
      .fontSize(11)
      .text(u.heading ? `${u.label} – ${u.heading}` : u.label);
    doc.moveDown(0.2).font('body').fontSize(10);
    for (const l of unitLines(u)) doc.text(l.text, { indent: l.indent * 16 }).moveDown(0.2);
    doc.moveDown(0.6);
  }
  doc.moveDown().font('body').fontSize(8).fillColor('#555').text(footer(d));
  return collect(doc);
}

export async function documentDocx(d: ExportDocument): Promise<Buffer> {
  const children: DocxParagraph[] = [
    new DocxParagraph({ text: d.title, heading: HeadingLevel.TITLE }),
    new DocxParagraph({ children: [new TextRun({ text: d.subtitle, italics: true })] }),
  ];
  for (const u of d.units) {
    children.push(
      new DocxParagraph({
        text: u.heading ? `${u.label} – ${u.heading}` : u.label,
        heading: HeadingLevel.HEADING_2,
      }),
    );
    for (const l of unitLines(u))
      children.push(new DocxParagraph({ text: l.text, indent: { left: l.indent * 360 } }));
  }
  for (const line of footer(d).split('\n')) {
    children.push(
      new DocxParagraph({
        children: [new TextRun({ text: line, size: 16, color: '555555' })],
        alignment: AlignmentType.LEFT,
      }),
    );
  }
  return Packer.toBuffer(
    new Document({ title: d.title, creator: 'Lexio', sections: [{ children }] }),
  );
}

/** One row of a comparison: the same anchor (or the two chosen articles) on each side. */
export interface CompareRow {
  left: ExportUnit | null;
  right: ExportUnit | null;
}

export interface CompareExport {
  /** The left side's language: the export's own words follow it. */
  lang?: string;
  title: string;
  leftTitle: string;
  rightTitle: string;
  /** Mark word differences (same language); across languages only missing articles are marked. */
  wordDiff: boolean;
  attribution: string;
  rows: CompareRow[];
}

type Segment = { text: string; change: 'same' | 'removed' | 'added' };

/** Left and right segments of a row, with removed/added words marked. */
export function diffRow(row: CompareRow, wordDiff: boolean): { left: Segment[]; right: Segment[] } {
  const l = row.left
    ? `${row.left.label}${row.left.heading ? ` – ${row.left.heading}` : ''}\n${unitPlainText(row.left)}`
    : '';
  const r = row.right
    ? `${row.right.label}${row.right.heading ? ` – ${row.right.heading}` : ''}\n${unitPlainText(row.right)}`
    : '';
  if (!row.left) return { left: [], right: [{ text: r, change: 'added' }] };
  if (!row.right) return { left: [{ text: l, change: 'removed' }], right: [] };
  if (!wordDiff)
    return { left: [{ text: l, change: 'same' }], right: [{ text: r, change: 'same' }] };
  const left: Segment[] = [];
  const right: Segment[] = [];
  for (const part of diffWords(l, r)) {
    if (part.added) right.push({ text: part.value, change: 'added' });
    else if (part.removed) left.push({ text: part.value, change: 'removed' });
    else {
      left.push({ text: part.value, change: 'same' });
      right.push({ text: part.value, change: 'same' });
    }
  }
  return { left, right };
}

const COLOURS = { same: 'black', removed: '#b00020', added: '#1b5e20' } as const;

export async function comparePdf(c: CompareExport): Promise<Buffer> {
  const doc = pdfDocument(c.title);
  const margin = 50;
  const gap = 16;
  const width = (doc.page.width - margin * 2 - gap) / 2;
  doc.font('bold').fontSize(14).text(c.title);
  doc
    .moveDown(0.3)
    .font('body')
    .fontSize(8)
    .fillColor('#555')
    .text(exportWords(c.lang).legend)
    .fillColor('black')
    .moveDown();
  const column = (segs: Segment[], x: number, y: number) => {
    doc.font('body').fontSize(9);
    if (!segs.length) {
      doc.fillColor('#888').text('—', x, y, { width }).fillColor('black');
      return doc.y;
    }
    segs.forEach((s, i) => {
      const opts = {
        width,
        continued: i < segs.length - 1,
        strike: s.change === 'removed',
        underline: s.change === 'added',
      };
      doc.fillColor(COLOURS[s.change]);
      if (i === 0) doc.text(s.text, x, y, opts);
      else doc.text(s.text, opts);
    });
    doc.fillColor('black');
    return doc.y;
  };
  let y = doc.y;
  doc.font('bold').fontSize(10).text(c.leftTitle, margin, y, { width });
  const hl = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .text(c.rightTitle, margin + width + gap, y, { width });
  y = Math.max(hl, doc.y) + 8;
  for (const row of c.rows) {
    const { left, right } = diffRow(row, c.wordDiff);
    const text = (segs: Segment[]) => segs.map((s) => s.text).join('');
    doc.font('body').fontSize(9);
    const need = Math.max(
      doc.heightOfString(text(left) || '—', { width }),
      doc.heightOfString(text(right) || '—', { width }),
    );
    if (y + Math.min(need, 200) > doc.page.height - margin) {
      doc.addPage();
      y = margin;
    }
    const startPage = doc.bufferedPageRange().count;
    const endLeft = column(left, margin, y);
    const leftPage = doc.bufferedPageRange().count;
    if (leftPage !== startPage) {
      // A long article spilled over a page: print the right side after it rather than overlap.
      y = endLeft + 6;
    }
    const endRight = column(right, margin + width + gap, y);
    y = Math.max(endLeft, endRight) + 12;
  }
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555')
    .text(c.attribution, margin, y, { width: width * 2 + gap });
  return collect(doc);
}

export async function compareDocx(c: CompareExport): Promise<Buffer> {
  const cell = (segs: Segment[]) => {
    // Each line of the article becomes a paragraph of the cell; a segment can span lines.
    const lines: TextRun[][] = [[]];
    for (const s of segs.length ? segs : [{ text: '—', change: 'same' as const }]) {
      s.text.split('\n').forEach((line, i) => {
        if (i > 0) lines.push([]);
        if (!line) return;
        lines.at(-1)!.push(
          new TextRun({
            text: line,
            strike: s.change === 'removed',
            ...(s.change === 'added' ? { underline: {} } : {}),
            ...(s.change === 'same' ? {} : { color: COLOURS[s.change].replace('#', '') }),
          }),
        );
      });
    }
    return new TableCell({
      width: { size: 50, type: WidthType.PERCENTAGE },
      children: lines.map((runs) => new DocxParagraph({ children: runs })),
    });
  };
  const header = new TableRow({
    tableHeader: true,
    children: [c.leftTitle, c.rightTitle].map(
      (t) =>
        new TableCell({
          children: [new DocxParagraph({ children: [new TextRun({ text: t, bold: true })] })],
        }),
    ),
  });
  const rows = c.rows.map((row) => {
    const { left, right } = diffRow(row, c.wordDiff);
    return new TableRow({ children: [cell(left), cell(right)] });
  });
  const doc = new Document({
    title: c.title,
    creator: 'Lexio',
    sections: [
      {
        children: [
          new DocxParagraph({ text: c.title, heading: HeadingLevel.TITLE }),
          new DocxParagraph({
            children: [
              new TextRun({
                text: exportWords(c.lang).legend,
                italics: true,
              }),
            ],
          }),
          new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...rows] }),
          new DocxParagraph({
            children: [new TextRun({ text: c.attribution, size: 16, color: '555555' })],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
