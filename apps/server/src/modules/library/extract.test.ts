import { readFile } from 'node:fs/promises';
import path from 'node:path';

import {
  detectLanguage,
  ExtractionError,
  extractPages,
  toPassages,
  wordParagraphBlocks,
} from './extract';
import { stopOcr } from './ocr';
import { findReferences } from './references';

const EVAL = path.join(__dirname, 'fixtures');
const read = (name: string) => readFile(path.join(EVAL, name));

describe('extracting library files', () => {
  it.each(['md', 'docx', 'pdf'] as const)(
    'reads the eval supply contract as %s into numbered passages in Italian',
    async (format) => {
      const pages = await extractPages(format, await read(`contratto-fornitura.${format}`));
      const passages = toPassages(pages);
      expect(passages.length).toBeGreaterThan(10);
      expect(detectLanguage(passages.map((p) => p.text).join(' '))).toBe('it');
      if (format === 'pdf')
        expect(passages.every((p) => p.page !== null && p.page >= 1)).toBe(true);
      else expect(passages.every((p) => p.page === null)).toBe(true);
      // Headings carry over to their passages, and numbered clauses get their label.
      expect(passages.some((p) => p.heading !== null)).toBe(true);
      expect(passages.some((p) => p.label !== null)).toBe(true);
    },
  );

  it('gives the same passages for the PDF as for the Markdown and Word files', async () => {
    for (const name of ['data-processing-agreement', 'procedura-whistleblowing']) {
      const texts = await Promise.all(
        (['md', 'docx', 'pdf'] as const).map(async (format) =>
          toPassages(await extractPages(format, await read(`${name}.${format}`))).map(
            (p) => `${p.label}|${p.heading}|${p.text.replace(/\s+/g, ' ')}`,
          ),
        ),
      );
      // Past the title block, clause for clause: the PDF's page breaks cut no clause.
      expect(texts[2]!.slice(2)).toEqual(texts[0]!.slice(-texts[2]!.length + 2));
      expect(texts[1]).toEqual(texts[0]);
    }
  });

  it('reads the four documents saved as Word 97-2003 (.doc) into the same passages as their DOCX', async () => {
    for (const name of [
      'contratto-fornitura',
      'accord-confidentialite',
      'data-processing-agreement',
      'procedura-whistleblowing',
    ]) {
      const [docx, doc] = await Promise.all(
        (['docx', 'doc'] as const).map(async (format) =>
          toPassages(await extractPages(format, await read(`${name}.${format}`))).map(
            (p) => `${p.label}|${p.heading}|${p.text.replace(/\s+/g, ' ')}`,
          ),
        ),
      );
      // Headings are told by their look (a .doc's styles are not read), clauses by their numbers;
      // paragraphs, accents, dashes and quotes come through as written.
      expect(doc).toEqual(docx);
    }
    const passages = toPassages(
      await extractPages('doc', await read('accord-confidentialite.doc')),
    );
    expect(detectLanguage(passages.map((p) => p.text).join(' '))).toBe('fr');
    expect(passages.find((p) => p.label === 'Article 1')?.heading).toBe('Article 1 – Objet');
  });

  it('reads a .doc paragraph by paragraph: a short capitalised line is a heading, a lone connective is not', () => {
    expect(
      wordParagraphBlocks(
        'CONTRATTO DI LOCAZIONE AD USO COMMERCIALE TRA LE PARTI SOTTOSCRITTE\nParti\nAlfa S.r.l., con sede in Roma;\nE\nBeta S.p.A., con sede in Napoli.\n\nRif. interno: L-2024/3\nArticolo 2 – Canone\n2.1 Il canone annuo è di 24.000 euro.\n',
      ),
    ).toEqual([
      {
        kind: 'heading',
        text: 'CONTRATTO DI LOCAZIONE AD USO COMMERCIALE TRA LE PARTI SOTTOSCRITTE',
      },
      { kind: 'heading', text: 'Parti' },
      { kind: 'text', text: 'Alfa S.r.l., con sede in Roma;' },
      { kind: 'text', text: 'E' },
      { kind: 'text', text: 'Beta S.p.A., con sede in Napoli.' },
      { kind: 'text', text: 'Rif. interno: L-2024/3' },
      { kind: 'heading', text: 'Articolo 2 – Canone' },
      { kind: 'text', text: '2.1 Il canone annuo è di 24.000 euro.' },
    ]);
  });

  it('goes on with a clause across a page break, at the page it starts on', () => {
    const passages = toPassages([
      {
        page: 1,
        blocks: [
          { kind: 'heading', text: 'Articolo 3 – Durata' },
          { kind: 'text', text: '3.1 Il contratto dura' },
        ],
      },
      {
        page: 2,
        blocks: [
          { kind: 'text', text: 'due anni.' },
          { kind: 'text', text: '3.2 Si rinnova.' },
        ],
      },
      { page: 3, blocks: [{ kind: 'text', text: '3.3 Non si cede.' }] },
    ]);
    expect(passages.map((p) => [p.page, p.label, p.text])).toEqual([
      [1, 'Articolo 3', '3.1 Il contratto dura due anni.'],
      [2, '3.2', '3.2 Si rinnova.'],
      [3, '3.3', '3.3 Non si cede.'],
    ]);
  });

  it('reads a scanned page by OCR and keeps its page and clause for citations', async () => {
    const pages = await extractPages('pdf', await read('scansione-penale.pdf'));
    expect(pages.map((p) => Boolean(p.ocr))).toEqual([false, true]);
    const passages = toPassages(pages);
    expect(passages[0]).toMatchObject({ page: 1, label: 'Art. 1' });
    const scanned = passages.find((p) => p.page === 2);
    expect(scanned).toMatchObject({ label: 'Art. 7', heading: 'Art. 7 - Penale per ritardo' });
    expect(scanned!.text.replace(/\s+/g, ' ')).toContain(
      'una penale pari allo 0,5% del corrispettivo per ogni giorno lavorativo',
    );
    await stopOcr();
  }, 60_000);

  it('detects English and French documents', async () => {
    const dpa = toPassages(await extractPages('md', await read('data-processing-agreement.md')));
    expect(detectLanguage(dpa.map((p) => p.text).join(' '))).toBe('en');
    const nda = toPassages(await extractPages('docx', await read('accord-confidentialite.docx')));
    expect(detectLanguage(nda.map((p) => p.text).join(' '))).toBe('fr');
  });

  it('fails a renamed or damaged file with a reason a user understands', async () => {
    await expect(extractPages('pdf', Buffer.from('hello, not a pdf'))).rejects.toThrow(
      'The file is not a PDF',
    );
    await expect(extractPages('pdf', Buffer.from('%PDF-1.7\nbroken'))).rejects.toBeInstanceOf(
      ExtractionError,
    );
    await expect(extractPages('docx', Buffer.from('PK\u0003\u0004garbage'))).rejects.toThrow(
      'The Word document is damaged',
    );
    await expect(extractPages('txt', Buffer.from([0x41, 0x00, 0x42]))).rejects.toThrow('not text');
    await expect(extractPages('doc', await read('contratto-fornitura.docx'))).rejects.toThrow(
      'The file is not a Word 97-2003 (.doc) document',
    );
    // An OLE file whose Word stream is cut short.
    const doc = await read('contratto-fornitura.doc');
    await expect(extractPages('doc', doc.subarray(0, 4096))).rejects.toThrow(
      'The Word 97-2003 (.doc) document is damaged and cannot be read',
    );
  });

  it('finds legal references and the corpus documents they name', () => {
    const found = findReferences(
      "Ai sensi dell'art. 33 GDPR e dell'art. 2043 c.c., nonché del d.lgs. 231/2001 e dell'articolo 615-ter c.p.; see also Article 28 of the GDPR and D.Lgs. 30 giugno 2003, n. 196.",
    );
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentId: 'eu/reg/2016/679', article: 'art-33' }),
        expect.objectContaining({ documentId: 'eu/reg/2016/679', article: 'art-28' }),
        expect.objectContaining({ documentId: 'it/rd/1942/262', article: 'art-2043' }),
        expect.objectContaining({ documentId: 'it/rd/1930/1398', article: 'art-615-ter' }),
        expect.objectContaining({ documentId: 'it/dlgs/2001/231', article: null }),
        expect.objectContaining({ documentId: 'it/dlgs/2003/196', article: null }),
      ]),
    );
  });
});
