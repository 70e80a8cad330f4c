/**
 * The library's extraction and passage cutting (the CPU part of the indexing job, without the
 * database): pages a second for a generated 300-page text PDF, the time for a generated 20-page
 * DOCX, OCR seconds a page for a generated scanned PDF, and the peak RSS of a process that extracts
 * a generated 100 MB PDF (text pages, each with a large photo) as the job does.
 *
 *   node --conditions=@lexio/source --import tsx apps/server/scripts/bench-library.ts
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createCanvas } from '@napi-rs/canvas';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

import { detectLanguage, extractPages, toPassages } from '../src/modules/library/extract';
import { stopOcr } from '../src/modules/library/ocr';
import { findReferences } from '../src/modules/library/references';

const sentence =
  "Il fornitore si obbliga a consegnare i beni entro trenta giorni dall'ordine, nel rispetto dell'art. 1490 c.c. e dell'art. 32 GDPR; in caso di ritardo si applica una penale pari allo 0,5% del corrispettivo per ogni giorno.";

async function pdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage();
    doc.fontSize(14).text(`Art. ${page} - Obblighi delle parti`);
    doc.fontSize(11);
    for (let p = 0; p < 6; p += 1) doc.text(`${page}.${p + 1} ${sentence}`).moveDown();
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function docx(pages: number): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let page = 1; page <= pages; page += 1) {
    children.push(
      new Paragraph({ text: `Articolo ${page} - Clausola`, heading: HeadingLevel.HEADING_2 }),
    );
    for (let p = 0; p < 8; p += 1) children.push(new Paragraph(`${page}.${p + 1} ${sentence}`));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

async function measure(format: 'pdf' | 'docx', data: Buffer) {
  const started = performance.now();
  const pages = await extractPages(format, data);
  const passages = toPassages(pages);
  const language = detectLanguage(passages.map((p) => p.text).join(' '));
  const references = passages.flatMap((p) =>
    findReferences(`${p.heading ?? ''}\n${p.text}`),
  ).length;
  const seconds = (performance.now() - started) / 1000;
  return { pages: pages.length, passages: passages.length, references, language, seconds };
}

/** A page of printed text as a scanner makes it: an A4 image at 150 dpi. */
function scannedPage(page: number): Buffer {
  const canvas = createCanvas(1240, 1754);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 1240, 1754);
  context.fillStyle = '#111111';
  context.font = '28px DejaVu Serif';
  context.fillText(`Art. ${page} - Obblighi delle parti`, 120, 160);
  const words = sentence.split(' ');
  for (let line = 0; line < 24; line += 1) {
    const start = (line * 9) % words.length;
    context.fillText(words.slice(start, start + 9).join(' '), 120, 240 + line * 46);
  }
  return canvas.toBuffer('image/png');
}

async function pdfOf(pages: number, draw: (doc: PDFKit.PDFDocument, page: number) => void) {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage({ margin: 0 });
    draw(doc, page);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

// A child process extracting one file, so that its peak RSS is the extraction's alone.
if (process.argv[2] === '--extract') {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const data = await readFile(process.argv[3]!);
  const result = await measure('pdf', data);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(JSON.stringify({ ...result, peakMb: Math.round(peak / 1024 / 1024) }));
  process.exit(0);
}

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

const pdfBytes = await pdf(300);
const pdfResult = await measure('pdf', pdfBytes);
console.log(
  `PDF 300 pages (${(pdfBytes.length / 1024).toFixed(0)} KB): ${pdfResult.seconds.toFixed(2)} s, ` +
    `${(pdfResult.pages / pdfResult.seconds).toFixed(0)} pages/s, ${pdfResult.passages} passages, ` +
    `${pdfResult.references} references, language ${pdfResult.language}`,
);
const docxBytes = await docx(20);
const docxResult = await measure('docx', docxBytes);
console.log(
  `DOCX ~20 pages (${(docxBytes.length / 1024).toFixed(0)} KB): ${docxResult.seconds.toFixed(2)} s, ` +
    `${docxResult.passages} passages, language ${docxResult.language}`,
);
const scannedPages = 5;
const scanned = await pdfOf(scannedPages, (doc, page) =>
  doc.image(scannedPage(page), 0, 0, { width: 595.28, height: 841.89 }),
);
const scannedResult = await measure('pdf', scanned);
await stopOcr();
console.log(
  `scanned PDF ${scannedPages} pages (${(scanned.length / 1024).toFixed(0)} KB): ` +
    `${scannedResult.seconds.toFixed(1)} s, ${(scannedResult.seconds / scannedPages).toFixed(2)} s a page ` +
    `by OCR (worker start included), ${scannedResult.passages} passages, language ${scannedResult.language}`,
);
clearInterval(sampler);
console.log(
  `peak RSS of this process ${(peak / 1024 / 1024).toFixed(0)} MB (Node ${process.version})`,
);

// 100 MB: 40 pages of text, each with a 2.5 MB photo that does not compress (random pixels).
const photo = (() => {
  const canvas = createCanvas(1024, 820);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(1024, 820);
  pixels.data.set(randomBytes(pixels.data.length));
  for (let i = 3; i < pixels.data.length; i += 4) pixels.data[i] = 255;
  context.putImageData(pixels, 0, 0);
  return canvas.toBuffer('image/png');
})();
const large = await pdfOf(40, (doc, page) => {
  doc.image(photo, 40, 400, { width: 515 });
  doc.fontSize(14).text(`Art. ${page} - Obblighi delle parti`, 72, 72);
  doc.fontSize(11);
  for (let p = 0; p < 4; p += 1) doc.text(`${page}.${p + 1} ${sentence}`).moveDown();
});
const largeFile = path.join(tmpdir(), 'lexio-bench-100mb.pdf');
await writeFile(largeFile, large);
const child = spawnSync(
  process.execPath,
  [...process.execArgv, import.meta.filename, '--extract', largeFile],
  { encoding: 'utf8' },
);
const largeResult = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
  pages: number;
  seconds: number;
  peakMb: number;
};
console.log(
  `PDF of ${(large.length / 1024 / 1024).toFixed(0)} MB (${largeResult.pages} pages with photos): ` +
    `${largeResult.seconds.toFixed(2)} s, peak RSS of the extracting process ${largeResult.peakMb} MB`,
);
