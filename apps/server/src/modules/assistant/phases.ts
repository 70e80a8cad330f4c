/**
 * Where a question's time goes on its way to the first words: each step of an answer publishes on
 * a diagnostics channel, which costs nothing while nobody subscribes. The first-token benchmark
 * (scripts/bench-first-token.ts) subscribes and prints the steps' medians.
 */
import { channel } from 'node:diagnostics_channel';

export const PHASES_CHANNEL = 'lexio:assistant:phase';

/**
 * `started`: the question reached the service (authenticated, validated); `saved`: its statement
 * (credit, thread, messages) returned; `ranking` / `ranked`: its ranking's turn began / ended;
 * `first-words`: the first words of the answer were handed to the stream.
 */
export type Phase = 'started' | 'saved' | 'ranking' | 'ranked' | 'first-words';

export interface PhaseMessage {
  /** The same object for every step of one question. */
  question: object;
  phase: Phase;
  /** `performance.now()` when the step was reached. */
  at: number;
}

const phases = channel(PHASES_CHANNEL);

/** Marks a step of one question, now or at `at` (`performance.now()` time, another thread's step). */
export type PhaseTrace = (phase: Phase, at?: number) => void;

/** A new question's trace, or undefined when nobody listens (the steps then cost nothing). */
export function tracePhases(): PhaseTrace | undefined {
  if (!phases.hasSubscribers) return undefined;
  const question = {};
  return (phase, at) =>
    phases.publish({ question, phase, at: at ?? performance.now() } as PhaseMessage);
}
