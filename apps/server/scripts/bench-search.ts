/**
 * Corpus search latency over the whole corpus, on PGlite and on PostgreSQL.
 *   node --conditions=@lexio/source --import tsx apps/server/scripts/bench-search.ts
 * env BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_ROUNDS (default 5).
 * PostgreSQL runs in a throw-away schema.
 */

import type { Kysely } from 'kysely';

import { importCorpus } from '../src/corpus/importer';
import { createDatabase, type DatabaseHandle } from '../src/db';
import { migrateToLatest } from '../src/db/migrations';
import { openScratchDatabase } from '../src/db/scratch';
import { searchCorpus } from '../src/modules/laws/service';
import type { LawsTables } from '../src/modules/laws/tables';

const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const QUERIES: Array<Parameters<typeof searchCorpus>[1]> = [
  { q: 'diritto all’oblio', lang: 'it' },
  { q: 'right to erasure' },
  { q: 'data protection officer', lang: 'en' },
  { q: 'responsabilité du sous-traitant', lang: 'fr' },
  { q: 'truffa aggravata', jurisdiction: 'IT' },
  { q: 'risarcimento del danno' },
  { q: 'incident reporting', jurisdiction: 'EU' },
  { q: 'legittimità costituzionale', kind: 'ruling' },
  { q: 'contratto di locazione', documentId: 'it/rd/1942/262' },
  { q: 'high-risk AI systems', type: 'regulation' },
  { q: 'consenso del minore' },
  { q: 'preliminary ruling personal data', kind: 'ruling' },
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function bench(name: string, handle: DatabaseHandle) {
  const db: Kysely<LawsTables> = handle.db;
  await migrateToLatest(handle.db, handle.schema);
  const imp = await importCorpus(db);
  console.log(
    `${name}: import ${Math.round(imp.durationMs)} ms (${imp.skipped ? 'unchanged' : 'imported'})`,
    imp.counts,
  );
  for (const q of QUERIES) await searchCorpus(db, q); // warm-up
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUERIES) {
      const t = performance.now();
      await searchCorpus(db, q);
      times.push(performance.now() - t);
    }
  }
  console.log(
    `${name}: search over the whole corpus, ${times.length} queries: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`,
  );
}

const lite = await createDatabase({});
await bench('PGlite', lite);
await lite.close();

const pgh = await openScratchDatabase(URL, 'bench');
try {
  await bench('PostgreSQL', pgh);
} finally {
  await pgh.close();
}
