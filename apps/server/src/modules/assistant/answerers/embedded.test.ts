import { describe, expect, it } from 'vitest';

import { CitationStream, parseMarker, verifyAgainstPassages } from '../citations';
import type { Passage } from '../retrieval';
import { composeExtractiveAnswer, createEmbeddedAnswerer, leadSentence } from './embedded';
import { askedFigureKinds, figuresOf, holdsFigure, isFactQuestion, sentencesOf } from './question';
import { abstentionSentences, isAbstention, type ProvisionStatus, relatedLabel } from './wording';

const GDPR_33: Passage = {
  documentId: 'eu/reg/2016/679',
  documentShortTitle: 'GDPR',
  lang: 'en',
  article: 'art-33',
  label: 'Article 33',
  heading: 'Notification of a personal data breach to the supervisory authority',
  kind: 'article',
  score: 12,
  paragraphs: [
    {
      anchor: 'art-33-par-1',
      number: '1',
      text:
        'In the case of a personal data breach, the controller shall without undue delay and, where feasible, ' +
        'not later than 72 hours after having become aware of it, notify the personal data breach to the ' +
        'supervisory authority competent in accordance with Article 55, unless the personal data breach is ' +
        'unlikely to result in a risk to the rights and freedoms of natural persons. Where the notification ' +
        'to the supervisory authority is not made within 72 hours, it shall be accompanied by reasons for the delay.',
      points: [],
      score: 4,
    },
    {
      anchor: 'art-33-par-2',
      number: '2',
      text: 'The processor shall notify the controller without undue delay after becoming aware of a personal data breach.',
      points: [],
      score: 6,
    },
  ],
};

const GDPR_34: Passage = {
  ...GDPR_33,
  article: 'art-34',
  label: 'Article 34',
  heading: 'Communication of a personal data breach to the data subject',
  score: 9,
  paragraphs: [
    {
      anchor: 'art-34-par-1',
      number: '1',
      text: 'When the personal data breach is likely to result in a high risk to the rights and freedoms of natural persons, the controller shall communicate the personal data breach to the data subject without undue delay.',
      points: [],
      score: 5,
    },
  ],
};

const DLGS_101: Passage = {
  documentId: 'it/dlgs/2018/101',
  documentShortTitle: 'D.Lgs. 101/2018',
  lang: 'it',
  article: 'art-22',
  label: 'Articolo 22',
  heading: 'Altre disposizioni transitorie e finali',
  kind: 'article',
  score: 10,
  paragraphs: [
    {
      anchor: 'art-22-par-1',
      number: '1',
      text: 'Il presente decreto e le disposizioni dell’ordinamento nazionale si interpretano e si applicano alla luce della disciplina dell’Unione europea in materia di protezione dei dati personali.',
      points: [],
      score: 7,
    },
  ],
};

/** The markers of a text, verified against the passages as the service does. */
async function citationsOf(text: string, passages: Passage[]) {
  const stream = new CitationStream(async (claim) => {
    const found = verifyAgainstPassages(claim, passages);
    return (
      found ?? {
        documentId: claim.documentId,
        article: claim.anchor,
        quote: claim.quote ?? '',
        verified: false,
      }
    );
  });
  const out = [...(await stream.push(text)), ...(await stream.end())];
  return {
    citations: stream.citations(),
    shown: out.map((o) => (o.kind === 'text' ? o.text : '')).join(''),
  };
}

describe('questions asking for a figure', () => {
  it('are recognised in the three languages, and others are not', () => {
    expect(
      isFactQuestion('Entro quanto tempo va notificato un data breach al Garante?', 'it'),
    ).toBe(true);
    expect(isFactQuestion('How long do I have to report a breach?', 'en')).toBe(true);
    expect(isFactQuestion('At what age can a child consent on their own?', 'en')).toBe(true);
    expect(isFactQuestion('By when must the register be updated?', 'en')).toBe(true);
    expect(isFactQuestion('À partir de quand le règlement s’applique-t-il ?', 'fr')).toBe(true);
    expect(isFactQuestion('Combien de jours a le responsable pour répondre ?', 'fr')).toBe(true);
    expect(isFactQuestion("Dans quel délai faut-il informer l'autorité ?", 'fr')).toBe(true);
    expect(isFactQuestion('A che età si diventa maggiorenni?', 'it')).toBe(true);
    expect(isFactQuestion('Il mio capo può leggere le mie e-mail di lavoro?', 'it')).toBe(false);
    expect(isFactQuestion('What are the lawful bases for processing?', 'en')).toBe(false);
    expect(isFactQuestion('Qui est responsable du traitement ?', 'fr')).toBe(false);
  });

  it('find figures in words or digits, dates and amounts, not article numbers', () => {
    for (const text of [
      'entro 72 ore',
      'entro sessanta giorni',
      'sessantagiorni dalla pubblicazione',
      'a partire dal 25 maggio 2018',
      'fino a 10 000 000 EUR',
      'al compimento del diciottesimo anno',
      'quatorze ans',
      'for a period of at least six months',
    ]) {
      expect(holdsFigure(text), text).toBe(true);
    }
    for (const text of ['ai sensi dell’articolo 55', 'paragraph 3, point (b)', 'tu sei']) {
      expect(holdsFigure(text), text).toBe(false);
    }
  });

  it('say what kind of figure a question asks for and a text states', () => {
    expect([...askedFigureKinds('Entro quante ore va notificata la violazione?')]).toEqual([
      'hours',
    ]);
    expect([...askedFigureKinds('Sotto quale età non si è imputabili?')]).toEqual(['years']);
    expect([...askedFigureKinds('What maximum fine can the authority impose?')]).toEqual([
      'money',
      'percent',
    ]);
    expect([...askedFigureKinds('Dans quel délai faut-il répondre ?')]).toEqual([
      'hours',
      'days',
      'months',
      'years',
    ]);
    expect(
      figuresOf(
        'entro 72 ore; fino a 10 000 000 EUR o il 2 % del fatturato; il 25 maggio 2018',
      ).map((f) => f.kind),
    ).toEqual(['hours', 'money', 'percent', 'date']);
    expect(figuresOf('non aveva compiuto i quattordici anni')[0]?.kind).toBe('years');
  });

  it('open with the figure whose own clause holds the question’s words', () => {
    const decree: Passage = {
      ...GDPR_33,
      documentId: 'it/costituzione',
      documentShortTitle: 'Costituzione',
      lang: 'it',
      article: 'art-77',
      label: 'Art. 77',
      heading: null,
      paragraphs: [
        {
          anchor: 'art-77-par-2',
          number: '2',
          text:
            'Quando il Governo adotta decreti con forza di legge da convertire, deve il giorno stesso presentarli alle ' +
            'Camere che, anche se sciolte, sono appositamente convocate e si riuniscono entro cinque giorni.',
          points: [],
          score: 5,
        },
        {
          anchor: 'art-77-par-3',
          number: '3',
          text: 'I decreti perdono efficacia se non sono convertiti in legge entro sessanta giorni dalla loro pubblicazione.',
          points: [],
          score: 5,
        },
      ],
    };
    const lead = leadSentence(
      'Entro quanti giorni un decreto del Governo deve essere convertito in legge?',
      'it',
      [decree],
    )!;
    expect(lead.paragraph.anchor).toBe('art-77-par-3');
  });

  it('cuts a text into its sentences verbatim', () => {
    expect(sentencesOf('First one. Second: Third; fourth.  (a) Fifth, see art. 5. Last')).toEqual([
      'First one.',
      'Second: Third; fourth.',
      '(a) Fifth, see art. 5.',
      'Last',
    ]);
  });
});

describe('the embedded answer', () => {
  it('opens a "how long" question with the sentence stating the figure, verbatim and cited', async () => {
    const question = 'Within how many hours must the controller notify a personal data breach?';
    const passages = [GDPR_34, GDPR_33];
    const text = composeExtractiveAnswer('en', passages, { question });
    const firstLine = text.split('\n')[0]!;
    expect(firstLine).toMatch(/^“In the case of a personal data breach, .*not later than 72 hours/);
    // Article 33 quotes two paragraphs: it is cited once, at the article.
    expect(firstLine).toContain('[[eu/reg/2016/679#art-33|In the case of a personal data breach');

    const { citations, shown } = await citationsOf(text, passages);
    expect(citations.every((c) => c.verified)).toBe(true);
    // The opening is citation 1, Article 33's block below carries the same number, Article 34 is 2.
    expect(citations.map((c) => [c.article, c.index])).toEqual([
      ['art-33', 1],
      ['art-34', 2],
    ]);
    expect(shown.split('\n')[0]).toMatch(/72 hours.*\[1\]\(#cite-1\)$/);
    expect(shown.match(/\(#cite-1\)/g)).toHaveLength(2);
    // The figure's paragraph is quoted where its article is, beside the one that scored higher.
    const block = text.slice(text.indexOf('**GDPR, Article 33'));
    expect(block).toContain('> 1\\. In the case of a personal data breach');
    expect(block).toContain('> 2\\. The processor shall notify the controller');
    expect(text.indexOf('**GDPR, Article 33')).toBeGreaterThan(0);
  });

  it('opens with the figure about the question, not a figure of a better-ranked provision', () => {
    const penalty: Passage = {
      ...DLGS_101,
      documentId: 'it/rd/1930/1398',
      documentShortTitle: 'Codice penale',
      article: 'art-999',
      label: 'Art. 999',
      heading: 'Reato di esempio',
      score: 20,
      paragraphs: [
        {
          anchor: null,
          number: null,
          text: '(Reato di esempio). Chiunque commette il fatto è punito con la reclusione da uno a cinque anni.',
          points: [],
          score: 9,
        },
      ],
    };
    const age: Passage = {
      ...DLGS_101,
      documentId: 'it/rd/1942/262',
      documentShortTitle: 'Codice civile',
      article: 'art-2',
      label: 'Art. 2',
      heading: 'Maggiore età. Capacità di agire',
      score: 8,
      paragraphs: [
        {
          anchor: null,
          number: null,
          text: '(Maggiore età. Capacità di agire). La maggiore età è fissata al compimento del diciottesimo anno. Con la maggiore età si acquista la capacità di compiere tutti gli atti.',
          points: [],
          score: 6,
        },
      ],
    };
    const text = composeExtractiveAnswer('it', [penalty, age], {
      question: 'A che età si diventa maggiorenni?',
    });
    expect(text.split('\n')[0]).toBe(
      '«La maggiore età è fissata al compimento del diciottesimo anno.» [[it/rd/1942/262#art-2|La maggiore età è fissata al compimento del diciottesimo anno.]]',
    );
    // Retrieval's order stays for the provisions.
    expect(text.indexOf('**Codice penale')).toBeLessThan(text.indexOf('**Codice civile'));
  });

  it('weighs the question’s rarer words more when choosing the opening sentence', () => {
    const police: Passage = {
      ...GDPR_33,
      documentId: 'xx/constitution',
      documentShortTitle: 'Constitution',
      article: 'art-13',
      label: 'Article 13',
      heading: 'Personal liberty',
      score: 7,
      paragraphs: [
        {
          anchor: 'art-13-par-3',
          number: '3',
          text: 'In urgent cases the police may adopt provisional measures, which must be reported within 48 hours to the judicial authority.',
          points: [],
          score: 3,
        },
      ],
    };
    const lead = leadSentence(
      'In an urgent case, within how many hours must the police report a measure to the judicial authority?',
      'en',
      [GDPR_33, GDPR_34, police],
    );
    expect(lead?.passage.article).toBe('art-13');
    expect(lead?.quote).toContain('within 48 hours to the judicial authority');
  });

  it('quotes the paragraph that states the age asked for, and opens with it', () => {
    // Paragraph 1 matches the question's words best ("eletti"); paragraph 2 holds the age.
    const senate: Passage = {
      documentId: 'it/costituzione',
      documentShortTitle: 'Costituzione',
      lang: 'it',
      article: 'art-58',
      label: 'Art. 58',
      heading: null,
      kind: 'article',
      score: 10,
      paragraphs: [
        {
          anchor: 'art-58-par-1',
          number: '1',
          text: 'I senatori sono eletti a suffragio universale e diretto.',
          points: [],
          score: 6,
        },
        {
          anchor: 'art-58-par-2',
          number: '2',
          text: 'Sono eleggibili a senatori gli elettori che hanno compiuto il quarantesimo anno.',
          points: [],
          score: 2,
        },
      ],
    };
    const deputies: Passage = {
      ...senate,
      article: 'art-56',
      label: 'Art. 56',
      score: 8,
      paragraphs: [
        {
          anchor: 'art-56-par-3',
          number: '3',
          text: 'Sono eleggibili a deputati tutti gli elettori che nel giorno delle elezioni hanno compiuto i venticinque anni di età.',
          points: [],
          score: 3,
        },
      ],
    };
    const question = 'Da quale età si può diventare senatore?';
    const text = composeExtractiveAnswer('it', [senate, deputies], { question });
    expect(
      text.startsWith(
        '«Sono eleggibili a senatori gli elettori che hanno compiuto il quarantesimo anno.»',
      ),
    ).toBe(true);
    const block = text.slice(
      text.indexOf('**Costituzione, Art. 58**'),
      text.indexOf('**Costituzione, Art. 56**'),
    );
    expect(block).toContain('quarantesimo anno');
    expect(block).toContain('I senatori sono eletti');
  });

  it('opens any other question with the best sentence of the best provision', () => {
    const text = composeExtractiveAnswer('en', [GDPR_34], {
      question: 'Do I have to tell the people whose data leaked?',
    });
    expect(
      text.startsWith('“When the personal data breach is likely to result in a high risk'),
    ).toBe(true);
    expect(text).toContain('The provisions quoted, by act:');
  });

  it('opens a question on an article by number with that article, not one citing its number', () => {
    const art17: Passage = {
      ...GDPR_33,
      referenced: true,
      article: 'art-17',
      label: 'Article 17',
      heading: 'Right to erasure (‘right to be forgotten’)',
      paragraphs: [
        {
          anchor: 'art-17-par-1',
          number: '1',
          text: 'The data subject shall have the right to obtain from the controller the erasure of personal data concerning him or her without undue delay.',
          points: [],
          score: 0,
        },
        {
          anchor: 'art-17-par-3',
          number: '3',
          text: 'Paragraphs 1 and 2 shall not apply to the extent that processing is necessary for exercising the right of freedom of expression and information.',
          points: [],
          score: 2,
        },
      ],
    };
    const art58: Passage = {
      ...GDPR_33,
      article: 'art-58',
      label: 'Article 58',
      heading: 'Powers',
      paragraphs: [
        {
          anchor: 'art-58-par-2',
          number: '2',
          text: 'Each supervisory authority shall have the power to order the rectification or erasure of personal data pursuant to Articles 16, 17 and 18.',
          points: [],
          score: 3,
        },
      ],
    };
    const text = composeExtractiveAnswer('en', [art17, art58], {
      question: 'What does Article 17 GDPR say?',
    });
    expect(text.startsWith('“The data subject shall have the right to obtain')).toBe(true);
    // The question's other words still choose the sentence.
    const exceptions = composeExtractiveAnswer('en', [art17, art58], {
      question: 'What does Article 17 GDPR say about freedom of expression?',
    });
    expect(exceptions.startsWith('“Paragraphs 1 and 2 shall not apply')).toBe(true);
  });

  it('cuts a long sentence to the clauses around its figure, still a verbatim quote', async () => {
    const long: Passage = {
      ...GDPR_33,
      paragraphs: [
        {
          ...GDPR_33.paragraphs[0]!,
          text:
            'Member States shall ensure, with regard to the entities referred to in the first subparagraph, ' +
            'taking into account the size of the entity, the nature of its activities, the risks it faces and ' +
            'the measures it has taken in the previous years under the supervision of the competent authorities, ' +
            'that the records are kept for a period of at least six months, unless Union or national law, in ' +
            'particular the law on the protection of personal data, provides otherwise, and that the records are ' +
            'made available to the competent authorities on request, in a form that allows their examination.',
        },
      ],
    };
    const lead = leadSentence('For how long must the records be kept?', 'en', [long])!;
    expect(lead.quote).toContain('at least six months');
    expect(lead.quote.length).toBeLessThanOrEqual(400);
    expect(lead.cutBefore || lead.cutAfter).toBe(true);
    const text = composeExtractiveAnswer('en', [long], {
      question: 'For how long must the records be kept?',
    });
    const { citations } = await citationsOf(text, [long]);
    expect(citations[0]).toMatchObject({ verified: true, index: 1 });
    expect(citations[0]!.quote).toContain('six months');
  });

  it('groups the quoted provisions by act, in the order of each act’s best provision', () => {
    const text = composeExtractiveAnswer('en', [GDPR_34, DLGS_101, GDPR_33], {
      question: 'What must a controller do after a breach?',
    });
    const order = ['GDPR, Article 34', 'GDPR, Article 33', 'D.Lgs. 101/2018, Articolo 22'].map(
      (h) => text.indexOf(`**${h}`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('says when a quoted source is in another language than the question', () => {
    const it = composeExtractiveAnswer('it', [GDPR_33, DLGS_101], {
      question: 'Entro quanto tempo va notificata una violazione?',
    });
    expect(it).toContain('_(testo disponibile in inglese)_');
    expect(it.match(/testo disponibile in/g)).toHaveLength(2); // the opening and GDPR's block
    const fr = composeExtractiveAnswer('fr', [DLGS_101], { question: 'Comment interpréter ?' });
    expect(fr).toContain('_(texte disponible en italien)_');
    const en = composeExtractiveAnswer('en', [DLGS_101], { question: 'How to interpret it?' });
    expect(en).toContain('_(text available in Italian)_');
    expect(composeExtractiveAnswer('en', [GDPR_33], { question: 'x' })).not.toContain(
      'available in',
    );
  });

  it('flags a provision struck down or repealed, with the link to the decision or act', async () => {
    const statuses: ProvisionStatus[] = [
      {
        kind: 'unconstitutional',
        byDocumentId: 'it/corte-cost/2024/1',
        byTitle: 'Corte cost. 1/2024',
        href: '/court-rulings/it/corte-cost/2024/1',
        date: '2024-01-11',
      },
      {
        kind: 'repealed',
        byDocumentId: 'it/dlgs/2023/24',
        byTitle: 'D.Lgs. 24/2023',
        href: '/documents/it/dlgs/2023/24#art-23',
        date: null,
      },
    ];
    const flagged: Passage = { ...DLGS_101, status: statuses };
    const it = composeExtractiveAnswer('it', [flagged], { question: 'Come si interpreta?' });
    expect(it).toContain(
      '⚠ Dichiarato incostituzionale da [Corte cost. 1/2024](/court-rulings/it/corte-cost/2024/1), 11 gennaio 2024',
    );
    expect(it).toContain('⚠ Abrogato da [D.Lgs. 24/2023](/documents/it/dlgs/2023/24#art-23)');
    // Under the provision's quote, not before it.
    expect(it.indexOf('⚠')).toBeGreaterThan(it.indexOf('[[it/dlgs/2018/101#art-22-par-1|'));
    expect(composeExtractiveAnswer('en', [flagged], { question: 'x' })).toContain(
      '⚠ Declared unconstitutional by [Corte cost. 1/2024](/court-rulings/it/corte-cost/2024/1), 11 January 2024',
    );
    expect(composeExtractiveAnswer('fr', [flagged], { question: 'x' })).toContain(
      '⚠ Abrogé par [D.Lgs. 24/2023]',
    );
    // The status lines are text of the answer, not citations.
    const { citations } = await citationsOf(it, [flagged]);
    expect(citations.every((c) => c.documentId === 'it/dlgs/2018/101')).toBe(true);
  });

  it('abstains plainly when the sources do not cover the question, citing nothing', async () => {
    for (const lang of ['it', 'en', 'fr'] as const) {
      const text = composeExtractiveAnswer(lang, [GDPR_33, DLGS_101], {
        question: 'How do I form a company in Delaware?',
        covered: false,
      });
      expect(text.startsWith(abstentionSentences[lang])).toBe(true);
      expect(isAbstention(text)).toBe(true);
      expect(text).toContain(relatedLabel[lang]);
      expect(text).not.toContain('[[');
      expect(text).toContain('](/documents/eu/reg/2016/679?lang=en#art-33)');
      const { citations } = await citationsOf(text, [GDPR_33, DLGS_101]);
      expect(citations).toEqual([]);
    }
    expect(composeExtractiveAnswer('fr', [])).toBe(abstentionSentences.fr);
    expect(isAbstention(composeExtractiveAnswer('it', [GDPR_33], { question: 'x' }))).toBe(false);
  });

  it('streams the abstention when retrieval says the sources do not cover the question', async () => {
    const writer = createEmbeddedAnswerer({ chunkDelayMs: 0 });
    const chunks: string[] = [];
    for await (const chunk of writer.answer({
      question: 'Qual è la tassa annuale di una LLC nel Delaware?',
      lang: 'it',
      passages: [GDPR_33],
      covered: false,
      history: [],
      signal: new AbortController().signal,
    })) {
      chunks.push(chunk);
    }
    expect(chunks.join('').startsWith(abstentionSentences.it)).toBe(true);
    // Without the field (an older retrieval) the sources are taken to cover the question.
    const covered: string[] = [];
    for await (const chunk of writer.answer({
      question: 'How many hours does the controller have to notify a breach?',
      lang: 'en',
      passages: [GDPR_33],
      history: [],
      signal: new AbortController().signal,
    })) {
      covered.push(chunk);
    }
    expect(parseMarker(/\[\[[^\]]+\]\]/.exec(covered.join(''))![0])).toMatchObject({
      anchor: 'art-33',
      quote: expect.stringContaining('not later than 72 hours'),
    });
  });
});
