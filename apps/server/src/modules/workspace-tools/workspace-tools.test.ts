import { readFile } from 'node:fs/promises';
import path from 'node:path';

import {
  documentAnalysisSchema,
  improvePromptEventSchema,
  libraryProgressSchema,
  libraryUploadSchema,
  workspaceSchema,
} from '@lexio/api/contract';
import type { FastifyInstance } from 'fastify';
import { createParser } from 'eventsource-parser';

import type { DatabaseHandle } from '../../db';
import { seedDemoData } from '../../db/seed';
import { createJobQueue, type JobQueue } from '../../lib/jobs';
import { bearer, buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { startTestIssuer, type TestIssuer } from '../../test/identity';
import { insertTestLawDocument } from '../../test/laws';
import { startModel } from '../../test/model-server';
import { analyseExtractive, deadlineOf, sentencesOf } from './analyse';
import { templatePrompt } from './improve-prompt';

const FIXTURES = path.join(__dirname, '../library/fixtures');

describe('the extractive analysis', () => {
  it('splits sentences but not after the abbreviations of legal writing', () => {
    expect(
      sentencesOf(
        "Si applica l'art. 1495 c.c. al presente contratto. Il Fornitore risponde dei vizi.\n\nArt. 2 n. 3 resta fermo.",
      ),
    ).toEqual([
      "Si applica l'art. 1495 c.c. al presente contratto.",
      'Il Fornitore risponde dei vizi.',
      'Art. 2 n. 3 resta fermo.',
    ]);
  });

  it('takes a time limit with its word, and not a date or a duration alone', () => {
    expect(
      deadlineOf('Il Fornitore consegna i Prodotti entro 30 (trenta) giorni dall’ordine.'),
    ).toBe('entro 30 (trenta) giorni');
    expect(deadlineOf('The Processor shall notify it no later than 48 hours after.')).toBe(
      'no later than 48 hours',
    );
    expect(deadlineOf('La Partie doit répondre dans un délai de 15 (quinze) jours.')).toBe(
      'dans un délai de 15 (quinze) jours',
    );
    expect(deadlineOf('Il contratto è stipulato a Milano il 14 febbraio 2025.')).toBeNull();
    expect(deadlineOf('Il contratto ha una durata di 3 (tre) anni.')).toBeNull();
  });

  it('quotes only sentences of the document, with their passage and page', () => {
    const passages = [
      {
        position: 0,
        page: 1,
        heading: 'Art. 1 - Oggetto',
        label: 'Art. 1',
        text: 'Il Fornitore si obbliga a fornire i Prodotti al Cliente. Il Cliente paga il prezzo dei Prodotti entro 60 giorni dalla fattura.',
      },
      {
        position: 1,
        page: 2,
        heading: 'Art. 2 - Garanzia',
        label: 'Art. 2',
        text: 'Il Fornitore garantisce che i Prodotti sono conformi alle specifiche del Cliente. Resta fermo l’art. 1490 c.c. sulla garanzia dei Prodotti venduti.',
      },
    ];
    const analysis = analyseExtractive(passages, [
      {
        passage_position: 1,
        text: 'art. 1490 c.c.',
        corpus_document_id: 'it/rd/1942/262',
        article: 'art-1490',
      },
    ]);
    const all = [...analysis.summary, ...analysis.obligations, ...analysis.deadlines];
    expect(all.length).toBeGreaterThan(3);
    for (const quote of all) expect(passages[quote.position]!.text).toContain(quote.text);
    expect(analysis.obligations.map((o) => o.text)).toContain(
      'Il Fornitore si obbliga a fornire i Prodotti al Cliente.',
    );
    expect(analysis.deadlines).toEqual([
      expect.objectContaining({ figure: 'entro 60 giorni', position: 0, page: 1 }),
    ]);
    expect(analysis.references).toEqual([
      { text: 'art. 1490 c.c.', documentId: 'it/rd/1942/262', article: 'art-1490', positions: [1] },
    ]);
  });
});

describe('the prompt template', () => {
  it("keeps the team's prompt word for word and adds what the workspace holds", () => {
    const prompt = templatePrompt(
      'Answer as our in-house counsel.',
      {
        files: [{ name: 'dpa.md', language: 'en' }],
        referencedActs: [{ title: 'GDPR', articles: ['art-28', 'art-32'] }],
        pinnedActs: [],
      },
      'en',
    );
    expect(prompt.startsWith('Answer as our in-house counsel.\n')).toBe(true);
    expect(prompt).toContain("The workspace's documents: dpa.md (English).");
    expect(prompt).toContain('Acts the documents refer to: GDPR, art. 28, art. 32.');
    expect(prompt).toContain('- cite the document, clause and page each statement comes from;');
  });
});

describe.each(testDatabases)('the workspace tools on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let issuer: TestIssuer;
  let jobs: JobQueue;
  let app: FastifyInstance;
  let modelApp: FastifyInstance;
  let model: Awaited<ReturnType<typeof startModel>>;

  beforeAll(async () => {
    [database, issuer] = await Promise.all([testDatabase.open(), startTestIssuer()]);
    await seedDemoData(database.db);
    await insertTestLawDocument(database.db, {
      id: 'eu/reg/2016/679',
      title: 'Regulation (EU) 2016/679 (General Data Protection Regulation)',
      shortTitle: 'GDPR',
    });
    jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
    app = await buildTestApp(database, issuer, { jobs });
    // The same server with a language model configured: the real AI SDK against a local endpoint.
    model = await startModel((request) =>
      request.body.messages.some((m) => m.role === 'system' && m.content.includes('Summarise'))
        ? { chunks: ['A data processing ', 'agreement under GDPR art. 28.'] }
        : { chunks: ['Rispondi come ufficio legale, ', 'citando clausola e pagina.'] },
    );
    modelApp = await buildTestApp(database, issuer, {
      env: { LLM_BASE_URL: model.baseURL, LLM_MODEL: 'local' },
    });
    await jobs.start();
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop();
    await app?.close();
    await modelApp?.close();
    await model?.close();
    await Promise.all([database?.close(), issuer?.close()]);
  });

  const call = async (method: 'GET' | 'POST', url: string, local: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: bearer(
        await issuer.idToken({ sub: `sub-${local}`, email: `${local}@demo.lexio.local` }),
      ),
      ...(payload ? { payload } : {}),
    });

  /** A workspace of the owner's with the DPA uploaded and indexed. */
  async function workspaceWithDpa() {
    const workspace = workspaceSchema.parse(
      (
        await call('POST', '/organisations/me/workspaces', 'owner.professional', {
          name: 'Privacy',
        })
      ).json(),
    );
    const body = await readFile(path.join(FIXTURES, 'data-processing-agreement.md'));
    const { uploads } = libraryUploadSchema.parse(
      (
        await call('POST', `/workspaces/${workspace.id}/library`, 'owner.professional', {
          files: [{ name: 'dpa.md', contentType: 'text/markdown', size: body.length }],
        })
      ).json(),
    );
    const url = new URL(uploads[0]!.url);
    await app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: uploads[0]!.headers,
      payload: body,
    });
    const documentId = uploads[0]!.documentId;
    await call(
      'POST',
      `/workspaces/${workspace.id}/library/documents/index`,
      'owner.professional',
      {
        documentIds: [documentId],
      },
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [item] = libraryProgressSchema.parse(
        (
          await call(
            'POST',
            `/workspaces/${workspace.id}/library/documents/checkprogress`,
            'owner.professional',
            { documentIds: [documentId] },
          )
        ).json(),
      ).items;
      if (item!.status === 'INDEXED') break;
      if (Date.now() > deadline || item!.status === 'FAILED') throw new Error(item!.status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { workspaceId: workspace.id, documentId };
  }

  it('analyses an indexed document with quoted duties, deadlines and linked references', async () => {
    const { workspaceId, documentId } = await workspaceWithDpa();
    const response = await call(
      'POST',
      `/assistant/workspaces/${workspaceId}/analyse`,
      'member.professional',
      { documentId },
    );
    expect(response.statusCode, response.body).toBe(200);
    const analysis = documentAnalysisSchema.parse(response.json());
    expect(analysis).toMatchObject({ name: 'dpa.md', language: 'en', mode: 'extractive' });
    expect(analysis.summary.length).toBeGreaterThan(0);
    // Numbered clauses keep their number: the sentence is quoted as the document has it.
    expect(analysis.obligations.map((o) => o.text)).toContain(
      '2.1 The Processor shall process Personal Data only to the extent necessary to provide the Services.',
    );
    expect(analysis.deadlines.map((d) => d.figure)).toContain('within 3 (three) Business Days');
    expect(analysis.references).toContainEqual(
      expect.objectContaining({ documentId: 'eu/reg/2016/679', article: 'art-28' }),
    );

    // Another organisation's member, an unknown document: 404, never the text.
    const stranger = await call(
      'POST',
      `/assistant/workspaces/${workspaceId}/analyse`,
      'owner.enterprise',
      { documentId },
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Processor');
    const unknown = await call(
      'POST',
      `/assistant/workspaces/${workspaceId}/analyse`,
      'owner.professional',
      { documentId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await call(
      'POST',
      `/assistant/workspaces/${workspaceId}/analyse`,
      'owner.professional',
      { documentId: 'x' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('documentId');
  }, 90_000);

  it("streams an improved prompt that keeps the team's words and names the workspace's files and acts", async () => {
    const { workspaceId } = await workspaceWithDpa();
    const response = await call(
      'POST',
      `/assistant/workspaces/${workspaceId}/improvePrompt`,
      'owner.professional',
      { prompt: 'Rispondi come il nostro ufficio legale.', locale: 'it' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/event-stream/);
    const events: unknown[] = [];
    const parser = createParser({ onEvent: (e) => events.push(JSON.parse(e.data)) });
    parser.feed(response.body);
    const parsed = events.map((e) => improvePromptEventSchema.parse(e));
    const done = parsed.at(-1);
    expect(done).toMatchObject({ type: 'done', mode: 'template' });
    const prompt = done!.type === 'done' ? done!.prompt : '';
    const streamed = parsed.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(streamed).toBe(prompt);
    expect(prompt.startsWith('Rispondi come il nostro ufficio legale.\n')).toBe(true);
    expect(prompt).toContain('dpa.md (inglese)');
    expect(prompt).toContain('GDPR, art. 28');

    const stranger = await call(
      'POST',
      `/assistant/workspaces/${workspaceId}/improvePrompt`,
      'owner.enterprise',
      { locale: 'it' },
    );
    expect(stranger.statusCode).toBe(404);
  }, 90_000);

  it('uses the configured language model for the summary and the prompt, and says so', async () => {
    const { workspaceId, documentId } = await workspaceWithDpa();
    const headers = bearer(
      await issuer.idToken({
        sub: 'sub-owner.professional',
        email: 'owner.professional@demo.lexio.local',
      }),
    );
    const analysed = await modelApp.inject({
      method: 'POST',
      url: `/assistant/workspaces/${workspaceId}/analyse`,
      headers,
      payload: { documentId },
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
    const analysis = documentAnalysisSchema.parse(analysed.json());
    expect(analysis).toMatchObject({
      mode: 'model',
      summaryText: 'A data processing agreement under GDPR art. 28.',
    });
    // The lists stay the document's own sentences, and the model read the document's text.
    expect(analysis.obligations.length).toBeGreaterThan(0);
    const summaryRequest = model.requests.find((r) =>
      r.body.messages.some((m) => m.content.includes('Summarise')),
    );
    expect(JSON.stringify(summaryRequest?.body.messages)).toContain('The Processor shall process');

    const improved = await modelApp.inject({
      method: 'POST',
      url: `/assistant/workspaces/${workspaceId}/improvePrompt`,
      headers,
      payload: { prompt: 'Rispondi come ufficio legale.', locale: 'it' },
    });
    const events: unknown[] = [];
    createParser({ onEvent: (e) => events.push(JSON.parse(e.data)) }).feed(improved.body);
    expect(events.at(-1)).toEqual({
      type: 'done',
      mode: 'model',
      prompt: 'Rispondi come ufficio legale, citando clausola e pagina.',
    });
    expect(events.filter((e) => (e as { type: string }).type === 'delta')).toHaveLength(2);
  }, 90_000);
});
