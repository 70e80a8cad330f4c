import { z } from 'zod/mini';

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
export const lawTocNodeSchema: z.ZodMiniType<LawTocNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    label: z.string(),
    subtitle: z.nullable(z.string()),
    level: z.number().check(z.int()),
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
  paragraph: z.nullable(z.string()),
  /** The part below the article as the source names it ("terzo comma"). */
  scope: z.nullable(z.string()),
  kind: z.enum(['unconstitutional', 'repealed', 'replaced', 'amounts-in-lire']),
  byDocumentId: z.nullable(z.string()),
  byTitle: z.nullable(z.string()),
  /** The web path of the decision or act (`/court-rulings/…`, `/documents/…#art-…`). */
  href: z.nullable(z.string()),
  /** ISO date (YYYY-MM-DD) of the decision or act. */
  date: z.nullable(z.string()),
  /** Struck only "nella parte in cui…". */
  partial: z.boolean(),
});
export type LawProvisionStatus = z.infer<typeof lawProvisionStatusSchema>;

export const lawDocumentMetadataSchema = z.object({
  id: z.string(),
  kind: lawDocumentKindSchema,
  type: z.string(),
  title: z.string(),
  titles: z._default(lawTitlesSchema, {}),
  shortTitle: z.string(),
  jurisdiction: z.string(),
  authority: z.string(),
  /** ISO date (YYYY-MM-DD). */
  date: z.nullable(z.string()),
  status: z.string(),
  sourceUrl: z.nullable(z.string()),
  eli: z.nullable(z.string()),
  urn: z.nullable(z.string()),
  attribution: z.string(),
  languages: z.array(lawLanguageSchema),
  counts: z.object({
    articles: z.number().check(z.int()),
    recitals: z.number().check(z.int()),
    annexes: z.number().check(z.int()),
    paragraphs: z.number().check(z.int()),
  }),
  details: z.nullable(z.record(z.string(), z.unknown())),
  /** The status of its provisions that the corpus establishes; none for most documents. */
  provisionStatus: z._default(z.array(lawProvisionStatusSchema), []),
});
export type LawDocumentMetadata = z.infer<typeof lawDocumentMetadataSchema>;

/** A citation as the assistant gives it (shared/corpus/IDS.md). */
export const lawCitationSchema = z.object({
  documentId: z.string(),
  article: z.string(),
  paragraph: z.optional(z.string()),
  quote: z.string(),
});
export type LawCitation = z.infer<typeof lawCitationSchema>;

export const citedProvisionSchema = z.object({
  label: z.string(),
  documentId: z.nullable(z.string()),
  article: z.nullable(z.string()),
  paragraph: z.nullable(z.string()),
  /** Path of the viewer (`/documents/{id}#{anchor}`) when the document is in the corpus. */
  href: z.nullable(z.string()),
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
  year: z.number().check(z.int()),
  date: z.nullable(z.string()),
  jurisdiction: z.string(),
  lang: lawLanguageSchema,
  sourceUrl: z.nullable(z.string()),
  ecli: z.nullable(z.string()),
  attribution: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  maxims: z.array(
    z.object({
      number: z.number().check(z.int()),
      title: z.nullable(z.string()),
      text: z.string(),
      classification: z.nullable(z.string()),
    }),
  ),
  operativePart: z.nullable(z.string()),
  summary: z.nullable(z.string()),
  citedProvisions: z.array(citedProvisionSchema),
});
export type CourtRuling = z.infer<typeof courtRulingSchema>;

export const lawTextQuerySchema = z.object({ lang: z.optional(lawLanguageSchema) });

export const corpusSearchQuerySchema = z.object({
  q: safeText().check(z.trim(), z.minLength(1), z.maxLength(500)),
  lang: z.optional(lawLanguageSchema),
  jurisdiction: z.optional(z.enum(['EU', 'IT'])),
  kind: z.optional(lawDocumentKindSchema),
  /** Document type, e.g. regulation, directive, codice, sentenza, judgment. */
  type: z.optional(safeText().check(z.maxLength(60))),
  documentId: z.optional(safeText().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 10),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1000)), 0),
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
  heading: z.nullable(z.string()),
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
  q: z.optional(safeText().check(z.trim(), z.maxLength(200))),
  jurisdiction: z.optional(z.enum(['EU', 'IT'])),
  kind: z.optional(lawDocumentKindSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10000)), 0),
});
export type LawDocumentListQuery = z.input<typeof lawDocumentListQuerySchema>;

export const lawDocumentSummarySchema = z.object({
  id: z.string(),
  kind: lawDocumentKindSchema,
  type: z.string(),
  title: z.string(),
  titles: z._default(lawTitlesSchema, {}),
  shortTitle: z.string(),
  jurisdiction: z.string(),
  /** ISO date (YYYY-MM-DD). */
  date: z.nullable(z.string()),
});
export type LawDocumentSummary = z.infer<typeof lawDocumentSummarySchema>;

export const lawDocumentListSchema = z.object({
  results: z.array(lawDocumentSummarySchema),
  total: z.number().check(z.int()),
  hasMore: z.boolean(),
});
export type LawDocumentList = z.infer<typeof lawDocumentListSchema>;

export const exportFormatSchema = z.enum(['pdf', 'docx']);

export const lawExportBodySchema = z.object({
  format: exportFormatSchema,
  lang: z.optional(lawLanguageSchema),
  /** Anchors (art-17, rec-12); empty or absent exports the whole document. */
  articles: z.optional(z.array(safeText().check(z.maxLength(80))).check(z.maxLength(500))),
});
export type LawExportBody = z.infer<typeof lawExportBodySchema>;

const compareSideSchema = z.object({
  /** Defaults to the document in the path. */
  documentId: z.optional(safeText().check(z.maxLength(200))),
  lang: z.optional(lawLanguageSchema),
  /** One article anchor: compare two articles; absent compares whole documents. */
  article: z.optional(safeText().check(z.maxLength(80))),
});

/** POST /docs/compare/{id}/export: {id} is the left document with '§' in place of '/'. */
export const lawCompareExportBodySchema = z.object({
  format: exportFormatSchema,
  left: z._default(compareSideSchema, {}),
  right: compareSideSchema,
});
export type LawCompareExportBody = z.infer<typeof lawCompareExportBodySchema>;
