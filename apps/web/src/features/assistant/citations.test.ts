import type { AssistantCitation } from '@lexio/api/contract';

import { citationHref, citationLabel } from './citations';

const article: AssistantCitation = {
  index: 1,
  documentId: 'eu/reg/2016/679',
  article: 'art-33',
  paragraph: 'art-33-par-1',
  quote: 'without undue delay',
  verified: true,
  documentTitle: 'GDPR',
  label: 'Article 33',
};

const passage: AssistantCitation = {
  index: 2,
  documentId: 'library/7a1c3a52-0a5e-4c38-9d0a-2a4a0d3b1c11/0b8e6e0e-4a63-4f8e-9b6b-6c1f3b1d2e22',
  article: 'passage-12',
  quote: 'entro 30 (trenta) giorni',
  verified: true,
  documentTitle: 'contratto-fornitura.pdf',
  label: '14.2, p. 5',
  library: {
    workspaceId: '7a1c3a52-0a5e-4c38-9d0a-2a4a0d3b1c11',
    documentId: '0b8e6e0e-4a63-4f8e-9b6b-6c1f3b1d2e22',
    passage: 12,
    page: 5,
  },
};

describe('citations', () => {
  it('opens the law viewer at the cited paragraph of an article', () => {
    expect(citationLabel(article)).toBe('GDPR, Article 33(1)');
    expect(citationHref(article, 'en')).toBe('/documents/eu/reg/2016/679?lang=en#art-33-par-1');
  });

  it('opens the library viewer at the cited passage of a workspace document, quote included', () => {
    expect(citationLabel(passage)).toBe('contratto-fornitura.pdf, 14.2, p. 5');
    expect(citationHref(passage, 'it')).toBe(
      '/library/7a1c3a52-0a5e-4c38-9d0a-2a4a0d3b1c11/0b8e6e0e-4a63-4f8e-9b6b-6c1f3b1d2e22?passage=12&quote=entro%2030%20(trenta)%20giorni',
    );
  });

  it('names a recital in words, in the answer’s language, not by its bracketed number', () => {
    const recital: AssistantCitation = {
      ...article,
      article: 'rec-49',
      paragraph: undefined,
      label: '(49)',
    };
    expect(citationLabel(recital, 'it')).toBe('GDPR, considerando 49');
    expect(citationLabel(recital, 'en')).toBe('GDPR, recital 49');
    expect(citationLabel(recital, 'fr')).toBe('GDPR, considérant 49');
    expect(citationHref(recital, 'it')).toBe('/documents/eu/reg/2016/679?lang=it#rec-49');
  });
});
