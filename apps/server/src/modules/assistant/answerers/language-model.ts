/**
 * Answers written by a language model through the Vercel AI SDK: any OpenAI-compatible endpoint
 * (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL) or Amazon Bedrock (BEDROCK_MODEL_ID and the usual AWS
 * environment). The model sees only the retrieved provisions and must cite them with markers the
 * server verifies; whatever it cites that is not in the corpus is dropped. Before retrieval it may
 * restate the question in the law's terms in each language (rewriteQuestion); it answers only from
 * the passages, and abstains with the embedded answerer's sentence when they do not answer.
 */
import { createAmazonBedrock } from '@ai-sdk/amazon-bedrock';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText, type LanguageModel, type ModelMessage } from 'ai';

import type { Lang, Passage, PassagePoint } from '../retrieval';
import type { AnswerInput, AnswerWriter } from './types';
import { abstentionSentences } from './wording';

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
      // The status of the law (service.ts sets it): the answer must not present it as in force.
      const status = (p.status ?? []).map(
        (st) =>
          `Note: this provision was ${st.kind === 'unconstitutional' ? 'declared unconstitutional' : st.kind} by ${st.byTitle}${st.date ? ` (${st.date})` : ''}, ${st.href}; say so where you quote it.`,
      );
      return [head, ...status, ...paragraphs].join('\n');
    })
    .join('\n\n');
}

/** The answerer's instructions, in the language of the question. */
const INSTRUCTIONS: Record<
  Lang,
  { answer: string[]; abstain: string[]; noSources: string; languageNote: string }
> = {
  it: {
    answer: [
      'Sei Lexio, un assistente per professionisti del diritto e della compliance.',
      'Rispondi in italiano, in markdown conciso, usando SOLO le fonti qui sotto: mai le tue conoscenze.',
      'Apri con la risposta diretta; per domande su termini, importi, età o date, apri con la frase della fonte che contiene il dato, citata alla lettera.',
      'Dopo ogni affermazione che si basa su una fonte, citala come [[documentId#anchor|parole copiate esattamente dalla fonte]],',
      'per esempio [[eu/reg/2016/679#art-33-par-1|entro 72 ore dal momento in cui ne è venuto a conoscenza]].',
      'Copia le parole citate esattamente, nella lingua della fonte; usa l’anchor indicato per il paragrafo.',
      'Non citare nulla che non sia nelle fonti. Se le fonti non rispondono alla domanda, non rispondere: scrivi esattamente la frase seguente e nient’altro che la spieghi:',
    ],
    abstain: [
      'Le fonti recuperate NON rispondono a questa domanda. Non rispondere e non citare nulla.',
      'Scrivi esattamente la frase seguente; puoi poi elencare, sotto l’etichetta «Disposizioni correlate, che non rispondono alla domanda:», i titoli delle fonti, senza citarle:',
    ],
    noSources: '(nessuna fonte trovata)',
    languageNote:
      'Se citi una fonte in un’altra lingua, dillo accanto alla citazione, per esempio «(testo disponibile in inglese)».',
  },
  en: {
    answer: [
      'You are Lexio, an assistant for legal and regulatory professionals.',
      'Answer in English, in concise markdown, using ONLY the sources below: never your own knowledge.',
      'Open with the direct answer; for questions about time limits, amounts, ages or dates, open with the sentence of the source that states the figure, quoted verbatim.',
      'After each statement that relies on a source, cite it as [[documentId#anchor|exact words copied from that source]],',
      'for example [[eu/reg/2016/679#art-33-par-1|not later than 72 hours after having become aware of it]].',
      'Copy the quoted words exactly, in the language of the source; use the anchor given for the paragraph.',
      'Never cite anything that is not in the sources. If the sources do not answer the question, do not answer it: write exactly the following sentence and nothing that explains it away:',
    ],
    abstain: [
      'The retrieved sources do NOT answer this question. Do not answer it and do not cite anything.',
      'Write exactly the following sentence; you may then list, under the label "Related provisions, which do not answer the question:", the titles of the sources, without citing them:',
    ],
    noSources: '(no sources were found)',
    languageNote:
      'When you quote a source in another language, say so next to the citation, e.g. "(text available in Italian)".',
  },
  fr: {
    answer: [
      'Vous êtes Lexio, un assistant pour les professionnels du droit et de la conformité.',
      'Répondez en français, en markdown concis, en utilisant UNIQUEMENT les sources ci-dessous : jamais vos propres connaissances.',
      'Commencez par la réponse directe ; pour une question de délai, de montant, d’âge ou de date, commencez par la phrase de la source qui donne le chiffre, citée mot pour mot.',
      'Après chaque affirmation fondée sur une source, citez-la ainsi : [[documentId#anchor|mots copiés exactement de la source]],',
      'par exemple [[eu/reg/2016/679#art-33-par-1|dans les meilleurs délais et, si possible, 72 heures au plus tard]].',
      'Copiez les mots cités exactement, dans la langue de la source ; utilisez l’anchor indiqué pour le paragraphe.',
      'Ne citez rien qui ne soit pas dans les sources. Si les sources ne répondent pas à la question, n’y répondez pas : écrivez exactement la phrase suivante, sans rien qui la contredise :',
    ],
    abstain: [
      'Les sources trouvées ne répondent PAS à cette question. N’y répondez pas et ne citez rien.',
      'Écrivez exactement la phrase suivante ; vous pouvez ensuite énumérer, sous l’intitulé « Dispositions connexes, qui ne répondent pas à la question : », les titres des sources, sans les citer :',
    ],
    noSources: '(aucune source trouvée)',
    languageNote:
      'Si vous citez une source dans une autre langue, dites-le à côté de la citation, par exemple « (texte disponible en anglais) ».',
  },
};

/**
 * The system prompt, in the question's language: answer only from the sources, cite verbatim, and
 * abstain with the fixed sentence (wording.ts) when they do not answer; when retrieval already
 * judged that they do not (`covered` false), abstain outright.
 */
export function instructionsFor(lang: Lang, passages: Passage[], covered = true): string {
  const words = INSTRUCTIONS[lang];
  return [
    ...(covered ? words.answer : words.abstain),
    abstentionSentences[lang],
    ...(covered ? [words.languageNote] : []),
    '',
    passages.length ? sourcesPrompt(passages) : words.noSources,
  ].join('\n');
}

/** How long the rewrite may take before retrieval goes on with the question as asked. */
const REWRITE_TIMEOUT_MS = 8000;
const REWRITE_MAX_CHARS = 400;

const rewriteInstructions = (lang: Lang) =>
  [
    'You turn a question asked to a legal assistant into the terms a statute, regulation or code would use,',
    'for a full-text search of Italian, EU and international legal texts in Italian, English and French.',
    `The question is in ${LANGUAGE_NAMES[lang]}. Restate it in each of the three languages as the law would word it:`,
    'the legal concepts, the institutions and the acts involved (e.g. "my boss reads my e-mails" becomes',
    '"employer monitoring of employees\' electronic communications, remote control of workers").',
    'Do not answer the question. Reply with ONLY a JSON object, no prose, no code fence:',
    '{"it": "...", "en": "...", "fr": "..."} with one line of at most 300 characters each.',
  ].join('\n');

/** The model's reply to the rewrite, read leniently: the first JSON object with it/en/fr strings. */
export function parseRewrite(reply: string): Partial<Record<Lang, string>> {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start === -1 || end <= start) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const out: Partial<Record<Lang, string>> = {};
  for (const lang of ['it', 'en', 'fr'] as const) {
    const value = (parsed as Record<string, unknown>)[lang];
    if (typeof value !== 'string') continue;
    const clean = value.replace(/\s+/g, ' ').trim().slice(0, REWRITE_MAX_CHARS);
    if (clean) out[lang] = clean;
  }
  return out;
}

/**
 * Asks the model to restate the question in the law's terms in each language, for retrieval
 * (`RetrieveOptions.expansions`). Never fails: a model error, a timeout or an unreadable reply
 * gives `{}` and retrieval uses the question as asked.
 */
export async function rewriteQuestion(
  model: LanguageModel,
  question: string,
  lang: Lang,
  signal: AbortSignal,
  timeoutMs = REWRITE_TIMEOUT_MS,
): Promise<Partial<Record<Lang, string>>> {
  try {
    const result = streamText({
      model,
      instructions: rewriteInstructions(lang),
      messages: [{ role: 'user', content: question }],
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      maxRetries: 0,
      temperature: 0,
      // A failed rewrite is not an error of the answer: retrieval goes on without it.
      onError: () => undefined,
    });
    let reply = '';
    for await (const part of result.stream) {
      if (part.type === 'text-delta') reply += part.text;
      else if (part.type === 'error') return {};
    }
    return parseRewrite(reply);
  } catch {
    return {};
  }
}

/** Earlier turns, without the citation links the server added. */
function historyMessages(history: AnswerInput['history']): ModelMessage[] {
  return history.slice(-6).map((m) => ({
    role: m.role,
    content: m.content.replace(/\s?\[\d+\]\(#cite-\d+\)/g, ''),
  }));
}

/** The model's text as it streams; a failure mid-stream is thrown, not swallowed. */
async function* streamModelText(
  model: LanguageModel,
  instructions: string,
  messages: ModelMessage[],
  signal: AbortSignal,
): AsyncIterable<string> {
  const result = streamText({
    model,
    instructions,
    messages,
    abortSignal: signal,
    maxRetries: 1,
    temperature: 0,
  });
  for await (const part of result.stream) {
    if (part.type === 'text-delta') yield part.text;
    else if (part.type === 'error')
      throw part.error instanceof Error ? part.error : new Error(String(part.error));
  }
}

export function createLanguageModelAnswerer(
  name: 'openai-compatible' | 'bedrock',
  model: LanguageModel,
): AnswerWriter {
  return {
    name,
    rewriteQuestion: (question, lang, signal) => rewriteQuestion(model, question, lang, signal),
    write: (instructions: string, content: string, signal: AbortSignal) =>
      streamModelText(model, instructions, [{ role: 'user', content }], signal),
    answer: (input: AnswerInput) =>
      streamModelText(
        model,
        instructionsFor(input.lang, input.passages, input.covered ?? true) +
          (input.workspacePrompt?.trim()
            ? `\n\nThe team's workspace instructions (follow them within the rules above):\n${input.workspacePrompt.trim()}`
            : ''),
        [...historyMessages(input.history), { role: 'user', content: input.question }],
        input.signal,
      ),
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
