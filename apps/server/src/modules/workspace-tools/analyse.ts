/**
 * The extractive analysis of a library document: nothing here writes a sentence, every item is a
 * sentence of the document, quoted with its passage and page.
 * - summary: SumBasic (Nenkova & Vanderwende 2005): the sentences whose content words are the
 *   document's most frequent, each pick lowering its words' weight so the next one says something else;
 * - obligations: sentences with a duty's verb ("deve", "si obbliga", "shall", "s'engage à"…);
 * - deadlines: sentences with a time limit ("entro 30 giorni", "no later than", "dans un délai de"),
 *   with the limit itself as `figure`;
 * - references: the legal references found at indexing, grouped, with the passages that hold them.
 */

export interface AnalysisPassage {
  position: number;
  page: number | null;
  heading: string | null;
  label: string | null;
  text: string;
}
export interface AnalysisReference {
  passage_position: number;
  text: string;
  corpus_document_id: string | null;
  article: string | null;
}
export interface Quote {
  text: string;
  position: number;
  page: number | null;
  label: string | null;
}
export interface ExtractiveAnalysis {
  summary: Quote[];
  obligations: Quote[];
  deadlines: Array<Quote & { figure: string }>;
  references: Array<{
    text: string;
    documentId: string | null;
    article: string | null;
    positions: number[];
  }>;
}

export const SUMMARY_SENTENCES = 5;
export const LIST_LIMIT = 12;

// Abbreviations after which a full stop does not end a sentence (legal writing in it/en/fr).
const ABBREVIATIONS =
  /(?:\b(?:art|artt|n|nn|c|cc|co|comma|lett|d|lgs|dlgs|l|p|pag|pp|s|ss|cfr|sig|sigg|dott|avv|ing|e\.g|i\.e|no|nos|par|cap|sez|all|cod|civ|pen|proc|reg|dir|ecc|etc|vs|al|seg|segg|mr|mrs|ms|dr|st|m|mme|mlle|ibid)\.)$/i;

/** The sentences of a passage, in order (blocks first, then full stops not after an abbreviation). */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const parts = block
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.;!?])\s+(?=[«"“(\p{Lu}\d])/u);
    let current = '';
    for (const part of parts) {
      current = current ? `${current} ${part}` : part;
      const lastWord = current.slice(current.lastIndexOf(' ') + 1);
      if (ABBREVIATIONS.test(lastWord) || /\b\p{Lu}\.$/u.test(lastWord)) continue;
      sentences.push(current);
      current = '';
    }
    if (current) sentences.push(current);
  }
  return sentences.filter((s) => /\p{L}{3}/u.test(s));
}

const STOPWORDS = new Set(
  (
    'il lo la i gli le un uno una di a da in con su per tra fra e o ma se che non del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle è sono sia essere ha hanno questo questa questi queste quello quella ogni quale quali come anche più dove cui suo sua suoi sue loro ' +
    'the a an of to in on at by for with from and or but if that this these those is are be been being was were has have had its their it as any all such which who whom shall may will not no other than into upon under ' +
    'le la les un une des de du au aux et ou mais si que qui ne pas en dans sur par pour avec sans est sont être a ont ce cet cette ces son sa ses leur leurs tout tous toute toutes autre'
  ).split(' '),
);

const contentWords = (sentence: string) =>
  (sentence.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !STOPWORDS.has(w));

/** SumBasic over the document's sentences; the picks are returned in document order. */
function summarise(sentences: Array<Quote & { index: number }>, count: number): Quote[] {
  const frequency = new Map<string, number>();
  let total = 0;
  for (const s of sentences) {
    for (const word of contentWords(s.text)) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      total += 1;
    }
  }
  if (total === 0) return [];
  const probability = new Map([...frequency].map(([w, n]) => [w, n / total]));
  // A summary sentence reads alone: not a heading-like fragment nor a whole page.
  const candidates = sentences.filter((s) => s.text.length >= 40 && s.text.length <= 500);
  const chosen: Array<Quote & { index: number }> = [];
  while (chosen.length < count) {
    let best: (Quote & { index: number }) | null = null;
    let bestScore = 0;
    for (const s of candidates) {
      if (chosen.includes(s)) continue;
      const words = [...new Set(contentWords(s.text))];
      if (words.length < 4) continue;
      const score = words.reduce((sum, w) => sum + (probability.get(w) ?? 0), 0) / words.length;
      if (score > bestScore) {
        best = s;
        bestScore = score;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const w of new Set(contentWords(best.text)))
      probability.set(w, (probability.get(w) ?? 0) ** 2);
  }
  return chosen.sort((a, b) => a.index - b.index).map(({ index: _index, ...quote }) => quote);
}

// Word boundaries that know accented letters (`\b` in JavaScript does not: "à", "è").
const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';
const words = (source: string) => new RegExp(`${B}(?:${source})${E}`, 'iu');

// A duty: the modal or the undertaking, in the three languages.
const OBLIGATION = words(
  String.raw`deve|devono|dovrà|dovranno|è tenut[oa]|sono tenut[ie]|si obbliga|si obbligano|si impegna|si impegnano|ha l['’]obbligo|hanno l['’]obbligo|è obbligat[oa]|provvede a|garantisce che|shall|must|is required to|are required to|undertakes? to|agrees? to|is obliged to|are obliged to|doit|doivent|devra|devront|s['’]engage(?:nt)? à|s['’]oblige(?:nt)? à|est tenue? de|sont tenu(?:e)?s de`,
);

const NUMBER_WORDS =
  'uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|quindici|venti|trenta|quarantacinque|sessanta|novanta|centoventi|centottanta|dodici|ventiquattro|quarantotto|settantadue|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty-five|sixty|ninety|twelve|seventy-two|un|deux|trois|quatre|cinq|huit|dix|quinze|vingt|trente|soixante|quatre-vingt-dix|douze';
const UNITS =
  'giorni|giorno|giorni lavorativi|mesi|mese|anni|anno|ore|settimane|settimana|days?|business days|working days|months?|years?|hours?|weeks?|jours?|jours ouvrables|mois|ans|années?|heures?|semaines?';
/** A duration: "30 giorni", "trenta (30) giorni", "72 hours", "deux mois". */
const DURATION = words(
  String.raw`(?:\d+|${NUMBER_WORDS})(?:\s*\(\s*(?:\d+|${NUMBER_WORDS})\s*\))?\s+(?:${UNITS})`,
);
/** What makes a duration a time limit, or a time limit without one. */
const LIMIT_WORDS = words(
  String.raw`entro|non oltre|al più tardi|nel termine di|termine di|decorsi|scadenza|preavviso|within|no later than|not later than|at the latest|deadline|notice period|prior notice|dans un délai de|au plus tard|sous|préavis|échéance|avant le`,
);
const DATE = words(
  String.raw`\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|january|february|march|april|may|june|july|august|september|october|november|december|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\s+\d{4}`,
);

/** The time limit a sentence sets ("entro 30 giorni"), or null. */
export function deadlineOf(sentence: string): string | null {
  // A time limit needs its word ("entro", "within", "au plus tard", "preavviso"): a date or a
  // duration alone is when a contract was signed or how long it lasts, not a deadline.
  const limit = LIMIT_WORDS.exec(sentence);
  if (!limit) return null;
  const after = sentence.slice(limit.index);
  const duration = DURATION.exec(after);
  if (duration && duration.index < 40) return after.slice(0, duration.index + duration[0].length);
  const date = DATE.exec(after);
  if (date && date.index < 40) return after.slice(0, date.index + date[0].length);
  const anywhere = DURATION.exec(sentence) ?? DATE.exec(sentence);
  return anywhere ? anywhere[0] : null;
}

export function analyseExtractive(
  passages: AnalysisPassage[],
  references: AnalysisReference[],
): ExtractiveAnalysis {
  const sentences: Array<Quote & { index: number }> = [];
  for (const passage of passages) {
    for (const text of sentencesOf(passage.text)) {
      sentences.push({
        text,
        position: passage.position,
        page: passage.page,
        label: passage.label,
        index: sentences.length,
      });
    }
  }
  const quote = ({ index: _index, ...q }: Quote & { index: number }): Quote => q;
  const obligations = sentences
    .filter((s) => OBLIGATION.test(s.text))
    .slice(0, LIST_LIMIT)
    .map(quote);
  const deadlines = sentences
    .map((s) => ({ s, figure: deadlineOf(s.text) }))
    .filter((d): d is { s: Quote & { index: number }; figure: string } => d.figure !== null)
    .slice(0, LIST_LIMIT)
    .map(({ s, figure }) => ({ ...quote(s), figure }));
  const grouped = new Map<string, ExtractiveAnalysis['references'][number]>();
  for (const r of references) {
    const key = r.corpus_document_id
      ? `${r.corpus_document_id}#${r.article ?? ''}`
      : r.text.toLowerCase();
    const entry = grouped.get(key) ?? {
      text: r.text,
      documentId: r.corpus_document_id,
      article: r.article,
      positions: [],
    };
    if (!entry.positions.includes(r.passage_position)) entry.positions.push(r.passage_position);
    grouped.set(key, entry);
  }
  return {
    summary: summarise(sentences, SUMMARY_SENTENCES),
    obligations,
    deadlines,
    references: [...grouped.values()],
  };
}
