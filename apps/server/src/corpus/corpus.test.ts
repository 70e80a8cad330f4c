import { beforeAll, describe, expect, it } from 'vitest';

import { extractCitations, parseParametro } from './citations';
import { cleanContent, splitCommi } from './italian-laws';
import { loadCorpus } from './load';
import type { CorpusDocument, Unit } from './model';
import { cleanRubrica, cleanText } from './text';

let docs: CorpusDocument[];
const doc = (id: string) => docs.find((d) => d.id === id)!;
const units = (id: string, lang: string, kind: Unit['kind']) =>
  doc(id)
    .versions.find((v) => v.lang === lang)!
    .units.filter((u) => u.kind === kind);

beforeAll(() => {
  docs = loadCorpus();
});

describe('text noise of the sources', () => {
  it('repairs entities escaped twice and backticks written for accents', () => {
    expect(cleanText('Abercrombie &amp;amp; Fitch')).toBe('Abercrombie & Fitch');
    expect(cleanText('la societa` e` responsabile')).toBe('la società è responsabile');
    expect(cleanText('Subject matter`')).toBe('Subject matter');
  });

  it('drops every stray opening bracket of a rubrica and the note markers after the text', () => {
    expect(cleanRubrica('( (Maggiore età. Capacità di agire')).toBe(
      'Maggiore età. Capacità di agire',
    );
    expect(cleanContent('Nessuno può invocare la legge penale. 109', '')).toBe(
      'Nessuno può invocare la legge penale.',
    );
    expect(cleanContent('da motivi politici. (18) (24)', '')).toBe('da motivi politici.');
    expect(cleanContent('buon costume. (3a) (15a) (245) 289a', '')).toBe('buon costume.');
    expect(cleanContent("si applica l'art. 5", '')).toBe("si applica l'art. 5");
  });
});

describe('corpus parsers', () => {
  it('parses the GDPR as one document in it, en and fr with 99 articles, 173 recitals, 372 paragraphs each', () => {
    const gdpr = doc('eu/reg/2016/679');
    expect(gdpr.versions.map((v) => v.lang).sort()).toEqual(['en', 'fr', 'it']);
    for (const lang of ['it', 'en', 'fr']) {
      const articles = units('eu/reg/2016/679', lang, 'article');
      expect(articles).toHaveLength(99);
      expect(units('eu/reg/2016/679', lang, 'recital')).toHaveLength(173);
      expect(articles.flatMap((a) => a.paragraphs).filter((p) => p.anchor)).toHaveLength(372);
    }
    const art17 = units('eu/reg/2016/679', 'en', 'article').find((a) => a.anchor === 'art-17')!;
    expect(art17.heading).toBe('Right to erasure (‘right to be forgotten’)');
    expect(art17.paragraphs[0]!.anchor).toBe('art-17-par-1');
    expect(art17.paragraphs[0]!.points.map((p) => p.label)).toEqual([
      '(a)',
      '(b)',
      '(c)',
      '(d)',
      '(e)',
      '(f)',
    ]);
    expect(units('eu/reg/2016/679', 'it', 'recital')[11]!.anchor).toBe('rec-12');
  });

  it('parses the AI Act with its 113 articles, 180 recitals and 13 annexes, and DORA and NIS2', () => {
    expect(units('eu/reg/2024/1689', 'en', 'article')).toHaveLength(113);
    expect(units('eu/reg/2024/1689', 'en', 'recital')).toHaveLength(180);
    const annexes = units('eu/reg/2024/1689', 'en', 'annex');
    expect(annexes.map((a) => a.anchor)).toContain('annex-iii');
    expect(annexes).toHaveLength(13);
    expect(doc('eu/reg/2024/1689').title).toContain('Council of 13 June 2024');
    expect(units('eu/reg/2022/2554', 'en', 'article')).toHaveLength(64);
    expect(units('eu/dir/2022/2555', 'en', 'article')).toHaveLength(46);
    const dora1 = units('eu/reg/2022/2554', 'en', 'article')[0]!;
    expect(dora1.paragraphs[0]!.points[0]!.points.map((p) => p.label)).toContain('(iv)');
  });

  it('parses the Costituzione: 139 articles, 18 transitional provisions, parts and titles', () => {
    expect(units('it/costituzione', 'it', 'article')).toHaveLength(139);
    expect(units('it/costituzione', 'it', 'provision')).toHaveLength(18);
    const a117 = units('it/costituzione', 'it', 'article').find((u) => u.anchor === 'art-117')!;
    expect(a117.paragraphs[1]!.anchor).toBe('art-117-par-2');
    expect(a117.paragraphs[1]!.points.at(-1)!.label).toBe('s)');
    const titles = doc('it/costituzione').versions[0]!.divisions.map((d) => d.heading);
    expect(titles).toContain('LE REGIONI, LE PROVINCIE, I COMUNI');
  });

  it('parses the codes and decrees, with more than 2,900 articles of the Codice civile', () => {
    expect(units('it/rd/1942/262', 'it', 'article').length).toBeGreaterThan(2900);
    expect(units('it/rd/1930/1398', 'it', 'article').length).toBeGreaterThan(800);
    for (const id of [
      'it/dlgs/2003/196',
      'it/dlgs/2001/231',
      'it/dlgs/2024/138',
      'it/dlgs/2005/206',
      'it/dlgs/2005/82',
      'it/dlgs/2018/101',
      'it/dlgs/2003/70',
      'it/dl/2019/105',
    ]) {
      expect(doc(id).versions[0]!.units.length, id).toBeGreaterThan(5);
    }
    const a316 = units('it/rd/1930/1398', 'it', 'article').find((u) => u.anchor === 'art-316-ter')!;
    expect(a316.heading).toBe('Indebita percezione di erogazioni pubbliche');
    expect(a316.paragraphs[0]!.text.startsWith('Salvo che il fatto')).toBe(true);
    expect(units('it/dlgs/2003/196', 'it', 'article').map((u) => u.anchor)).toContain('art-2-ter');
  });

  it('keeps Italian act titles in Italian', () => {
    expect(doc('it/dlgs/2005/206').title).toBe('Codice del consumo');
    expect(doc('it/dlgs/2018/101').title).toBe('Adeguamento al Regolamento (UE) 2016/679');
  });

  it('puts the articles of the Codice civile and the Codice penale into their books', () => {
    const cc = doc('it/rd/1942/262').versions[0]!;
    expect(cc.divisions.map((d) => d.label)).toEqual([
      'Libro I',
      'Libro II',
      'Libro III',
      'Libro IV',
      'Libro V',
      'Libro VI',
    ]);
    const bookOf = (version: typeof cc, anchor: string) => {
      const key = version.units.find((u) => u.anchor === anchor)!.divisionKey;
      return version.divisions.find((d) => d.key === key)?.heading;
    };
    expect(bookOf(cc, 'art-2')).toBe('Delle persone e della famiglia');
    expect(bookOf(cc, 'art-1453')).toBe('Delle obbligazioni');
    expect(bookOf(cc, 'art-2043')).toBe('Delle obbligazioni');
    expect(bookOf(cc, 'art-2947')).toBe('Della tutela dei diritti');
    expect(cc.units.filter((u) => !u.divisionKey)).toEqual([]);
    const cp = doc('it/rd/1930/1398').versions[0]!;
    expect(bookOf(cp, 'art-640')).toBe('Dei delitti in particolare');
    expect(bookOf(cp, 'art-660')).toBe('Delle contravvenzioni in particolare');
    expect(cp.units.filter((u) => !u.divisionKey).map((u) => u.anchor)).toEqual([]);
  });

  it('imports every ruling and judgment: 431 Corte costituzionale, 299 Cassazione, 38 CJEU', () => {
    const count = (prefix: string) => docs.filter((d) => d.id.startsWith(prefix)).length;
    expect(count('it/corte-costituzionale/')).toBe(431);
    expect(count('it/cassazione-penale/')).toBe(299);
    expect(count('eu/cjeu/')).toBe(38);
    const manni = doc('eu/cjeu/C-398-15');
    expect(manni.ruling!.operativePart).toMatch(/hereby rules/);
    expect(manni.ruling!.summary).toMatch(/^This request for a preliminary ruling concerns/);
    expect(manni.ruling!.summary).not.toMatch(/acting as Agent/);
    expect(manni.ruling!.citedProvisions.some((c) => c.documentId === 'eu/dir/1995/46')).toBe(true);
    const s1 = doc('it/corte-costituzionale/2024/1');
    expect(s1.ruling!.maxims).toHaveLength(1);
    expect(s1.ruling!.citedProvisions[0]).toMatchObject({
      documentId: 'it/costituzione',
      article: 'art-117',
      paragraph: 'art-117-par-2',
    });
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    // Ids as corpus/IDS.md gives them; the index of one judgment has no case number.
    const cjeu = docs.filter((d) => d.id.startsWith('eu/cjeu/'));
    expect(cjeu.filter((d) => !/^eu\/cjeu\/C-\d+-\d+$/.test(d.id)).map((d) => d.id)).toEqual([]);
    expect(doc('eu/cjeu/C-419-16').title).toContain('Case C-419/16');
  });

  it('keeps the 28 Gazzetta Ufficiale acts for the regulatory-alert feed', () => {
    const acts = docs.filter((d) => d.kind === 'gazette');
    expect(acts).toHaveLength(28);
    const d210 = doc('it/dlgs/2025/210');
    expect(d210.urn).toBe('urn:nir:stato:decreto.legislativo:2025-12-31;210');
    expect(d210.versions[0]!.units[0]!.paragraphs[0]!.points.length).toBeGreaterThan(0);
    // Normattiva gives each article its own block: every one is read, not only the first.
    expect(doc('it/dlgs/2026/2').versions[0]!.units.map((u) => u.anchor)).toEqual([
      'art-1',
      'art-2',
      'art-3',
      'art-4',
      'art-5',
      'art-6',
      'art-7',
    ]);
    expect(doc('it/dlgs/2026/2').versions[0]!.units[1]!.heading).toContain(
      "Modifiche all'articolo 23",
    );
  });

  it('never shows a note number as the rubrica of an article of the codes (art. 230-bis c.c.)', () => {
    const articles = ['it/rd/1942/262', 'it/rd/1930/1398'].flatMap((id) =>
      units(id, 'it', 'article'),
    );
    const art230bis = articles.find((u) => u.label === 'Art. 230-bis')!;
    expect(art230bis.heading).toBe('Impresa familiare');
    expect(art230bis.paragraphs[0]!.text).toMatch(/^Salvo che sia configurabile/);
    expect(
      articles
        .filter((u) => u.heading && /^\(?\d{1,3}[a-z]?\)?$/.test(u.heading))
        .map((u) => u.label),
    ).toEqual([]);
  });
});

describe('cleaning and citations', () => {
  it('removes HTML fragments, insertion markers and a stray parenthesis from rubriche', () => {
    expect(
      cleanRubrica(
        'Indebita percezione di erogazioni <div class="ins-akn" eId="ins_1">((pubbliche',
      ),
    ).toBe('Indebita percezione di erogazioni pubbliche');
    expect(cleanRubrica('Definizioni (')).toBe('Definizioni');
    expect(cleanContent('). Salvo che', 'x')).toBe('Salvo che');
  });

  it('splits inline commi only along a consistent sequence', () => {
    const commi = splitCommi(
      'art-5',
      '1. Primo comma che cita l’art. 3. 2. Secondo comma. 2-bis. Inserito.',
    );
    expect(commi.map((c) => c.anchor)).toEqual(['art-5-par-1', 'art-5-par-2', 'art-5-par-2-bis']);
  });

  it('recognises provisions cited by the courts', () => {
    expect(parseParametro('decreto legislativo 118 del 23/06/2011, art. 20')).toMatchObject({
      documentId: 'it/dlgs/2011/118',
      article: 'art-20',
    });
    expect(
      extractCitations('ai sensi dell’art. 640, comma 2, cod. pen. e dell’art. 2043 c.c.'),
    ).toEqual([
      expect.objectContaining({
        documentId: 'it/rd/1930/1398',
        article: 'art-640',
        paragraph: 'art-640-par-2',
      }),
      expect.objectContaining({ documentId: 'it/rd/1942/262', article: 'art-2043' }),
    ]);
  });
});
