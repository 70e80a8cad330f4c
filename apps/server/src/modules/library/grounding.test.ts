/**
 * The assistant in a workspace thread, on both databases: it retrieves the workspace's indexed
 * passages, cites them verified against the stored text (document, page, passage), adds the corpus
 * articles they refer to, says when the documents do not answer, and never retrieves or cites
 * another organisation's documents.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  type AssistantStreamEvent,
  threadDetailsSchema,
  workspaceSchema,
} from '@lexio/api/contract';
import type { FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '../../db';
import { seedDemoData } from '../../db/seed';
import { createJobQueue, type JobQueue } from '../../lib/jobs';
import type { OrganisationId } from '../../lib/tenancy';
import { bearer, buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { startTestIssuer, type TestIssuer } from '../../test/identity';
import { uploadIndexed } from '../../test/library';
import { importTestCorpus, parseSse } from '../assistant/testing';
import { verifyLibraryClaim, workspaceAbstention } from './grounding';
import { WorkspaceIndex } from './search';

/** A services agreement of organisation A: a numbered clause, a figure and a corpus reference. */
const AGREEMENT_A = `# Accordo quadro di servizi informatici

## Articolo 1 – Oggetto

1.1 Il Fornitore presta all'Acquirente i servizi di manutenzione descritti nell'Allegato A.

## Articolo 7 – Penali per ritardo

7.1 Per ogni giorno lavorativo di ritardo nel ripristino del servizio il Fornitore corrisponde all'Acquirente una penale pari allo 0,3% del canone mensile.

7.2 L'importo complessivo delle penali non può superare il 15% del canone annuo.

## Articolo 12 – Modello organizzativo

12.1 Il Fornitore dichiara di aver adottato un modello di organizzazione e gestione ai sensi dell'art. 6 del d.lgs. 231/2001 e di vigilare sul suo rispetto.
`;

/** Organisation B's document on the same subject, with its own figure. */
const AGREEMENT_B = `# Contratto di assistenza tecnica

## Articolo 4 – Penali per ritardo

4.1 Per ogni giorno lavorativo di ritardo nel ripristino del servizio l'Assistente corrisponde al Cliente una penale pari al 2% del canone mensile, senza limite massimo.
`;

/**
 * A processing agreement that rests on Article 28 of the GDPR (two clauses cite it; a title is no
 * passage, and mentions within one passage count once), a
 * breach clause citing nothing, and an article whose clauses state a recurring time and a limit.
 */
const PROCESSING_AGREEMENT = `# Data Processing Agreement under Article 28 of the GDPR

## Clause 1 – Scope

1.1 This agreement sets out the obligations of the Processor under Article 28 of the GDPR.

1.2 The Processor shall process personal data only on the documented instructions of the Controller, as Article 28 of the GDPR requires.

## Clause 5 – Security incidents

5.1 The Processor shall send the Controller status reports on every open security incident at least every 12 (twelve) hours, describing the security incident and the measures taken.

5.2 The Processor shall notify the Controller of a security incident no later than 24 (twenty-four) hours after becoming aware of it.

5.3 The notice of a security incident shall describe its nature, the categories of data concerned and the measures taken or proposed for the security incident.
`;

describe.each(testDatabases)('the workspace assistant on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let issuer: TestIssuer;
  let jobs: JobQueue;
  let dataDir: string;
  let app: FastifyInstance;
  let workspaceA: string;
  let workspaceB: string;
  let documentA: string;
  let documentB: string;
  let organisationA: OrganisationId;
  let organisationB: OrganisationId;
  let workspaceDpa: string;

  const token = (local: string) =>
    issuer.idToken({ sub: `sub-${local}`, email: `${local}@demo.lexio.local` });
  const call = async (method: 'GET' | 'POST', url: string, local: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: bearer(await token(local)),
      ...(payload ? { payload } : {}),
    });

  /** A workspace with one Markdown document, uploaded and indexed through the API. */
  const workspaceWith = async (local: string, name: string, text: string) => {
    const workspace = workspaceSchema.parse(
      (await call('POST', '/organisations/me/workspaces', local, { name })).json(),
    );
    const documentIds = await uploadIndexed(app, await token(local), workspace.id, [
      { name: `${name}.md`, text },
    ]);
    return { workspaceId: workspace.id, documentId: documentIds[0]! };
  };

  const ask = async (local: string, payload: object) => {
    const response = await call('POST', '/assistant/threads', local, payload);
    const events =
      response.statusCode === 200
        ? parseSse(response.body).map((e) => e.event as AssistantStreamEvent)
        : [];
    return {
      response,
      events,
      content: events.map((e) => (e.type === 'delta' ? e.text : '')).join(''),
      citations: events.flatMap((e) => (e.type === 'citation' ? [e] : [])),
    };
  };

  beforeAll(async () => {
    [database, issuer] = await Promise.all([testDatabase.open(), startTestIssuer()]);
    await seedDemoData(database.db);
    await importTestCorpus(database.db);
    dataDir = await mkdtemp(path.join(tmpdir(), 'lexio-grounding-'));
    jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
    app = await buildTestApp(database, issuer, {
      jobs,
      env: { DATA_DIR: dataDir, ASSISTANT_CHUNK_DELAY_MS: '0' },
    });
    await jobs.start();
    // Uploaded side by side: indexing is the slow part on a loaded machine.
    [
      { workspaceId: workspaceA, documentId: documentA },
      { workspaceId: workspaceB, documentId: documentB },
      { workspaceId: workspaceDpa },
    ] = await Promise.all([
      workspaceWith('owner.professional', 'accordo-servizi', AGREEMENT_A),
      workspaceWith('owner.enterprise', 'contratto-assistenza', AGREEMENT_B),
      workspaceWith('owner.professional', 'processing-agreement', PROCESSING_AGREEMENT),
    ]);
    const organisationOf = async (workspaceId: string) =>
      (
        await database.db
          .selectFrom('workspaces')
          .select('organisation_id')
          .where('id', '=', workspaceId)
          .executeTakeFirstOrThrow()
      ).organisation_id as OrganisationId;
    [organisationA, organisationB] = await Promise.all([
      organisationOf(workspaceA),
      organisationOf(workspaceB),
    ]);
  }, 300_000);

  afterAll(async () => {
    await jobs?.stop();
    await app?.close();
    await Promise.all([database?.close(), issuer?.close()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers from the workspace document with a verified citation of its passage, and keeps the thread in the workspace', async () => {
    const { response, citations, content, events } = await ask('owner.professional', {
      question: 'Quale penale si applica per ogni giorno di ritardo nel ripristino del servizio?',
      language: 'it',
      workspaceId: workspaceA,
    });
    expect(response.statusCode, response.body).toBe(200);
    const library = citations.filter((c) => c.verified && c.library);
    expect(library.length).toBeGreaterThan(0);
    const first = library[0]!;
    expect(first.library).toMatchObject({ workspaceId: workspaceA, documentId: documentA });
    expect(first.documentId).toBe(`library/${workspaceA}/${documentA}`);
    expect(first.article).toBe(`passage-${first.library!.passage}`);
    expect(first.documentTitle).toBe('accordo-servizi.md');
    expect(first.label).toMatch(/^(Articolo 7|7\.\d)\b/);
    expect(content).toContain('0,3%');
    expect(content).not.toContain(workspaceAbstention.it);
    // Only organisation A's document: B's 2% is never retrieved.
    expect(citations.every((c) => !c.library || c.library.documentId === documentA)).toBe(true);
    expect(content).not.toContain('2% del canone');

    const thread = events.find((e) => e.type === 'thread');
    if (thread?.type !== 'thread') throw new Error('no thread event');
    const details = threadDetailsSchema.parse(
      (await call('GET', `/threadDetails/${thread.threadId}`, 'owner.professional')).json(),
    );
    expect(details.workspaceId).toBe(workspaceA);
    expect(details.messages[1]!.citations.find((c) => c.library)?.library?.documentId).toBe(
      documentA,
    );
    // A follow-up in the thread stays in the workspace.
    const followUp = await ask('owner.professional', {
      question: "Qual è l'importo complessivo massimo delle penali?",
      threadId: thread.threadId,
    });
    expect(followUp.citations.some((c) => c.verified && c.library?.documentId === documentA)).toBe(
      true,
    );
  });

  it('cites the corpus article a cited passage refers to ("art. 6 del d.lgs. 231/2001")', async () => {
    const { citations } = await ask('owner.professional', {
      question: 'Il Fornitore ha adottato un modello di organizzazione e gestione?',
      language: 'it',
      workspaceId: workspaceA,
    });
    expect(citations.some((c) => c.verified && c.library?.documentId === documentA)).toBe(true);
    expect(
      citations.some(
        (c) => c.verified && c.documentId === 'it/dlgs/2001/231' && c.article === 'art-6',
      ),
    ).toBe(true);
  });

  it('answers an English question from the Italian document through the contract glossary', async () => {
    const { citations, content } = await ask('owner.professional', {
      question: 'What is the cap on the total amount of the penalties?',
      language: 'en',
      workspaceId: workspaceA,
    });
    expect(content).not.toContain(workspaceAbstention.en);
    expect(content).toContain('15%');
    expect(citations.some((c) => c.verified && c.library?.documentId === documentA)).toBe(true);
  });

  it('asked which article of a named act governs a clause that cites none, cites the article its document rests on', async () => {
    const { citations } = await ask('owner.professional', {
      question:
        'How many hours does the processor have to notify us of a security incident, and which GDPR article governs this?',
      language: 'en',
      workspaceId: workspaceDpa,
    });
    const verified = citations.filter((c) => c.verified);
    expect(verified.some((c) => c.library && c.quote.includes('no later than 24'))).toBe(true);
    // The document cites Article 28 twice (clauses 1.1 and 1.2), never in clause 5.
    expect(verified.some((c) => c.documentId === 'eu/reg/2016/679' && c.article === 'art-28')).toBe(
      true,
    );
  });

  it('asked for a time limit, puts the clause setting it before the clause stating a recurring time', async () => {
    const { citations } = await ask('owner.professional', {
      question: 'What is the deadline for the processor to notify a security incident?',
      language: 'en',
      workspaceId: workspaceDpa,
    });
    const library = citations.filter((c) => c.verified && c.library);
    expect(library[0]?.quote).toContain('no later than 24 (twenty-four) hours');
  });

  it('says when the workspace documents do not answer, and cites none of them', async () => {
    const { citations, content } = await ask('owner.professional', {
      question: 'Quali marchi risultano registrati e in quali classi merceologiche?',
      language: 'it',
      workspaceId: workspaceA,
    });
    expect(content).toContain(workspaceAbstention.it);
    expect(citations.some((c) => c.verified && c.library)).toBe(false);
  });

  it("refuses another organisation's workspace (404) and saves nothing", async () => {
    const { response } = await ask('owner.professional', {
      question: 'Quale penale si applica per ogni giorno di ritardo?',
      workspaceId: workspaceB,
    });
    expect(response.statusCode).toBe(404);
    const threads = await database.db
      .selectFrom('assistant_threads')
      .select('id')
      .where('workspace_id', '=', workspaceB)
      .where('organisation_id', '=', organisationA)
      .execute();
    expect(threads).toEqual([]);
  });

  it("verifies a library citation against the stored passage, in the caller's organisation only", async () => {
    const passages = await database.db
      .selectFrom('library_passages')
      .select(['document_id', 'position', 'text'])
      .where('document_id', 'in', [documentA, documentB])
      .execute();
    const ofA = passages.find((p) => p.document_id === documentA && p.text.includes('0,3%'))!;
    const ofB = passages.find((p) => p.document_id === documentB && p.text.includes('2%'))!;
    const claimA = {
      documentId: `library/${workspaceA}/${documentA}`,
      anchor: `passage-${ofA.position}`,
      quote: 'una penale pari allo 0,3% del canone mensile',
    };
    await expect(
      verifyLibraryClaim(database.db, organisationA, workspaceA, claimA),
    ).resolves.toMatchObject({
      verified: true,
      documentTitle: 'accordo-servizi.md',
      library: {
        workspaceId: workspaceA,
        documentId: documentA,
        passage: ofA.position,
        page: null,
      },
    });
    // Words the passage does not hold.
    await expect(
      verifyLibraryClaim(database.db, organisationA, workspaceA, {
        ...claimA,
        quote: 'una penale pari al 5% del canone mensile',
      }),
    ).resolves.toMatchObject({ verified: false });
    // Another organisation's document, named in this workspace or in its own: never verified.
    const claimB = {
      documentId: `library/${workspaceB}/${documentB}`,
      anchor: `passage-${ofB.position}`,
      quote: 'una penale pari al 2% del canone mensile',
    };
    await expect(
      verifyLibraryClaim(database.db, organisationA, workspaceA, claimB),
    ).resolves.toMatchObject({ verified: false });
    await expect(
      verifyLibraryClaim(database.db, organisationA, workspaceB, claimB),
    ).resolves.toMatchObject({ verified: false });
    await expect(
      verifyLibraryClaim(database.db, organisationA, workspaceA, {
        ...claimB,
        documentId: `library/${workspaceA}/${documentB}`,
      }),
    ).resolves.toMatchObject({ verified: false });
    // B itself verifies it.
    await expect(
      verifyLibraryClaim(database.db, organisationB, workspaceB, claimB),
    ).resolves.toMatchObject({ verified: true });
  });
});

describe('workspace passage search', () => {
  const passage = (
    documentId: string,
    position: number,
    language: 'it' | 'en',
    tsv: string,
    text = '',
  ) => ({
    documentId,
    name: `${documentId}.md`,
    position,
    page: null,
    heading: null,
    label: null,
    text,
    language,
    tsv,
  });
  const index = new WorkspaceIndex('v1', [
    passage('contract', 0, 'it', "'penal':1A 'ritard':2 'giorn':3"),
    passage('contract', 1, 'it', "'foro':1A 'milan':2"),
    passage('contract', 2, 'it', "'meccanotecn':1 'fornitor':2"),
    passage('dpa', 0, 'en', "'breach':1A 'notifi':2 'hour':3"),
    passage('dpa', 1, 'en', "'audit':1 'year':2"),
  ]);
  const queries = (it: Record<string, number>, en: Record<string, number> = {}) => ({
    it: new Map(Object.entries(it)),
    en: new Map(Object.entries(en)),
    fr: new Map<string, number>(),
  });

  it('ranks each passage with the query of its own language, heading words first', () => {
    const { hits } = index.search(queries({ penal: 1 }, { breach: 0.8 }), [], 3);
    expect(hits.map((h) => `${h.passage.documentId}#${h.passage.position}`)).toEqual([
      'contract#0',
      'dpa#0',
    ]);
  });

  it("favours the document holding the question's names", () => {
    const concepts = [
      { lexeme: 'meccanotecn', name: true, forms: [['it', 'meccanotecn', 1, true]] },
    ];
    const { hits } = index.search(
      queries({ meccanotecn: 1, foro: 1 }, { audit: 1 }),
      concepts as never,
      3,
    );
    expect(hits[0]!.passage.documentId).toBe('contract');
  });

  it('reads a clause with its article: the next clause of the best one ranks before others', () => {
    const clause = (position: number, heading: string, tsv: string) => ({
      ...passage('policy', position, 'it', tsv),
      heading,
    });
    const articles = new WorkspaceIndex('v2', [
      clause(0, 'Articolo 6 – Revisione dei prezzi', "'prezz':1A,2 'revision':3A,4"),
      clause(1, 'Articolo 6 – Revisione dei prezzi', "'prezz':1A 'revision':2A 'sessant':3"),
      clause(2, 'Articolo 9 – Garanzia', "'garanz':1A 'prezz':2"),
      clause(3, 'Articolo 9 – Garanzia', "'garanz':1A 'vizi':2"),
    ]);
    const { hits } = articles.search(queries({ prezz: 1, revision: 1, preavvis: 1 }), [], 4);
    expect(hits.map((h) => h.passage.position).slice(0, 2)).toEqual([0, 1]);
  });

  it('counts a word of the question once in a passage, at its best form', () => {
    const words = new WorkspaceIndex('v3', [
      passage('nda', 0, 'it', "'dat':1 'personal':2 'caratter':3"),
      passage('nda', 1, 'it', "'inform':1 'esclus':2"),
    ]);
    const forms = [
      ['it', 'inform', 0.8, true],
      ['it', 'dat', 0.8, true],
      ['it', 'personal', 0.8, true],
      ['it', 'caratter', 0.8, true],
    ];
    const { hits } = words.search(
      queries({ inform: 0.8, dat: 0.8, personal: 0.8, caratter: 0.8, esclus: 1 }),
      [
        { lexeme: 'information', name: false, forms },
        { lexeme: 'esclus', name: false, forms: [['it', 'esclus', 1, true]] },
      ] as never,
      2,
    );
    expect(hits[0]!.passage.position).toBe(1);
    expect(words.holdsTogether('it', ['dat', 'personal'])).toBe(true);
    expect(words.holdsTogether('it', ['dat', 'esclus'])).toBe(false);
  });

  it('finds the forms of a word the stemmer keeps apart, five letters at least', () => {
    const forms = new WorkspaceIndex('v4', [
      passage('dpa', 0, 'en', "'notif':1 'notifi':2 'termin':3 'terminalit':4 'hour':5"),
    ]);
    expect(forms.variants('en', 'notif')).toEqual(['notifi']);
    expect(forms.variants('en', 'notifi')).toEqual(['notif']);
    // Three letters more is another word; a four-letter stem has no variants.
    expect(forms.variants('en', 'termin')).toEqual([]);
    expect(forms.variants('en', 'hour')).toEqual([]);
    expect(forms.variants('it', 'notif')).toEqual([]);
  });

  it("weighs what a clause itself states after its article's share", () => {
    const clause = (position: number, tsv: string) => ({
      ...passage('dpa', position, 'en', tsv),
      heading: 'Clause 8 – Breaches',
    });
    const article = new WorkspaceIndex('v5', [
      clause(0, "'breach':1A 'notif':2 'hour':3 'updat':4"),
      clause(1, "'breach':1A 'notifi':2 'hour':3"),
    ]);
    const q = queries({}, { breach: 1, notif: 1, hour: 1, updat: 1 });
    expect(article.search(q, [], 2).hits[0]!.passage.position).toBe(0);
    // The factor counts whole: before the share, the clause would keep only part of it.
    const limit = article.search(q, [], 2, undefined, undefined, (p) =>
      p.position === 1 ? 1.5 : 1,
    );
    expect(limit.hits[0]!.passage.position).toBe(1);
  });

  it('measures how much of the question the best passage holds, names left out', () => {
    const concept = (lexeme: string, lang: 'it' | 'en' = 'it', name = false) => ({
      lexeme,
      name,
      forms: [[lang, lexeme, 1, true]] as Array<['it' | 'en', string, number, boolean]>,
    });
    const held = index.search(
      queries({ penal: 1, ritard: 1 }),
      [concept('penal'), concept('ritard')],
      3,
    );
    expect(held.coverage).toBeCloseTo(1);
    const half = index.search(queries({ penal: 1 }), [concept('penal'), concept('marchi')], 3);
    expect(half.coverage).toBeGreaterThan(0);
    expect(half.coverage).toBeLessThan(0.6);
    const names = index.search(
      queries({ penal: 1 }),
      [concept('penal'), concept('orobic', 'it', true)],
      3,
    );
    expect(names.coverage).toBeCloseTo(1);
  });
});
