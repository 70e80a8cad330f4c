import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { loadCorpus } from './load';
import type { CorpusDocument } from './model';
import { loadPlainLanguage, PLAIN_LANGUAGE_DIR } from './plain-language';

let docs: CorpusDocument[];
beforeAll(() => {
  docs = loadCorpus();
});

describe('the shipped plain-language descriptions', () => {
  it('name, line by line, an article the corpus holds, in it, en or fr, with a text', () => {
    const articles = new Set(
      docs.flatMap((d) =>
        d.versions.flatMap((v) =>
          v.units.filter((u) => u.kind === 'article').map((u) => `${d.id}#${u.anchor}`),
        ),
      ),
    );
    const wrong: string[] = [];
    let lines = 0;
    for (const file of readdirSync(PLAIN_LANGUAGE_DIR).filter((f) => f.endsWith('.tsv'))) {
      readFileSync(join(PLAIN_LANGUAGE_DIR, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!line.trim()) return;
          lines++;
          const [documentId, anchor, lang, text, ...rest] = line.split('\t');
          const ok =
            rest.length === 0 &&
            articles.has(`${documentId}#${anchor}`) &&
            ['it', 'en', 'fr'].includes(lang ?? '') &&
            (text ?? '').trim().length >= 15;
          if (!ok) wrong.push(`${file}:${i + 1}: ${line.slice(0, 80)}`);
          if (/\b(?:GDPR|RGPD|Civil Code|Codice civile|codice penale)\b/i.test(text ?? ''))
            wrong.push(`${file}:${i + 1}: names an act: ${line.slice(0, 80)}`);
        });
    }
    expect(wrong).toEqual([]);
    // Every main act is described in the three languages.
    const described = loadPlainLanguage(PLAIN_LANGUAGE_DIR, docs);
    expect(lines).toBeGreaterThanOrEqual(described.length);
    for (const act of ['it/rd/1942/262', 'it/rd/1930/1398', 'it/costituzione', 'eu/reg/2016/679']) {
      for (const lang of ['it', 'en', 'fr']) {
        expect(
          described.filter((d) => d.documentId === act && d.lang === lang).length,
        ).toBeGreaterThan(50);
      }
    }
  });
});

describe('reading description files', () => {
  it('joins two lines of one article and language, and skips malformed ones and unknown articles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plain-'));
    writeFileSync(
      join(dir, 'a.tsv'),
      [
        'it/costituzione\tart-17\ten\tpeaceful gatherings, meeting in public',
        'it/costituzione\tart-17\ten\ta demonstration in the square',
        'it/costituzione\tart-17\tde\tVersammlungen',
        'it/costituzione\tart-17\tfr\t',
        'it/costituzione\tart-9999\tit\tnessun articolo',
        'only two\tfields',
      ].join('\n'),
    );
    expect(loadPlainLanguage(dir, docs)).toEqual([
      {
        documentId: 'it/costituzione',
        anchor: 'art-17',
        lang: 'en',
        text: 'peaceful gatherings, meeting in public ; a demonstration in the square',
      },
    ]);
    expect(loadPlainLanguage(join(dir, 'missing'))).toEqual([]);
  });
});
