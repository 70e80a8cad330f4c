/**
 * First-token latency of the assistant with the embedded answerer, 20 questions at a time:
 *   node --conditions=@lexio/source --import tsx apps/server/scripts/bench-first-token.ts
 * env BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_ROUNDS (default 10),
 * BENCH_CONCURRENCY (default 20), BENCH_ENGINES (default pglite,postgres), ASSISTANT_RANKING_THREAD (worker, the
 * default, or main: where the server ranks, assistant/ranker.ts), BENCH_SCHEMA (reuse, and keep, this
 * schema of BENCH_DATABASE_URL instead of a throw-away one), BENCH_CPU_PROFILE (write a CPU profile of the
 * server's thread over the measured rounds to this file and print its top frames by self time).
 * For each engine: a fresh database with the whole corpus, the real app listening on 127.0.0.1,
 * 20 signed-in users (who have loaded /users/me and /conversations, as the web app's shell does)
 * who each POST /assistant/threads at the same moment; the latency is from
 * sending the request to reading the first `delta` event (a new thread saved, a free-credit check,
 * retrieval and the first verified words included). Every answer is read to its end before the next
 * round, so a round competes only with itself. The clients run in a worker thread, so reading 20
 * streams does not hold up the server's event loop. Also prints where the later rounds' questions
 * spent their time in the server (the steps assistant/phases.ts publishes), as medians.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { importCorpus } from '../src/corpus/importer';
import { createDatabase, type DatabaseHandle } from '../src/db';

import { migrateToLatest } from '../src/db/migrations';
import { openScratchDatabase } from '../src/db/scratch';
import { createJobQueue } from '../src/lib/jobs';
import { type Phase, PHASES_CHANNEL, type PhaseMessage } from '../src/modules/assistant/phases';
import { createTokenService } from '../src/lib/tokens';
import { startTestIssuer, type TestIssuer } from '../src/test/identity';

const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

const here = path.dirname(fileURLToPath(import.meta.url));
const questions = (
  JSON.parse(readFileSync(path.join(here, '..', 'eval', 'dev-questions.json'), 'utf8')) as {
    questions: Array<{ lang: string; question: string }>;
  }
).questions;

/** The 20 clients: plain fetch and a text scan for the first delta event, in a worker thread. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, tokens, questions, rounds } = workerData;
async function ask(token, q) {
  const started = performance.now();
  const response = await fetch(base + '/assistant/threads', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
    body: JSON.stringify({ question: q.question, language: q.lang }),
  });
  if (response.status !== 200) throw new Error('HTTP ' + response.status + ': ' + (await response.text()));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (first === 0) {
      text += decoder.decode(value, { stream: true });
      if (text.includes('event: delta')) first = performance.now() - started;
    }
  }
  return first;
}
(async () => {
  // One question first: it loads the corpus index. Then the measured rounds, on the main thread's word.
  await ask(tokens[0], questions[0]);
  parentPort.postMessage({ warm: true });
  await new Promise((resolve) => parentPort.once('message', resolve));
  const latencies = [];
  for (let round = 0; round < rounds; round++) {
    latencies.push(...(await Promise.all(tokens.map((t, i) => ask(t, questions[(round * tokens.length + i) % questions.length])))));
  }
  parentPort.postMessage(latencies);
})().catch((error) => { throw error; });
`;

/**
 * Starts the clients; once their warm-up question has been answered, `measure` starts (the
 * profiler) and the rounds run. Resolves with every question's latency.
 */
function runClients(
  base: string,
  tokens: string[],
  measure: () => Promise<void>,
): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, {
      eval: true,
      workerData: { base, tokens, questions, rounds: ROUNDS },
    });
    worker.on('message', (message: number[] | { warm: true }) => {
      if (Array.isArray(message)) {
        resolve(message);
        void worker.terminate();
      } else {
        measure().then(() => worker.postMessage('go'), reject);
      }
    });
    worker.once('error', reject);
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function startProfile(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return session;
}

/** Saves the profile and prints the frames that took the most of the thread's own time. */
async function stopProfile(session: Session, file: string) {
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  writeFileSync(file, JSON.stringify(profile));
  const byNode = new Map<number, number>();
  profile.timeDeltas?.forEach((delta, i) => {
    const id = profile.samples?.[i];
    if (id !== undefined) byNode.set(id, (byNode.get(id) ?? 0) + delta);
  });
  const byFrame = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const us = byNode.get(node.id) ?? 0;
    total += us;
    // Lines are the transpiled file's (tsx), so only the function and its file are named.
    const { functionName, url } = node.callFrame;
    const frame = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}`;
    byFrame.set(frame, (byFrame.get(frame) ?? 0) + us);
  }
  const idle = byFrame.get('(idle) ') ?? 0;
  console.log(
    `CPU profile (${file}): ${(total / 1000).toFixed(0)} ms sampled, the server's thread busy ${((total - idle) / 1000).toFixed(0)} ms; top frames by self time:`,
  );
  for (const [frame, us] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(
      `  ${(us / 1000).toFixed(1).padStart(8)} ms ${((us / total) * 100).toFixed(1).padStart(5)}%  ${frame}`,
    );
  }
}

/**
 * The server's steps of each measured question, in the order the questions reached the service:
 * from the moment `measure` starts, so the clients' warm-up question is not among them.
 */
function recordPhases() {
  const questions = new Map<object, Partial<Record<Phase, number>>>();
  const listener = (message: unknown) => {
    const { question, phase, at } = message as PhaseMessage;
    const steps = questions.get(question) ?? {};
    steps[phase] = at;
    questions.set(question, steps);
  };
  subscribe(PHASES_CHANNEL, listener);
  return {
    stop: () => unsubscribe(PHASES_CHANNEL, listener),
    questions: () => [...questions.values()],
  };
}

/** Medians of the later rounds' steps, from the moment each question reached the service. */
function phaseSummary(steps: Array<Partial<Record<Phase, number>>>): string {
  const median = (pick: (s: Partial<Record<Phase, number>>) => number | undefined) => {
    const values = steps.map(pick).filter((v): v is number => v !== undefined && !isNaN(v));
    return values.length ? pct(values, 50).toFixed(1) : '-';
  };
  const since = (phase: Phase) => (s: Partial<Record<Phase, number>>) =>
    s[phase] !== undefined && s.started !== undefined ? s[phase]! - s.started : undefined;
  return [
    `statement returned ${median(since('saved'))} ms`,
    `ranking's turn ${median(since('ranking'))} ms`,
    `ranked ${median(since('ranked'))} ms (the ranking alone ${median((s) => (s.ranked ?? NaN) - (s.ranking ?? NaN))} ms)`,
    `first words ${median(since('first-words'))} ms`,
  ].join(', ');
}

async function openPostgres(): Promise<DatabaseHandle> {
  if (process.env.BENCH_SCHEMA)
    return createDatabase({ databaseUrl: URL, schema: process.env.BENCH_SCHEMA });
  return openScratchDatabase(URL, 'bench');
}

async function bench(engine: string, handle: DatabaseHandle, issuer: TestIssuer) {
  await migrateToLatest(handle.db, handle.schema);
  const imported = await importCorpus(handle.db);
  console.log(`${engine}: corpus imported in ${(imported.durationMs / 1000).toFixed(1)} s`);
  const config = loadConfig({
    LEXIO_ENV: 'test',
    COGNITO_ISSUER: issuer.issuer,
    COGNITO_CLIENT_ID: issuer.clientId,
    LOG_LEVEL: 'warn',
    // The embedded answerer (no model is named) at its default pace; no per-user limit.
    ASSISTANT_RATE_LIMIT_MAX: '100000',
    ...(process.env.ASSISTANT_RANKING_THREAD
      ? { ASSISTANT_RANKING_THREAD: process.env.ASSISTANT_RANKING_THREAD }
      : {}),
  });
  const app = await buildApp(
    {
      config,
      db: handle.db,
      tokens: createTokenService(config),
      identityAdmin: undefined,
      jobs: createJobQueue(handle),
    },
    { logger: { level: 'error' } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const tokens = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) =>
        issuer.idToken({ sub: `bench-${engine}-${i}`, email: `bench-${i}@example.com` }),
      ),
    );
    // Each user exists before the clock starts, and has loaded what the web app's shell loads on
    // every page (the user, the recent conversations), as a user who types a question has.
    for (const token of tokens) {
      const headers = { authorization: `Bearer ${token}` };
      await fetch(`${base}/users/me`, { headers });
      await fetch(`${base}/conversations?limit=5&offset=0`, { headers });
    }
    let profiler: Session | undefined;
    let phases: ReturnType<typeof recordPhases> | undefined;
    const latencies = await runClients(base, tokens, async () => {
      phases = recordPhases();
      if (process.env.BENCH_CPU_PROFILE) profiler = await startProfile();
    });
    phases?.stop();
    if (profiler) await stopProfile(profiler, process.env.BENCH_CPU_PROFILE!);
    // The first round asks each question for the first time (its words not yet stemmed).
    const first = latencies.slice(0, CONCURRENCY);
    const later = latencies.slice(CONCURRENCY);
    if (later.length > 0)
      console.log(
        `${engine}: first round p50 ${pct(first, 50).toFixed(1)} ms (max ${Math.max(...first).toFixed(1)} ms), later rounds p50 ${pct(later, 50).toFixed(1)} ms, p99 ${pct(later, 99).toFixed(1)} ms`,
      );
    const steps = phases?.questions().slice(CONCURRENCY) ?? [];
    if (steps.length > 0)
      console.log(
        `${engine}: in the server, later rounds (medians from the question reaching the service): ${phaseSummary(steps)}`,
      );
    console.log(
      `${engine}: first token, ${CONCURRENCY} concurrent questions x ${ROUNDS} rounds: p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms (max ${Math.max(...latencies).toFixed(1)} ms)`,
    );
  } finally {
    await app.close();
  }
}

// The project's Node (24) and the machine's (20, on these machines) differ by a quarter here.
console.log(
  `Node ${process.version}, ranking thread: ${process.env.ASSISTANT_RANKING_THREAD ?? 'worker'}`,
);
const issuer = await startTestIssuer();
try {
  for (const engine of ENGINES) {
    const handle = engine === 'postgres' ? await openPostgres() : await createDatabase({});
    try {
      await bench(engine, handle, issuer);
    } finally {
      await handle.close();
    }
  }
} finally {
  await issuer.close();
}
