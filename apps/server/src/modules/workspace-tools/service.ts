/**
 * The workspace's assistant tools (spec §7, chat host): `analyse` a library document and
 * `improvePrompt`. With a language model configured they use it; without one they are the honest
 * extractive forms of analyse.ts and improve-prompt.ts, and say so (`mode`).
 */
import type { DocumentAnalysis, ImprovePromptBody } from '@lexio/api/contract';

import type { Db } from '../../db';
import type { Principal } from '../../lib/auth';
import { conflict } from '../../lib/errors';
import type { AnswerWriter } from '../assistant/answerers/types';
import * as library from '../library/service';
import type { LibraryContext } from '../library/service';
import * as workspaces from '../workspaces/service';
import { analyseExtractive } from './analyse';
import { modelInstructions, templatePrompt, type PromptFacts } from './improve-prompt';
import * as repo from './repo';

export interface ToolsContext extends LibraryContext {
  /** The configured language model's writer, or null (the extractive forms). */
  model: Pick<AnswerWriter, 'write'> | null;
}

/** The passages a model's summary reads: enough for a contract, bounded for the model's context. */
const MODEL_PASSAGES_CHARS = 24_000;
const ALL_PASSAGES = { limit: 10_000, offset: 0 };

export async function analyse(
  ctx: ToolsContext,
  principal: Principal,
  workspaceId: string,
  documentId: string,
  signal: AbortSignal,
): Promise<DocumentAnalysis> {
  const document = await library.getDocument(ctx, principal, workspaceId, documentId);
  if (document.status !== 'INDEXED') {
    throw conflict(
      'The document is not indexed yet: analyse it once its indexing has finished',
      'NOT_INDEXED',
    );
  }
  const { items } = await library.documentPassages(
    ctx,
    principal,
    workspaceId,
    documentId,
    ALL_PASSAGES,
  );
  const references = items.flatMap((p) =>
    p.references.map((r) => ({
      passage_position: p.position,
      text: r.text,
      corpus_document_id: r.documentId,
      article: r.article,
    })),
  );
  const analysis = analyseExtractive(items, references);
  let summaryText: string | null = null;
  if (ctx.model?.write) {
    let content = '';
    for (const p of items) {
      const block = `${p.label ?? ''} ${p.heading ?? ''}\n${p.text}`.trim();
      if (content.length + block.length > MODEL_PASSAGES_CHARS) break;
      content += `${block}\n\n`;
    }
    const language = document.language ?? 'it';
    const instructions = `Summarise this document for a lawyer in ${{ it: 'Italian', en: 'English', fr: 'French' }[language]}, in at most 120 words of plain text: what it is, between whom, its object, its key duties and time limits. Use only the text given; invent nothing.`;
    let text = '';
    for await (const chunk of ctx.model.write(instructions, content, signal)) text += chunk;
    summaryText = text.trim() || null;
  }
  return {
    documentId: document.id,
    name: document.name,
    language: document.language ?? null,
    mode: summaryText ? 'model' : 'extractive',
    summaryText,
    ...analysis,
  };
}

async function promptFacts(
  db: Db,
  principal: Principal,
  workspaceId: string,
): Promise<PromptFacts> {
  const [files, referencedActs, pinnedActs] = await Promise.all([
    repo.indexedFiles(db, principal.organisationId, workspaceId),
    repo.referencedActs(db, principal.organisationId, workspaceId),
    repo.pinnedActs(db, principal.organisationId, workspaceId),
  ]);
  return { files, referencedActs, pinnedActs };
}

/** The improved prompt as it is written: text chunks, then the whole and how it was made. */
export async function* improvePrompt(
  ctx: ToolsContext,
  principal: Principal,
  workspaceId: string,
  body: ImprovePromptBody,
  signal: AbortSignal,
): AsyncGenerator<
  { type: 'delta'; text: string } | { type: 'done'; mode: 'template' | 'model'; prompt: string }
> {
  const { row } = await workspaces.resolveWorkspace(ctx.db, principal, workspaceId);
  const current = body.prompt ?? row.prompt;
  const facts = await promptFacts(ctx.db, principal, row.id);
  if (ctx.model?.write) {
    let prompt = '';
    for await (const text of ctx.model.write(
      modelInstructions(facts, body.locale),
      current.trim() || '(empty)',
      signal,
    )) {
      prompt += text;
      yield { type: 'delta', text };
    }
    yield { type: 'done', mode: 'model', prompt: prompt.trim() };
    return;
  }
  const prompt = templatePrompt(current, facts, body.locale);
  // Streamed line by line like a model's text, so the client has one way to read it.
  for (const line of prompt.split(/(?<=\n)/)) yield { type: 'delta', text: line };
  yield { type: 'done', mode: 'template', prompt };
}
