/**
 * Text out of a library file, page by page, as blocks (headings and paragraphs), and the
 * structure-aware passages the library indexes: a passage opens at each heading and at each
 * numbered clause or article, keeps its page, and is cut at about PASSAGE_MAX characters on a
 * paragraph boundary. Errors a user can act on are ExtractionError, with the reason in their words.
 */
import mammoth from 'mammoth';

import type { LibraryFormat, LibraryLanguage } from './tables';

export class ExtractionError extends Error {
  readonly userFacing = true;
}

export interface Block {
  kind: 'heading' | 'text';
  text: string;
}
export interface ExtractedPage {
  /** 1-based page of a PDF; null for formats without pages. */
  page: number | null;
  blocks: Block[];
  /** The page had no text layer: its text was read from its image by OCR. */
  ocr?: boolean;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Headings (h1–h6) and paragraphs of an HTML fragment (mammoth's output or an uploaded page). */
export function htmlBlocks(html: string): Block[] {
  const body = html
    .replace(/<(script|style|head|nav|footer)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const blocks: Block[] = [];
  const pattern = /<(h[1-6]|p|li|td|th|dt|dd|blockquote|pre|div)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const match of body.matchAll(pattern)) {
    const inner = match[2]!;
    if (/<(p|li|h[1-6]|div|table)\b/i.test(inner)) continue; // a container: its children come next
    const text = clean(decodeEntities(inner.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ' ')));
    if (text)
      blocks.push({ kind: match[1]!.toLowerCase().startsWith('h') ? 'heading' : 'text', text });
  }
  if (blocks.length === 0) {
    const text = clean(decodeEntities(body.replace(/<[^>]+>/g, ' ')));
    if (text) blocks.push({ kind: 'text', text });
  }
  return blocks;
}

/** Markdown: `#` headings, paragraphs between blank lines, list items one each. */
export function markdownBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = clean(paragraph.join(' ').replace(/\*\*|__|`/g, ''));
    if (text) blocks.push({ kind: 'text', text });
    paragraph = [];
  };
  for (const line of source.split(/\r?\n/)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: clean(heading[1]!.replace(/\*\*|__/g, '')) });
    } else if (/^\s*$/.test(line)) {
      flush();
    } else if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      flush();
      paragraph.push(line.replace(/^\s*[-*+]\s+/, ''));
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Plain text: paragraphs between blank lines; a short line alone in capitals reads as a heading. */
export function textBlocks(source: string): Block[] {
  return source
    .split(/\r?\n\s*\r?\n/)
    .map((chunk) => clean(chunk))
    .filter(Boolean)
    .map((text) => ({
      kind:
        text.length <= 80 && text === text.toUpperCase() && /\p{L}/u.test(text)
          ? 'heading'
          : 'text',
      text,
    }));
}

/**
 * Whether a line (of a PDF page, or a paragraph of a Word 97-2003 file, which keeps no heading
 * styles that can be read) is a heading: a short line without final punctuation that names an
 * article, clause or section, is in capitals, or is a short capitalised line after a finished
 * sentence (or first): "Parti", "Background". A wrapped clause's first line is as long as the body's.
 */
function isHeadingLine(line: string, previous: string | undefined): boolean {
  return (
    line.length <= 90 &&
    !/[.;:,]$/.test(line) &&
    (line.length <= 60 ||
      /^(art(\.|icolo|icle)|clause|clausola)\s*\d+\S*\s+[–—-]\s/iu.test(line)) &&
    (/^(art(\.|icolo|icle)\s*\d+|clause\s*\d+|clausola\s*\d+|capo|titolo|sezione|section|chapter|annex|allegato|premesse|\d+(\.\d+)*\.?\s+\p{Lu})/iu.test(
      line,
    ) ||
      (line === line.toUpperCase() && /\p{L}{3}/u.test(line)) ||
      (line.length <= 40 &&
        /^\p{Lu}/u.test(line) &&
        !/[–—-]\s/.test(line) &&
        (previous === undefined || /[.;:!?]$/.test(previous))))
  );
}

/** Adds a heading; a title in capitals over two lines is one heading. */
function pushHeading(blocks: Block[], line: string) {
  const last = blocks.at(-1);
  if (
    last?.kind === 'heading' &&
    last.text === last.text.toUpperCase() &&
    line === line.toUpperCase()
  )
    last.text = `${last.text} ${line}`;
  else blocks.push({ kind: 'heading', text: line });
}

/** The lines of a PDF page, grouped into paragraphs (a gap or a numbered line opens one). */
function pdfPageBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = clean(paragraph.join(' ').replace(/(\p{L})- (\p{Ll})/gu, '$1$2'));
    if (text) blocks.push({ kind: 'text', text });
    paragraph = [];
  };
  for (const raw of lines) {
    // A list's bullet glyph is not text (the other formats drop it too).
    const line = clean(raw).replace(/^[•▪◦●‣∙·]\s+/u, '');
    if (!line) {
      flush();
      continue;
    }
    if (isHeadingLine(line, paragraph.at(-1))) {
      flush();
      pushHeading(blocks, line);
    } else if (
      NUMBERED.test(line) &&
      // "articolo 22 (Foro competente)" in a list is a reference, not a clause.
      !/^\p{Ll}/u.test(line) &&
      // A wrapped line that happens to start with a number ("3.1 secondo la norma") goes on.
      (paragraph.length === 0 ||
        /[.;:!?]$/.test(paragraph.at(-1)!) ||
        /^[\p{Lu}"«“]/u.test(line.replace(NUMBERED, '')))
    ) {
      flush();
      paragraph.push(line);
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * The paragraphs of a Word 97-2003 file's text (one a line, as word-extractor gives them): each
 * paragraph a block, headings told by their look as on a PDF page (the file's styles are not read).
 */
export function wordParagraphBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let previous: string | undefined;
  for (const raw of body.split(/\r?\n/)) {
    // Table cells come tab-separated; a list's bullet glyph is not text.
    const line = clean(raw).replace(/^[•▪◦●‣∙·]\s+/u, '');
    if (!line) continue;
    // A paragraph is whole here (a PDF line may be a wrapped sentence's end): a short capitalised
    // one without punctuation is a heading whatever came before ("Parti", "Entre les soussignées").
    // A title in capitals may be long; a word of three letters or fewer alone ("TRA", "E", "ET"
    // between the parties) is a connective.
    const letters = line.match(/\p{L}/gu)?.length ?? 0;
    // "Rif. interno: L-2024/3", "Reference: DPA-7" are a label and its value, not a heading.
    const labelAndValue =
      /:\s/.test(line) && !/^(art(\.|icolo|icle)|clause|clausola|\d)/iu.test(line);
    const heading =
      (letters > 3 || NUMBERED.test(line)) &&
      !labelAndValue &&
      (isHeadingLine(line, previous) ||
        (line.length <= 40 && /^\p{Lu}\p{L}/u.test(line) && !/[.;:,!?]$|:\s|[–—-]\s/u.test(line)) ||
        (line.length <= 120 &&
          line === line.toUpperCase() &&
          /\p{L}{3}/u.test(line) &&
          !/[.;:,]$/.test(line)));
    if (heading) pushHeading(blocks, line);
    else blocks.push({ kind: 'text', text: line });
    previous = line;
  }
  return blocks;
}

const PDF_MAGIC = '%PDF-';
const ZIP_MAGIC = 'PK\u0003\u0004';
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Whether the bytes are what the format says (a renamed file fails here, with a reason). */
export function checkSignature(format: LibraryFormat, head: Buffer): string | null {
  const text = head.subarray(0, 8).toString('latin1');
  switch (format) {
    case 'pdf':
      return head.subarray(0, 1024).toString('latin1').includes(PDF_MAGIC)
        ? null
        : 'The file is not a PDF (it does not start like one)';
    case 'docx':
      return text.startsWith(ZIP_MAGIC) ? null : 'The file is not a Word (.docx) document';
    case 'doc':
      return head.subarray(0, 8).equals(OLE_MAGIC)
        ? null
        : 'The file is not a Word 97-2003 (.doc) document';
    default:
      return head.includes(0) ? 'The file is not text (it holds binary data)' : null;
  }
}

export interface ExtractOptions {
  signal?: AbortSignal;
  /** Called after each page of a PDF (pages done, pages total). */
  onPage?: (done: number, total: number) => Promise<void> | void;
}

export async function extractPages(
  format: LibraryFormat,
  data: Buffer,
  options: ExtractOptions = {},
): Promise<ExtractedPage[]> {
  const problem = checkSignature(format, data);
  if (problem) throw new ExtractionError(problem);
  switch (format) {
    case 'pdf':
      return extractPdf(data, options);
    case 'docx': {
      let html: string;
      try {
        html = (await mammoth.convertToHtml({ buffer: data })).value;
      } catch {
        throw new ExtractionError('The Word document is damaged and cannot be read');
      }
      return [{ page: null, blocks: htmlBlocks(html) }];
    }
    case 'doc': {
      let body: string;
      try {
        const { default: WordExtractor } = await import('word-extractor');
        // Without filterUnicode: false it turns dashes and curly quotes into ASCII, and a citation's
        // quote would no longer match the file (the option is in 1.0, not in its published types).
        const document = (await new WordExtractor().extract(data)) as unknown as {
          getBody(options: { filterUnicode: boolean }): string;
        };
        body = document.getBody({ filterUnicode: false });
      } catch {
        throw new ExtractionError('The Word 97-2003 (.doc) document is damaged and cannot be read');
      }
      return [{ page: null, blocks: wordParagraphBlocks(body) }];
    }
    case 'html':
      return [{ page: null, blocks: htmlBlocks(data.toString('utf8')) }];
    case 'md':
      return [{ page: null, blocks: markdownBlocks(data.toString('utf8')) }];
    case 'txt':
      return [{ page: null, blocks: textBlocks(data.toString('utf8')) }];
  }
}

/** A page with fewer letters than this in its text layer, and an image on it, is read by OCR. */
const SCANNED_PAGE_LETTERS = 20;

async function extractPdf(data: Buffer, options: ExtractOptions): Promise<ExtractedPage[]> {
  const { getDocumentProxy, getResolvedPDFJS } = await import('unpdf');
  const { OPS } = await getResolvedPDFJS();
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObject,
  ]);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(data));
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'PasswordException') {
      throw new ExtractionError(
        'The PDF is protected by a password: remove the protection and upload it again',
      );
    }
    throw new ExtractionError('The PDF is damaged and cannot be read');
  }
  try {
    const pages: ExtractedPage[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      options.signal?.throwIfAborted();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const lines: string[] = [];
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
      let ocr = false;
      if ((lines.join('').match(/\p{L}/gu)?.length ?? 0) < SCANNED_PAGE_LETTERS) {
        const operators = await page.getOperatorList();
        if (operators.fnArray.some((op) => imageOps.has(op))) {
          const { recognisePdfPage } = await import('./ocr');
          lines.splice(0, lines.length, ...(await recognisePdfPage(pdf, number, options.signal)));
          ocr = true;
        }
      }
      pages.push({ page: number, blocks: pdfPageBlocks(lines), ...(ocr ? { ocr } : {}) });
      page.cleanup();
      await options.onPage?.(number, pdf.numPages);
    }
    if (pages.every((p) => p.blocks.length === 0)) {
      throw new ExtractionError(
        'The PDF holds no text that can be read, not even by OCR of its scanned pages',
      );
    }
    return pages;
  } finally {
    await pdf.cleanup();
    await pdf.loadingTask.destroy();
  }
}

// ------------------------------------------------------------ passages

/** A numbered clause or article opening a paragraph: "Art. 5", "Articolo 12-bis", "3.2", "4)". */
const NUMBERED =
  /^(?:(art(?:\.|icolo|icle)\s*\d+(?:[\s-]?(?:bis|ter|quater|quinquies|sexies))?)[.:]?|(\d+(?:\.\d+){1,3})\.?|(\d+)[.)])\s+(?=\S)/i;

export const PASSAGE_MAX = 1500;

export interface Passage {
  position: number;
  page: number | null;
  heading: string | null;
  label: string | null;
  text: string;
}

const labelOf = (text: string) => {
  const match = NUMBERED.exec(text);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').replace(/\s+/g, ' ').trim() || null;
};

export function toPassages(pages: ExtractedPage[]): Passage[] {
  const passages: Passage[] = [];
  let heading: string | null = null;
  let current: Omit<Passage, 'position'> | null = null;
  const flush = () => {
    if (current && current.text.trim()) {
      passages.push({ ...current, position: passages.length, text: current.text.trim() });
    }
    current = null;
  };
  for (const { page, blocks } of pages) {
    // A clause the page break cuts goes on in the same passage (it keeps the page it starts on,
    // the one a citation names); anything else opens a new passage on the new page.
    const first = blocks[0];
    const continues =
      current !== null &&
      first?.kind === 'text' &&
      labelOf(first.text) === null &&
      (current as Omit<Passage, 'position'>).text.length + first.text.length <= PASSAGE_MAX;
    if (!continues) flush();
    let joinNext =
      continues && !/[.;:!?)]$/.test((current as Omit<Passage, 'position'> | null)?.text ?? '');
    for (const block of blocks) {
      if (block.kind === 'heading') {
        flush();
        heading = block.text;
        const label = labelOf(block.text);
        if (label) current = { page, heading, label, text: '' };
        continue;
      }
      const label = labelOf(block.text);
      if (label && current?.text) flush();
      if (current && current.text.length + block.text.length > PASSAGE_MAX && current.text) flush();
      if (!current) current = { page, heading, label: label ?? null, text: '' };
      // The rest of a sentence the page break cut joins it as the same paragraph.
      current.text += (current.text ? (joinNext ? ' ' : '\n\n') : '') + block.text;
      joinNext = false;
    }
  }
  flush();
  return passages;
}

// ------------------------------------------------------------ language

const STOPWORDS: Record<LibraryLanguage, string[]> = {
  it: [
    'il',
    'lo',
    'la',
    'gli',
    'le',
    'di',
    'del',
    'della',
    'che',
    'per',
    'con',
    'non',
    'sono',
    'è',
    'alla',
    'dei',
    'delle',
    'nel',
    'una',
    'ai',
  ],
  en: [
    'the',
    'of',
    'and',
    'to',
    'in',
    'is',
    'that',
    'for',
    'with',
    'shall',
    'be',
    'by',
    'this',
    'are',
    'or',
    'any',
    'as',
    'on',
    'which',
    'its',
  ],
  fr: [
    'le',
    'la',
    'les',
    'des',
    'du',
    'et',
    'est',
    'que',
    'pour',
    'dans',
    'une',
    'sur',
    'qui',
    'par',
    'au',
    'aux',
    'ne',
    'pas',
    'sont',
    'cette',
  ],
};

/** it, en or fr by the share of each language's commonest words (en when none shows). */
export function detectLanguage(text: string): LibraryLanguage {
  const words =
    text
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.slice(0, 20_000) ?? [];
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  let best: LibraryLanguage = 'en';
  let bestScore = 0;
  for (const language of ['it', 'en', 'fr'] as const) {
    const score = STOPWORDS[language].reduce((sum, word) => sum + (counts.get(word) ?? 0), 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}
