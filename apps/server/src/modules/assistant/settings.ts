/**
 * The assistant's settings, from the environment:
 *   LLM_BASE_URL, LLM_API_KEY, LLM_MODEL     an OpenAI-compatible endpoint (LLM_MODEL required with it)
 *   BEDROCK_MODEL_ID (+ AWS_REGION and the AWS credentials the SDK reads)   Amazon Bedrock
 *   neither: the embedded extractive answerer
 *   ASSISTANT_CHUNK_DELAY_MS   pause between the embedded answerer's chunks (default 25)
 *   ASSISTANT_RATE_LIMIT_MAX / ASSISTANT_RATE_LIMIT_WINDOW_MS   questions per user (default 20 / 60000)
 *   ASSISTANT_PASSAGES         provisions retrieved per question (default 5)
 *   MEDIA_BASE_PATH            prefix of the media routes (default /media)
 */
import type { LanguageModelSettings } from './answerers/language-model';

export interface AssistantSettings {
  languageModel: LanguageModelSettings;
  chunkDelayMs: number;
  rateLimit: { max: number; timeWindowMs: number };
  passages: number;
  mediaBasePath: string;
}

/** Thrown when the environment names a model half-way (a base URL without a model). */
export class AssistantSettingsError extends Error {}

const int = (raw: string | undefined, fallback: number, min: number, name: string) => {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new AssistantSettingsError(`${name}: must be an integer >= ${min}`);
  return n;
};

const blank = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);

export function loadAssistantSettings(env: NodeJS.ProcessEnv = process.env): AssistantSettings {
  const baseURL = blank(env.LLM_BASE_URL);
  const model = blank(env.LLM_MODEL);
  if (baseURL && !model) throw new AssistantSettingsError('LLM_MODEL: required with LLM_BASE_URL');
  const bedrockModel = blank(env.BEDROCK_MODEL_ID);
  const rawMedia = (env.MEDIA_BASE_PATH ?? '/media').trim();
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
    chunkDelayMs: int(env.ASSISTANT_CHUNK_DELAY_MS, 25, 0, 'ASSISTANT_CHUNK_DELAY_MS'),
    rateLimit: {
      max: int(env.ASSISTANT_RATE_LIMIT_MAX, 20, 1, 'ASSISTANT_RATE_LIMIT_MAX'),
      timeWindowMs: int(
        env.ASSISTANT_RATE_LIMIT_WINDOW_MS,
        60_000,
        1000,
        'ASSISTANT_RATE_LIMIT_WINDOW_MS',
      ),
    },
    passages: int(env.ASSISTANT_PASSAGES, 5, 1, 'ASSISTANT_PASSAGES'),
    mediaBasePath:
      rawMedia === '' || rawMedia === '/' ? '' : `/${rawMedia.replace(/^\/+|\/+$/g, '')}`,
  };
}
