import type { Answerer } from '@lexio/api/contract';

import type { Lang, Passage } from '../retrieval';

/** What an answerer is given: the question, the retrieved provisions and the thread so far. */
export interface AnswerInput {
  question: string;
  lang: Lang;
  passages: Passage[];
  /**
   * Whether retrieval judged that the passages answer the question. When false the answer says
   * plainly that the sources do not cover it and cites nothing as if it answered (related
   * provisions may follow, labelled as such). Undefined is read as true.
   */
  covered?: boolean;
  /**
   * In a workspace thread, the workspace prompt: the team's instructions, which a language model
   * follows within its own rules (the extractive answerer only quotes, so it has none to follow).
   */
  workspacePrompt?: string;
  /** Earlier turns of the thread, oldest first (markdown, citation links included). */
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  /** Aborted when the user stops the answer (not when the client merely goes away). */
  signal: AbortSignal;
}

/**
 * One way of writing an answer. It yields raw text that cites with `[[documentId#anchor|quote]]`
 * markers; the service verifies each marker before anything reaches the user.
 */
export interface AnswerWriter {
  readonly name: Answerer;
  answer(input: AnswerInput): AsyncIterable<string>;
  /**
   * A language model's optional step before retrieval: the question restated in the law's own
   * terms, in each language the corpus has (`RetrieveOptions.expansions`). Resolves to `{}` when
   * the model fails or says nothing usable; the embedded answerer has none.
   */
  rewriteQuestion?(
    question: string,
    lang: Lang,
    signal: AbortSignal,
  ): Promise<Partial<Record<Lang, string>>>;
  /**
   * A language model's free text for the workspace tools (improvePrompt, analyse): instructions
   * and content in, text out. The embedded answerer has none; the tools then use their extractive
   * forms, labelled as such.
   */
  write?(instructions: string, content: string, signal: AbortSignal): AsyncIterable<string>;
}
