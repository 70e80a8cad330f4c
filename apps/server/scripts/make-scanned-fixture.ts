/**
 * Writes the library tests' scanned PDF (`src/modules/library/fixtures/scansione-penale.pdf`): a first
 * page with a text layer and a second page that is only an image of printed text, as a scanner makes
 * it, so that the OCR path is tested on a file that needs no font or scanner on the test machine.
 *
 *   node --conditions=@lexio/source --import tsx apps/server/scripts/make-scanned-fixture.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

// An A4 page at 150 dpi.
const WIDTH = 1240;
const HEIGHT = 1754;
const canvas = createCanvas(WIDTH, HEIGHT);
const context = canvas.getContext('2d');
context.fillStyle = '#ffffff';
context.fillRect(0, 0, WIDTH, HEIGHT);
context.fillStyle = '#111111';
context.font = '30px DejaVu Serif';
const lines = [
  'Art. 7 - Penale per ritardo',
  '',
  'In caso di ritardo nella consegna il Fornitore',
  'corrisponde al Cliente una penale pari allo 0,5%',
  'del corrispettivo per ogni giorno lavorativo',
  'di ritardo, fino al 10% del corrispettivo.',
];
lines.forEach((line, index) => context.fillText(line, 120, 200 + index * 48));
const image = canvas.toBuffer('image/png');

const doc = new PDFDocument({ size: 'A4', margin: 72 });
const chunks: Buffer[] = [];
doc.on('data', (chunk: Buffer) => chunks.push(chunk));
const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
doc.fontSize(14).text('Art. 1 - Oggetto del contratto');
doc
  .fontSize(11)
  .text(
    'Il Fornitore consegna al Cliente i beni descritti nell’allegato A, alle condizioni che seguono.',
  );
doc.addPage({ margin: 0 });
doc.image(image, 0, 0, { width: 595.28, height: 841.89 });
doc.end();
await done;
const target = path.join(
  import.meta.dirname,
  '../src/modules/library/fixtures/scansione-penale.pdf',
);
await writeFile(target, Buffer.concat(chunks));
console.log(`${target}: ${Buffer.concat(chunks).length} bytes`);
