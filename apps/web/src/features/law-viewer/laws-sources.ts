import type { LawDocumentListQuery } from '@lexio/api/contract';

import { paths } from '../../config/paths';

/** The corpus's sources as the laws page offers them: a jurisdiction and a kind of document. */
export const lawSources = {
  'eu-legislation': { jurisdiction: 'EU', kind: 'legislation' },
  'it-legislation': { jurisdiction: 'IT', kind: 'legislation' },
  'it-rulings': { jurisdiction: 'IT', kind: 'ruling' },
  'eu-rulings': { jurisdiction: 'EU', kind: 'ruling' },
  gazette: { jurisdiction: 'IT', kind: 'gazette' },
} as const satisfies Record<string, Pick<LawDocumentListQuery, 'jurisdiction' | 'kind'>>;

export type LawSource = keyof typeof lawSources;

export function parseLawSource(value: string | null): LawSource | null {
  return value !== null && Object.hasOwn(lawSources, value) ? (value as LawSource) : null;
}

/** Where a document of the corpus opens: rulings in their page, acts in the viewer. */
export function documentHref(document: { id: string; kind: string }, anchor?: string): string {
  if (document.kind === 'ruling') return paths.courtRulings.to(document.id);
  return paths.documents.to(`${document.id}${anchor ? `#${anchor}` : ''}`);
}
