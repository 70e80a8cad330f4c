/**
 * OCR of scanned PDF pages, offline: pdf.js (through unpdf) renders the page with @napi-rs/canvas,
 * tesseract.js reads it with the Italian, English and French models that the @tesseract.js-data
 * packages ship (LSTM "best_int" data, nothing fetched). One tesseract worker per process, made on
 * first use and ended after a minute idle; pages are read one at a time.
 */
import { mkdtemp, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Worker } from 'tesseract.js';
import type { renderPageAsImage } from 'unpdf';

const require = createRequire(import.meta.url);

/** Render scale: pdf.js draws at 72 dpi, so 2.5 gives about 180 dpi, enough for body text. */
const RENDER_SCALE = 2.5;
const IDLE_MS = 60_000;
const LANGUAGES = ['ita', 'eng', 'fra'] as const;

/**
 * tesseract.js reads every language from one folder: a folder of links to the packages' LSTM-only
 * models ("best_int", beside the default legacy + LSTM ones), made once per process.
 */
async function languageFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lexio-tessdata-'));
  for (const code of LANGUAGES) {
    const { langPath } = require(`@tesseract.js-data/${code}`) as { langPath: string };
    const file = `${code}.traineddata.gz`;
    await symlink(
      path.join(path.dirname(langPath), '4.0.0_best_int', file),
      path.join(folder, file),
    );
  }
  return folder;
}

let worker: Promise<Worker> | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();

async function getWorker(): Promise<Worker> {
  if (!worker) {
    worker = (async () => {
      const { createWorker, OEM } = await import('tesseract.js');
      const langPath = await languageFolder();
      return createWorker(
        [...LANGUAGES],
        OEM.LSTM_ONLY,
        { langPath, cacheMethod: 'none', gzip: true },
        // The Italian model's own configuration names a user-words file ("ita.special-words",
        // two words) that the published model does not ship: without this, every start logs
        // "failed to load ./ita.special-words" (tesseract-ocr/tessdata#18). No user words (a
        // tesseract configuration file's text: the parameter, then its empty value).
        'user_words_suffix \n',
      );
    })();
    worker.catch(() => {
      worker = null;
    });
  }
  return worker;
}

function scheduleIdleStop() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopOcr(), IDLE_MS);
  idleTimer.unref();
}

/** Ends the OCR worker (tests and shutdown); the next page makes a new one. */
export async function stopOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const current = worker;
  worker = null;
  if (current) await (await current.catch(() => null))?.terminate();
}

type PdfDocument = Parameters<typeof renderPageAsImage>[0];

/** The text of one page of an open PDF, read from its rendering; lines as tesseract found them. */
export async function recognisePdfPage(
  pdf: PdfDocument,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const run = async () => {
    signal?.throwIfAborted();
    const unpdf = await import('unpdf');
    const image = await unpdf.renderPageAsImage(pdf, pageNumber, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: RENDER_SCALE,
    });
    signal?.throwIfAborted();
    const ocr = await getWorker();
    const { data } = await ocr.recognize(Buffer.from(image));
    // Paragraphs as blank lines, so the page's blocks are grouped as a text page's are.
    return data.text.split('\n').map((line) => line.trim());
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  try {
    return await result;
  } finally {
    scheduleIdleStop();
  }
}
