import { http, HttpResponse } from 'msw';

import type { CourtRuling, LawToc } from '../contract/laws';
import { configureApi } from '../http/client';
import { isApiError } from '../http/errors';
import { listenDuringTests, memoryStorage, server, testBaseUrl } from '../test/server';
import { lawQueries } from './queries';
import {
  exportLawComparison,
  exportLawDocument,
  getCourtRuling,
  getLawHtml,
  getLawToc,
} from './requests';

const lawsBaseUrl = `${testBaseUrl}/laws`;

listenDuringTests();
beforeEach(() => {
  configureApi({
    baseUrl: testBaseUrl,
    lawsBaseUrl,
    getIdToken: () => 'id-token',
    signOut: () => undefined,
    storage: memoryStorage(),
  });
});

const toc: LawToc = {
  documentId: 'eu/reg/2016/679',
  lang: 'it',
  title: 'GDPR',
  items: [
    {
      type: 'chapter',
      label: 'CAPO III',
      subtitle: "Diritti dell'interessato",
      level: 1,
      iri: 'eu/reg/2016/679#div-d3',
      children: [
        {
          type: 'article',
          label: 'Articolo 17',
          subtitle: null,
          level: 2,
          iri: 'eu/reg/2016/679#art-17',
          children: [],
        },
      ],
    },
  ],
};

describe('laws requests', () => {
  it('read the tree and the text of a document from the laws host, with the language asked for', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${lawsBaseUrl}/eu/reg/2016/679_toc.json`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json(toc);
      }),
      http.get(`${lawsBaseUrl}/eu/reg/2016/679.html`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.text('<article><section id="art-17">Articolo 17</section></article>');
      }),
    );
    await expect(getLawToc('eu/reg/2016/679', 'it')).resolves.toEqual(toc);
    await expect(getLawHtml('eu/reg/2016/679', 'en')).resolves.toContain('id="art-17"');
    expect(seen).toEqual([
      `${lawsBaseUrl}/eu/reg/2016/679_toc.json?lang=it`,
      `${lawsBaseUrl}/eu/reg/2016/679.html?lang=en`,
    ]);
  });

  it('raise an ApiError with the status when the document is not in the corpus', async () => {
    server.use(
      http.get(`${lawsBaseUrl}/court-rulings/it/nope/1.json`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'not found' }, { status: 404 }),
      ),
    );
    const error: unknown = await getCourtRuling('it/nope/1').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });

  it('rejects a ruling whose shape is not the contract', async () => {
    server.use(
      http.get(`${lawsBaseUrl}/court-rulings/it/corte-costituzionale/2024/1.json`, () =>
        HttpResponse.json({ id: 'it/corte-costituzionale/2024/1' } as Partial<CourtRuling>),
      ),
    );
    await expect(getCourtRuling('it/corte-costituzionale/2024/1')).rejects.toThrow();
  });

  it('export a document as a file, sending the format, language and articles with the token', async () => {
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(`${lawsBaseUrl}/docs/eu/reg/2016/679/export`, async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    const file = await exportLawDocument('eu/reg/2016/679', {
      format: 'pdf',
      lang: 'it',
      articles: ['art-17'],
    });
    expect(file.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe('%PDF');
    expect(body).toEqual({ format: 'pdf', lang: 'it', articles: ['art-17'] });
    expect(authorization).toBe('Bearer id-token');
  });

  it('export a comparison with section signs in place of the slashes of the left id', async () => {
    let path = '';
    server.use(
      http.post(`${lawsBaseUrl}/docs/compare/:id/export`, ({ params }) => {
        path = String(params.id);
        return new HttpResponse(new Uint8Array([80, 75]), {
          headers: {
            'content-type':
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          },
        });
      }),
    );
    const file = await exportLawComparison('eu/reg/2016/679', {
      format: 'docx',
      left: { lang: 'it' },
      right: { lang: 'en' },
    });
    expect(path).toBe('eu§reg§2016§679');
    expect(file.size).toBe(2);
  });
});

describe('lawQueries', () => {
  it('keep everything of one document under one key prefix, per language', () => {
    const prefix = lawQueries.detail('eu/reg/2016/679').queryKey;
    expect(lawQueries.toc('eu/reg/2016/679', 'it').queryKey.slice(0, prefix.length)).toEqual(
      prefix,
    );
    expect(lawQueries.html('eu/reg/2016/679', 'en').queryKey.slice(0, prefix.length)).toEqual(
      prefix,
    );
    expect(lawQueries.detail('eu/reg/2016/679').queryKey.slice(0, prefix.length)).toEqual(prefix);
    expect(lawQueries.html('eu/reg/2016/679', 'it').queryKey).not.toEqual(
      lawQueries.html('eu/reg/2016/679', 'en').queryKey,
    );
  });
});
