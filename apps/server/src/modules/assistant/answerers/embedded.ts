/**
 * The embedded answerer, used when no language model is configured: a grounded, extractive answer.
 * It writes nothing of its own about the law. It opens with one sentence of the retrieved
 * provisions, verbatim and cited, the one that answers most directly (for "how long / how much /
 * by when" questions, the sentence stating the figure); then, grouped by act, each provision under
 * its name as the corpus has it, with its most relevant paragraphs quoted verbatim and one
 * citation. Its only words of its own are fixed labels, notes on a source's language and status,
 * and the abstention when the sources do not cover the question (wording.ts).
 */
import type { Lang, Passage, PassageParagraph, PassagePoint } from '../retrieval';
import { leadingQuote } from '../citations';
import { withoutArticleReferences } from '../vocabulary/acts';
import {
  askedFigureKinds,
  FIGURE,
  type FigureKind,
  figureWordStems,
  figuresOf,
  holdsFigure,
  isFactQuestion,
  sharedStems,
  questionStems,
  sentencesOf,
} from './question';
import type { AnswerInput, AnswerWriter } from './types';
import {
  abstentionSentences,
  otherLanguageNote,
  provisionsLabel,
  relatedLabel,
  statusLine,
} from './wording';

/** Escapes what markdown would read as markup, so a quote renders as the source's own words. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_[\]<>|~])/g, '\\$1')
    .replace(/^(\s*)([#>+-])/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/gm, '$1\\$2');
}

/** A paragraph's words as quoted: long paragraphs stop where a sentence ends. */
const QUOTE_CHARS = 700;
const MAX_POINTS = 10;
/** The words of each paragraph a citation marker carries (what the sources list shows). */
const MARKER_CHARS = 200;
/** A second paragraph is quoted when it matches at least this share of the best one. */
const SECOND_PARAGRAPH_SHARE = 0.6;

function chosenParagraphs(
  passage: Passage,
  lead?: PassageParagraph,
  asked?: ReadonlySet<FigureKind>,
): PassageParagraph[] {
  const ranked = [...passage.paragraphs].sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return [];
  const chosen = [best];
  // The paragraph the answer opened with is quoted too where its provision is.
  if (lead && lead !== best) chosen.push(lead);
  // For a question asking for a figure, the best paragraph stating one of the kind asked, when
  // the best paragraph by its words states none ("eleggibili ... il quarantesimo anno" after "I
  // senatori sono eletti").
  const ofKind = (p: PassageParagraph) =>
    figuresOf(fullText(p)).some((f) => f.kind !== null && asked!.has(f.kind));
  if (asked?.size && chosen.length < 2 && !chosen.some(ofKind)) {
    const figure = ranked.find((p) => p.score > 0 && ofKind(p));
    if (figure) chosen.push(figure);
  }
  const second = ranked[1];
  if (
    second &&
    !chosen.includes(second) &&
    chosen.length < 2 &&
    second.score > 0 &&
    second.score >= best.score * SECOND_PARAGRAPH_SHARE
  ) {
    chosen.push(second);
  }
  // In the order of the provision.
  return passage.paragraphs.filter((p) => chosen.includes(p));
}

function pointLines(points: PassagePoint[], depth: number): string[] {
  return points
    .slice(0, MAX_POINTS)
    .flatMap((p) => [
      `> ${'  '.repeat(depth)}- ${escapeMarkdown(`${p.label} ${leadingQuote(p.text, QUOTE_CHARS)}`.trim())}`,
      ...pointLines(p.points, depth + 1),
    ]);
}

/** A quote inside a marker cannot hold the marker's delimiters: it stops before the first one. */
function markerQuote(text: string): string {
  const stop = text.search(/[\]|]/);
  return (stop === -1 ? text : text.slice(0, stop)).trim();
}

/** The sentence an answer opens with, verbatim, and where it comes from. */
export interface LeadSentence {
  passage: Passage;
  paragraph: PassageParagraph;
  /** The words shown: the sentence, or the clauses of a long one around its figure. */
  quote: string;
  /** Whether the quote starts after, or stops before, the sentence's own start or end. */
  cutBefore: boolean;
  cutAfter: boolean;
}

/** The longest opening quote; a longer sentence is cut to the clauses around what it answers. */
const LEAD_CHARS = 400;
/** The opening sentence comes from one of the first provisions retrieved... */
const LEAD_PASSAGES = 5;
/** ...each place down retrieval's order costing as much as a quarter of a shared word. */
const RANK_PENALTY = 0.5;
/** Per sentence of an article asked for by number: its earlier sentences open the answer. */
const ORDER_PENALTY = 0.01;
/**
 * What the paragraph's retrieval score (BM25 with the vocabulary's expansions) adds at most: as
 * much as two average words of the question found in the sentence.
 */
const PARAGRAPH_WEIGHT = 4;
/** In a question asking for a figure: a figure of the kind asked adds as much as two words... */
const KIND_BONUS = 2;
/** ...and the question's words within this many characters of the figure count once more. */
const FIGURE_WINDOW = 100;
const NEAR_WEIGHT = 3;
/** The fewest characters of the opening sentence its citation marker must carry. */
const MIN_LEAD_MARKER = 40;

/** A paragraph's own words and its points', as one text (a figure may be in a point). */
function fullText(paragraph: PassageParagraph): string {
  const points = (list: PassagePoint[]): string[] =>
    list.flatMap((p) => [`${p.label} ${p.text}`, ...points(p.points)]);
  return [paragraph.text, ...points(paragraph.points)].join(' ');
}

/** The clauses of a long sentence around position `at`, at most LEAD_CHARS long. */
function clausesAround(sentence: string, at: number): { text: string; from: number; to: number } {
  const bounds = [0];
  for (const m of sentence.matchAll(/[,;:] /g)) bounds.push(m.index + 2);
  bounds.push(sentence.length);
  let i = bounds.findLastIndex((b) => b <= at);
  if (i === bounds.length - 1) i -= 1;
  let from = bounds[i]!;
  let to = bounds[i + 1]!;
  let lo = i;
  let hi = i + 1;
  // Grow one clause at a time, the one before first: it usually says who must do what.
  for (;;) {
    const before = lo > 0 ? bounds[lo - 1]! : null;
    const after = hi < bounds.length - 1 ? bounds[hi + 1]! : null;
    if (before !== null && to - before <= LEAD_CHARS) {
      lo -= 1;
      from = before;
    } else if (after !== null && after - from <= LEAD_CHARS) {
      hi += 1;
      to = after;
    } else break;
  }
  return {
    text: sentence
      .slice(from, to)
      .trim()
      .replace(/[,;:]$/, ''),
    from,
    to,
  };
}

/**
 * The one sentence the answer opens with: of the first provisions retrieved, the sentence that
 * shares most words with the question (its provision's title and its paragraph's retrieval score
 * weigh too, and retrieval's order). For a question asking for a figure (isFactQuestion), the best
 * such sentence that states a figure, when one shares a word with the question. Null when no
 * paragraph says anything.
 */
export function leadSentence(
  question: string,
  lang: Lang,
  passages: Passage[],
): LeadSentence | null {
  const fact = isFactQuestion(question, lang);
  // In a question asking for a figure, the words naming the quantity ("età", "years", "délai")
  // are answered by the figure itself (KIND_BONUS), not by a sentence repeating them.
  // "Article 17" names the provision asked about, not words its sentences should hold (art. 58
  // GDPR's "pursuant to Articles 16, 17 and 18" would open an answer on art. 17).
  const stems = questionStems(withoutArticleReferences(question));
  if (fact) for (const stem of figureWordStems(question)) stems.delete(stem);
  const topScore = Math.max(0, ...passages.flatMap((p) => p.paragraphs.map((para) => para.score)));
  // A question on an article by number is answered by that article.
  const referenced = passages.filter((p) => p.referenced);
  const sentences = (referenced.length ? referenced : passages.slice(0, LEAD_PASSAGES)).flatMap(
    (passage, rank) =>
      passage.paragraphs.flatMap((paragraph) =>
        sentencesOf(fullText(paragraph))
          // A heading the source repeats in brackets at the start of its text is not a sentence.
          .filter((sentence) => !/^\(.*\)\.?$/.test(sentence))
          .map((sentence) => ({
            passage,
            rank,
            paragraph,
            sentence,
            found: sharedStems(stems, sentence),
          })),
      ),
  );
  // The paragraphs of an article asked for by number were scored on the reference's words: what
  // it says first comes first, unless the question's other words choose another sentence.
  const paragraphWeight = referenced.length ? 0 : PARAGRAPH_WEIGHT;
  const orderPenalty = referenced.length ? ORDER_PENALTY : 0;
  // A word of the question weighs by how few of these sentences hold it (a local idf), scaled so
  // that the average word found weighs 1: "ore" or "authority" count less than "giudiziaria".
  const df = new Map<string, number>();
  for (const s of sentences) for (const stem of s.found) df.set(stem, (df.get(stem) ?? 0) + 1);
  const idf = new Map([...df].map(([stem, n]) => [stem, Math.log(1 + sentences.length / n)]));
  const meanIdf = idf.size ? [...idf.values()].reduce((a, b) => a + b, 0) / idf.size : 1;
  const weigh = (found: string[]) =>
    found.reduce((sum, stem) => sum + (idf.get(stem) ?? meanIdf), 0) / meanIdf;
  // The provision's title weighs the same for each of its sentences.
  const titleWeights = new Map<Passage, number>();
  const titleWeight = (passage: Passage) => {
    let weight = titleWeights.get(passage);
    if (weight === undefined) {
      weight = weigh(sharedStems(stems, `${passage.label} ${passage.heading ?? ''}`));
      titleWeights.set(passage, weight);
    }
    return weight;
  };
  const candidates = sentences.map((s, i) => ({
    ...s,
    words: s.found.length,
    // Only a question asking for a figure looks for one (the pattern is costly on every sentence).
    figure: fact && holdsFigure(s.sentence),
    // The sentence's own words count most, then the provision's title, how well its paragraph
    // matched the question in retrieval, and retrieval's order.
    score:
      2 * weigh(s.found) +
      titleWeight(s.passage) +
      (topScore > 0 ? (paragraphWeight * s.paragraph.score) / topScore : 0) -
      RANK_PENALTY * s.rank -
      orderPenalty * i,
  }));
  const best = <T extends { score: number }>(list: T[]) =>
    list.reduce<T | null>((top, c) => (!top || c.score > top.score ? c : top), null);
  // A question asking for a figure opens with a sentence stating one, if one is about the question:
  // a figure of the kind asked (hours, days, years, money...) counts, and so do the question's
  // words close to it (proximity: the figure of "entro sessanta giorni" belongs to the words of
  // its own clause, not to the other half of a long sentence).
  const asked = fact ? askedFigureKinds(question) : new Set<string>();
  const figureScore = (sentence: string) => {
    const figures = figuresOf(sentence);
    const ofKind = figures.filter((f) => f.kind !== null && asked.has(f.kind));
    let near = 0;
    for (const f of ofKind.length ? ofKind : figures) {
      const window = sentence.slice(Math.max(0, f.at - FIGURE_WINDOW), f.at + FIGURE_WINDOW);
      near = Math.max(near, weigh(sharedStems(stems, window)));
    }
    return (ofKind.length ? KIND_BONUS : 0) + NEAR_WEIGHT * near;
  };
  const chosen =
    (fact
      ? best(
          candidates
            .filter((c) => c.figure && c.words > 0)
            .map((c) => ({ ...c, score: c.score + figureScore(c.sentence) })),
        )
      : null) ?? best(candidates);
  if (!chosen) return null;
  const { passage, paragraph, sentence } = chosen;
  if (sentence.length <= LEAD_CHARS) {
    return { passage, paragraph, quote: sentence, cutBefore: false, cutAfter: false };
  }
  const figure = fact ? FIGURE.exec(sentence) : null;
  if (figure) {
    const window = clausesAround(sentence, figure.index);
    return {
      passage,
      paragraph,
      quote: window.text,
      cutBefore: window.from > 0,
      cutAfter: window.to < sentence.length,
    };
  }
  const quote = leadingQuote(sentence, LEAD_CHARS);
  return { passage, paragraph, quote, cutBefore: false, cutAfter: quote.length < sentence.length };
}

/** The path of a provision in the law viewer (a plain link, not a citation). */
function viewerPath(passage: Passage): string {
  const documentPath = passage.documentId.split('/').map(encodeURIComponent).join('/');
  return `/documents/${documentPath}?lang=${passage.lang}#${encodeURIComponent(passage.article)}`;
}

const titleOf = (passage: Passage) => {
  const title = [passage.documentShortTitle, passage.label].filter(Boolean).join(', ');
  return title + (passage.heading ? ` — ${passage.heading}` : '');
};

/** The sources do not cover the question: say so, then at most list related provisions, uncited. */
function abstention(lang: Lang, passages: Passage[]): string {
  const lines = [abstentionSentences[lang]];
  const related = passages.filter((p) => p.paragraphs.length > 0);
  if (related.length > 0) {
    lines.push('', relatedLabel[lang], '');
    for (const passage of related) {
      const note = otherLanguageNote(lang, passage.lang);
      lines.push(
        `- [${escapeMarkdown(titleOf(passage))}](${viewerPath(passage)})${note ? ` ${note}` : ''}`,
      );
    }
  }
  return lines.join('\n');
}

export interface ComposeOptions {
  /** The question as asked: what the opening sentence is chosen for. */
  question?: string;
  /** False when retrieval judged that the sources do not answer (see AnswerInput.covered). */
  covered?: boolean;
}

/**
 * The answer's markdown, citation markers included: the direct answer first (one sentence of the
 * sources, verbatim and cited: for a question asking for a figure, the sentence that states it),
 * then the quoted provisions grouped by act. When the sources do not cover the question, the
 * abstention and, labelled as not answering, the related provisions without citations.
 */
export function composeExtractiveAnswer(
  lang: Lang,
  passages: Passage[],
  options: ComposeOptions = {},
): string {
  if (passages.every((p) => p.paragraphs.length === 0)) return abstentionSentences[lang];
  if (options.covered === false) return abstention(lang, passages);

  const found = options.question ? leadSentence(options.question, lang, passages) : null;
  const asked =
    options.question && isFactQuestion(options.question, lang)
      ? askedFigureKinds(options.question)
      : undefined;
  // A sentence whose words a marker cannot carry (a bracket early on) does not open the answer.
  const lead = found && markerQuote(found.quote).length >= MIN_LEAD_MARKER ? found : null;
  const leadMarker = lead ? markerQuote(lead.quote) : null;

  // Grouped by act, the acts in the order of their best provision.
  const acts: string[] = [];
  for (const p of passages) if (!acts.includes(p.documentId)) acts.push(p.documentId);
  const ordered = acts.flatMap((act) => passages.filter((p) => p.documentId === act));

  const blocks: string[] = [];
  let leadAnchor: string | null = null;
  for (const passage of ordered) {
    const leadParagraph = lead?.passage === passage ? lead.paragraph : undefined;
    const paragraphs = chosenParagraphs(passage, leadParagraph, asked);
    if (paragraphs.length === 0) continue;
    const lines = [`**${escapeMarkdown(titleOf(passage))}**`, ''];
    const note = otherLanguageNote(lang, passage.lang);
    if (note) lines.push(`_${note}_`, '');
    // One source, one number: a provision is cited once, at its paragraph when one is quoted, at
    // the article with each paragraph's opening words when two are; the paragraph the answer
    // opened with is cited with the opening's words, so the opening carries the same number.
    const anchor =
      paragraphs.length === 1 ? (paragraphs[0]!.anchor ?? passage.article) : passage.article;
    const cited =
      leadParagraph && leadMarker
        ? leadMarker
        : paragraphs.map((p) => markerQuote(leadingQuote(p.text, MARKER_CHARS))).join(' … ');
    if (leadParagraph) leadAnchor = anchor;
    paragraphs.forEach((paragraph, i) => {
      const quote = leadingQuote(paragraph.text, QUOTE_CHARS);
      const cut = quote.length < paragraph.text.replace(/\s+/g, ' ').trim().length ? ' …' : '';
      const prefix = paragraph.number ? `${paragraph.number}. ` : '';
      const marker =
        i === paragraphs.length - 1 ? ` [[${passage.documentId}#${anchor}|${cited}]]` : '';
      lines.push(`> ${escapeMarkdown(prefix)}${escapeMarkdown(quote)}${cut}${marker}`);
      lines.push(...pointLines(paragraph.points, 0));
      lines.push('');
    });
    for (const status of passage.status ?? []) {
      lines.push(statusLine(lang, status, escapeMarkdown), '');
    }
    blocks.push(lines.join('\n').trimEnd());
  }
  if (blocks.length === 0) return abstentionSentences[lang];
  if (!lead || !leadMarker || !leadAnchor) return blocks.join('\n\n');

  const [open, close] = lang === 'en' ? ['“', '”'] : ['«', '»'];
  const words = `${lead.cutBefore ? '… ' : ''}${escapeMarkdown(lead.quote)}${lead.cutAfter ? ' …' : ''}`;
  const note = otherLanguageNote(lang, lead.passage.lang);
  const opening = `${open}${words}${close} [[${lead.passage.documentId}#${leadAnchor}|${leadMarker}]]${note ? ` _${note}_` : ''}`;
  return [opening, provisionsLabel[lang], ...blocks].join('\n\n');
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Splits text into chunks of a few words; a citation marker is never split. */
export function chunkText(text: string, wordsPerChunk: number): string[] {
  const tokens = text.match(/\[\[(?:[^\]]|\](?!\]))*\]\]\s*|\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) {
    chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  }
  return chunks;
}

export interface EmbeddedAnswererOptions {
  /** Pause between chunks, so the answer streams like a model's (0 in the eval). */
  chunkDelayMs: number;
  wordsPerChunk?: number;
}

export function createEmbeddedAnswerer(options: EmbeddedAnswererOptions): AnswerWriter {
  return {
    name: 'embedded-extractive',
    async *answer(input: AnswerInput) {
      const text = composeExtractiveAnswer(input.lang, input.passages, {
        question: input.question,
        covered: input.covered ?? true,
      });
      const chunks = chunkText(text, options.wordsPerChunk ?? 6);
      for (let i = 0; i < chunks.length; i++) {
        if (input.signal.aborted) return;
        // The first chunk goes out at once: only the ones after it are paced.
        if (i > 0 && options.chunkDelayMs > 0) await sleep(options.chunkDelayMs, input.signal);
        if (input.signal.aborted) return;
        yield chunks[i]!;
      }
    },
  };
}
