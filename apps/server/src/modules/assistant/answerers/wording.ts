/**
 * The answerers' own words, in the three languages: the abstention when the sources do not cover
 * a question, the labels of an answer's parts, the note on a source quoted in another language and
 * the line under a provision a later decision or act struck down, repealed or replaced. Nothing
 * here speaks about the law: the law is only ever quoted.
 */
import type { Lang, ProvisionStatus } from '../retrieval';

/**
 * The explicit abstention, first sentence of an answer the sources do not cover. Exported so an
 * automatic check (the eval) can recognise it: `isAbstention()`.
 */
export const abstentionSentences: Record<Lang, string> = {
  it: 'Le fonti presenti in Lexio non coprono questa domanda: non ho trovato disposizioni che vi rispondano.',
  en: 'The sources in Lexio do not cover this question: I found no provision that answers it.',
  fr: "Les sources présentes dans Lexio ne couvrent pas cette question : je n'ai trouvé aucune disposition qui y réponde.",
};

/** Whether a text holds one of the abstention sentences (any language, apostrophes normalised). */
export function isAbstention(text: string): boolean {
  const flat = text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  return Object.values(abstentionSentences).some((s) => flat.includes(s));
}

/** The label of provisions listed after an abstention: they are related, they do not answer. */
export const relatedLabel: Record<Lang, string> = {
  it: 'Disposizioni correlate, che non rispondono alla domanda:',
  en: 'Related provisions, which do not answer the question:',
  fr: 'Dispositions connexes, qui ne répondent pas à la question :',
};

/** The label between the direct answer and the provisions it comes from. */
export const provisionsLabel: Record<Lang, string> = {
  it: 'Le disposizioni citate, per atto:',
  en: 'The provisions quoted, by act:',
  fr: 'Les dispositions citées, par acte :',
};

const LANGUAGE_NAMES: Record<Lang, Record<Lang, string>> = {
  it: { it: 'italiano', en: 'inglese', fr: 'francese' },
  en: { it: 'Italian', en: 'English', fr: 'French' },
  fr: { it: 'italien', en: 'anglais', fr: 'français' },
};

/**
 * Said next to a source quoted in a language other than the question's, e.g. "(testo
 * disponibile in inglese)": the quote is the source's own words, in its language; null when the
 * languages are the same.
 */
export function otherLanguageNote(questionLang: Lang, sourceLang: Lang): string | null {
  if (questionLang === sourceLang) return null;
  const name = LANGUAGE_NAMES[questionLang][sourceLang];
  if (questionLang === 'it') return `(testo disponibile in ${name})`;
  if (questionLang === 'fr') return `(texte disponible en ${name})`;
  return `(text available in ${name})`;
}

/** A provision's status in the corpus (retrieval.ts, set by the service). */
export type { ProvisionStatus };

const STATUS_WORDS: Record<Lang, Record<ProvisionStatus['kind'], string>> = {
  it: {
    unconstitutional: 'Dichiarato incostituzionale da',
    repealed: 'Abrogato da',
    replaced: 'Sostituito da',
  },
  en: {
    unconstitutional: 'Declared unconstitutional by',
    repealed: 'Repealed by',
    replaced: 'Replaced by',
  },
  fr: {
    unconstitutional: 'Déclaré inconstitutionnel par',
    repealed: 'Abrogé par',
    replaced: 'Remplacé par',
  },
};

const LOCALES: Record<Lang, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR' };
/** One formatter per language: building one costs far more than formatting with it. */
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

function formatDate(lang: Lang, iso: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime())) return null;
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format.format(date);
}

/** A link destination markdown cannot misread: no spaces, parentheses or angle brackets. */
function safeHref(href: string): string {
  return encodeURI(decodeURIComponentSafe(href)).replace(
    /[()<>]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * The line under a quoted provision that has a status, e.g. "⚠ Dichiarato incostituzionale da
 * [Corte cost. 2024/1](/court-rulings/...), 1 marzo 2024". `escape` escapes the title's markup.
 */
export function statusLine(
  lang: Lang,
  status: ProvisionStatus,
  escape: (text: string) => string,
): string {
  const date = status.date ? formatDate(lang, status.date) : null;
  const title = escape(status.byTitle || status.byDocumentId);
  // Only the app's own pages: a status never links anywhere else.
  const link =
    status.href.startsWith('/') && !status.href.startsWith('//')
      ? `[${title}](${safeHref(status.href)})`
      : title;
  return `⚠ ${STATUS_WORDS[lang][status.kind]} ${link}${date ? `, ${date}` : ''}`;
}
