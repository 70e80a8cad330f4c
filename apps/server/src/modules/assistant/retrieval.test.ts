import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { importCorpus } from '../../corpus/importer';
import { PLAIN_LANGUAGE_DIR } from '../../corpus/plain-language';
import { useIndexedCorpus } from '../../test/corpus-index';
import { testDatabases } from '../../test/databases';
import { composeExtractiveAnswer } from './answerers/embedded';
import { CitationStream, normaliseForQuote, verifyCitation } from './citations';
import { questionWords, retrievePassages } from './retrieval';

describe('the words of a question', () => {
  it('leaves out the locutions that say from when or according to what', () => {
    expect(
      questionWords('Selon le code civil italien, à partir de quel âge peut-on se marier ?'),
    ).toEqual(['le', 'code', 'civil', 'italien', 'quel', 'âge', 'peut', 'se', 'marier']);
    expect(questionWords("A partire dall'anno prossimo, secondo il GDPR, cosa cambia?")).toEqual([
      'anno',
      'prossimo',
      'GDPR',
      'cosa',
      'cambia',
    ]);
    expect(questionWords('According to the AI Act, what is a provider?')).toEqual([
      'the',
      'AI',
      'Act',
      'what',
      'is',
      'a',
      'provider',
    ]);
    expect(
      questionWords("Secondo l'AI Act e ai sensi del GDPR, in base alla legge: il secondo comma"),
    ).toEqual(['AI', 'Act', 'e', 'GDPR', 'legge', 'il', 'secondo', 'comma']);
    expect(questionWords('En vertu du RGPD, conformément à la loi')).toEqual(['RGPD', 'la', 'loi']);
    // Inside a word they are letters like any others.
    expect(questionWords('Le départ selonnier')).toEqual(['Le', 'départ', 'selonnier']);
  });

  it('leaves out French "falloir", which stems like "faute" (fault)', () => {
    expect(questionWords('Faut-il un contrat écrit ? Il faudra une faute.')).toEqual([
      'un',
      'contrat',
      'écrit',
      'Il',
      'une',
      'faute',
    ]);
  });
});

describe.each(testDatabases)('retrieval and citation checks on $name', ({ open }) => {
  const corpus = useIndexedCorpus(open);

  it('finds the provision that answers a question in Italian, with the paragraph that says it', async () => {
    const { passages } = await retrievePassages(corpus.db, corpus.index, {
      question:
        "Entro quanto tempo il titolare deve notificare una violazione dei dati personali all'autorità di controllo?",
      lang: 'it',
    });
    expect(passages).toHaveLength(5);
    expect(passages[0]).toMatchObject({
      documentId: 'eu/reg/2016/679',
      article: 'art-33',
      lang: 'it',
      label: 'Articolo 33',
    });
    const best = [...passages[0]!.paragraphs].sort((a, b) => b.score - a.score)[0]!;
    expect(best.anchor).toBe('art-33-par-1');
    expect(best.text).toContain('72 ore');
  });

  it('puts first the articles a question refers to by number, in the act it names', async () => {
    const first = async (question: string, lang: 'it' | 'en' | 'fr') =>
      (await retrievePassages(corpus.db, corpus.index, { question, lang })).passages[0];
    expect(await first('What does Article 17 GDPR say?', 'en')).toMatchObject({
      documentId: 'eu/reg/2016/679',
      article: 'art-17',
      lang: 'en',
    });
    expect(await first("Que dit l'article 5 du RGPD ?", 'fr')).toMatchObject({
      documentId: 'eu/reg/2016/679',
      article: 'art-5',
      lang: 'fr',
    });
    // Not the GDPR's art. 32, which the ranking alone puts first.
    expect(
      await first('What does article 32 of the Italian Constitution protect?', 'en'),
    ).toMatchObject({ documentId: 'it/costituzione', article: 'art-32', lang: 'it' });
    expect(await first('What does recital 49 of the GDPR say?', 'en')).toMatchObject({
      documentId: 'eu/reg/2016/679',
      article: 'rec-49',
      kind: 'recital',
    });
    const both = await retrievePassages(corpus.db, corpus.index, {
      question: "Differenza tra l'art. 640 del codice penale e l'art. 24 della Costituzione",
      lang: 'it',
    });
    expect(both.passages.slice(0, 2).map((p) => `${p.documentId}#${p.article}`)).toEqual([
      'it/rd/1930/1398#art-640',
      'it/costituzione#art-24',
    ]);
  });

  it('answers in the language asked: French and English questions find the right articles', async () => {
    const { passages: fr } = await retrievePassages(corpus.db, corpus.index, {
      question: "Quelles sont les conditions du droit à l'effacement des données ?",
      lang: 'fr',
    });
    expect(fr.slice(0, 3).map((p) => p.article)).toContain('art-17');
    expect(fr.every((p) => p.lang === 'fr')).toBe(true);
    const { passages: en } = await retrievePassages(corpus.db, corpus.index, {
      question: 'When is a controller required to designate a data protection officer?',
      lang: 'en',
    });
    expect(en[0]).toMatchObject({ article: 'art-37', lang: 'en' });
  });

  it('ranks by the rare words of a question, across acts', async () => {
    const { passages: hacking } = await retrievePassages(corpus.db, corpus.index, {
      question:
        'Reato di chi si introduce abusivamente in un sistema informatico protetto da misure di sicurezza',
      lang: 'it',
    });
    expect(hacking[0]).toMatchObject({ documentId: 'it/rd/1930/1398', article: 'art-615-ter' });
    const { passages: entity } = await retrievePassages(corpus.db, corpus.index, {
      question:
        "In quali casi l'ente è responsabile per i reati commessi nel suo interesse o a suo vantaggio?",
      lang: 'it',
    });
    expect(entity.slice(0, 3)).toContainEqual(
      expect.objectContaining({ documentId: 'it/dlgs/2001/231', article: 'art-5' }),
    );
  });

  it('does not bury a long article whose heading names the question under its length', async () => {
    // GDPR art. 9, "Processing of special categories of personal data", is ten paragraphs long:
    // with its heading's words counted into its body, art. 15 (right of access) came first.
    const { passages } = await retrievePassages(corpus.db, corpus.index, {
      question: 'When may special categories of personal data be processed?',
      lang: 'en',
    });
    expect(passages[0]).toMatchObject({ documentId: 'eu/reg/2016/679', article: 'art-9' });
  });

  it('returns nothing for a question with no word in the corpus', async () => {
    expect(
      await retrievePassages(corpus.db, corpus.index, { question: 'xyzzy plugh', lang: 'en' }),
    ).toMatchObject({ passages: [], covered: false });
  });

  it('verifies a real citation and catches a made-up quote, article or document', async () => {
    const real = await verifyCitation(corpus.db, {
      documentId: 'eu/reg/2016/679',
      anchor: 'art-33-par-1',
      quote: 'not later than 72 hours after having become aware of it',
    });
    expect(real).toMatchObject({
      documentId: 'eu/reg/2016/679',
      article: 'art-33',
      paragraph: 'art-33-par-1',
      verified: true,
      documentTitle: 'GDPR',
    });
    // The same words in Italian, a unit-level citation with typographic apostrophes.
    const italian = await verifyCitation(
      corpus.db,
      {
        documentId: 'it/costituzione',
        anchor: 'art-32',
        quote: 'tutela la salute come fondamentale diritto dell’individuo',
      },
      'it',
    );
    expect(italian).toMatchObject({ verified: true, article: 'art-32', label: 'Art. 32' });

    const fakeQuote = await verifyCitation(corpus.db, {
      documentId: 'eu/reg/2016/679',
      anchor: 'art-33-par-1',
      quote: 'not later than 24 hours after having become aware of it',
    });
    expect(fakeQuote).toMatchObject({
      verified: false,
      article: 'art-33',
      paragraph: 'art-33-par-1',
    });
    // A true sentence of the GDPR, but not of the paragraph it is attributed to.
    const wrongParagraph = await verifyCitation(corpus.db, {
      documentId: 'eu/reg/2016/679',
      anchor: 'art-33-par-2',
      quote: 'not later than 72 hours after having become aware of it',
    });
    expect(wrongParagraph.verified).toBe(false);
    const noArticle = await verifyCitation(corpus.db, {
      documentId: 'eu/reg/2016/679',
      anchor: 'art-100',
      quote: 'personal data',
    });
    expect(noArticle).toMatchObject({ verified: false, article: 'art-100' });
    const noDocument = await verifyCitation(corpus.db, {
      documentId: 'eu/reg/2099/1',
      anchor: 'art-1',
      quote: null,
    });
    expect(noDocument.verified).toBe(false);
  });

  it('gives a citation without a quote the opening words of what it cites', async () => {
    const c = await verifyCitation(
      corpus.db,
      { documentId: 'it/rd/1930/1398', anchor: 'art-615-ter', quote: null },
      'it',
    );
    expect(c.verified).toBe(true);
    expect(c.quote).toMatch(/^Chiunque abusivamente si introduce in un sistema informatico/);
  });

  it('composes an embedded answer whose every quote and line comes from the sources', async () => {
    const { passages } = await retrievePassages(corpus.db, corpus.index, {
      question:
        'Quali sono le basi giuridiche che rendono lecito un trattamento di dati personali?',
      lang: 'it',
    });
    const text = composeExtractiveAnswer('it', passages);
    const stream = new CitationStream((claim) => verifyCitation(corpus.db, claim, 'it'));
    await stream.push(text);
    await stream.end();
    const citations = stream.citations();
    expect(citations.length).toBeGreaterThanOrEqual(5);
    expect(citations.every((c) => c.verified)).toBe(true);
    expect(citations.map((c) => c.article)).toContain('art-6');

    // Every quoted line, markup and markers removed, is text of a retrieved paragraph or point.
    const sourceText = normaliseForQuote(
      passages
        .flatMap((p) =>
          p.paragraphs.flatMap((para) => [
            para.text,
            ...para.points.map((pt) => `${pt.label} ${pt.text}`),
          ]),
        )
        .join('\n'),
    );
    const quoted = text
      .split('\n')
      .filter((line) => line.startsWith('>'))
      .map((line) =>
        line
          .replace(/\[\[[^\]]*\]\]/g, '')
          .replace(/^>\s*(-\s*)?/, '')
          .replace(/^\d+\\?\.\s/, '')
          .replace(/ …\s*$/, '')
          .trim(),
      )
      .filter(Boolean);
    expect(quoted.length).toBeGreaterThan(5);
    for (const line of quoted) expect(sourceText, line).toContain(normaliseForQuote(line));
  });
});

describe.each(testDatabases)(
  'two things side by side in the Codice civile on $name',
  ({ open }) => {
    const corpus = useIndexedCorpus(open, (db) =>
      importCorpus(db, { filter: (d) => d.id === 'it/rd/1942/262' }),
    );

    it('cites the article that says what each thing is, not another headed with its name', async () => {
      // Art. 2784 ("Nozione": "Il pegno è costituito a garanzia...") defines the pledge; art. 2026,
      // headed "Pegno", is the pledge of a registered security. Both headings name the pledge.
      const { passages } = await retrievePassages(corpus.db, corpus.index, {
        question: 'Under the Italian Civil Code, how does a pledge differ from a mortgage?',
        lang: 'en',
      });
      expect(passages.map((p) => p.article)).toContain('art-2784');
      expect(passages.map((p) => p.article)).not.toContain('art-2026');
      // And the other thing compared: an article on the mortgage.
      expect(passages.some((p) => /ipotec/i.test(`${p.heading} ${p.paragraphs[0]?.text}`))).toBe(
        true,
      );
    });
  },
);

describe.each(testDatabases)('plain-language descriptions on $name', ({ open }) => {
  // The shipped descriptions, and one more in words no vocabulary knows, in a language the article
  // does not exist in.
  const dir = mkdtempSync(join(tmpdir(), 'plain-'));
  for (const file of readdirSync(PLAIN_LANGUAGE_DIR).filter((f) => f.endsWith('.tsv'))) {
    copyFileSync(join(PLAIN_LANGUAGE_DIR, file), join(dir, file));
  }
  writeFileSync(
    join(dir, 'test.tsv'),
    'it/costituzione\tart-9\ten\tthe landscape and nature: who looks after hedgehogs, fireflies and old olive groves for our grandchildren\n',
  );
  const acts = ['it/costituzione', 'it/rd/1930/1398'];
  const described = useIndexedCorpus(open, (db) =>
    importCorpus(db, { filter: (d) => acts.includes(d.id), plainLanguageDir: dir }),
  );
  const bare = useIndexedCorpus(open, (db) =>
    importCorpus(db, {
      filter: (d) => acts.includes(d.id),
      plainLanguageDir: join(dir, 'none'),
    }),
  );
  const found = (passages: Array<{ documentId: string; article: string }>, id: string) =>
    passages.some((p) => `${p.documentId}#${p.article}` === id);

  it('lead a question in everyday English to the Italian-only article they describe, quoted in Italian', async () => {
    const question = 'Is anybody obliged to look after the hedgehogs and fireflies?';
    const { passages, covered } = await retrievePassages(described.db, described.index, {
      question,
      lang: 'en',
    });
    expect(passages[0]).toMatchObject({
      documentId: 'it/costituzione',
      article: 'art-9',
      lang: 'it',
    });
    expect(passages[0]!.paragraphs.map((p) => p.text).join(' ')).toContain('paesaggio');
    // The coverage counts the texts' words only: the description alone does not make the sources
    // answer (out-of-scope questions share everyday words with descriptions too).
    expect(covered).toBe(false);
    // Without the descriptions the article is not found.
    const without = await retrievePassages(bare.db, bare.index, { question, lang: 'en' });
    expect(found(without.passages, 'it/costituzione#art-9')).toBe(false);
  });

  it('bring an everyday question, in French, to the Italian article that governs it', async () => {
    // Art. 493-ter c.p., the undue use of payment cards, exists in Italian only; its shipped French
    // description speaks of using someone else's bank card to buy.
    const question =
      "Quelqu'un a utilisé la carte bancaire que j'avais perdue pour faire des achats, que risque-t-il ?";
    const { passages } = await retrievePassages(described.db, described.index, {
      question,
      lang: 'fr',
    });
    expect(passages[0]).toMatchObject({
      documentId: 'it/rd/1930/1398',
      article: 'art-493-ter',
      lang: 'it',
    });
    const without = await retrievePassages(bare.db, bare.index, { question, lang: 'fr' });
    expect(found(without.passages, 'it/rd/1930/1398#art-493-ter')).toBe(false);
  });
});
