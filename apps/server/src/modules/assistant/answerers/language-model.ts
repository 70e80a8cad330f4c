/**
 * Answers written by a language model through the Vercel AI SDK: any OpenAI-compatible endpoint
 * (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL) or Amazon Bedrock (BEDROCK_MODEL_ID and the usual AWS
 * environment). The model sees only the retrieved provisions and must cite them with markers the
 * server verifies; whatever it cites that is not in the corpus is dropped.
 */
import { createAmazonBedrock } from '@ai-sdk/amazon-bedrock';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText, type LanguageModel, type ModelMessage } from 'ai';

import type { Lang, Passage, PassagePoint } from '../retrieval';
import type { AnswerInput, AnswerWriter } from './types';

const LANGUAGE_NAMES: Record<Lang, string> = { it: 'Italian', en: 'English', fr: 'French' };

function pointsText(points: PassagePoint[], depth = 0): string[] {
  return points.flatMap((p) => [
    `${'  '.repeat(depth + 1)}${p.label} ${p.text}`,
    ...pointsText(p.points, depth + 1),
  ]);
}

/** The sources block: every provision with its paragraphs, each under the anchor to cite. */
export function sourcesPrompt(passages: Passage[]): string {
  return passages
    .map((p, i) => {
      const head = `Source ${i + 1}: ${p.documentShortTitle}, ${p.label}${p.heading ? ` — ${p.heading}` : ''}`;
      const paragraphs = p.paragraphs.map((para) => {
        const anchor = para.anchor ?? p.article;
        return [`[cite as ${p.documentId}#${anchor}]`, para.text, ...pointsText(para.points)].join(
          '\n',
        );
      });
      return [head, ...paragraphs].join('\n');
    })
    .join('\n\n');
}

export function instructionsFor(lang: Lang, passages: Passage[]): string {
  return [
    'You are Lexio, an assistant for legal and regulatory professionals.',
    `Answer in ${LANGUAGE_NAMES[lang]}, in concise markdown, using ONLY the sources below.`,
    'After each statement that relies on a source, cite it as [[documentId#anchor|exact words copied from that source]],',
    'for example [[eu/reg/2016/679#art-33-par-1|not later than 72 hours after having become aware of it]].',
    'Copy the quoted words exactly, in the language of the source; use the anchor given for the paragraph.',
    'Never cite anything that is not in the sources. If the sources do not answer the question, say so.',
    '',
    passages.length ? sourcesPrompt(passages) : '(no sources were found)',
  ].join('\n');
}

/** Earlier turns, without the citation links the server added. */
function historyMessages(history: AnswerInput['history']): ModelMessage[] {
  return history.slice(-6).map((m) => ({
    role: m.role,
    content: m.content.replace(/\s?\[\d+\]\(#cite-\d+\)/g, ''),
  }));
}

export function createLanguageModelAnswerer(
  name: 'openai-compatible' | 'bedrock',
  model: LanguageModel,
): AnswerWriter {
  return {
    name,
    async *answer(input: AnswerInput) {
      const result = streamText({
        model,
        instructions: instructionsFor(input.lang, input.passages),
        messages: [...historyMessages(input.history), { role: 'user', content: input.question }],
        abortSignal: input.signal,
        maxRetries: 1,
        temperature: 0,
      });
      for await (const part of result.stream) {
        if (part.type === 'text-delta') yield part.text;
        else if (part.type === 'error')
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
      }
    },
  };
}

export interface LanguageModelSettings {
  openAiCompatible?: { baseURL: string; apiKey: string | undefined; model: string };
  bedrock?: { modelId: string; region: string | undefined };
}

/** The configured model's answerer, or null when none is configured (the embedded one answers). */
export function languageModelAnswerer(settings: LanguageModelSettings): AnswerWriter | null {
  if (settings.openAiCompatible) {
    const { baseURL, apiKey, model } = settings.openAiCompatible;
    const provider = createOpenAICompatible({
      name: 'llm',
      baseURL,
      ...(apiKey ? { apiKey } : {}),
    });
    return createLanguageModelAnswerer('openai-compatible', provider.chatModel(model));
  }
  if (settings.bedrock) {
    const bedrock = createAmazonBedrock(
      settings.bedrock.region ? { region: settings.bedrock.region } : {},
    );
    return createLanguageModelAnswerer('bedrock', bedrock(settings.bedrock.modelId));
  }
  return null;
}
