/**
 * Answer quality of the assistant with the embedded answerer, through the API:
 *   npm run eval:answers            (root)  [-- path/to/questions.json]
 * The questions: the shared dev set (../shared/eval/dev-questions.json beside the repository) when
 * it is there, else the copy committed in apps/server/eval/; the script says which it read.
 * Starts the real app in-process over a fresh database with the whole legal corpus (PGlite in
 * memory, or a throw-away schema of EVAL_DATABASE_URL), asks every question as a signed-in user and
 * prints recall@5 (a question counts when one of its accepted articles is among the first five
 * verified citations of the answer) and the share of citations verified. Exits 1 below the targets
 * (recall@5 >= 0.9, 100% verified).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AssistantStreamEvent } from '@lexio/api/contract';
import type { Kysely } from 'kysely';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { importCorpus } from '../src/corpus/importer';
import { createDatabase, type DatabaseHandle } from '../src/db';

import { migrateToLatest } from '../src/db/migrations';
import { openScratchDatabase } from '../src/db/scratch';
import { parseSse } from '../src/modules/assistant/testing';
import type { LawsTables } from '../src/modules/laws/tables';
import { createTokenService } from '../src/lib/tokens';
import { startTestIssuer } from '../src/test/identity';

interface Question {
  id: string;
  lang: 'it' | 'en' | 'fr';
  question: string;
  accept: Array<{ doc: string; article: string }>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '..', '..', '..');
const sharedSet = path.resolve(repositoryRoot, '..', 'shared', 'eval', 'dev-questions.json');
const committedCopy = path.join(here, '..', 'eval', 'dev-questions.json');
const file = path.resolve(process.argv[2] ?? (existsSync(sharedSet) ? sharedSet : committedCopy));
const questions = (JSON.parse(readFileSync(file, 'utf8')) as { questions: Question[] }).questions;
const fileLabel = process.argv[2]
  ? 'as named on the command line'
  : file === sharedSet
    ? 'the shared dev set'
    : 'the committed copy; ../shared/eval is not beside the repository';
console.log(`questions: ${path.relative(process.cwd(), file) || file} (${fileLabel})`);

async function openDatabase(): Promise<DatabaseHandle & { label: string }> {
  const url = process.env.EVAL_DATABASE_URL;
  if (!url) return { ...(await createDatabase({})), label: 'PGlite (in memory)' };
  const handle = await openScratchDatabase(url, 'eval');
  return { ...handle, label: `PostgreSQL (schema ${handle.schema})` };
}

const database = await openDatabase();
const issuer = await startTestIssuer();
try {
  await migrateToLatest(database.db, database.schema);
  const imported = await importCorpus(database.db as unknown as Kysely<LawsTables>);
  console.log(
    `${database.label}: corpus imported in ${(imported.durationMs / 1000).toFixed(1)} s`,
    imported.counts,
  );
  const config = loadConfig({
    LEXIO_ENV: 'test',
    COGNITO_ISSUER: issuer.issuer,
    COGNITO_CLIENT_ID: issuer.clientId,
    LOG_LEVEL: 'warn',
    // The embedded answerer (no model is named), unpaced, with no limit on how fast the one
    // eval user asks.
    ASSISTANT_CHUNK_DELAY_MS: '0',
    ASSISTANT_RATE_LIMIT_MAX: '100000',
  });
  const app = await buildApp(
    { config, db: database.db, tokens: createTokenService(config), identityAdmin: undefined },
    { logger: false },
  );
  await app.ready();
  const token = await issuer.idToken({
    sub: 'eval-user',
    email: 'eval@example.com',
    given_name: 'Eval',
    family_name: 'User',
  });

  let hits = 0;
  let citations = 0;
  let verified = 0;
  const started = performance.now();
  for (const q of questions) {
    const response = await app.inject({
      method: 'POST',
      url: '/assistant/threads',
      headers: { authorization: `Bearer ${token}` },
      payload: { question: q.question, language: q.lang },
    });
    if (response.statusCode !== 200)
      throw new Error(`${q.id}: HTTP ${response.statusCode} ${response.body}`);
    const events: AssistantStreamEvent[] = parseSse(response.body).map((e) => e.event);
    const cited = events.flatMap((e) => (e.type === 'citation' ? [e] : []));
    citations += cited.length;
    verified += cited.filter((c) => c.verified).length;
    const top5 = cited.filter((c) => c.verified).slice(0, 5);
    const hit = top5.some((c) =>
      q.accept.some((a) => a.doc === c.documentId && c.article === `art-${a.article}`),
    );
    if (hit) hits += 1;
    const expected = q.accept.map((a) => `${a.doc} art. ${a.article}`).join(' | ');
    console.log(
      `${hit ? 'hit ' : 'MISS'} ${q.id} [${q.lang}] expected ${expected}; cited ${top5.map((c) => `${c.documentId}#${c.paragraph ?? c.article}`).join(', ')}`,
    );
  }
  const recall = hits / questions.length;
  const share = citations ? verified / citations : 1;
  console.log(
    `\n${questions.length} questions in ${((performance.now() - started) / 1000).toFixed(1)} s, answerer embedded-extractive\n` +
      `recall@5 ${recall.toFixed(2)} (${hits}/${questions.length}); citations verified ${(share * 100).toFixed(1)}% (${verified}/${citations})`,
  );
  await app.close();
  process.exitCode = recall >= 0.9 && share === 1 ? 0 : 1;
} finally {
  await issuer.close();
  await database.close();
}
