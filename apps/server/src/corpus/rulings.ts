/**
 * Court decisions: Synthos cards for the Corte costituzionale and the Cassazione penale
 * (markdown with YAML front matter), and CJEU judgments (curia XHTML).
 */
import { extractCitations, parseParametro } from './citations.js';
import { splitFrontMatter } from './costituzione.js';
import type { Element } from './dom.js';
import { findAll, hasClass, isElement, parseHtml, textOf } from './dom.js';
import type { CitedProvision, CorpusDocument, Maxim, Paragraph, Unit } from './model.js';
import { cleanText } from './text.js';

function sections(body: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = body.split(/^## /m).slice(1);
  for (const p of parts) {
    const nl = p.indexOf('\n');
    out.set(p.slice(0, nl).trim(), p.slice(nl + 1).trim());
  }
  return out;
}

const unquote = (s: string) =>
  cleanText(
    s
      .split('\n')
      .map((l) => l.replace(/^>\s?/, ''))
      .join('\n'),
  );

const str = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v);

/** The text, or '' when it holds no word or figure (the cards' "." placeholders). */
const saying = (text: string): string => (/[\p{L}\p{N}]/u.test(text) ? text : '');

function unit(
  anchor: string,
  kind: Unit['kind'],
  label: string,
  text: string,
  heading: string | null = null,
): Unit {
  const paragraphs: Paragraph[] = text
    .split(/\n\s*\n/)
    // A section the card leaves at "." (a decision whose maxim is not published yet) says nothing.
    .map((t) => saying(cleanText(t)))
    .filter(Boolean)
    .map((t) => ({ number: null, anchor: null, text: t, points: [] }));
  return { anchor, kind, number: null, label, heading, divisionKey: null, paragraphs };
}

// A Consulta card's data come from the Court's open data (its front matter says so: fonte
// consulta-opendata); the Synthos card licence covers the Cassazione cards of SEGNALATE/ only.
const CONSULTA_ATTRIBUTION = 'Corte costituzionale, dati.cortecostituzionale.it (CC BY-SA 3.0)';
const CASSAZIONE_ATTRIBUTION =
  'Corte di cassazione, Ufficio del Massimario; scheda "cassazione-penale-db — Synthos Logic" (CC BY 4.0)';

export function parseConsultaCard(md: string): CorpusDocument {
  const { front, body } = splitFrontMatter(md);
  const s = sections(body);
  const tipo = String(front.tipo);
  const numero = String(front.numero);
  const anno = Number(front.anno);
  const operative = (s.get('Dispositivo') ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => cleanText(paragraph))
    .filter(Boolean)
    .join('\n\n');
  const maxims: Maxim[] = [];
  const cited: CitedProvision[] = [];
  const massime = s.get('Massime ufficiali') ?? '';
  for (const block of massime.split(/^### /m).slice(1)) {
    const nl = block.indexOf('\n');
    const head = block.slice(0, nl);
    const rest = block.slice(nl + 1);
    const hm = /^Massima\s+(\d+)\s*[—-]\s*([\s\S]*)$/.exec(head.trim());
    const classif = /\(Classif\.\s*([^)]+)\)\.?\s*$/.exec(head);
    const quote = rest
      .split('\n')
      .filter((l) => l.startsWith('>'))
      .join('\n');
    maxims.push({
      number: hm ? Number(hm[1]) : maxims.length + 1,
      title: hm ? cleanText(hm[2]!.replace(/\(Classif\.[^)]*\)\.?\s*$/, '')) : cleanText(head),
      text: unquote(quote),
      classification: classif ? classif[1]!.trim() : null,
    });
    const par = /\*Parametri:\*\s*(.*)/.exec(rest);
    if (par) for (const p of par[1]!.split('·')) if (p.trim()) cited.push(parseParametro(p));
  }
  const seen = new Set<string>();
  const citedProvisions = cited.filter((c) => {
    const k = c.label;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const kindLabel = tipo === 'ordinanza' ? 'ord.' : 'sent.';
  const id = `it/corte-costituzionale/${anno}/${numero}`;
  const title = `Corte costituzionale, ${tipo} n. ${numero}/${anno}`;
  return {
    id,
    kind: 'ruling',
    type: tipo,
    title,
    shortTitle: `Corte cost., ${kindLabel} n. ${numero}/${anno}`,
    jurisdiction: 'IT',
    authority: 'Corte costituzionale',
    date: str(front.data_deposito) ?? str(front.data_decisione),
    status: 'published',
    sourceUrl: str(front.url_scheda),
    eli: null,
    urn: `urn:nir:corte.costituzionale:${tipo}:${anno};${numero}`,
    attribution: CONSULTA_ATTRIBUTION,
    source: 'giurisprudenza-it-synthos',
    versions: [
      {
        lang: 'it',
        title,
        divisions: [],
        units: [
          unit('operative-part', 'operative-part', 'Dispositivo', operative),
          ...maxims.map((m) =>
            unit(`maxim-${m.number}`, 'maxim', `Massima ${m.number}`, m.text, m.title),
          ),
        ],
      },
    ],
    ruling: {
      court: 'Corte costituzionale',
      number: numero,
      year: anno,
      decisionType: tipo,
      maxims,
      operativePart: operative || null,
      summary: null,
      citedProvisions,
      details: {
        decisionDate: str(front.data_decisione),
        filingDate: str(front.data_deposito),
        president: str(front.presidente),
        rapporteur: str(front.redattore),
        proceedings: str(front.tipologia_giudizio),
        dataLicence: str(front.licenza_dati),
      },
    },
  };
}

export function parseCassazioneCard(md: string): CorpusDocument {
  const { front, body } = splitFrontMatter(md);
  const s = sections(body);
  const tipo = String(front.tipo);
  const question = tipo === 'questione-su';
  const [rgNumber, rgYear] = String(front.rg ?? '').split('/');
  const numero = question ? rgNumber! : String(front.numero);
  const anno = question ? Number(rgYear ?? front.anno) : Number(front.anno);
  const massima = unquote(s.get('Massima ufficiale (Oggetto)') ?? s.get('Quesito') ?? '');
  const summary = saying(cleanText(s.get("L'esito in sintesi") ?? ''));
  const refs = cleanText((s.get('Riferimenti normativi') ?? '').replace(/^\*.*\*$/m, ''));
  const heading = /^#\s+(.*)$/m.exec(body)?.[1]?.trim() ?? '';
  const sezione = str(front.sezione);
  const title = question
    ? `Corte di cassazione, Sezioni Unite penali, questione R.G. ${numero}/${anno}`
    : `Corte di cassazione, ${sezione === 'Sezioni Unite' ? 'Sezioni Unite penali' : `Sez. ${sezione ?? ''} penale`}, ${tipo} n. ${numero}/${anno}`;
  const units: Unit[] = [unit('maxim-1', 'maxim', question ? 'Quesito' : 'Massima', massima)];
  if (summary) units.push(unit('summary', 'summary', "L'esito in sintesi", summary));
  if (refs) units.push(unit('references', 'summary', 'Riferimenti normativi', refs));
  return {
    id: `it/cassazione-penale/${anno}/${numero}`,
    kind: 'ruling',
    type: question ? 'questione-sezioni-unite' : tipo,
    title,
    shortTitle: heading || title,
    jurisdiction: 'IT',
    authority: 'Corte di cassazione',
    date: str(front.data_deposito) ?? str(front.data_udienza),
    status: question ? String(front.stato ?? 'pendente') : 'published',
    sourceUrl: str(front.url_scheda),
    eli: null,
    urn: null,
    attribution: CASSAZIONE_ATTRIBUTION,
    source: 'giurisprudenza-it-synthos',
    versions: [{ lang: 'it', title, divisions: [], units }],
    ruling: {
      court: 'Corte di cassazione',
      number: numero,
      year: anno,
      decisionType: tipo,
      maxims: massima
        ? [{ number: 1, title: question ? 'Quesito' : null, text: massima, classification: null }]
        : [],
      operativePart: null,
      summary: summary || null,
      citedProvisions: extractCitations([massima, summary, refs].join('\n')),
      details: {
        section: sezione,
        subject: str(front.materia),
        hearingDate: str(front.data_udienza),
        filingDate: str(front.data_deposito),
        president: str(front.presidente),
        rapporteur: str(front.relatore),
        pdfUrl: str(front.url_pdf) ?? str(front.url_ordinanza_pdf),
      },
    },
  };
}

export interface CjeuIndexRow {
  file: string;
  ecli: string;
  case: string;
  date: string;
  formation: string;
  referringCourt: string;
  tag: string;
}

export function parseCjeuIndex(tsv: string): CjeuIndexRow[] {
  const [, ...rows] = tsv.trim().split('\n');
  return rows.map((r) => {
    const [file, ecli, cs, date, formation, referringCourt, tag] = r.split('\t');
    return {
      file: file!,
      ecli: ecli!,
      case: cs!,
      date: date!,
      formation: formation!,
      referringCourt: referringCourt ?? '',
      tag: tag ?? '',
    };
  });
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function isoDate(s: string): string | null {
  const m = /(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})/.exec(s);
  if (!m) return null;
  const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
  return month ? `${m[3]}-${String(month).padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : null;
}

const EU_ACTS: Array<[RegExp, string]> = [
  [/Regulation\s+\(EU\)\s+2016\/679/i, 'eu/reg/2016/679'],
  [/Regulation\s+\(EU\)\s+2024\/1689/i, 'eu/reg/2024/1689'],
  [/Regulation\s+\(EU\)\s+2022\/2554/i, 'eu/reg/2022/2554'],
  [/Directive\s+\(EU\)\s+2022\/2555/i, 'eu/dir/2022/2555'],
  [/Directive\s+95\/46\/EC/i, 'eu/dir/1995/46'],
  [/Directive\s+2002\/58\/EC/i, 'eu/dir/2002/58'],
];

/** "Article 6(1)(e) ... of Directive 95/46/EC" in the operative part and the keywords. */
export function extractEuCitations(text: string): CitedProvision[] {
  const out = new Map<string, CitedProvision>();
  const re =
    /Articles?\s+(\d+)(?:\((\d+)\))?[^.;]{0,200}?\bof\s+(?:the\s+)?((?:Council\s+)?(?:Regulation|Directive)\s+(?:\([A-Z]+\)\s+)?(?:No\s+)?\d+\/\d+(?:\/[A-Z]+)?)/g;
  for (const m of text.matchAll(re)) {
    const act = m[3]!;
    const documentId = EU_ACTS.find(([r]) => r.test(act))?.[1] ?? null;
    const article = `art-${m[1]}`;
    const paragraph = m[2] ? `${article}-par-${m[2]}` : null;
    const key = `${act}#${article}#${paragraph}`;
    if (!out.has(key))
      out.set(key, {
        label: `Article ${m[1]}${m[2] ? `(${m[2]})` : ''} of ${act}`,
        documentId,
        article,
        paragraph,
      });
  }
  return [...out.values()];
}

/**
 * The case number ("C-419/16"): the index's, or, where the index leaves it empty, the first
 * "Case C‑419/16" of the judgment (written with a non-breaking hyphen).
 */
export function cjeuCaseNumber(fromIndex: string, text: string): string {
  const normalize = (value: string) => value.replace(/[\u2010-\u2015]/g, '-').trim();
  if (fromIndex.trim()) return normalize(fromIndex);
  const match = /\bCases?\s+(C[\u2010-\u2015-]\d+\/\d+)/.exec(text);
  if (!match) throw new Error('CJEU judgment without a case number');
  return normalize(match[1]!);
}

export function parseCjeuJudgment(html: string, meta: CjeuIndexRow): CorpusDocument {
  const doc = parseHtml(html);
  const body = findAll(doc, 'body')[0] ?? (doc as unknown as Element);
  const ps = findAll(body, 'p').filter((p) => !findAll(p, 'p').length);
  const keywords = ps
    .filter((p) => hasClass(p, 'index'))
    .map((p) => textOf(p))
    .join(' ');
  const grounds: Unit[] = [];
  const operative: string[] = [];
  let inOperative = false;
  // Grounds are table rows: a "count" cell with the number, then the "normal" paragraphs.
  for (const tr of findAll(body, 'tr')) {
    const cells = tr.children.filter(isElement).filter((c) => c.name === 'td');
    const count = cells[0] ? textOf(cells[0]) : '';
    const text = cells
      .slice(1)
      .map((c) => textOf(c))
      .join(' ')
      .trim();
    if (!text) continue;
    if (/^On those grounds/i.test(text)) {
      inOperative = true;
      operative.push(text);
      continue;
    }
    if (inOperative) {
      if (/^\[Signatures\]/.test(text)) break;
      operative.push(text);
      continue;
    }
    if (/^\d+$/.test(count)) {
      grounds.push(unit(`par-${count}`, 'ground', count, text));
    } else if (grounds.length) {
      const last = grounds.at(-1)!;
      last.paragraphs.push({ number: null, anchor: null, text, points: [] });
    }
    // Rows before the first ground list the parties' representatives: not kept.
  }
  const parties = ps
    .filter((p) => hasClass(p, 'normal') && findAll(p, 'span').some((s) => hasClass(s, 'bold')))
    .slice(0, 2)
    .map((p) => textOf(p).replace(/,$/, ''));
  const caseNumber = cjeuCaseNumber(meta.case, ps.map((p) => textOf(p)).join('\n'));
  const caseNo = caseNumber.replace(/\//g, '-').replace(/[^\w-]/g, '');
  const title = `Judgment of the Court (${meta.formation}), ${meta.date}, Case ${caseNumber}${parties.length ? `, ${parties.join(' v ')}` : ''}`;
  const operativeText = operative.join('\n\n');
  return {
    id: `eu/cjeu/${caseNo}`,
    kind: 'ruling',
    type: 'judgment',
    title,
    shortTitle: `Case ${caseNumber}${parties[0] ? ` (${parties.at(-1)})` : ''}`,
    jurisdiction: 'EU',
    authority: 'Court of Justice of the European Union',
    date: isoDate(meta.date),
    status: 'published',
    sourceUrl: `https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=ecli:${meta.ecli}`,
    eli: null,
    urn: meta.ecli,
    attribution:
      'Court of Justice of the European Union, curia.europa.eu / EUR-Lex (reuse with acknowledgement, Decision 2011/833/EU)',
    source: 'cjeu-judgments-en-robaldo',
    versions: [
      {
        lang: 'en',
        title,
        divisions: [],
        units: [
          ...(keywords ? [unit('keywords', 'keywords', 'Keywords', keywords)] : []),
          ...grounds,
          unit('operative-part', 'operative-part', 'Operative part', operativeText),
        ],
      },
    ],
    ruling: {
      court: 'Court of Justice of the European Union',
      number: caseNumber,
      year: Number(meta.date.slice(-4)),
      decisionType: 'judgment',
      maxims: keywords
        ? [{ number: 1, title: 'Keywords', text: keywords, classification: null }]
        : [],
      operativePart: operativeText || null,
      // The judgment's own opening grounds say what the reference concerns and between whom
      // (the text before them lists the parties' representatives).
      summary:
        grounds
          .slice(0, 2)
          .flatMap((ground) => ground.paragraphs.map((p) => p.text))
          .join('\n\n') || null,
      citedProvisions: extractEuCitations(`${keywords}\n${operativeText}`),
      details: {
        ecli: meta.ecli,
        formation: meta.formation,
        referringCourt: meta.referringCourt || null,
        tag: meta.tag || null,
      },
    },
  };
}
