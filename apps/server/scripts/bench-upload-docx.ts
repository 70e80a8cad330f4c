/**
 * Upload to indexed for a 20-page DOCX, through the real HTTP API of a listening server: the time a
 * user waits between choosing the file and seeing it indexed. For each engine (PGlite, PostgreSQL), a
 * server as main.ts builds it (the job queue at its production polling interval), the ENTERPRISE demo
 * owner, a fresh workspace, then per round: POST /workspaces/{id}/library (the upload URL), PUT the
 * bytes to it, POST .../documents/index, and POST .../checkprogress every 100 ms (as the web app polls,
 * but faster, so the poll adds little) until the document is INDEXED.
 *
 *   node --conditions=@lexio/source --import tsx apps/server/scripts/bench-upload-docx.ts
 *
 * BENCH_ENGINES (default pglite,postgres), BENCH_ROUNDS (default 3 documents per engine),
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a scratch schema, dropped after);
 * BENCH_DOCX_OUT=file.docx writes the document and stops.
 * The DOCX is a supply contract written by the `docx` package: a title, parties, 20 articles with
 * numbered clauses in varied Italian legal prose and references to laws, about 10,000 words, which
 * LibreOffice lays out on 20 A4 pages.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import { libraryProgressSchema, libraryUploadSchema, workspaceSchema } from '@lexio/api/contract';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db';
import { migrateToLatest } from '../src/db/migrations';
import { openScratchDatabase } from '../src/db/scratch';
import { seedDemoData } from '../src/db/seed';
import { createJobQueue } from '../src/lib/jobs';
import { createTokenService } from '../src/lib/tokens';
import { startTestIssuer, type TestIssuer } from '../src/test/identity';

const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// ------------------------------------------------------------ the document

const SUBJECTS = [
  'Il Fornitore',
  'Il Cliente',
  'Ciascuna delle Parti',
  'La Parte inadempiente',
  'Il Responsabile del trattamento',
  'Il Committente',
];
const DUTIES = [
  'si obbliga a consegnare i beni descritti nell’Allegato A presso la sede indicata dal Cliente',
  'deve comunicare per iscritto ogni variazione dei termini di consegna con almeno dieci giorni di preavviso',
  'garantisce che i prodotti sono conformi alle specifiche tecniche concordate e privi di vizi',
  'è tenuto a custodire con la diligenza del buon padre di famiglia la documentazione ricevuta',
  'si impegna a mantenere riservate le informazioni commerciali e tecniche apprese durante il rapporto',
  'deve adottare misure tecniche e organizzative adeguate a garantire la sicurezza dei dati personali',
  'provvede al pagamento delle fatture entro sessanta giorni dalla data di ricevimento',
  'può sospendere l’esecuzione delle prestazioni in caso di mancato pagamento di due fatture consecutive',
];
const CONDITIONS = [
  'nel rispetto dell’art. 1490 c.c. in materia di garanzia per i vizi della cosa venduta',
  'ai sensi dell’art. 28 del Regolamento (UE) 2016/679',
  'secondo quanto previsto dall’art. 1453 c.c. per la risoluzione del contratto per inadempimento',
  'fermo restando quanto disposto dal d.lgs. 231/2001 in materia di responsabilità degli enti',
  'salvo il diritto al risarcimento del maggior danno ai sensi dell’art. 1382 c.c.',
  'in conformità al d.lgs. 81/2008 sulla tutela della salute e della sicurezza nei luoghi di lavoro',
  'entro trenta giorni dalla richiesta scritta dell’altra Parte',
  'con le modalità indicate nel piano operativo approvato dalle Parti',
];
const CONSEQUENCES = [
  'In caso di ritardo si applica una penale pari allo 0,5% del corrispettivo per ogni giorno lavorativo, fino a un massimo del 10%.',
  'Le spese sostenute per la sostituzione dei beni non conformi restano a carico della Parte inadempiente.',
  'Decorso inutilmente tale termine, il contratto si intende risolto di diritto ai sensi dell’art. 1456 c.c.',
  'Le comunicazioni sono validamente effettuate a mezzo posta elettronica certificata agli indirizzi indicati in epigrafe.',
  'Resta salva la facoltà del Cliente di rivolgersi a terzi per l’esecuzione delle prestazioni non rese, a spese del Fornitore.',
  'L’obbligo sopravvive alla cessazione del contratto per un periodo di cinque anni.',
];
const TITLES = [
  'Oggetto del contratto',
  'Durata e rinnovo',
  'Modalità di consegna',
  'Collaudo e accettazione',
  'Corrispettivo e fatturazione',
  'Termini di pagamento',
  'Garanzia per i vizi',
  'Penali per ritardo',
  'Riservatezza',
  'Protezione dei dati personali',
  'Proprietà intellettuale',
  'Responsabilità e assicurazione',
  'Subappalto',
  'Sicurezza sul lavoro',
  'Modello organizzativo 231',
  'Forza maggiore',
  'Recesso',
  'Clausola risolutiva espressa',
  'Comunicazioni',
  'Legge applicabile e foro competente',
];

/** A deterministic sequence, so every run uploads the same document. */
function* numbers(seed: number) {
  for (;;) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    yield seed;
  }
}

async function contractDocx(): Promise<{ data: Buffer; words: number }> {
  const random = numbers(7);
  const pick = <T>(list: readonly T[]) => list[random.next().value! % list.length]!;
  const children: Paragraph[] = [
    new Paragraph({
      text: 'Contratto quadro di fornitura e servizi',
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
    }),
    new Paragraph({ text: 'Tra', heading: HeadingLevel.HEADING_2 }),
    new Paragraph(
      'Alfa Componenti S.p.A., con sede in Milano, via Larga 12, P. IVA 01234567890 (il “Fornitore”), e Beta Industrie S.r.l., con sede in Torino, corso Francia 8, P. IVA 09876543210 (il “Cliente”), di seguito congiuntamente le “Parti”.',
    ),
  ];
  children.push(new Paragraph({ text: 'Premesse', heading: HeadingLevel.HEADING_1 }));
  for (const letter of ['a', 'b', 'c', 'd', 'e', 'f']) {
    children.push(
      new Paragraph({
        text: `${letter}) ${pick(SUBJECTS)} ${pick(DUTIES)}, ${pick(CONDITIONS)}; ${pick(CONSEQUENCES)}`,
        alignment: AlignmentType.JUSTIFIED,
        spacing: { after: 160 },
      }),
    );
  }
  let words = 0;
  for (const [index, title] of TITLES.entries()) {
    const article = index + 1;
    children.push(
      new Paragraph({ text: `Articolo ${article} – ${title}`, heading: HeadingLevel.HEADING_1 }),
    );
    // About 500 words an article: seven clauses of three sentences.
    for (let clause = 1; clause <= 7; clause += 1) {
      const sentences = [
        `${pick(SUBJECTS)} ${pick(DUTIES)}, ${pick(CONDITIONS)}.`,
        `${pick(SUBJECTS)} ${pick(DUTIES)} ${pick(CONDITIONS)}.`,
        pick(CONSEQUENCES),
      ];
      const text = `${article}.${clause} ${sentences.join(' ')}`;
      words += text.split(/\s+/).length;
      children.push(
        new Paragraph({
          children: [new TextRun(text)],
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 160 },
        }),
      );
    }
  }
  children.push(
    new Paragraph({ text: 'Letto, confermato e sottoscritto.', spacing: { before: 400 } }),
  );
  const document = new Document({
    styles: { default: { document: { run: { font: 'Times New Roman', size: 24 } } } },
    sections: [{ children }],
  });
  return { data: await Packer.toBuffer(document), words };
}

// ------------------------------------------------------------ the run

async function openDatabase(engine: string): Promise<DatabaseHandle> {
  if (engine === 'postgres') return openScratchDatabase(DATABASE_URL, 'bench');
  if (engine === 'pglite') return createDatabase({});
  throw new Error(`unknown engine ${engine}`);
}

async function bench(engine: string, issuer: TestIssuer, docx: Buffer): Promise<number[]> {
  const database = await openDatabase(engine);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lexio-bench-upload-'));
  await migrateToLatest(database.db, database.schema);
  await seedDemoData(database.db);
  const config = loadConfig({
    LEXIO_ENV: 'test',
    COGNITO_ISSUER: issuer.issuer,
    COGNITO_CLIENT_ID: issuer.clientId,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  // As main.ts: the queue at its default polling interval, started after the app is built.
  const jobs = createJobQueue(database);
  const app = await buildApp(
    { config, db: database.db, tokens: createTokenService(config), identityAdmin: undefined, jobs },
    { logger: { level: 'error' } },
  );
  await jobs.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const token = await issuer.idToken({
    sub: 'sub-owner.enterprise',
    email: 'owner.enterprise@demo.lexio.local',
  });
  const call = async (method: string, url: string, body?: object) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };

  const times: number[] = [];
  try {
    const workspace = workspaceSchema.parse(
      await call('POST', '/organisations/me/workspaces', { name: `Bench ${engine}` }),
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      const started = performance.now();
      const { uploads } = libraryUploadSchema.parse(
        await call('POST', `/workspaces/${workspace.id}/library`, {
          files: [{ name: `contratto-${round}.docx`, contentType: DOCX_TYPE, size: docx.length }],
        }),
      );
      const target = uploads[0]!;
      const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: docx });
      if (!put.ok) throw new Error(`PUT: ${put.status} ${await put.text()}`);
      const uploaded = performance.now();
      await call('POST', `/workspaces/${workspace.id}/library/documents/index`, {
        documentIds: [target.documentId],
      });
      let passages = 0;
      for (;;) {
        const { items } = libraryProgressSchema.parse(
          await call('POST', `/workspaces/${workspace.id}/library/documents/checkprogress`, {
            documentIds: [target.documentId],
          }),
        );
        const item = items[0]!;
        if (item.status === 'FAILED' || item.status === 'CANCELLED')
          throw new Error(`indexing ${item.status}: ${JSON.stringify(item)}`);
        if (item.status === 'INDEXED') {
          passages = item.passageCount ?? 0;
          break;
        }
        if (performance.now() - started > 300_000) throw new Error('not indexed in 5 minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const done = performance.now();
      times.push((done - started) / 1000);
      console.log(
        `${engine} round ${round}: upload to indexed ${((done - started) / 1000).toFixed(2)} s (upload URL + PUT ${((uploaded - started) / 1000).toFixed(2)} s, index to INDEXED ${((done - uploaded) / 1000).toFixed(2)} s), ${passages} passages; load ${loadavg()[0]!.toFixed(2)}`,
      );
    }
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return times;
}

const { data, words } = await contractDocx();
if (process.env.BENCH_DOCX_OUT) {
  // To look at the document (or count its pages: soffice --headless --convert-to pdf).
  await writeFile(process.env.BENCH_DOCX_OUT, data);
  process.exit(0);
}
console.log(
  `20-page DOCX: ${(data.length / 1024).toFixed(1)} KB, ${words} words; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const issuer = await startTestIssuer();
try {
  for (const engine of ENGINES) {
    const times = await bench(engine, issuer, data);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${engine}: upload to indexed, ${times.length} rounds: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} s, min ${sorted[0]!.toFixed(2)} s, max ${sorted.at(-1)!.toFixed(2)} s`,
    );
  }
} finally {
  await issuer.close();
}
