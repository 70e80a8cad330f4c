/**
 * The language-model answerer through the real AI SDK, against a small OpenAI-compatible server
 * started here (never the internet): the rewrite of the question before retrieval, and answering
 * only from the passages, abstaining otherwise.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../../db';
import { seedDemoData } from '../../../db/seed';
import { bearer, buildTestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { startTestIssuer, type TestIssuer } from '../../../test/identity';
import { startModel, type ChatRequest, type Reply } from '../../../test/model-server';
import type { Passage } from '../retrieval';
import { answerText, citationsOf, importTestCorpus, parseSse } from '../testing';
import {
  createLanguageModelAnswerer,
  instructionsFor,
  parseRewrite,
  rewriteQuestion,
} from './language-model';
import { abstentionSentences } from './wording';

const system = (request: ChatRequest) =>
  request.body.messages.find((m) => m.role === 'system')?.content ?? '';
const isRewrite = (request: ChatRequest) => system(request).includes('Reply with ONLY a JSON');

const REWRITE = {
  it: "notifica di una violazione dei dati personali all'autorità di controllo: termine",
  en: 'notification of a personal data breach to the supervisory authority: time limit',
  fr: "notification à l'autorité de contrôle d'une violation de données à caractère personnel : délai",
};

const GDPR_33: Passage = {
  documentId: 'eu/reg/2016/679',
  documentShortTitle: 'GDPR',
  lang: 'it',
  article: 'art-33',
  label: 'Articolo 33',
  heading: "Notifica di una violazione dei dati personali all'autorità di controllo",
  kind: 'article',
  score: 10,
  paragraphs: [
    {
      anchor: 'art-33-par-1',
      number: '1',
      text: "In caso di violazione dei dati personali, il titolare del trattamento notifica la violazione all'autorità di controllo competente a norma dell'articolo 55 senza ingiustificato ritardo e, ove possibile, entro 72 ore dal momento in cui ne è venuto a conoscenza.",
      points: [],
      score: 8,
    },
  ],
};

describe('the language model, through the AI SDK', () => {
  let model: Awaited<ReturnType<typeof startModel>>;
  let reply: (request: ChatRequest) => Reply = () => ({ chunks: [] });

  beforeAll(async () => {
    model = await startModel((request) => reply(request));
  });
  afterAll(async () => model?.close());

  const writer = () =>
    createLanguageModelAnswerer(
      'openai-compatible',
      createOpenAICompatible({ name: 'llm', baseURL: model.baseURL }).chatModel('local'),
    );

  it('rewrites the question into the law’s terms in each language', async () => {
    reply = () => ({
      chunks: [
        'Sure: {"it": "',
        REWRITE.it,
        '", "en": "',
        REWRITE.en,
        '", "fr": "',
        REWRITE.fr,
        '"}',
      ],
    });
    const question =
      'Ho perso una chiavetta con i dati dei clienti: entro quando devo dirlo al Garante?';
    const expansions = await writer().rewriteQuestion!(
      question,
      'it',
      new AbortController().signal,
    );
    expect(expansions).toEqual(REWRITE);
    const request = model.requests.at(-1)!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(system(request)).toContain('The question is in Italian');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: question });
  });

  it('goes on without a rewrite when the model fails, answers nonsense or is too slow', async () => {
    const signal = new AbortController().signal;
    reply = () => ({ status: 503, chunks: [] });
    expect(await writer().rewriteQuestion!('Quanto?', 'it', signal)).toEqual({});
    reply = () => ({ chunks: ['I cannot help with that.'] });
    expect(await writer().rewriteQuestion!('Quanto?', 'it', signal)).toEqual({});
    expect(parseRewrite('{"it": 3, "en": "  data   breach ", "de": "x"}')).toEqual({
      en: 'data breach',
    });
    reply = () => ({ delayMs: 3000, chunks: ['{"en": "late"}'] });
    const started = Date.now();
    const slow = await rewriteQuestion(
      createOpenAICompatible({ name: 'llm', baseURL: model.baseURL }).chatModel('local'),
      'How long?',
      'en',
      signal,
      200,
    );
    expect(slow).toEqual({});
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('tells the model, in the question’s language, to answer only from the sources and abstain otherwise', async () => {
    reply = () => ({ chunks: ['Entro 72 ore.'] });
    const chunks: string[] = [];
    for await (const chunk of writer().answer({
      question: 'Entro quanto tempo va notificato un data breach?',
      lang: 'it',
      passages: [GDPR_33],
      covered: true,
      history: [],
      signal: new AbortController().signal,
    })) {
      chunks.push(chunk);
    }
    expect(chunks.join('')).toBe('Entro 72 ore.');
    const prompt = system(model.requests.at(-1)!);
    expect(prompt).toContain('Rispondi in italiano');
    expect(prompt).toContain('usando SOLO le fonti');
    expect(prompt).toContain(abstentionSentences.it);
    expect(prompt).toContain('[cite as eu/reg/2016/679#art-33-par-1]');

    expect(instructionsFor('fr', [GDPR_33])).toContain('Répondez en français');
    expect(instructionsFor('fr', [GDPR_33])).toContain(abstentionSentences.fr);
    expect(instructionsFor('en', [GDPR_33])).toContain('using ONLY the sources');
  });

  it('tells the model to abstain when retrieval says the sources do not cover the question', async () => {
    reply = () => ({ chunks: [abstentionSentences.en] });
    const chunks: string[] = [];
    for await (const chunk of writer().answer({
      question: 'How do I form an LLC in Delaware?',
      lang: 'en',
      passages: [GDPR_33],
      covered: false,
      history: [],
      signal: new AbortController().signal,
    })) {
      chunks.push(chunk);
    }
    expect(chunks.join('')).toBe(abstentionSentences.en);
    const prompt = system(model.requests.at(-1)!);
    expect(prompt).toContain('do NOT answer this question');
    expect(prompt).toContain('Do not answer it and do not cite anything');
    expect(prompt).toContain(abstentionSentences.en);
    expect(prompt).not.toContain('Open with the direct answer');
    expect(instructionsFor('it', [GDPR_33], false)).toContain('NON rispondono a questa domanda');
    expect(instructionsFor('fr', [GDPR_33], false)).toContain('ne répondent PAS à cette question');
  });
});

describe.each(testDatabases)('the assistant with a language model on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let issuer: TestIssuer;
  let model: Awaited<ReturnType<typeof startModel>>;
  let app: FastifyInstance;
  let rewrite: Partial<Record<'it' | 'en' | 'fr', string>> | null = null;
  let answer = '';

  beforeAll(async () => {
    [database, issuer] = await Promise.all([testDatabase.open(), startTestIssuer()]);
    await seedDemoData(database.db);
    await importTestCorpus(database.db);
    model = await startModel((request) =>
      isRewrite(request)
        ? { chunks: [rewrite ? JSON.stringify(rewrite) : 'no idea'] }
        : { chunks: [answer] },
    );
    app = await buildTestApp(database, issuer, {
      env: {
        LLM_BASE_URL: model.baseURL,
        LLM_MODEL: 'local',
        ASSISTANT_RATE_LIMIT_MAX: '1000',
      },
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await model?.close();
    await Promise.all([database?.close(), issuer?.close()]);
  });

  const ask = async (question: string, language: 'it' | 'en' | 'fr') => {
    const token = await issuer.idToken({
      sub: 'sub-owner.enterprise@demo.lexio.local',
      email: 'owner.enterprise@demo.lexio.local',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/assistant/threads',
      headers: bearer(token),
      payload: { question, language },
    });
    expect(response.statusCode).toBe(200);
    return parseSse(response.body).map((e) => e.event);
  };

  it('rewrites the question before retrieval, and retrieval finds what the rewrite names', async () => {
    rewrite = REWRITE;
    answer =
      'Entro 72 ore [[eu/reg/2016/679#art-33-par-1|entro 72 ore dal momento in cui ne è venuto a conoscenza]].';
    const before = model.requests.length;
    const events = await ask('Mi hanno rubato il portatile con le pratiche: cosa rischio?', 'it');
    const sent = model.requests.slice(before);
    // First the rewrite, then the answer, whose sources come from the rewritten question.
    expect(sent.map(isRewrite)).toEqual([true, false]);
    expect(system(sent[1]!)).toContain('[cite as eu/reg/2016/679#art-33-par-1]');
    expect(citationsOf(events).map((c) => [c.article, c.verified])).toEqual([['art-33', true]]);
    expect(answerText(events)).toBe('Entro 72 ore [1](#cite-1).');
  });

  it('answers from the question as asked when the rewrite says nothing usable', async () => {
    rewrite = null;
    answer = 'Risposta.';
    const before = model.requests.length;
    const events = await ask(
      "Entro quanto tempo il titolare deve notificare una violazione dei dati personali all'autorità di controllo?",
      'it',
    );
    const sent = model.requests.slice(before);
    expect(sent.map(isRewrite)).toEqual([true, false]);
    expect(system(sent[1]!)).toContain('[cite as eu/reg/2016/679#art-33-par-1]');
    expect(events.at(-1)).toMatchObject({ type: 'done', status: 'complete' });
  });

  it('has the model abstain on a question the sources do not cover', async () => {
    rewrite = { en: 'Delaware limited liability company formation, annual franchise tax' };
    answer = abstentionSentences.en;
    const before = model.requests.length;
    const events = await ask(
      'How do I form an LLC in Delaware, and how much is the yearly franchise tax?',
      'en',
    );
    const sent = model.requests.slice(before);
    expect(system(sent.at(-1)!)).toContain('The retrieved sources do NOT answer this question');
    expect(citationsOf(events)).toEqual([]);
    expect(answerText(events)).toBe(abstentionSentences.en);
  });
});
