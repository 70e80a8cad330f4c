/**
 * Ansvar Italian laws JSON (Normattiva scrape): one provision per article, commi inline as
 * "1. ... 2. ...", no Libro/Titolo/Capo hierarchy. Cleans the noise SOURCE.txt lists.
 */
import type { Division, LanguageVersion, Paragraph, Unit } from './model.js';
import { LATIN_SUFFIXES, articleAnchor, cleanRubrica, squash, stripTags } from './text.js';

export interface AnsvarItalianAct {
  id: string;
  type: string;
  title: string;
  short_name?: string;
  status?: string;
  issued_date?: string;
  url?: string;
  provisions: Array<{
    provision_ref: string;
    section: string;
    title?: string | null;
    content: string;
  }>;
}

const COMMA_RE = new RegExp(
  `(^|[.;:!?»)]\\s+|^\\s*)(\\d{1,3}(?:-(?:${LATIN_SUFFIXES}))?)\\.\\s+(?=[A-ZÀ-Ý«"'(]|[a-z])`,
  'g',
);

/** Next expected comma numbers after `n`: n+1, or n-bis/ter... inserted commi. */
function follows(prev: string, next: string): boolean {
  const p = Number.parseInt(prev, 10);
  const q = Number.parseInt(next, 10);
  if (next.includes('-')) return q === p;
  return q === p + 1;
}

/** Splits inline commi ("1. Chiunque ... 2. La pena ...") keeping only a consistent sequence. */
export function splitCommi(anchor: string, content: string): Paragraph[] {
  const text = squash(content);
  const hits: Array<{ index: number; start: number; number: string }> = [];
  let m: RegExpExecArray | null;
  COMMA_RE.lastIndex = 0;
  while ((m = COMMA_RE.exec(text))) {
    const number = m[2]!;
    const prev = hits.at(-1);
    const ok = prev ? follows(prev.number, number) : number === '1';
    if (ok) hits.push({ index: m.index + m[1]!.length, start: m.index + m[0].length, number });
  }
  if (!hits.length || hits[0]!.index > 0) {
    if (hits.length && hits[0]!.index > 0 && hits[0]!.index < 3) hits[0]!.index = 0;
    else return [{ number: null, anchor: null, text, points: [] }];
  }
  return hits.map((h, i) => {
    const end = i + 1 < hits.length ? hits[i + 1]!.index : text.length;
    const number = h.number;
    return {
      number,
      anchor: `${anchor}-par-${number}`,
      text: squash(text.slice(h.start, end)),
      points: [],
    };
  });
}

/**
 * The rubrica where the content repeats it at its start, case aside, with the reformed text's
 * elisions that the rubrica taken from it leaves out ("Concorso del coniuge con ascendenti ... ,
 * fratelli e sorelle").
 */
function rubricaAtStart(rubrica: string): RegExp {
  const tokens = rubrica.match(/[^\s,;:]+|[,;:]/g) ?? [];
  const escaped = tokens.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\(?${escaped.join('(?:\\s*\\.\\.\\.)?\\s*')}`, 'i');
}

/** Removes the rubrica repeated at the start of the content and the "((...))" leftovers. */
export function cleanContent(content: string, rubrica: string): string {
  let s = stripTags(content).replace(/\(\(|\)\)/g, '');
  s = s.replace(/^[\s).]+(?=\S)/, '');
  const repeated = rubrica ? rubricaAtStart(rubrica).exec(s) : null;
  if (repeated)
    s = s
      .slice(repeated[0].length)
      // "). !. In relazione…" (art. 25-decies D.Lgs. 231/2001: a "1." mistyped).
      .replace(/^[\s).:!-]+/, '')
      // Note markers right after the rubrica: "Legittimazione ad agire (321)(322) I provvedimenti".
      .replace(/^(?:\(\d{1,3}[a-z]?\)\s*)+/, '');
  // Normattiva's note markers after the last sentence: "politici. (18) (24)", "penale. 109",
  // "volume. (3a) (15a) ... (245) 289a" (not after an abbreviation: "all'art. 5").
  s = s
    .replace(/([.;:])(?:\s*\(\d{1,3}[a-z]?\))+\s*(?:\d{1,3}[a-z]?)?\s*$/u, '$1')
    .replace(/(?<=\p{L}{4,}\s?[.;:])\s*\d{1,3}[a-z]?\s*$/u, '')
    // ... and after a shorter word, but not after an abbreviation that a number follows: "usi.
    // 31", "322-bis. 352", not "all'art. 5".
    .replace(
      /(?<=(?<![\p{L}])(?!(?:art|artt|lett|par|cap|sez|co|nn?)[.;:])\p{L}{2,3}[.;:])\s*\d{1,3}[a-z]?\s*$/u,
      '',
    )
    // The same markers between two sentences: "gli affini entro il secondo. 334 Il diritto …",
    // "dell'Autorità; (119) (154) 2-bis) …".
    .replace(/(?<=\p{L}{3,}[.;:])\s+\d{1,3}[a-z]?(?=\s+[A-ZÀ-Ý])/gu, '')
    .replace(/(?<=\p{L}{3,}[.;:])(?:\s*\(\d{1,3}[a-z]?\))+(?=\s)/gu, '');
  return (
    squash(s)
      .replace(/\s+([,.;:])(?=\s|$)/g, '$1')
      // "15.000 euro.))." leaves two full stops once the insertion marks go.
      .replace(/(?<![.])\.\.(?![.])/g, '.')
  );
}

/** A Normattiva note number ("334", "(223", "321") standing where the rubrica should be. */
const NOTE_NUMBER = /^\(?\d{1,3}[a-z]?\)?$/;

/** Words a provision's text opens with, after a rubrica that ends without a full stop. */
const TEXT_OPENERS =
  'Chiunque|Il|Lo|La|Le|I|Gli|Se|Quando|Nei|Negli|Nel|Nella|Nelle|In|Salvo|Fuori|Ai|Agli|Al|Alla|Per|Ciascuno|Ogni|È';

/**
 * The rubrica of an article. The scrape sometimes took a note number ("(334" for art. 230-bis
 * c.c.) or a stray sentence ending in one as the title, or the words of a later amendment
 * ("(responsabilità genitoriale", "(...", "(Se i fatti di cui al primo periodo sono commessi con
 * violenza…" for art. 635 c.p., "(è punito con la reclusione da due a cinque anni"): an insertion
 * opened where the rubrica stands, whose words are in the text or are no heading at all (they
 * start in lower case or are an elision). The content then still opens with the real rubrica
 * ("Impresa familiare. Salvo che …", "Danneggiamento. Chiunque distrugge …", "Legittimazione ad
 * agire (321)(322) I provvedimenti …", "Associazioni di tipo mafioso anche straniere Chiunque fa
 * parte …"), which is taken from there; the elisions of the reformed text ("Riserva a favore dei
 * figli ... .") are left out of it.
 */
export function rubricaOf(rawTitle: string, rawContent: string): string {
  // The text run on after the rubrica's closing bracket: "Pubblicità ingannevole delle tariffe
  // marittime). 1. è considerata ingannevole…" (art. 22-bis of the Codice del consumo).
  const cleaned = cleanRubrica(rawTitle);
  const title = /^([^()]{3,}?)\)[.\s]/.exec(cleaned)?.[1]!.trim() ?? cleaned;
  const content = stripTags(rawContent)
    .replace(/\(\(|\)\)/g, '')
    .replace(/^[\s(]+/, '');
  // An editor's note where the rubrica stands ("Il D.Lgs. 6 settembre 2005, n. 206 ha disposto
  // (con l'art. 142, comma 1" for arts. 1469-ter to -sexies c.c.): the text says it in full.
  if (/\bha disposto\b/i.test(title)) return '';
  const notAtStart = !content.toLowerCase().startsWith(title.toLowerCase());
  const noteLike = NOTE_NUMBER.test(title) || (notAtStart && /\s\d{1,3}[a-z]?$/.test(title));
  const amendment =
    notAtStart &&
    /^\(/.test(stripTags(rawTitle).trim()) &&
    (!/^[A-ZÀ-Ý]/.test(title) || content.includes(title));
  if (!title || !(noteLike || amendment)) return title;
  // An amendment's rubrica can be long (art. 583-quater c.p.: 290 characters).
  const lead = amendment
    ? (/^(.{3,400}?)\.\s+(?=[A-ZÀ-Ý«"])/.exec(content) ??
      new RegExp(`^(.{3,400}?)\\s+(?=(?:${TEXT_OPENERS})[\\s,]|L')`).exec(content))
    : /^(.{3,160}?)(?:\.|\s*(?:\(\d{1,3}[a-z]?\))+)\s+(?=[A-ZÀ-Ý«"])/.exec(content);
  // Not a rubrica: a repealed article's notice, or a sentence with a verb of its own ("è").
  if (!lead || /^ARTICOLO ABROGATO|\sè\s|\d{3,}/.test(lead[1]!)) return '';
  return cleanRubrica(lead[1]!.replace(/\s*\.\.\.(?=\s|$)/g, '')).replace(/\s+\.$/, '');
}

/** Sort key of an article number: '2' < '2-bis' < '2-ter' < '3'. */
export function articleOrder(section: string): number {
  const m = /^(\d+)(?:[-\s]?([a-z]+))?/i.exec(section);
  if (!m) return Number.MAX_SAFE_INTEGER;
  const suffixes = LATIN_SUFFIXES.split('|');
  const idx = m[2] ? suffixes.indexOf(m[2].toLowerCase()) + 1 : 0;
  return Number(m[1]) * 100 + idx;
}

/** The rule of dashes before an update note, with the note's number ending the text before it. */
const UPDATE_NOTE_RULE = /\s*(?:\(?\d{1,3}[a-z]?\)?\s+)?-{5,}\s*/;

/** Normattiva's notice of an article that is no longer in force, where its text stood. */
const REPEAL_NOTICE =
  /^(?:ARTICOLO (?:ABROGATO|SOSTITUITO|NON PI[UÙ] PREVISTO|DA RITENERSI SOPPRESSO)|IL .{3,160} HA CONFERMATO L'ABROGAZIONE)/i;

export function parseItalianAct(act: AnsvarItalianAct, title: string): LanguageVersion {
  const seen = new Set<string>();
  const units: Unit[] = [];
  for (const p of act.provisions) {
    const number = p.section.trim().replace(/\s+/g, '-');
    const anchor = articleAnchor(number);
    if (seen.has(anchor)) continue;
    seen.add(anchor);
    let heading = rubricaOf(p.title ?? '', p.content);
    let content = cleanContent(p.content, heading);
    // Note numbers are all that is left of some texts ("6", "303 311 316").
    if (/^(?:\(?\d{1,3}[a-z]?\)?\s*)+$/.test(content)) content = '';
    if (!content && heading) {
      // A repeal notice in the title's place ("ARTICOLO ABROGATO DALLA L. 19 MAGGIO 1975, N.
      // 151") is the article's text now; a title that is the whole text (arts. 147, 148, 155
      // c.c.: the rubrica is lost) is text too.
      content = REPEAL_NOTICE.test(heading) ? heading : cleanContent(p.content, '');
      heading = '';
    }
    // Normattiva's update notes after a rule of dashes ("24 ------------- AGGIORNAMENTO (24) Il
    // D.Lgs. 21 febbraio 2014, n. 21 ha disposto...") are paragraphs of their own, after the text.
    const [law = '', ...notes] = content.split(UPDATE_NOTE_RULE);
    content = law;
    const repealed = /^ARTICOLO ABROGATO/i.test(content);
    units.push({
      anchor,
      kind: 'article',
      number,
      label: `Art. ${number}`,
      heading: heading || (repealed ? 'abrogato' : null),
      divisionKey: null,
      paragraphs: [
        ...(repealed
          ? [{ number: null, anchor: null, text: content, points: [] }]
          : splitCommi(anchor, content)),
        ...notes
          .map((note) => squash(note))
          .filter(Boolean)
          .map((text) => ({ number: null, anchor: null, text, points: [] })),
      ],
    });
  }
  units.sort((a, b) => articleOrder(a.number!) - articleOrder(b.number!));
  return { lang: 'it', title, divisions: [], units };
}

/** The books (libri) of the two codes, by their last article: the sources carry no divisions. */
export const CODE_BOOKS: Record<string, Array<{ label: string; heading: string; last: string }>> = {
  'it/rd/1942/262': [
    { label: 'Libro I', heading: 'Delle persone e della famiglia', last: '455' },
    { label: 'Libro II', heading: 'Delle successioni', last: '809' },
    { label: 'Libro III', heading: 'Della proprietà', last: '1172' },
    { label: 'Libro IV', heading: 'Delle obbligazioni', last: '2059' },
    { label: 'Libro V', heading: 'Del lavoro', last: '2642' },
    { label: 'Libro VI', heading: 'Della tutela dei diritti', last: '2969' },
  ],
  'it/rd/1930/1398': [
    { label: 'Libro I', heading: 'Dei reati in generale', last: '240' },
    { label: 'Libro II', heading: 'Dei delitti in particolare', last: '649-bis' },
    { label: 'Libro III', heading: 'Delle contravvenzioni in particolare', last: '734-bis' },
  ],
};

/** Puts a code's articles into its books (level 1 divisions); other acts are left as they are. */
export function withCodeBooks(documentId: string, version: LanguageVersion): LanguageVersion {
  const books = CODE_BOOKS[documentId];
  if (!books) return version;
  const divisions: Division[] = books.map((book, index) => ({
    key: `book-${index + 1}`,
    parentKey: null,
    level: 1,
    type: 'book',
    label: book.label,
    heading: book.heading,
  }));
  const units = version.units.map((unit) => {
    const order = articleOrder(unit.number ?? '');
    const index = books.findIndex((book) => order <= articleOrder(book.last));
    return index === -1 ? unit : { ...unit, divisionKey: divisions[index]!.key };
  });
  return { ...version, divisions, units };
}
