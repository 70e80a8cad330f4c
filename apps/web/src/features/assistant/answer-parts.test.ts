import { answerParts, groupByAct, openingCitation } from './answer-parts';

describe('answerParts', () => {
  it('keeps an answer without the provisions line whole (a model’s own answer, an abstention)', () => {
    const text = 'Le fonti non coprono questa domanda.\n\n- [GDPR, Articolo 1](/documents/x)';
    expect(answerParts(text)).toEqual({ lead: text, provisionsLabel: null, provisions: [] });
  });

  it('splits the direct answer from each provision, in the three languages', () => {
    const parts = answerParts(
      [
        '“A breach is notified within 72 hours” [1](#cite-1)',
        'The provisions quoted, by act:',
        '**GDPR, Article 33 \\(1\\)**',
        '_(text available in Italian)_',
        '> 1\\. In the case of a breach [1](#cite-1)',
      ].join('\n\n'),
    );
    expect(parts.lead).toBe('“A breach is notified within 72 hours” [1](#cite-1)');
    expect(parts.provisionsLabel).toBe('The provisions quoted, by act');
    expect(parts.provisions).toEqual([
      {
        title: 'GDPR, Article 33 (1)',
        languageNote: '(text available in Italian)',
        markdown: '> 1\\. In the case of a breach [1](#cite-1)',
        citations: [1],
      },
    ]);
    expect(answerParts('x\n\nLes dispositions citées, par acte :\n\n**A**').provisionsLabel).toBe(
      'Les dispositions citées, par acte',
    );
  });

  it('groups provisions by act in the order of their first provision', () => {
    expect(groupByAct(['a1', 'b1', 'a2'], (p) => p[0]!)).toEqual([
      { act: 'a', provisions: ['a1', 'a2'] },
      { act: 'b', provisions: ['b1'] },
    ]);
  });

  it('puts the act the direct answer quotes first, the others in the order of their first provision', () => {
    const act = (p: string) => p[0]!;
    expect(groupByAct(['d1', 'g1', 'n1', 'g2'], act, 'g')).toEqual([
      { act: 'g', provisions: ['g1', 'g2'] },
      { act: 'd', provisions: ['d1'] },
      { act: 'n', provisions: ['n1'] },
    ]);
    // An opening act no provision belongs to adds no empty group.
    expect(groupByAct(['d1'], act, 'x')).toEqual([{ act: 'd', provisions: ['d1'] }]);
  });

  it('finds the first citation of the direct answer', () => {
    expect(openingCitation('«entro 72 ore» [3](#cite-3) e [1](#cite-1)')).toBe(3);
    expect(openingCitation('Le fonti non coprono questa domanda.')).toBeNull();
  });
});
