/** Test helpers of the assistant: a small corpus and an SSE reader. */
import type { AssistantStreamEvent } from '@lexio/api/contract';
import { assistantStreamEventSchema } from '@lexio/api/contract';
import type { Kysely } from 'kysely';

import { importCorpus } from '../../corpus/importer';
import type { LawsTables } from '../laws/tables';

/** The acts the assistant tests ask about; the whole corpus takes ten times longer to import. */
export const TEST_CORPUS = new Set([
  'eu/reg/2016/679',
  'it/costituzione',
  'it/rd/1930/1398',
  'it/dlgs/2001/231',
]);

export async function importTestCorpus(db: Kysely<LawsTables>): Promise<void> {
  await importCorpus(db, { filter: (d) => TEST_CORPUS.has(d.id) });
}

export interface ParsedEvent {
  id: number;
  event: AssistantStreamEvent;
}

/** Parses a complete text/event-stream body (each event validated against the contract). */
export function parseSse(body: string): ParsedEvent[] {
  return body
    .split(/\n\n+/)
    .filter((block) => block.split('\n').some((line) => line.startsWith('data:')))
    .map((block) => {
      const lines = block.split('\n');
      const id = Number(
        lines
          .find((l) => l.startsWith('id:'))
          ?.slice(3)
          .trim() ?? '0',
      );
      const name = lines
        .find((l) => l.startsWith('event:'))
        ?.slice(6)
        .trim();
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      const event = assistantStreamEventSchema.parse(JSON.parse(data));
      if (name !== event.type) throw new Error(`event ${name} carries a ${event.type}`);
      return { id, event };
    });
}

/** Reads an SSE response event by event; stops when `until` returns true (then aborts). */
export async function readEvents(
  response: Response,
  until: (event: AssistantStreamEvent, all: AssistantStreamEvent[]) => boolean = () => false,
): Promise<AssistantStreamEvent[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: AssistantStreamEvent[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end + 2);
      buffer = buffer.slice(end + 2);
      for (const parsed of parseSse(block)) {
        events.push(parsed.event);
        if (until(parsed.event, events)) {
          await reader.cancel();
          return events;
        }
      }
      end = buffer.indexOf('\n\n');
    }
  }
  return events;
}

/** The answer's markdown: the deltas joined. */
export const answerText = (events: AssistantStreamEvent[]) =>
  events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');

export const citationsOf = (events: AssistantStreamEvent[]) =>
  events.flatMap((e) => (e.type === 'citation' ? [e] : []));
