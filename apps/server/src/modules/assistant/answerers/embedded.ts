/**
 * The embedded answerer, used when no language model is configured: a grounded, extractive answer.
 * It writes nothing of its own about the law: for each retrieved provision (best first) it gives
 * the provision's name as the corpus has it and quotes its most relevant paragraph verbatim, with a
 * pinpoint citation; the only other words are a fixed sentence when nothing was found.
 */
import type { Lang, Passage, PassageParagraph, PassagePoint } from '../retrieval';
import { leadingQuote } from '../citations';
import type { AnswerInput, AnswerWriter } from './types';

const NOTHING_FOUND: Record<Lang, string> = {
  it: 'Non ho trovato nel corpus normativo disposizioni pertinenti a questa domanda.',
  en: 'I found no provisions in the legal corpus that answer this question.',
  fr: "Je n'ai trouvé dans le corpus juridique aucune disposition qui réponde à cette question.",
};

/** Escapes what markdown would read as markup, so a quote renders as the source's own words. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_[\]<>|~])/g, '\\$1')
    .replace(/^(\s*)([#>+-])/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/gm, '$1\\$2');
}

/** A paragraph's words as quoted: long paragraphs stop where a sentence ends. */
const QUOTE_CHARS = 700;
const MAX_POINTS = 10;
/** A second paragraph is quoted when it matches at least this share of the best one. */
const SECOND_PARAGRAPH_SHARE = 0.6;

function chosenParagraphs(passage: Passage): PassageParagraph[] {
  const ranked = [...passage.paragraphs].sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return [];
  const chosen = [best];
  const second = ranked[1];
  if (second && second.score > 0 && second.score >= best.score * SECOND_PARAGRAPH_SHARE) {
    chosen.push(second);
  }
  // In the order of the provision.
  return passage.paragraphs.filter((p) => chosen.includes(p));
}

function pointLines(points: PassagePoint[], depth: number): string[] {
  return points
    .slice(0, MAX_POINTS)
    .flatMap((p) => [
      `> ${'  '.repeat(depth)}- ${escapeMarkdown(`${p.label} ${leadingQuote(p.text, QUOTE_CHARS)}`.trim())}`,
      ...pointLines(p.points, depth + 1),
    ]);
}

/** A quote inside a marker cannot hold the marker's delimiters: it stops before the first one. */
function markerQuote(text: string): string {
  const stop = text.search(/[\]|]/);
  return (stop === -1 ? text : text.slice(0, stop)).trim();
}

/** The answer's markdown, citation markers included. */
export function composeExtractiveAnswer(lang: Lang, passages: Passage[]): string {
  const blocks: string[] = [];
  for (const passage of passages) {
    const paragraphs = chosenParagraphs(passage);
    if (paragraphs.length === 0) continue;
    const title = [passage.documentShortTitle, passage.label].filter(Boolean).join(', ');
    const heading = passage.heading ? ` — ${passage.heading}` : '';
    const lines = [`**${escapeMarkdown(title + heading)}**`, ''];
    for (const paragraph of paragraphs) {
      const quote = leadingQuote(paragraph.text, QUOTE_CHARS);
      const cut = quote.length < paragraph.text.replace(/\s+/g, ' ').trim().length ? ' …' : '';
      const anchor = paragraph.anchor ?? passage.article;
      const prefix = paragraph.number ? `${paragraph.number}. ` : '';
      lines.push(
        `> ${escapeMarkdown(prefix)}${escapeMarkdown(quote)}${cut} [[${passage.documentId}#${anchor}|${markerQuote(quote)}]]`,
      );
      lines.push(...pointLines(paragraph.points, 0));
      lines.push('');
    }
    blocks.push(lines.join('\n').trimEnd());
  }
  if (blocks.length === 0) return NOTHING_FOUND[lang];
  return blocks.join('\n\n');
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Splits text into chunks of a few words; a citation marker is never split. */
export function chunkText(text: string, wordsPerChunk: number): string[] {
  const tokens = text.match(/\[\[(?:[^\]]|\](?!\]))*\]\]\s*|\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) {
    chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  }
  return chunks;
}

export interface EmbeddedAnswererOptions {
  /** Pause between chunks, so the answer streams like a model's (0 in the eval). */
  chunkDelayMs: number;
  wordsPerChunk?: number;
}

export function createEmbeddedAnswerer(options: EmbeddedAnswererOptions): AnswerWriter {
  return {
    name: 'embedded-extractive',
    async *answer(input: AnswerInput) {
      const text = composeExtractiveAnswer(input.lang, input.passages);
      const chunks = chunkText(text, options.wordsPerChunk ?? 6);
      for (let i = 0; i < chunks.length; i++) {
        if (input.signal.aborted) return;
        // The first chunk goes out at once: only the ones after it are paced.
        if (i > 0 && options.chunkDelayMs > 0) await sleep(options.chunkDelayMs, input.signal);
        if (input.signal.aborted) return;
        yield chunks[i]!;
      }
    },
  };
}
