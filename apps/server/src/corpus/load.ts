/** Reads apps/server/corpus and parses every source into CorpusDocuments. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseCostituzione } from './costituzione.js';
import { parseAnsvarEuAct, type AnsvarEuAct } from './eu-json.js';
import { parseFormex } from './formex.js';
import { gazzettaDetails, parseGazzettaAct } from './gazzetta.js';
import { parseItalianAct, type AnsvarItalianAct, withCodeBooks } from './italian-laws.js';
import type { CorpusDocument, Lang } from './model.js';
import {
  parseCassazioneCard,
  parseConsultaCard,
  parseCjeuIndex,
  parseCjeuJudgment,
} from './rulings.js';

/** Bump when a parser changes its output, so servers re-import an unchanged corpus. */
export const PARSER_VERSION = 11;

export const DEFAULT_CORPUS_DIR = fileURLToPath(new URL('../../corpus/', import.meta.url));

const EU_ATTRIBUTION =
  '© European Union, https://eur-lex.europa.eu (reuse under Commission Decision 2011/833/EU)';
const IT_ATTRIBUTION =
  'Testo ufficiale da Normattiva (art. 5 L. 633/1941, non coperto da diritto d’autore)';

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
}

/** A hash of every source file plus the parser version: the importer skips an unchanged corpus. */
export function corpusHash(dir = DEFAULT_CORPUS_DIR): string {
  const h = createHash('sha256');
  h.update(`parser:${PARSER_VERSION}\n`);
  for (const f of walk(dir)) {
    h.update(relative(dir, f));
    h.update(readFileSync(f));
  }
  return h.digest('hex');
}

const read = (dir: string, ...p: string[]) => readFileSync(join(dir, ...p), 'utf8');

function gdpr(dir: string): CorpusDocument {
  const langs: Lang[] = ['it', 'en', 'fr'];
  const parsed = langs.map((l) =>
    parseFormex(
      read(dir, 'gdpr-formex-andersju', `gdpr-consolidated-with-corrected-preamble-${l}.xml`),
      l,
    ),
  );
  const en = parsed[1]!;
  return {
    id: 'eu/reg/2016/679',
    kind: 'legislation',
    type: 'regulation',
    title: en.version.title,
    shortTitle: 'GDPR',
    jurisdiction: 'EU',
    authority: 'European Parliament and Council of the European Union',
    date: en.date,
    status: 'in-force',
    sourceUrl: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj',
    eli: 'http://data.europa.eu/eli/reg/2016/679/oj',
    urn: `CELEX:${en.celex ?? '32016R0679'}`,
    attribution: EU_ATTRIBUTION,
    source: 'gdpr-formex-andersju',
    // English first: it is the default language of an EU act in the viewer.
    versions: [en.version, parsed[0]!.version, parsed[2]!.version],
  };
}

function aiAct(dir: string): CorpusDocument {
  const r = parseFormex(
    read(dir, 'ai-act-formex-en-maastricht', 'ai-act-2024-1689-fmx-en.xml'),
    'en',
  );
  return {
    id: 'eu/reg/2024/1689',
    kind: 'legislation',
    type: 'regulation',
    title: r.version.title,
    shortTitle: 'AI Act',
    jurisdiction: 'EU',
    authority: 'European Parliament and Council of the European Union',
    date: r.date,
    status: 'in-force',
    sourceUrl: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
    eli: 'http://data.europa.eu/eli/reg/2024/1689/oj',
    urn: 'CELEX:32024R1689',
    attribution: EU_ATTRIBUTION,
    source: 'ai-act-formex-en-maastricht',
    versions: [r.version],
  };
}

function ansvarEu(
  dir: string,
  file: string,
  id: string,
  type: string,
  shortTitle: string,
  date: string,
  title: string,
): CorpusDocument {
  const act = JSON.parse(read(dir, 'eu-acts-en-ansvar', file)) as AnsvarEuAct;
  const [, kind, year, no] = id.split('/');
  return {
    id,
    kind: 'legislation',
    type,
    title,
    shortTitle,
    jurisdiction: 'EU',
    authority: 'European Parliament and Council of the European Union',
    date,
    status: 'in-force',
    sourceUrl: act.eur_lex_url,
    eli: `http://data.europa.eu/eli/${kind}/${year}/${no}/oj`,
    urn: `CELEX:${act.celex_id}`,
    attribution: `${EU_ATTRIBUTION}; JSON by Ansvar Systems (Apache-2.0)`,
    source: 'eu-acts-en-ansvar',
    versions: [parseAnsvarEuAct(act, title)],
  };
}

function costituzione(dir: string): CorpusDocument {
  const artDir = join(dir, 'costituzione-guybrush21', 'articoli');
  const files = readdirSync(artDir)
    .sort()
    .map((name) => ({ name, content: readFileSync(join(artDir, name), 'utf8') }));
  const version = parseCostituzione(files, read(dir, 'costituzione-guybrush21', 'costituzione.md'));
  return {
    id: 'it/costituzione',
    kind: 'legislation',
    type: 'costituzione',
    title: 'Costituzione della Repubblica italiana',
    shortTitle: 'Costituzione',
    jurisdiction: 'IT',
    authority: 'Assemblea Costituente',
    date: '1947-12-27',
    status: 'in-force',
    sourceUrl: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:costituzione:1947-12-27',
    eli: null,
    urn: 'urn:nir:stato:costituzione:1947-12-27',
    attribution: `${IT_ATTRIBUTION}; markup: costituzione-italiana.it (Apache-2.0)`,
    source: 'costituzione-guybrush21',
    versions: [version],
  };
}

const IT_TYPE_NAMES: Record<string, string> = {
  rd: 'regio-decreto',
  dlgs: 'decreto-legislativo',
  dl: 'decreto-legge',
  l: 'legge',
  dpr: 'dpr',
};

const IT_ABBREVIATIONS: Record<string, string> = {
  rd: 'R.D.',
  dlgs: 'D.Lgs.',
  dl: 'D.L.',
  l: 'L.',
  dpr: 'D.P.R.',
};

function italianLaws(dir: string): CorpusDocument[] {
  const index = JSON.parse(read(dir, 'italian-laws-ansvar', 'act-index.json')) as Array<{
    title: string;
    type: string;
    number: number;
    year: number;
    date: string;
    urn: string;
    url: string;
  }>;
  return readdirSync(join(dir, 'italian-laws-ansvar'))
    .filter((f) => /^[a-z]+_\d+_\d{4}\.json$/.test(f))
    .sort()
    .map((f) => {
      const act = JSON.parse(read(dir, 'italian-laws-ansvar', f)) as AnsvarItalianAct;
      const [type, number, year] = f.replace('.json', '').split('_') as [string, string, string];
      const meta = index.find(
        (i) => i.type === type && String(i.number) === number && String(i.year) === year,
      );
      const title = withoutEnglishGloss(meta?.title ?? act.title);
      const isCode = /^codice (civile|penale)$/i.test(act.title);
      const id = `it/${type}/${year}/${number}`;
      return {
        id,
        kind: 'legislation' as const,
        type: isCode ? 'codice' : (IT_TYPE_NAMES[type] ?? type),
        title: isCode
          ? act.title
              .replace(/^codice/i, 'Codice')
              .replace(/ (Civile|Penale)$/, (m) => m.toLowerCase())
          : title,
        shortTitle: isCode
          ? act.title.replace(/ (Civile|Penale)$/, (m) => m.toLowerCase())
          : `${IT_ABBREVIATIONS[type] ?? type} ${number}/${year}`,
        jurisdiction: 'IT' as const,
        authority: 'Repubblica italiana',
        date: act.issued_date ?? meta?.date ?? null,
        status: act.status === 'in_force' ? 'in-force' : (act.status ?? 'in-force'),
        sourceUrl: act.url ?? meta?.url ?? null,
        eli: null,
        urn: meta?.urn ?? /urn:nir:[^&!]+/.exec(act.url ?? '')?.[0] ?? null,
        attribution: `${IT_ATTRIBUTION}; JSON by Ansvar Systems (Apache-2.0)`,
        source: 'italian-laws-ansvar',
        versions: [withCodeBooks(id, parseItalianAct(act, title))],
      };
    });
}

/** The act index glosses two Italian titles in English: "Codice del consumo (Consumer Code)". */
const ENGLISH_GLOSSES = /\s*\((?:GDPR alignment|Consumer Code)\)$/;
const withoutEnglishGloss = (title: string) => title.replace(ENGLISH_GLOSSES, '');

function rulings(dir: string): CorpusDocument[] {
  const base = join(dir, 'giurisprudenza-it-synthos');
  const consulta = walk(join(base, 'CONSULTA'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => parseConsultaCard(readFileSync(f, 'utf8')));
  const cassazione = walk(join(base, 'SEGNALATE'))
    .filter((f) => /\/(Cass|SU|QSP)_[^/]+\.md$/.test(f))
    .map((f) => parseCassazioneCard(readFileSync(f, 'utf8')));
  const index = parseCjeuIndex(read(dir, 'cjeu-judgments-en-robaldo', 'index.tsv'));
  const cjeu = index.map((row) =>
    parseCjeuJudgment(read(dir, 'cjeu-judgments-en-robaldo', 'judgments', row.file), row),
  );
  return [...consulta, ...cassazione, ...cjeu];
}

function gazzetta(dir: string): Array<CorpusDocument & { details: Record<string, unknown> }> {
  const base = join(dir, 'gu-atti-recenti-gazzetta-civica', 'atti');
  return readdirSync(base)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const md = readFileSync(join(base, f), 'utf8');
      return { ...parseGazzettaAct(md), details: gazzettaDetails(md) };
    });
}

/** Every document of the corpus, legislation first; ids are unique. */
export function loadCorpus(dir = DEFAULT_CORPUS_DIR): CorpusDocument[] {
  const docs: CorpusDocument[] = [
    gdpr(dir),
    aiAct(dir),
    ansvarEu(
      dir,
      'dora.json',
      'eu/reg/2022/2554',
      'regulation',
      'DORA',
      '2022-12-14',
      'Regulation (EU) 2022/2554 of the European Parliament and of the Council of 14 December 2022 on digital operational resilience for the financial sector (Digital Operational Resilience Act)',
    ),
    ansvarEu(
      dir,
      'nis2.json',
      'eu/dir/2022/2555',
      'directive',
      'NIS2',
      '2022-12-14',
      'Directive (EU) 2022/2555 of the European Parliament and of the Council of 14 December 2022 on measures for a high common level of cybersecurity across the Union (NIS 2 Directive)',
    ),
    costituzione(dir),
    ...italianLaws(dir),
    ...rulings(dir),
    ...gazzetta(dir),
  ];
  const seen = new Map<string, CorpusDocument>();
  for (const d of docs) {
    for (const v of d.versions) {
      // A few sources repeat an entry (DORA recital 106): keep both, the second with a suffix.
      const anchors = new Set<string>();
      for (const u of v.units) {
        let anchor = u.anchor;
        for (let n = 2; anchors.has(anchor); n++) anchor = `${u.anchor}-${n}`;
        anchors.add(anchor);
        u.anchor = anchor;
      }
    }
    // A pending Sezioni Unite question can share its R.G. number with a decision: keep both.
    if (seen.has(d.id)) d.id = `${d.id}-${d.type}`;
    seen.set(d.id, d);
  }
  return docs;
}
