/**
 * Citations: the marker answerers write, and the check every citation passes before a user sees it.
 *
 * An answerer cites with `[[documentId#anchor|verbatim quote]]` (the quote is optional), e.g.
 * `[[eu/reg/2016/679#art-33-par-1|not later than 72 hours after having become aware of it]]`.
 * A citation is verified when the document exists, the anchor is one of its articles (or a paragraph
 * of one), and the quote, whitespace and typographic quotes normalised, is in that text in one of
 * the document's languages (a quote may skip text with an ellipsis: each piece must be there, in
 * order). Anything else is unverified and never shown as a source.
 */
import { sql, type Kysely } from 'kysely';

import type { LawsTables } from '../laws/tables';
import type { Passage } from './retrieval';
import type { StoredCitation } from './tables';

/** What an answerer wrote inside a marker. */
export interface CitationClaim {
  documentId: string;
  /** A unit anchor (`art-33`) or a paragraph anchor (`art-33-par-1`). */
  anchor: string;
  quote: string | null;
}

export interface VerifiedCitation extends Omit<StoredCitation, 'index'> {
  documentTitle?: string;
  label?: string;
}

const MARKER = /\[\[([^\]|#\s]+)#([A-Za-z0-9-]+)(?:\|((?:[^\]]|\](?!\]))*))?\]\]/;

/** Parses the inside of one marker (`[[...]]` included); null when it is not a citation. */
export function parseMarker(marker: string): CitationClaim | null {
  const m = MARKER.exec(marker);
  if (!m || m.index !== 0 || m[0].length !== marker.length) return null;
  const quote = m[3]
    ?.trim()
    .replace(/^["“«']+|["”»']+$/g, '')
    .trim();
  return { documentId: m[1]!, anchor: m[2]!, quote: quote ? quote : null };
}

/** Lower-cased text with one kind of quote, apostrophe, dash and space: what "the same words" means. */
export function normaliseForQuote(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u00AB\u00BB\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\\([\\`*_[\]{}()#+\-.!<>|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A quote must say something: a couple of words are in every article. */
const MIN_QUOTE_CHARS = 12;

/** Whether `quote` is in `source` (each ellipsis-separated piece, in order). */
export function quoteIsIn(quote: string, source: string): boolean {
  const haystack = normaliseForQuote(source);
  const pieces = normaliseForQuote(quote)
    .split(/\s*(?:\.\.\.|…|\[\.\.\.\]|\[…\])\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pieces.length === 0 || pieces.join(' ').length < MIN_QUOTE_CHARS) return false;
  let from = 0;
  for (const piece of pieces) {
    const at = haystack.indexOf(piece, from);
    if (at === -1) return false;
    from = at + piece.length;
  }
  return true;
}

interface ParagraphRow {
  lang: string;
  anchor: string | null;
  number: string | null;
  text: string;
  points: unknown;
}

function pointsText(points: unknown): string {
  if (!Array.isArray(points)) return '';
  return points
    .map((p: { label?: string; text?: string; points?: unknown }) =>
      [`${p.label ?? ''} ${p.text ?? ''}`.trim(), pointsText(p.points)].filter(Boolean).join('\n'),
    )
    .join('\n');
}

const paragraphText = (p: ParagraphRow) =>
  [p.text, pointsText(p.points)].filter(Boolean).join('\n');

/** The first sentences of a text, at most about `max` characters, cut where a sentence ends. */
export function leadingQuote(text: string, max = 300): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '), cut.lastIndexOf(': '));
  if (sentence > max / 3) return cut.slice(0, sentence + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
}

/**
 * Checks one claim against the corpus. A claim without a quote gets the cited text's opening words
 * as its quote (so every citation carries the source's own words). Always resolves: a failed check
 * is `verified: false`, never an error.
 */
export async function verifyCitation(
  db: Kysely<LawsTables>,
  claim: CitationClaim,
  preferredLang?: string,
): Promise<VerifiedCitation> {
  const unverified = (article: string, paragraph?: string): VerifiedCitation => ({
    documentId: claim.documentId,
    article,
    ...(paragraph ? { paragraph } : {}),
    quote: claim.quote ?? '',
    verified: false,
  });
  const paragraphMatch = /^(.*)-par-[A-Za-z0-9]+$/.exec(claim.anchor);
  // The unit is the anchor itself, or the paragraph's article; both are looked up together.
  const rows = await sql<{
    short_title: string;
    lang: string;
    anchor: string;
    label: string;
    heading: string | null;
    body: string;
  }>`
    select d.short_title, u.lang, u.anchor, u.label, u.heading, u.body
    from laws_documents d join laws_units u on u.document_id = d.id
    where d.id = ${claim.documentId}
      and (u.anchor = ${claim.anchor}
        or u.anchor = (select p.unit_anchor from laws_paragraphs p
                       where p.document_id = ${claim.documentId} and p.anchor = ${claim.anchor} limit 1))`.execute(
    db,
  );
  if (rows.rows.length === 0) {
    return paragraphMatch ? unverified(paragraphMatch[1]!, claim.anchor) : unverified(claim.anchor);
  }
  const unitAnchor = rows.rows[0]!.anchor;
  const paragraph = unitAnchor === claim.anchor ? undefined : claim.anchor;
  const units = [...rows.rows].sort(
    (a, b) => Number(b.lang === preferredLang) - Number(a.lang === preferredLang),
  );

  // `text` is what a quote may come from (an article's heading included); `body` its opening words.
  let sources: Array<{ lang: string; text: string; body: string }>;
  if (paragraph) {
    const paragraphs = await sql<ParagraphRow>`
      select lang, anchor, number, text, points from laws_paragraphs
      where document_id = ${claim.documentId} and anchor = ${paragraph}`.execute(db);
    sources = paragraphs.rows.map((p) => ({ lang: p.lang, text: paragraphText(p), body: p.text }));
  } else {
    sources = units.map((u) => ({
      lang: u.lang,
      text: [u.heading ?? '', u.body].join('\n'),
      body: u.body.replace(/^\d+\.\s+/, ''),
    }));
  }
  sources.sort((a, b) => Number(b.lang === preferredLang) - Number(a.lang === preferredLang));

  const quote = claim.quote ?? (sources[0] ? leadingQuote(sources[0].body) : '');
  const found = sources.find((s) => quoteIsIn(quote, s.text));
  if (!found) return { ...unverified(unitAnchor, paragraph), quote };
  const unit = units.find((u) => u.lang === found.lang) ?? units[0]!;
  return {
    documentId: claim.documentId,
    article: unitAnchor,
    ...(paragraph ? { paragraph } : {}),
    quote,
    verified: true,
    documentTitle: unit.short_title,
    label: unit.label,
  };
}

/**
 * Checks a claim against provisions this request has just read from the corpus (the retrieved
 * passages), the same test as verifyCitation without another query; null when the claim cites
 * something else, which then goes to verifyCitation.
 */
export function verifyAgainstPassages(
  claim: CitationClaim,
  passages: Passage[],
): VerifiedCitation | null {
  for (const passage of passages) {
    if (passage.documentId !== claim.documentId) continue;
    const paragraph = passage.paragraphs.find(
      (p) => p.anchor !== null && p.anchor === claim.anchor,
    );
    if (!paragraph && passage.article !== claim.anchor) continue;
    const texts = paragraph
      ? [paragraphText({ ...paragraph, lang: passage.lang })]
      : [
          passage.heading ?? '',
          ...passage.paragraphs.map((p) => paragraphText({ ...p, lang: passage.lang })),
        ];
    const source = texts.join('\n');
    const quote =
      claim.quote ?? leadingQuote(paragraph ? paragraph.text : (passage.paragraphs[0]?.text ?? ''));
    if (!quoteIsIn(quote, source)) return null;
    return {
      documentId: passage.documentId,
      article: passage.article,
      ...(paragraph?.anchor ? { paragraph: paragraph.anchor } : {}),
      quote,
      verified: true,
      documentTitle: passage.documentShortTitle,
      label: passage.label,
    };
  }
  return null;
}

/** How a verified citation appears in the answer's markdown. */
export const citationLink = (index: number) => `[${index}](#cite-${index})`;

/*
 * A link destination in answerer text: after `](` (an inline link) or `]:` (a reference
 * definition), blanks with at most one line break, an optional `<`. One that starts with `#`, or
 * with `\` or `&`, which can spell `#` (`\#`, `&#35;`, `&num;`), points into the answer itself.
 */
const FRAGMENT_DESTINATION = /\]([(:])([ \t]*(?:\r?\n[ \t]*)?<?)(?=[#\\&])/g;
/** A `]` at the end of the text whose destination has not arrived yet. */
const OPEN_DESTINATION = /\](?:[(:][ \t]*(?:\r?\n[ \t]*)?<?)?$/;

/**
 * Keeps answerer text from linking into the answer: a `[3](#cite-3)` written by a model would
 * render as a source chip. Such a link gets its `(` (or a definition its `:`) escaped, so it reads
 * as the text it is; only citationLink() writes `#cite-` links. Text is held back while a `]` at
 * its end could still open such a link.
 */
export class FragmentLinkGuard {
  private held = '';

  /** The text that is safe to send now. */
  push(text: string): string {
    const pending = (this.held + text).replace(FRAGMENT_DESTINATION, ']\\$1$2');
    const open = OPEN_DESTINATION.exec(pending);
    const cut = open ? open.index : pending.length;
    this.held = pending.slice(cut);
    return pending.slice(0, cut);
  }

  /** What was held back, when something other than answerer text comes next (or at the end). */
  flush(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }
}

export type CitationStreamOutput =
  | { kind: 'text'; text: string }
  | { kind: 'citation'; citation: VerifiedCitation & { index: number } };

/**
 * Turns an answerer's raw text into what users see: markers become `[n](#cite-n)` links to
 * verified citations, failed markers disappear, links of the answerer's own into the answer are
 * neutralised (FragmentLinkGuard). Markers split across chunks are reassembled.
 */
export class CitationStream {
  private buffer = '';
  /** Over the answerer's text only: a dropped marker leaves the text on both sides joined. */
  private readonly guard = new FragmentLinkGuard();
  private readonly byKey = new Map<string, VerifiedCitation & { index: number }>();
  private readonly all: Array<VerifiedCitation & { index: number }> = [];
  private verifiedCount = 0;

  constructor(
    private readonly verify: (claim: CitationClaim) => Promise<VerifiedCitation>,
    /** A marker longer than this is not a marker: let it through as text. */
    private readonly maxMarker = 2000,
  ) {}

  /** Every citation seen, verified or not, in order of first appearance. */
  citations(): Array<VerifiedCitation & { index: number }> {
    return this.all;
  }

  async push(chunk: string): Promise<CitationStreamOutput[]> {
    this.buffer += chunk;
    return this.drain(false);
  }

  /** The rest of the text at the end of the answer. */
  async end(): Promise<CitationStreamOutput[]> {
    return this.drain(true);
  }

  private async drain(final: boolean): Promise<CitationStreamOutput[]> {
    const out: CitationStreamOutput[] = [];
    let text = '';
    const answererText = (raw: string) => {
      text += this.guard.push(raw);
    };
    /** Sends the answerer's text so far, before something of the server's own. */
    const flushText = () => {
      text += this.guard.flush();
      if (text) out.push({ kind: 'text', text });
      text = '';
    };
    for (;;) {
      const open = this.buffer.indexOf('[[');
      if (open === -1) {
        // Keep a trailing '[' back: it may open a marker in the next chunk.
        const keep = !final && this.buffer.endsWith('[') ? 1 : 0;
        answererText(this.buffer.slice(0, this.buffer.length - keep));
        this.buffer = this.buffer.slice(this.buffer.length - keep);
        break;
      }
      answererText(this.buffer.slice(0, open));
      this.buffer = this.buffer.slice(open);
      const close = this.buffer.indexOf(']]');
      if (close === -1) {
        if (final || this.buffer.length > this.maxMarker) {
          answererText(this.buffer);
          this.buffer = '';
        }
        break;
      }
      const marker = this.buffer.slice(0, close + 2);
      this.buffer = this.buffer.slice(close + 2);
      const claim = parseMarker(marker);
      if (!claim) {
        answererText(marker);
        continue;
      }
      // The same source with other words is another claim: it is checked on its own.
      const key = `${claim.documentId}#${claim.anchor}|${normaliseForQuote(claim.quote ?? '')}`;
      const known = this.byKey.get(key);
      if (known) {
        if (known.verified) {
          flushText();
          out.push({ kind: 'text', text: citationLink(known.index) });
        }
        continue;
      }
      const verified = await this.verify(claim);
      // Verified citations are numbered 1, 2, ... as they appear; a failed one has no number.
      const checked = { ...verified, index: verified.verified ? ++this.verifiedCount : 0 };
      this.byKey.set(key, checked);
      this.all.push(checked);
      if (checked.verified) {
        flushText();
      } else if (text) {
        out.push({ kind: 'text', text });
        text = '';
      }
      out.push({ kind: 'citation', citation: checked });
      if (checked.verified) out.push({ kind: 'text', text: citationLink(checked.index) });
    }
    if (final) text += this.guard.flush();
    if (text) out.push({ kind: 'text', text });
    return out;
  }
}
