/**
 * Workspace passage search (src/modules/library/search.ts), measured in memory:
 *   node --conditions=@lexio/source --import tsx apps/server/scripts/bench-workspace-search.ts
 * The four documents of ../shared/eval/workspace/docs (Markdown) cut into passages as the indexer
 * cuts them and stemmed by PostgreSQL's configurations (PGlite), then copied under new document
 * ids up to each size; for each size: building the index, and ranking 200 questions of 12 words
 * drawn from the passages (in their language and, at a lower weight, in the others).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'kysely';

import { createDatabase } from '../src/db';
import { detectLanguage, markdownBlocks, toPassages } from '../src/modules/library/extract';
import { type SearchLang, SEARCH_CONFIGS, WorkspaceIndex } from '../src/modules/library/search';

const here = path.dirname(fileURLToPath(import.meta.url));
const docs = path.resolve(here, '..', '..', '..', '..', 'shared', 'eval', 'workspace', 'docs');
const database = await createDatabase({});
const base: Array<{
  documentId: string;
  name: string;
  position: number;
  page: null;
  heading: string | null;
  label: string | null;
  text: string;
  language: SearchLang;
  tsv: string;
}> = [];
for (const file of readdirSync(docs).filter((f) => f.endsWith('.md'))) {
  const passages = toPassages([
    { page: null, blocks: markdownBlocks(readFileSync(path.join(docs, file), 'utf8')) },
  ]);
  const language = detectLanguage(passages.map((p) => p.text).join('\n'));
  for (const p of passages) {
    const row = await sql<{
      tsv: string;
    }>`select (setweight(to_tsvector(${SEARCH_CONFIGS[language]}::regconfig, ${`${p.label ?? ''} ${p.heading ?? ''}`}), 'A') || to_tsvector(${SEARCH_CONFIGS[language]}::regconfig, ${p.text}))::text as tsv`.execute(
      database.db,
    );
    base.push({ ...p, page: null, documentId: file, name: file, language, tsv: row.rows[0]!.tsv });
  }
}
await database.close();

const lexemesOf = (tsv: string) => [...tsv.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!);
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const questions = Array.from({ length: 200 }, () => {
  const from = base[Math.floor(random() * base.length)]!;
  const words = lexemesOf(from.tsv);
  const query = {
    it: new Map<string, number>(),
    en: new Map<string, number>(),
    fr: new Map<string, number>(),
  };
  for (let i = 0; i < 12; i++) {
    const lexeme = words[Math.floor(random() * words.length)]!;
    for (const lang of ['it', 'en', 'fr'] as const) {
      query[lang].set(lexeme, lang === from.language ? 1 : 0.5);
    }
  }
  return query;
});

console.log(
  `${base.length} passages in ${new Set(base.map((p) => p.documentId)).size} documents as the base`,
);
console.log('| passages | build (ms) | search p50 (ms) | search p95 (ms) |');
console.log('|---|---|---|---|');
for (const size of [base.length, 2_000, 10_000, 50_000]) {
  const rows = Array.from({ length: size }, (_, i) => {
    const p = base[i % base.length]!;
    return { ...p, documentId: `${p.documentId}#${Math.floor(i / base.length)}` };
  });
  let started = performance.now();
  const index = new WorkspaceIndex('bench', rows);
  const build = performance.now() - started;
  const times: number[] = [];
  for (const query of questions) {
    started = performance.now();
    index.search(query, [], 30);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
  console.log(`| ${size} | ${build.toFixed(0)} | ${at(0.5)} | ${at(0.95)} |`);
}
