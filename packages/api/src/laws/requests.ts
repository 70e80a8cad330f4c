import {
  corpusSearchResultSchema,
  courtRulingSchema,
  lawDocumentListSchema,
  lawDocumentMetadataSchema,
  lawTocSchema,
  type CorpusSearchQuery,
  type CorpusSearchResult,
  type CourtRuling,
  type LawCompareExportBody,
  type LawDocumentList,
  type LawDocumentListQuery,
  type LawDocumentMetadata,
  type LawExportBody,
  type LawLanguage,
  type LawToc,
} from '../contract/laws';
import { getApiClient } from '../http/client';

// Ids contain slashes (shared/corpus/IDS.md) that are part of the path: encode each segment alone.
const idPath = (id: string) => id.split('/').map(encodeURIComponent).join('/');

/** GET /{id}_toc.json (laws host): the table of contents as a tree, in `lang` or the document's first language. */
export function getLawToc(id: string, lang?: LawLanguage, signal?: AbortSignal): Promise<LawToc> {
  return getApiClient().json(`/${idPath(id)}_toc.json`, {
    host: 'laws',
    query: { lang },
    schema: lawTocSchema,
    signal,
  });
}

/** GET /{id}.html (laws host): the text as an HTML fragment with the IDS.md anchors. Untrusted: sanitise it before rendering. */
export function getLawHtml(id: string, lang?: LawLanguage, signal?: AbortSignal): Promise<string> {
  return getApiClient().text(`/${idPath(id)}.html`, { host: 'laws', query: { lang }, signal });
}

/** GET /docs/{id}/metadata (laws host): title, authority, dates, status, source and languages. */
export function getLawMetadata(id: string, signal?: AbortSignal): Promise<LawDocumentMetadata> {
  return getApiClient().json(`/docs/${idPath(id)}/metadata`, {
    host: 'laws',
    schema: lawDocumentMetadataSchema,
    signal,
  });
}

/** GET /documents (laws host): documents whose title holds every word of `q`, in corpus order. */
export function listLawDocuments(
  query: LawDocumentListParams,
  signal?: AbortSignal,
): Promise<LawDocumentList> {
  return getApiClient().json('/documents', {
    host: 'laws',
    query: {
      q: query.q || undefined,
      jurisdiction: query.jurisdiction,
      kind: query.kind,
      limit: query.limit,
      offset: query.offset,
    },
    schema: lawDocumentListSchema,
    signal,
  });
}

/** GET /court-rulings/{id}.json (laws host): a ruling with its maxims, operative part and cited provisions. */
export function getCourtRuling(id: string, signal?: AbortSignal): Promise<CourtRuling> {
  return getApiClient().json(`/court-rulings/${idPath(id)}.json`, {
    host: 'laws',
    schema: courtRulingSchema,
    signal,
  });
}

/** The document list's parameters as the client sends them. */
export type LawDocumentListParams = Omit<LawDocumentListQuery, 'limit' | 'offset'> & {
  limit?: number;
  offset?: number;
};

/** The corpus search's parameters as the client sends them (the contract's input coerces paging). */
export type CorpusSearchParams = Omit<CorpusSearchQuery, 'limit' | 'offset'> & {
  limit?: number;
  offset?: number;
};

/** GET /search (laws host): ranked full-text search over the corpus with highlighted snippets. */
export function searchCorpus(
  query: CorpusSearchParams,
  signal?: AbortSignal,
): Promise<CorpusSearchResult> {
  return getApiClient().json('/search', {
    host: 'laws',
    query: { ...query },
    schema: corpusSearchResultSchema,
    signal,
  });
}

/** POST /docs/{id}/export (laws host): the document, or the articles asked for, as a PDF or DOCX file. */
export async function exportLawDocument(
  id: string,
  body: LawExportBody,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await getApiClient().request(`/docs/${idPath(id)}/export`, {
    method: 'POST',
    host: 'laws',
    body,
    signal,
  });
  return response.blob();
}

/**
 * POST /docs/compare/{id}/export (laws host): two documents, two languages or two articles side by side
 * as a PDF or DOCX file. In this path the left document's slashes become section signs (spec §7).
 */
export async function exportLawComparison(
  leftId: string,
  body: LawCompareExportBody,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await getApiClient().request(
    `/docs/compare/${encodeURIComponent(leftId.replaceAll('/', '§'))}/export`,
    { method: 'POST', host: 'laws', body, signal },
  );
  return response.blob();
}
