/**
 * The library's extraction and passage cutting (the CPU part of the indexing job, without the
 * database): pages a second for a generated 300-page text PDF, and the time for a generated
 * 20-page DOCX, with the process's peak RSS.
 *
 *   node --conditions=@lexio/source --import tsx apps/server/scripts/bench-library.ts
 */
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

import { detectLanguage, extractPages, toPassages } from '../src/modules/library/extract';
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
clearInterval(sampler);
console.log(`peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB (Node ${process.version})`);
