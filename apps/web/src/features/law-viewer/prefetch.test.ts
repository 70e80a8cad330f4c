import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { lawDocumentIdOf, prefetchLawDocument } from './prefetch';

const asked: string[] = [];
vi.mock('@lexio/api', () => ({
  lawQueries: {
    detail: (id: string) => ({
      queryKey: ['law', id],
      queryFn: async () => {
        asked.push(`metadata ${id}`);
        if (id === 'missing') throw new Error('404');
        return { id, languages: ['it', 'en'] };
      },
    }),
    toc: (id: string, lang: string) => ({
      queryKey: ['law', id, 'toc', lang],
      queryFn: async () => {
        asked.push(`toc ${id} ${lang}`);
        return { items: [] };
      },
    }),
    html: (id: string, lang: string) => ({
      queryKey: ['law', id, 'html', lang],
      queryFn: async () => {
        asked.push(`html ${id} ${lang}`);
        return '<p>text</p>';
      },
    }),
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchLawDocument', () => {
  it('asks for the metadata only: the page asks for the text and contents once its title is shown', async () => {
    asked.length = 0;
    const client = new QueryClient();
    prefetchLawDocument(client, 'eu/reg/2016/679');
    await vi.waitFor(() => expect(asked).toEqual(['metadata eu/reg/2016/679']));
    await settle();
    await settle();
    expect(asked).toEqual(['metadata eu/reg/2016/679']);
    expect(client.getQueryData(['law', 'eu/reg/2016/679'])).toEqual({
      id: 'eu/reg/2016/679',
      languages: ['it', 'en'],
    });
  });

  it('never throws when the metadata fails, and asks nothing without an id', async () => {
    asked.length = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchLawDocument(client, 'missing');
    prefetchLawDocument(client, lawDocumentIdOf('/'));
    await settle();
    await settle();
    expect(asked).toEqual(['metadata missing']);
  });
});

describe('lawDocumentIdOf', () => {
  it('is the rest of the path without outer slashes', () => {
    expect(lawDocumentIdOf('/eu/reg/2016/679/')).toBe('eu/reg/2016/679');
    expect(lawDocumentIdOf(undefined)).toBe('');
  });
});
