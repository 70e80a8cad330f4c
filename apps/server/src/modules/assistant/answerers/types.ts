import type { Answerer } from '@lexio/api/contract';

import type { Lang, Passage } from '../retrieval';

/** What an answerer is given: the question, the retrieved provisions and the thread so far. */
export interface AnswerInput {
  question: string;
  lang: Lang;
  passages: Passage[];
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
}
