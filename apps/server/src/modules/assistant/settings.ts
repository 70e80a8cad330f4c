/**
 * The assistant's settings, from the environment (read and checked by loadConfig at start):
 *   LLM_BASE_URL, LLM_API_KEY, LLM_MODEL     an OpenAI-compatible endpoint (LLM_MODEL required with it)
 *   BEDROCK_MODEL_ID (+ AWS_REGION and the AWS credentials the SDK reads)   Amazon Bedrock
 *   neither: the embedded extractive answerer
 *   ASSISTANT_CHUNK_DELAY_MS   pause between the embedded answerer's chunks (default 25)
 *   ASSISTANT_RATE_LIMIT_MAX / ASSISTANT_RATE_LIMIT_WINDOW_MS   questions per user (default 20 / 60000)
 *   ASSISTANT_PASSAGES         provisions retrieved per question (default 5)
 *   ASSISTANT_RANKING_THREAD   where questions are ranked: worker (default, ranker.ts) or main
 *   MEDIA_BASE_PATH            prefix of the media routes (default /media)
 */
import { normalizePrefix } from '../../lib/prefix';
import type { LanguageModelSettings } from './answerers/language-model';

export interface AssistantSettings {
  languageModel: LanguageModelSettings;
  chunkDelayMs: number;
  rateLimit: { max: number; timeWindowMs: number };
  passages: number;
  /** Where questions are ranked: a worker thread of their own, or the server's thread. */
  rankingThread: 'worker' | 'main';
  mediaBasePath: string;
}

const blank = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);

/**
 * Reads the assistant's settings; every bad variable is added to `problems` as
 * `NAME: reason` (loadConfig reports them all at start) and its default is used meanwhile.
 */
export function readAssistantSettings(
  env: Record<string, string | undefined>,
  problems: string[],
): AssistantSettings {
  const int = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (Number.isInteger(n) && n >= min) return n;
    problems.push(`${name}: must be an integer >= ${min}`);
    return fallback;
  };
  const baseURL = blank(env.LLM_BASE_URL);
  const model = blank(env.LLM_MODEL);
  if (baseURL && !model) problems.push('LLM_MODEL: required with LLM_BASE_URL');
  if (baseURL && !URL.canParse(baseURL)) problems.push('LLM_BASE_URL: must be a URL');
  const bedrockModel = blank(env.BEDROCK_MODEL_ID);
  return {
    languageModel: {
      ...(baseURL && model
        ? { openAiCompatible: { baseURL, apiKey: blank(env.LLM_API_KEY), model } }
        : {}),
      ...(bedrockModel
        ? {
            bedrock: {
              modelId: bedrockModel,
              region: blank(env.AWS_REGION) ?? blank(env.AWS_DEFAULT_REGION),
            },
          }
        : {}),
    },
    chunkDelayMs: int('ASSISTANT_CHUNK_DELAY_MS', 25, 0),
    rateLimit: {
      max: int('ASSISTANT_RATE_LIMIT_MAX', 20, 1),
      timeWindowMs: int('ASSISTANT_RATE_LIMIT_WINDOW_MS', 60_000, 1000),
    },
    passages: int('ASSISTANT_PASSAGES', 5, 1),
    rankingThread: rankingThread(env.ASSISTANT_RANKING_THREAD, problems),
    mediaBasePath: normalizePrefix(env.MEDIA_BASE_PATH ?? '/media'),
  };
}

function rankingThread(raw: string | undefined, problems: string[]): 'worker' | 'main' {
  const value = blank(raw) ?? 'worker';
  if (value === 'worker' || value === 'main') return value;
  problems.push('ASSISTANT_RANKING_THREAD: must be worker or main');
  return 'worker';
}
