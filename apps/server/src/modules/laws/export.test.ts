import mammoth from 'mammoth';

import { compareDocx, documentDocx } from './export';

const text = async (buffer: Buffer) => (await mammoth.extractRawText({ buffer })).value;

describe('the exports’ own words', () => {
  it('follow the language of the text exported (issue 13, defect 10)', async () => {
    const document = {
      title: 'Regolamento (UE) 2016/679',
      subtitle: 'GDPR · IT',
      sourceUrl: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj',
      attribution: '© Unione europea',
      units: [],
    };
    expect(await text(await documentDocx({ ...document, lang: 'it' }))).toContain(
      'Fonte: https://eur-lex.europa.eu/eli/reg/2016/679/oj',
    );
    expect(await text(await documentDocx({ ...document, lang: 'fr' }))).toContain(
      'Source : https://eur-lex.europa.eu',
    );
    expect(await text(await documentDocx(document))).toContain('Source: https://eur-lex');

    const comparison = {
      title: 'Confronto: GDPR (IT) / GDPR (EN)',
      leftTitle: 'GDPR (IT)',
      rightTitle: 'GDPR (EN)',
      wordDiff: false,
      attribution: '',
      rows: [],
    };
    const it = await text(await compareDocx({ ...comparison, lang: 'it' }));
    expect(it).toContain('Testo eliminato o mancante in rosso e barrato');
    expect(it).not.toContain('Removed or missing text');
  });
});
