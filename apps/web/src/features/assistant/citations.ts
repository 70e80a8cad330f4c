/*
 * Citations as the interface shows them: only verified ones are sources (an unverified citation
 * never appears as one), each named by its document and unit and opening the law viewer there, or
 * for a passage of a workspace's library document, the library viewer at that passage.
 */
import type { AssistantCitation, AssistantLanguage } from '@lexio/api/contract';

import { paths } from '../../config/paths';

/** The verified citations, once each, in the order of their numbers. */
export function verifiedCitations(citations: readonly AssistantCitation[]): AssistantCitation[] {
  const seen = new Set<number>();
  return citations
    .filter((c) => c.verified && c.index > 0)
    .filter((c) => (seen.has(c.index) ? false : (seen.add(c.index), true)))
    .sort((a, b) => a.index - b.index);
}

const RECITAL_WORDS: Record<AssistantLanguage, string> = {
  it: 'considerando',
  en: 'recital',
  fr: 'considérant',
};

/** "considerando 49" / "recital 49" / "considérant 49": a recital named in words, not "(49)". */
export function recitalLabel(number: string, language: AssistantLanguage | null): string {
  return `${RECITAL_WORDS[language ?? 'en']} ${number}`;
}

/**
 * "GDPR, Articolo 33(1)": the document's short title, the unit's label (ids when the server gave
 * none) and the paragraph number, so two paragraphs of one article read as two sources. A recital,
 * labelled "(49)" in the source, reads "GDPR, considerando 49" in the answer's language.
 */
export function citationLabel(
  citation: AssistantCitation,
  language: AssistantLanguage | null = null,
): string {
  // A passage of a workspace document: "contratto.pdf, 8.2, p. 3" (the server's label).
  if (citation.library) return `${citation.documentTitle ?? ''}, ${citation.label ?? ''}`;
  const title = citation.documentTitle ?? citation.documentId;
  const recital = /^rec-(\d+)$/.exec(citation.article)?.[1];
  if (recital) return `${title}, ${recitalLabel(recital, language)}`;
  const unit = citation.label ?? citation.article;
  const paragraph = /-par-([\w-]+)$/.exec(citation.paragraph ?? '')?.[1];
  return `${title}, ${unit}${paragraph ? `(${paragraph})` : ''}`;
}

/**
 * The law viewer at the cited paragraph (or article), in the answer's language: the quote is in
 * that language, so the viewer opens on the same words.
 */
export function citationHref(
  citation: AssistantCitation,
  language: AssistantLanguage | null,
): string {
  // A workspace document's passage: the library viewer there, its quoted words marked.
  if (citation.library) {
    const { workspaceId, documentId, passage } = citation.library;
    const quote = citation.quote ? `&quote=${encodeURIComponent(citation.quote)}` : '';
    return `${paths.library.to(workspaceId, documentId)}?passage=${passage}${quote}`;
  }
  const documentPath = citation.documentId.split('/').map(encodeURIComponent).join('/');
  const query = language ? `?lang=${language}` : '';
  return `${paths.documents.to(documentPath)}${query}#${encodeURIComponent(citation.paragraph ?? citation.article)}`;
}
