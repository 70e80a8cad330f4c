import { describe, expect, it } from 'vitest';

import { chunkText, composeExtractiveAnswer, escapeMarkdown } from './answerers/embedded';
import {
  CitationStream,
  leadingQuote,
  normaliseForQuote,
  parseMarker,
  quoteIsIn,
  type CitationClaim,
  type VerifiedCitation,
} from './citations';
import type { Passage } from './retrieval';

const SOURCE =
  'In the case of a personal data breach, the controller shall without undue delay and, where feasible, not later than 72 hours after having become aware of it, notify the personal data breach to the supervisory authority competent in accordance with Article 55.';

describe('citation markers', () => {
  it('reads a document, an anchor and an optional quote', () => {
    expect(parseMarker('[[eu/reg/2016/679#art-33-par-1|not later than 72 hours]]')).toEqual({
      documentId: 'eu/reg/2016/679',
      anchor: 'art-33-par-1',
      quote: 'not later than 72 hours',
    });
    expect(parseMarker('[[it/rd/1930/1398#art-615-ter]]')).toEqual({
      documentId: 'it/rd/1930/1398',
      anchor: 'art-615-ter',
      quote: null,
    });
    expect(parseMarker('[[not a citation]]')).toBeNull();
    expect(parseMarker('[[eu/reg/2016/679#art-5|“lawfulness, fairness”]]')?.quote).toBe(
      'lawfulness, fairness',
    );
  });
});

describe('quote checking', () => {
  it('finds a quote whatever its spacing, case and typographic quotes', () => {
    expect(quoteIsIn('NOT later than  72\nhours after having become aware of it', SOURCE)).toBe(
      true,
    );
    expect(normaliseForQuote('dell’individuo')).toBe("dell'individuo");
    expect(
      quoteIsIn(
        'tutela la salute come fondamentale diritto dell’individuo',
        "La Repubblica tutela la salute come fondamentale diritto dell'individuo",
      ),
    ).toBe(true);
  });

  it('accepts pieces joined by an ellipsis only when each is there, in order', () => {
    expect(quoteIsIn('the controller shall … notify the personal data breach', SOURCE)).toBe(true);
    expect(quoteIsIn('notify the personal data breach … the controller shall', SOURCE)).toBe(false);
  });

  it('refuses a made-up quote and a quote too short to mean anything', () => {
    expect(quoteIsIn('not later than 48 hours after having become aware of it', SOURCE)).toBe(
      false,
    );
    expect(quoteIsIn('the', SOURCE)).toBe(false);
    expect(quoteIsIn('', SOURCE)).toBe(false);
  });

  it('cuts a long text where a sentence ends', () => {
    const text = `${'A first sentence that is long enough. '.repeat(12)}End`;
    const quote = leadingQuote(text, 120);
    expect(quote.endsWith('.')).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(120);
    expect(text).toContain(quote);
  });
});

describe('the citation stream', () => {
  const verify = async (claim: CitationClaim): Promise<VerifiedCitation> => ({
    documentId: claim.documentId,
    article: claim.anchor.replace(/-par-\d+$/, ''),
    quote: claim.quote ?? '',
    verified: claim.anchor !== 'art-999',
  });

  it('reassembles markers split across chunks and links verified ones by number', async () => {
    const stream = new CitationStream(verify);
    const chunks = [
      'Notify within 72 hours [',
      '[eu/reg/2016/679#art-33',
      '-par-1|not later than 72 hours]',
      '] and see ',
      '[[eu/reg/2016/679#art-999|invented]]',
      ' then [[eu/reg/2016/679#art-33-par-1|Not later than  72 hours]].',
    ];
    const outputs = [];
    for (const c of chunks) outputs.push(...(await stream.push(c)));
    outputs.push(...(await stream.end()));
    const text = outputs.flatMap((o) => (o.kind === 'text' ? [o.text] : [])).join('');
    expect(text).toBe('Notify within 72 hours [1](#cite-1) and see  then [1](#cite-1).');
    const cited = outputs.flatMap((o) => (o.kind === 'citation' ? [o.citation] : []));
    expect(cited).toHaveLength(2);
    expect(cited[0]).toMatchObject({ index: 1, verified: true, article: 'art-33' });
    expect(cited[1]).toMatchObject({ index: 0, verified: false, article: 'art-999' });
    expect(stream.citations()).toHaveLength(2);
  });

  it("neutralises the answerer's own links into the answer, however the text is cut into chunks", async () => {
    const raw =
      'A [3](#cite-3), B [4]( <#cite-4>), C [5](&#35;cite-5), D [6](\\#cite-6), E [7]\n(#cite-7), ' +
      'F [8][[eu/reg/2016/679#art-999|invented]](#cite-8), G [9][y]\n\n[y]:\n  #cite-9\n\n' +
      'H [[eu/reg/2016/679#art-33|not later than 72 hours]] [law](https://eur-lex.europa.eu) [z]';
    const expected =
      'A [3]\\(#cite-3), B [4]\\( <#cite-4>), C [5]\\(&#35;cite-5), D [6]\\(\\#cite-6), E [7]\n(#cite-7), ' +
      'F [8]\\(#cite-8), G [9][y]\n\n[y]\\:\n  #cite-9\n\n' +
      'H [1](#cite-1) [law](https://eur-lex.europa.eu) [z]';
    for (const size of [1, 2, 3, 7, raw.length]) {
      const stream = new CitationStream(verify);
      const out = [];
      for (let i = 0; i < raw.length; i += size)
        out.push(...(await stream.push(raw.slice(i, i + size))));
      out.push(...(await stream.end()));
      expect(out.map((o) => (o.kind === 'text' ? o.text : '')).join('')).toBe(expected);
    }
  });

  it('lets text that only looks like a marker through', async () => {
    const stream = new CitationStream(verify);
    const out = [...(await stream.push('see [[note]] and [x')), ...(await stream.end())];
    expect(out.map((o) => (o.kind === 'text' ? o.text : '')).join('')).toBe('see [[note]] and [x');
  });
});

describe('the extractive answer', () => {
  const passage: Passage = {
    documentId: 'eu/reg/2016/679',
    documentShortTitle: 'GDPR',
    lang: 'en',
    article: 'art-33',
    label: 'Article 33',
    heading: 'Notification of a personal data breach to the supervisory authority',
    kind: 'article',
    score: 10,
    paragraphs: [
      { anchor: 'art-33-par-1', number: '1', text: SOURCE, points: [], score: 9 },
      {
        anchor: 'art-33-par-2',
        number: '2',
        text: 'The processor shall notify the controller without undue delay after becoming aware of a personal data breach.',
        points: [],
        score: 1,
      },
      {
        anchor: 'art-33-par-3',
        number: '3',
        text: 'The notification referred to in paragraph 1 shall at least:',
        points: [
          { label: '(a)', text: 'describe the nature of the personal data breach;', points: [] },
        ],
        score: 7,
      },
    ],
  };

  it('quotes the best paragraphs verbatim, in the order of the article, cited once', () => {
    const text = composeExtractiveAnswer('en', [passage]);
    expect(text).toContain(
      '**GDPR, Article 33 — Notification of a personal data breach to the supervisory authority**',
    );
    // Two paragraphs quoted: one marker, at the article, with the opening words of each.
    expect(text.match(/\[\[/g)).toHaveLength(1);
    expect(text).toMatch(
      /\[\[eu\/reg\/2016\/679#art-33\|In the case of a personal data breach, the controller [^\]]* … The notification referred to in paragraph 1 shall at least:\]\]/,
    );
    expect(text).not.toContain('The processor shall notify');
    expect(text.indexOf('> 1\\. In the case')).toBeLessThan(
      text.indexOf('> 3\\. The notification'),
    );
    expect(text).toContain('> - (a) describe the nature of the personal data breach;');
  });

  it('cites a provision quoted by one paragraph at that paragraph', () => {
    const one = { ...passage, paragraphs: [passage.paragraphs[0]!] };
    expect(composeExtractiveAnswer('en', [one])).toContain('[[eu/reg/2016/679#art-33-par-1|');
  });

  it('says the sources do not cover the question, in the language asked, when nothing was retrieved', () => {
    expect(composeExtractiveAnswer('it', [])).toMatch(/^Le fonti presenti in Lexio non coprono/);
    expect(composeExtractiveAnswer('fr', [])).toMatch(
      /^Les sources présentes dans Lexio ne couvrent pas/,
    );
  });

  it('escapes markup in quotes and never splits a marker into chunks', () => {
    expect(escapeMarkdown('a *b* [c] <d>')).toBe('a \\*b\\* \\[c\\] \\<d\\>');
    const chunks = chunkText('one two [[eu/reg/2016/679#art-33|a b c d e f g]] three', 2);
    expect(chunks.some((c) => c.includes('[[eu/reg/2016/679#art-33|a b c d e f g]]'))).toBe(true);
    expect(chunks.join('')).toBe('one two [[eu/reg/2016/679#art-33|a b c d e f g]] three');
  });
});
