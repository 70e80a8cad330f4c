import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config';
import { importCorpus } from '../../corpus/importer';
import type { DatabaseHandle } from '../../db';
import type { AppDeps } from '../../lib/deps';
import { installErrorHandling } from '../../lib/errors';
import { TEST_SECRETS } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { lawsRoutes } from './routes';
import { attachProvisionStatus, type QuotedProvisionStatus, searchCorpus } from './service';
import type { LawsTables } from './tables';

// A subset of the corpus keeps these endpoint tests quick; the import test covers the counts.
const SUBSET = new Set([
  'eu/reg/2016/679',
  'eu/reg/2022/2554',
  'it/costituzione',
  'it/rd/1930/1398',
  'it/corte-costituzionale/2024/1',
  // Strikes art. 609-octies c.p. "nella parte in cui…" (the status of the law).
  'it/corte-costituzionale/2025/202',
  'it/cassazione-penale/2025/10869',
  'eu/cjeu/C-398-15',
]);

async function pdfText(buf: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function docxText(buf: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: buf });
  return value.replace(/\s+/g, ' ');
}

describe.each(testDatabases)('laws service on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let db: Kysely<LawsTables>;

  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    await importCorpus(db, { filter: (d) => SUBSET.has(d.id) });
    const config = loadConfig({
      LEXIO_ENV: 'test',
      COGNITO_ISSUER: 'http://127.0.0.1:9229/local_test',
      COGNITO_CLIENT_ID: 'test-client',
      ...TEST_SECRETS,
    });
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(lawsRoutes, {
      deps: { config, db: handle.db } as AppDeps,
      prefix: '/laws',
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('serves the table of contents as HTML and as a tree', async () => {
    const html = await app.inject({ url: '/laws/eu/reg/2016/679_toc.html?lang=it' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('<a href="#art-17">Articolo 17</a>');
    const tree = await app.inject({ url: '/laws/eu/reg/2016/679_toc.json?lang=en' });
    const toc = tree.json();
    expect(toc.items[0]).toMatchObject({ type: 'recitals', label: 'Recitals', level: 1 });
    const chapter3 = toc.items.find((n: { label: string }) => n.label === 'CHAPTER III');
    expect(chapter3).toMatchObject({
      type: 'chapter',
      subtitle: 'Rights of the data subject',
      iri: expect.stringMatching(/^eu\/reg\/2016\/679#div-/),
    });
    const section3 = chapter3.children.find((n: { label: string }) => n.label === 'Section 3');
    expect(section3.children).toContainEqual(
      expect.objectContaining({
        type: 'article',
        label: 'Article 17',
        iri: 'eu/reg/2016/679#art-17',
        level: 3,
      }),
    );
  });

  it('serves the text with the anchors of IDS.md, in the language asked for', async () => {
    const it_ = await app.inject({ url: '/laws/eu/reg/2016/679.html?lang=it' });
    expect(it_.statusCode).toBe(200);
    expect(it_.headers['content-language']).toBe('it');
    expect(it_.body).toContain('id="art-17"');
    expect(it_.body).toContain('id="art-17-par-1"');
    expect(it_.body).toContain('id="rec-12"');
    expect(it_.body).toContain('Diritto alla cancellazione');
    const en = await app.inject({ url: '/laws/eu/reg/2016/679.html?lang=en' });
    expect(en.body).toContain('Right to erasure');
    const cp = await app.inject({ url: '/laws/it/rd/1930/1398.html' });
    expect(cp.body).toContain('id="art-615-ter"');
    expect(cp.body).not.toContain('ins-akn');
    expect((await app.inject({ url: '/laws/eu/reg/2016/679.html?lang=de' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/laws/it/rd/1930/1398.html?lang=fr' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/laws/it/nope/1.html' })).statusCode).toBe(404);
  });

  it('serves a ruling with maxims, operative part and cited provisions linked into the viewer', async () => {
    const res = await app.inject({
      url: '/laws/court-rulings/it/corte-costituzionale/2024/1.json',
    });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.maxims[0].text).toMatch(/costituzionalmente illegittimo/);
    expect(r.operativePart).toMatch(/dichiara l'illegittimità costituzionale/);
    expect(r.citedProvisions[0]).toMatchObject({
      documentId: 'it/costituzione',
      inCorpus: true,
      href: '/documents/it/costituzione#art-117-par-2',
    });
    const notInCorpus = r.citedProvisions.find(
      (c: { documentId: string }) => c.documentId === 'it/dlgs/2011/118',
    );
    expect(notInCorpus).toMatchObject({ inCorpus: false, href: null });
    const cjeu = (await app.inject({ url: '/laws/court-rulings/eu/cjeu/C-398-15.json' })).json();
    expect(cjeu).toMatchObject({
      court: 'Court of Justice of the European Union',
      ecli: 'ECLI:EU:C:2017:197',
      lang: 'en',
    });
    expect((await app.inject({ url: '/laws/court-rulings/it/costituzione.json' })).statusCode).toBe(
      404,
    );
  });

  it('serves document metadata', async () => {
    const res = await app.inject({ url: '/laws/docs/eu/reg/2016/679/metadata' });
    expect(res.json()).toMatchObject({
      id: 'eu/reg/2016/679',
      shortTitle: 'GDPR',
      jurisdiction: 'EU',
      date: '2016-04-27',
      eli: 'http://data.europa.eu/eli/reg/2016/679/oj',
      languages: ['en', 'it', 'fr'],
      counts: { articles: 99, recitals: 173, paragraphs: 372 },
    });
  });

  it('names an EU act in Italian and French where the corpus has those versions, in English where it has only that', async () => {
    const italianTitle =
      'Regolamento (UE) 2016/679 del Parlamento europeo e del Consiglio del 27 aprile 2016 relativo alla protezione delle persone fisiche con riguardo al trattamento dei dati personali';
    const gdpr = (await app.inject({ url: '/laws/docs/eu/reg/2016/679/metadata' })).json();
    expect(gdpr.title).toMatch(/^Regulation \(EU\) 2016\/679 of the European Parliament/);
    expect(gdpr.titles.en).toBe(gdpr.title);
    expect(gdpr.titles.it).toContain(italianTitle);
    expect(gdpr.titles.fr).toMatch(
      /^Règlement \(UE\) 2016\/679 du Parlement européen et du Conseil du 27 avril 2016 relatif à la protection des personnes physiques/,
    );
    // The Italian view: its table of contents and its text carry the Italian title.
    const toc = (await app.inject({ url: '/laws/eu/reg/2016/679_toc.json?lang=it' })).json();
    expect(toc.title).toBe(gdpr.titles.it);
    const html = (await app.inject({ url: '/laws/eu/reg/2016/679.html?lang=it' })).body;
    expect(html).toContain(`<h1 class="document-title">${italianTitle}`);
    // The list gives every title, and finds the GDPR by the words of its Italian title.
    const found = (
      await app.inject({ url: '/laws/documents?q=protezione%20persone%20fisiche' })
    ).json();
    expect(found.results.map((d: { id: string }) => d.id)).toEqual(['eu/reg/2016/679']);
    expect(found.results[0].titles.it).toBe(gdpr.titles.it);
    // An Italian export is titled in Italian.
    const exported = await app.inject({
      method: 'POST',
      url: '/laws/docs/eu/reg/2016/679/export',
      payload: { format: 'docx', lang: 'it', articles: ['art-33'] },
    });
    expect(await docxText(exported.rawPayload)).toContain(italianTitle);
    // DORA is in the corpus in English only: its English title, and none in another language.
    const dora = (await app.inject({ url: '/laws/docs/eu/reg/2022/2554/metadata' })).json();
    expect(dora.titles).toEqual({ en: dora.title });
  });

  it('lists documents by the words of their titles, filtered by source, in corpus order', async () => {
    const codice = (await app.inject({ url: '/laws/documents?q=codice' })).json();
    expect(codice.results.map((d: { id: string }) => d.id)).toEqual(['it/rd/1930/1398']);
    expect(codice.results[0]).toMatchObject({
      shortTitle: expect.any(String),
      kind: 'legislation',
    });
    const gdpr = (await app.inject({ url: '/laws/documents?q=2016/679' })).json();
    expect(gdpr.results[0].id).toBe('eu/reg/2016/679');
    const rulings = (
      await app.inject({ url: '/laws/documents?kind=ruling&jurisdiction=IT' })
    ).json();
    expect(rulings.total).toBe(3);
    expect(rulings.results.every((d: { kind: string }) => d.kind === 'ruling')).toBe(true);
    const all = (await app.inject({ url: '/laws/documents?limit=2' })).json();
    expect(all).toMatchObject({ total: SUBSET.size, hasMore: true });
    expect(all.results).toHaveLength(2);
  });

  it('ranks search results per language, filters them and highlights the snippets', async () => {
    const res = await app.inject({ url: '/laws/search?q=diritto%20all%27oblio&lang=it' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results[0]).toMatchObject({
      documentId: 'eu/reg/2016/679',
      anchor: 'art-17',
      lang: 'it',
    });
    expect(body.results[0].snippet).toMatch(/<mark>(diritto|oblio)<\/mark>/);
    expect(body.results[0].citation).toMatchObject({
      documentId: 'eu/reg/2016/679',
      article: 'art-17',
    });

    const fr = await searchCorpus(db, { q: 'droit à l’effacement', lang: 'fr' });
    expect(fr.results[0]).toMatchObject({ anchor: 'art-17', lang: 'fr' });

    const it = await searchCorpus(db, { q: 'truffa', jurisdiction: 'IT', kind: 'legislation' });
    expect(it.results.length).toBeGreaterThan(0);
    expect(it.results.every((r) => r.jurisdiction === 'IT' && r.kind === 'legislation')).toBe(true);
    const onlyDora = await searchCorpus(db, {
      q: 'ICT risk',
      documentId: 'eu/reg/2022/2554',
      limit: 3,
    });
    expect(onlyDora.results.every((r) => r.documentId === 'eu/reg/2022/2554')).toBe(true);
    expect(onlyDora.hasMore).toBe(true);
    const regulations = await searchCorpus(db, { q: 'personal data', type: 'regulation' });
    expect(regulations.results.every((r) => r.type === 'regulation')).toBe(true);
    // Snippets are escaped text: markup in a query or a source never comes back as HTML.
    for (const r of body.results) expect(r.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('exports selected articles as PDF and DOCX with title, source and attribution', async () => {
    const pdf = await app.inject({
      method: 'POST',
      url: '/laws/docs/eu/reg/2016/679/export',
      payload: { format: 'pdf', lang: 'en', articles: ['art-17'] },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Right to erasure');
    expect(text).toContain('the personal data are no longer necessary');
    expect(text).toContain('European Union');
    const docx = await app.inject({
      method: 'POST',
      url: '/laws/docs/it/costituzione/export',
      payload: { format: 'docx', articles: ['art-3'] },
    });
    expect(docx.headers['content-type']).toMatch(/wordprocessingml/);
    const dtext = await docxText(docx.rawPayload);
    expect(dtext).toContain('Tutti i cittadini hanno pari dignità sociale');
    expect(dtext).toContain('normattiva');
    // A court ruling exports like a law: its maxims and operative part, with its source.
    const ruling = await app.inject({
      method: 'POST',
      url: '/laws/docs/it/corte-costituzionale/2024/1/export',
      payload: { format: 'pdf' },
    });
    expect(ruling.statusCode).toBe(200);
    const rtext = await pdfText(ruling.rawPayload);
    expect(rtext).toContain('dichiara l');
    expect(rtext).toContain('Regione Siciliana');
    const missing = await app.inject({
      method: 'POST',
      url: '/laws/docs/it/costituzione/export',
      payload: { format: 'pdf', articles: ['art-999'] },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('exports a comparison of two language versions and of two articles', async () => {
    const langs = await app.inject({
      method: 'POST',
      url: '/laws/docs/compare/eu§reg§2016§679/export',
      payload: { format: 'pdf', left: { lang: 'it', article: 'art-17' }, right: { lang: 'en' } },
    });
    expect(langs.statusCode).toBe(200);
    const text = await pdfText(langs.rawPayload);
    expect(text).toContain('Diritto alla cancellazione');
    expect(text).toContain('Right to erasure');
    const articles = await app.inject({
      method: 'POST',
      url: `/laws/docs/compare/${encodeURIComponent('eu§reg§2016§679')}/export`,
      payload: {
        format: 'docx',
        left: { lang: 'en', article: 'art-17' },
        right: { lang: 'en', article: 'art-18' },
      },
    });
    expect(articles.statusCode).toBe(200);
    const dtext = await docxText(articles.rawPayload);
    expect(dtext).toContain('Right to erasure');
    expect(dtext).toContain('Right to restriction of processing');
    // The word diff marks text only one side has: struck-through red on the left.
    const { value: xml } = await mammoth.convertToHtml(
      { buffer: articles.rawPayload },
      { styleMap: ['strike => del'] },
    );
    expect(xml).toMatch(/<(s|del)>/);
  });

  it('exports a comparison of two different documents, whole or article by article', async () => {
    // GDPR art. 5 beside DORA art. 5: two acts, one article each.
    const articles = await app.inject({
      method: 'POST',
      url: '/laws/docs/compare/eu§reg§2016§679/export',
      payload: {
        format: 'pdf',
        left: { lang: 'en', article: 'art-5' },
        right: { documentId: 'eu/reg/2022/2554', lang: 'en', article: 'art-5' },
      },
    });
    expect(articles.statusCode).toBe(200);
    const text = await pdfText(articles.rawPayload);
    expect(text).toContain('Principles relating to processing of personal data');
    expect(text).toContain('Governance and organisation');
    // Whole documents: the articles of both, aligned by number, in a DOCX.
    const whole = await app.inject({
      method: 'POST',
      url: '/laws/docs/compare/it§costituzione/export',
      payload: { format: 'docx', right: { documentId: 'eu/reg/2016/679', lang: 'it' } },
    });
    expect(whole.statusCode).toBe(200);
    const dtext = await docxText(whole.rawPayload);
    expect(dtext).toContain('Tutti i cittadini hanno pari dignità sociale');
    expect(dtext).toContain('Diritto alla cancellazione');
    const unknown = await app.inject({
      method: 'POST',
      url: '/laws/docs/compare/it§costituzione/export',
      payload: { format: 'pdf', right: { documentId: 'eu/reg/1900/1' } },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('says in the metadata which provisions a decision struck and which state amounts in lire', async () => {
    const res = await app.inject({ url: '/laws/docs/it/rd/1930/1398/metadata' });
    expect(res.statusCode).toBe(200);
    const { provisionStatus } = res.json() as {
      provisionStatus: Array<Record<string, unknown>>;
    };
    expect(provisionStatus).toContainEqual({
      article: 'art-609-octies',
      paragraph: null,
      scope: null,
      kind: 'unconstitutional',
      byDocumentId: 'it/corte-costituzionale/2025/202',
      byTitle: 'Corte cost., sent. n. 202/2025',
      href: '/court-rulings/it/corte-costituzionale/2025/202',
      date: expect.stringMatching(/^2025-\d\d-\d\d$/),
      partial: true,
    });
    // Art. 640 c.p. still states the fine of fraud in lire, with no conversion in the source.
    expect(provisionStatus).toContainEqual(
      expect.objectContaining({ article: 'art-640', kind: 'amounts-in-lire', href: null }),
    );
    // Art. 69 c.p. was struck by decisions this import leaves out: nothing points at them.
    expect(provisionStatus.filter((s) => s.article === 'art-69')).toEqual([]);
    const gdpr = await app.inject({ url: '/laws/docs/eu/reg/2016/679/metadata' });
    expect(gdpr.json().provisionStatus).toEqual([]);
  });

  it('flags the quoted provisions a decision struck, for the assistant, and leaves the others alone', async () => {
    const quoted = await attachProvisionStatus<{
      documentId: string;
      article: string;
      status?: QuotedProvisionStatus[];
    }>(db, [
      { documentId: 'it/rd/1930/1398', article: 'art-609-octies' },
      { documentId: 'it/rd/1930/1398', article: 'art-640' },
      { documentId: 'eu/reg/2016/679', article: 'art-33' },
    ]);
    expect(quoted[0]!.status).toEqual([
      {
        kind: 'unconstitutional',
        byDocumentId: 'it/corte-costituzionale/2025/202',
        byTitle: 'Corte cost., sent. n. 202/2025',
        href: '/court-rulings/it/corte-costituzionale/2025/202',
        date: expect.stringMatching(/^2025-/),
      },
    ]);
    // Amounts in lire are a note for the viewer, not a status of the law.
    expect(quoted[1]!.status).toBeUndefined();
    expect(quoted[2]!.status).toBeUndefined();
  });
});
