import { z } from 'zod';

import { safeText } from './text';

/** Languages a law can be read in. */
export const lawLanguageSchema = z.enum(['it', 'en', 'fr']);
export type LawLanguage = z.infer<typeof lawLanguageSchema>;

/** One node of a document's table of contents: a division or an article/recital/annex. */
export interface LawTocNode {
  type: string;
  label: string;
  subtitle: string | null;
  level: number;
  /** `{documentId}#{anchor}`: the anchor is the one of shared/corpus/IDS.md (art-17, rec-12). */
  iri: string;
  children: LawTocNode[];
}
export const lawTocNodeSchema: z.ZodType<LawTocNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    label: z.string(),
    subtitle: z.string().nullable(),
    level: z.number().int(),
    iri: z.string(),
    children: z.array(lawTocNodeSchema),
  }),
);

/**
 * A document's title in each language the corpus has it in (an EU act's Italian and French
 * titles where the corpus has those versions); `title` is the one in its first language.
 */
export const lawTitlesSchema = z.partialRecord(lawLanguageSchema, z.string());
export type LawTitles = z.infer<typeof lawTitlesSchema>;

export const lawTocSchema = z.object({
  documentId: z.string(),
  lang: lawLanguageSchema,
  title: z.string(),
  items: z.array(lawTocNodeSchema),
});
export type LawToc = z.infer<typeof lawTocSchema>;

export const lawDocumentKindSchema = z.enum(['legislation', 'ruling', 'gazette']);

/**
 * What the corpus says about a provision: declared unconstitutional by a decision of the corpus,
 * repealed or replaced by a later act of the corpus, or stating amounts in lire (no `by*`).
 */
export const lawProvisionStatusSchema = z.object({
  /** The article's anchor (`art-230-bis`). */
  article: z.string(),
  /** The numbered paragraph's anchor, when the text numbers it. */
  paragraph: z.string().nullable(),
  /** The part below the article as the source names it ("terzo comma"). */
  scope: z.string().nullable(),
  kind: z.enum(['unconstitutional', 'repealed', 'replaced', 'amounts-in-lire']),
  byDocumentId: z.string().nullable(),
  byTitle: z.string().nullable(),
  /** The web path of the decision or act (`/court-rulings/…`, `/documents/…#art-…`). */
  href: z.string().nullable(),
  /** ISO date (YYYY-MM-DD) of the decision or act. */
  date: z.string().nullable(),
  /** Struck only "nella parte in cui…". */
  partial: z.boolean(),
});
export type LawProvisionStatus = z.infer<typeof lawProvisionStatusSchema>;

export const lawDocumentMetadataSchema = z.object({
  id: z.string(),
  kind: lawDocumentKindSchema,
  type: z.string(),
  title: z.string(),
  titles: lawTitlesSchema.default({}),
  shortTitle: z.string(),
  jurisdiction: z.string(),
  authority: z.string(),
  /** ISO date (YYYY-MM-DD). */
  date: z.string().nullable(),
  status: z.string(),
  sourceUrl: z.string().nullable(),
  eli: z.string().nullable(),
  urn: z.string().nullable(),
  attribution: z.string(),
  languages: z.array(lawLanguageSchema),
  counts: z.object({
    articles: z.number().int(),
    recitals: z.number().int(),
    annexes: z.number().int(),
    paragraphs: z.number().int(),
  }),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** The status of its provisions that the corpus establishes; none for most documents. */
  provisionStatus: z.array(lawProvisionStatusSchema).default([]),
});
export type LawDocumentMetadata = z.infer<typeof lawDocumentMetadataSchema>;

/** A citation as the assistant gives it (shared/corpus/IDS.md). */
export const lawCitationSchema = z.object({
  documentId: z.string(),
  article: z.string(),
  paragraph: z.string().optional(),
  quote: z.string(),
});
export type LawCitation = z.infer<typeof lawCitationSchema>;

export const citedProvisionSchema = z.object({
  label: z.string(),
  documentId: z.string().nullable(),
  article: z.string().nullable(),
  paragraph: z.string().nullable(),
  /** Path of the viewer (`/documents/{id}#{anchor}`) when the document is in the corpus. */
  href: z.string().nullable(),
  inCorpus: z.boolean(),
});
export type CitedProvision = z.infer<typeof citedProvisionSchema>;

export const courtRulingSchema = z.object({
  id: z.string(),
  court: z.string(),
  title: z.string(),
  shortTitle: z.string(),
  type: z.string(),
  number: z.string(),
  year: z.number().int(),
  date: z.string().nullable(),
  jurisdiction: z.string(),
  lang: lawLanguageSchema,
  sourceUrl: z.string().nullable(),
  ecli: z.string().nullable(),
  attribution: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  maxims: z.array(
    z.object({
      number: z.number().int(),
      title: z.string().nullable(),
      text: z.string(),
      classification: z.string().nullable(),
    }),
  ),
  operativePart: z.string().nullable(),
  summary: z.string().nullable(),
  citedProvisions: z.array(citedProvisionSchema),
});
export type CourtRuling = z.infer<typeof courtRulingSchema>;

export const lawTextQuerySchema = z.object({ lang: lawLanguageSchema.optional() });

export const corpusSearchQuerySchema = z.object({
  q: safeText().trim().min(1).max(500),
  lang: lawLanguageSchema.optional(),
  jurisdiction: z.enum(['EU', 'IT']).optional(),
  kind: lawDocumentKindSchema.optional(),
  /** Document type, e.g. regulation, directive, codice, sentenza, judgment. */
  type: safeText().max(60).optional(),
  documentId: safeText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(1000).default(0),
});
export type CorpusSearchQuery = z.input<typeof corpusSearchQuerySchema>;

export const corpusSearchHitSchema = z.object({
  documentId: z.string(),
  documentTitle: z.string(),
  documentShortTitle: z.string(),
  jurisdiction: z.string(),
  kind: lawDocumentKindSchema,
  type: z.string(),
  lang: lawLanguageSchema,
  anchor: z.string(),
  label: z.string(),
  heading: z.string().nullable(),
  /** HTML: the text escaped, matches wrapped in <mark>. */
  snippet: z.string(),
  rank: z.number(),
  citation: lawCitationSchema,
});
export type CorpusSearchHit = z.infer<typeof corpusSearchHitSchema>;

export const corpusSearchResultSchema = z.object({
  query: z.string(),
  results: z.array(corpusSearchHitSchema),
  hasMore: z.boolean(),
});
export type CorpusSearchResult = z.infer<typeof corpusSearchResultSchema>;

/** GET /documents (laws host): the corpus's documents by title, for browsing and choosing one. */
export const lawDocumentListQuerySchema = z.object({
  /** Words that must all appear in the title or short title (accents and case ignored). */
  q: safeText().trim().max(200).optional(),
  jurisdiction: z.enum(['EU', 'IT']).optional(),
  kind: lawDocumentKindSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(10000).default(0),
});
export type LawDocumentListQuery = z.input<typeof lawDocumentListQuerySchema>;

export const lawDocumentSummarySchema = z.object({
  id: z.string(),
  kind: lawDocumentKindSchema,
  type: z.string(),
  title: z.string(),
  titles: lawTitlesSchema.default({}),
  shortTitle: z.string(),
  jurisdiction: z.string(),
  /** ISO date (YYYY-MM-DD). */
  date: z.string().nullable(),
});
export type LawDocumentSummary = z.infer<typeof lawDocumentSummarySchema>;

export const lawDocumentListSchema = z.object({
  results: z.array(lawDocumentSummarySchema),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type LawDocumentList = z.infer<typeof lawDocumentListSchema>;

export const exportFormatSchema = z.enum(['pdf', 'docx']);

export const lawExportBodySchema = z.object({
  format: exportFormatSchema,
  lang: lawLanguageSchema.optional(),
  /** Anchors (art-17, rec-12); empty or absent exports the whole document. */
  articles: z.array(safeText().max(80)).max(500).optional(),
});
export type LawExportBody = z.infer<typeof lawExportBodySchema>;

const compareSideSchema = z.object({
  /** Defaults to the document in the path. */
  documentId: safeText().max(200).optional(),
  lang: lawLanguageSchema.optional(),
  /** One article anchor: compare two articles; absent compares whole documents. */
  article: safeText().max(80).optional(),
});

/** POST /docs/compare/{id}/export: {id} is the left document with '§' in place of '/'. */
export const lawCompareExportBodySchema = z.object({
  format: exportFormatSchema,
  left: compareSideSchema.default({}),
  right: compareSideSchema,
});
export type LawCompareExportBody = z.infer<typeof lawCompareExportBodySchema>;
