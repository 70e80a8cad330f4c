/**
 * What a question asks for, and where a provision's text holds it: the "fact" questions (how long,
 * how much, how old, by when, how many, from what date) and the sentences that state a figure
 * (a number with its unit, a duration, an amount, an age, a date). Plain patterns per language,
 * about the shape of the question and never about a particular provision. Exported for retrieval,
 * which may favour paragraphs holding a figure when the question asks for one.
 */
import type { Lang } from '../retrieval';

/** Alternatives as whole words (JavaScript's `\\b` knows no accented letters). */
const wholeWords = (alternatives: string[]) =>
  new RegExp(
    alternatives.map((a) => `(?<![\\p{L}\\p{N}])(?:${a})(?![\\p{L}\\p{N}])`).join('|'),
    'iu',
  );

/** Questions asking for a figure, per language. */
export const FACT_QUESTION: Record<Lang, RegExp> = {
  it: wholeWords([
    String.raw`quant[oaie]`,
    String.raw`entro quando`,
    String.raw`(?:da|fino a|a partire da) quando`,
    String.raw`(?:a |da |entro |per )?(?:quale|quali|che) (?:età|data|termine|termini|durata|importo|somma|percentuale|ammontare|scadenza|periodo|limite|misura|sanzione|pena|multa|ammenda)`,
    String.raw`quando (?:entra|è entrat|scade|decorre|si applica|cessa|si prescrive)`,
    String.raw`(?:età|durata|importo|termine) (?:minim|massim)`,
  ]),
  en: wholeWords([
    String.raw`how (?:long|much|many|old|soon|often|far)`,
    String.raw`by when`,
    String.raw`until when`,
    String.raw`(?:from|since|as of|on) (?:what|which) (?:date|day|year)`,
    String.raw`(?:at|from|under|below|above) (?:what|which) age`,
    String.raw`within (?:what|which) (?:time|period|deadline)`,
    String.raw`what (?:(?:is|are|was) the )?(?:\w+ )?(?:date|age|amount|percentage|deadline|period|time limit|fine|penalty|threshold|duration)`,
    String.raw`what (?:maximum|minimum)`,
    String.raw`when (?:does|did|do|will|must|should) [^?]*(?:apply|enter into force|start|begin|expire|end|lapse)`,
  ]),
  fr: wholeWords([
    String.raw`combien`,
    String.raw`à partir de quand`,
    String.raw`jusqu'(?:à|a) quand`,
    String.raw`depuis quand`,
    String.raw`dans quel(?:s|le|les)? délais?`,
    String.raw`(?:à|a) (?:partir de )?quel(?:le)? (?:âge|date|moment)`,
    String.raw`quel(?:le)?s? (?:est |sont )?(?:l'|le |la |les )?(?:âge|date|délai|délais|durée|montant|somme|pourcentage|amende|seuil|sanction|peine)`,
    String.raw`(?:durée|montant|âge|délai) (?:maximale?|minimale?)`,
    String.raw`quand (?:entre|expire|prend fin|s'applique)`,
  ]),
};

/** Whether a question asks for a figure: its own language first, then the other two. */
export function isFactQuestion(question: string, lang?: Lang): boolean {
  const text = question.replace(/[’‘]/g, "'");
  const order: Lang[] = lang
    ? [lang, ...(['it', 'en', 'fr'] as Lang[]).filter((l) => l !== lang)]
    : ['it', 'en', 'fr'];
  return order.some((l) => FACT_QUESTION[l].test(text));
}

const NUMBER_WORDS = [
  // Italian (cardinals, and the ordinals an age is stated with: "il diciottesimo anno")
  String.raw`(?:un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|cento|mille|duemila|tremila)\w*`,
  String.raw`\w+esim[oa]`,
  // English
  String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)(?:[- ]\w+)?`,
  String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|\w+tieth)`,
  // French
  String.raw`(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent|mille)(?:[- ]\w+)?`,
  String.raw`\w+ième`,
].join('|');

const UNITS = [
  // Italian
  String.raw`or[ae]|giorn[oi]|settiman[ae]|mes[ei]|ann[oi]|biennio|triennio|quinquennio|decennio|euro|lire|per cento`,
  // English
  String.raw`hours?|days?|weeks?|months?|years?|euros?|EUR|per ?cent|percent`,
  // French
  String.raw`heures?|jours?|semaines?|mois|ans|an|années?|pour cent|pour ?cent`,
].join('|');

const MONTHS = [
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre',
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre',
].join('|');

/**
 * A figure in a provision's text: a number (in digits or words) followed by a unit of time, money
 * or percentage; a date; an amount with a currency sign; a percentage.
 */
export const FIGURE = wholeWords([
  String.raw`(?:\d[\d.,  ]*|${NUMBER_WORDS})\s*(?:${UNITS})`,
  // Italian also puts the unit first: "minore degli anni diciotto".
  String.raw`(?:anni|mesi|giorni|ore)\s+(?:\d+|${NUMBER_WORDS})`,
  String.raw`\d{1,2}[°º]?\s+(?:${MONTHS})\s+\d{4}`,
  String.raw`(?:${MONTHS})\s+\d{1,2},?\s+\d{4}`,
  String.raw`(?:€|EUR|euro)\s*\d+(?:[.,  ]\d+)*`,
  String.raw`\d+(?:[.,]\d+)?\s*%`,
]);

/** Whether a text states a figure. */
export const holdsFigure = (text: string) => FIGURE.test(text);

/**
 * A text cut into its sentences, verbatim (whitespace collapsed): a sentence ends at a full stop,
 * a semicolon, a question or exclamation mark followed by a space and a capital or an opening quote
 * or bracket (not a digit: "art. 5" goes on; not a colon: a list belongs to what introduces it).
 */
export function sentencesOf(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  return clean
    .split(/(?<=[.;!?])\s+(?=[A-ZÀ-ÖØ-Ý«"“(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Function words of the three languages (three letters or more): they say nothing about what a
 * question is about. Question words among them too (quanto, how, combien).
 */
const FUNCTION_WORDS = new Set(
  (
    'che chi per non con del dei della delle dello degli dal dalla dalle dai nel nella nelle nei ' +
    'alla alle allo agli sul sulla sui una uno gli sono come cosa quale quali quando quanto quanta ' +
    'quanti quante entro dove perché deve devono può possono essere hanno mio mia miei mie suo sua ' +
    'the and for how what which when who whom whose does did must can could should shall with from ' +
    'that this these those are was were have has had into under within long much many ' +
    'les des une est que qui quoi pour dans par sur avec quel quelle quels quelles combien comment ' +
    'quand doit doivent peut peuvent sont être ont mon mes son ses leur leurs aux'
  ).split(' '),
);

const MIN_WORD = 3;
const STEM = 5;

const contentStems = (text: string) =>
  (text.toLowerCase().match(/\p{L}+/gu) ?? [])
    .filter((w) => w.length >= MIN_WORD && !FUNCTION_WORDS.has(w))
    .map((w) => w.slice(0, STEM));

/** The question's content words, cut to a crude stem so "notificare" meets "notifica". */
export function questionStems(question: string): Set<string> {
  return new Set(contentStems(question));
}

/** The question's stems a text holds. */
export function sharedStems(stems: Set<string>, text: string): string[] {
  const seen = new Set(contentStems(text));
  return [...stems].filter((s) => seen.has(s));
}

/**
 * The kind of quantity a figure states, or a question asks for: a duration in hours, days
 * (weeks too), months or years, an amount of money, a percentage, a date. An age is stated in
 * years.
 */
export type FigureKind = 'hours' | 'days' | 'months' | 'years' | 'money' | 'percent' | 'date';
const DURATIONS: readonly FigureKind[] = ['hours', 'days', 'months', 'years'];

/** The kind of a figure's own words (its unit, currency sign or date shape). */
function kindOfFigure(figure: string): FigureKind | null {
  const f = figure.toLowerCase();
  if (/%|per ?cent|pour ?cent|percent/.test(f)) return 'percent';
  if (/€|eur|euro|lire/.test(f)) return 'money';
  if (new RegExp(`(?:${MONTHS})`, 'iu').test(f) && /\d{4}/.test(f)) return 'date';
  if (/(?<![\p{L}])(?:or[ae]|hours?|heures?)(?![\p{L}])/u.test(f)) return 'hours';
  if (/(?:giorn|days?\b|jours?|settiman|weeks?\b|semaines?)/u.test(f)) return 'days';
  if (/(?:mes[ei]\b|months?\b|mois\b)/u.test(f)) return 'months';
  if (/(?:ann[oi]\b|anni|years?\b|\bans?\b|années?|biennio|triennio|quinquennio|decennio)/u.test(f))
    return 'years';
  return null;
}

/** Each figure of a text with its kind and where it starts (a character offset). */
export function figuresOf(text: string): Array<{ at: number; kind: FigureKind | null }> {
  const all = new RegExp(FIGURE.source, 'giu');
  return [...text.matchAll(all)].map((m) => ({ at: m.index, kind: kindOfFigure(m[0]) }));
}

/** Words of a question that name the kind of quantity it asks for, per kind. */
const ASKS: Array<[FigureKind[], RegExp]> = [
  [['hours'], wholeWords(['ore', 'ora', 'hours?', 'heures?'])],
  [
    ['days'],
    wholeWords(['giorni', 'giorno', 'settimane', 'days?', 'weeks?', 'jours?', 'semaines?']),
  ],
  [['months'], wholeWords(['mesi', 'mese', 'months?', 'mois'])],
  [
    ['years'],
    wholeWords(['anni', 'anno', 'years?', 'ans', 'années?', 'età', 'ages?', 'âge', 'old']),
  ],
  [
    ['money', 'percent'],
    wholeWords([
      'costa',
      'costano',
      'importo',
      'somma',
      'multa',
      'multe',
      'ammenda',
      'sanzion[ei]',
      'euro',
      'fines?',
      'amount',
      'cost',
      'costs',
      'montant',
      'amendes?',
      'coûte',
      'sanctions?',
    ]),
  ],
  [['percent'], wholeWords(['percentuale', 'percentage', 'pourcentage'])],
  [['date'], wholeWords(['data', 'date', 'giorno in cui', 'day on which'])],
  [
    [...DURATIONS],
    wholeWords([
      'quanto tempo',
      'entro quando',
      'termine',
      'durata',
      'periodo',
      'how long',
      'by when',
      'deadline',
      'period',
      'time limit',
      'combien de temps',
      'délai',
      'délais',
      'durée',
      'période',
    ]),
  ],
];

/**
 * The kinds of figure a question asks for (empty when it names none): "entro quante ore" hours,
 * "sotto quale età" years, "how long" any duration, "what maximum fine" money or a percentage.
 * The most specific words win: "how long, in days" asks for days.
 */
export function askedFigureKinds(question: string): Set<FigureKind> {
  const text = question.replace(/[’‘]/g, "'");
  const specific = ASKS.slice(0, -1).filter(([, pattern]) => pattern.test(text));
  const found = specific.length ? specific : ASKS.slice(-1).filter(([, p]) => p.test(text));
  return new Set(found.flatMap(([kinds]) => kinds));
}

/**
 * The crude stems (questionStems) of the words of a question that name the kind of quantity it
 * asks for ("età", "anni", "how long", "délai"): the figure answers them.
 */
export function figureWordStems(question: string): Set<string> {
  const text = question.replace(/[’‘]/g, "'");
  const out = new Set<string>();
  for (const [, pattern] of ASKS) {
    const all = new RegExp(pattern.source, 'giu');
    for (const m of text.matchAll(all)) for (const stem of questionStems(m[0])) out.add(stem);
  }
  return out;
}
