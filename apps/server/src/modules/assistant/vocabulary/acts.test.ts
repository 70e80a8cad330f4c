import { describe, expect, it } from 'vitest';

import { actNameSpans, actNameWords, articleReferences, namedActs } from './acts';

describe('the names of the acts', () => {
  it('finds the acts a question names, in the three languages', () => {
    expect([...namedActs('Cosa dice il codice civile sul comodato?')]).toEqual(['it/rd/1942/262']);
    expect([...namedActs('Quelles obligations le RGPD impose-t-il ?')]).toEqual([
      'eu/reg/2016/679',
    ]);
    expect([...namedActs('Under the AI Act and the Italian Constitution...')].sort()).toEqual([
      'eu/reg/2024/1689',
      'it/costituzione',
    ]);
  });

  it('matches whole words only', () => {
    expect(namedActs('Did the Italian Constitutional Court rule on it?').size).toBe(0);
    expect(namedActs('Un adorabile cadavere').size).toBe(0);
  });

  it('says where a question names an act, as written (curly apostrophes, several spaces)', () => {
    const spans = (text: string) => actNameSpans(text).map(([s, e]) => text.slice(s, e));
    expect(spans('Under the Civil Code, who is liable?')).toEqual(['Civil Code']);
    expect(spans('Cosa dice l’AI Act e il  codice   penale?')).toEqual([
      'AI Act',
      'codice   penale',
    ]);
    expect(spans('A code of conduct under the GDPR')).toEqual(['GDPR']);
    // The legal order asked under: "Italian" with an act's name, "in Italy", "droit italien".
    expect(spans('Under the Italian Civil Code, who?')).toEqual(['Italian Civil Code']);
    expect(spans('Selon le code civil italien, à quel âge')).toEqual(['code civil italien']);
    expect(spans('En Italie, selon le droit italien')).toEqual(['En Italie', 'le droit italien']);
    expect(spans('Is this a crime in Italy?')).toEqual(['in Italy']);
    expect(spans('Can an Italian citizen be extradited?')).toEqual([]);
  });

  it("gives the words of the acts' names", () => {
    const words = actNameWords(new Set(['it/rd/1930/1398']));
    expect(words.has('codice')).toBe(true);
    expect(words.has('penale')).toBe(true);
    expect(words.has('criminal')).toBe(true);
  });

  it('reads the articles a question refers to by number, each with the act named with it', () => {
    expect(articleReferences('What does Article 17 GDPR say?')).toEqual([
      { anchor: 'art-17', act: 'eu/reg/2016/679' },
    ]);
    expect(articleReferences("Que dit l'article 5 du RGPD ?")).toEqual([
      { anchor: 'art-5', act: 'eu/reg/2016/679' },
    ]);
    expect(
      articleReferences(
        "Differenza tra l'art. 42 della Costituzione e l'articolo 832 del codice civile",
      ),
    ).toEqual([
      { anchor: 'art-42', act: 'it/costituzione' },
      { anchor: 'art-832', act: 'it/rd/1942/262' },
    ]);
    expect(articleReferences('Cosa prevedono gli artt. 2043 e 2050 c.c.?')).toEqual([
      { anchor: 'art-2043', act: 'it/rd/1942/262' },
      { anchor: 'art-2050', act: 'it/rd/1942/262' },
    ]);
    // The act named before the number when none follows it; none at all when no act is named.
    expect(articleReferences("Nel codice penale, cosa punisce l'art. 615 ter?")).toEqual([
      { anchor: 'art-615-ter', act: 'it/rd/1930/1398' },
    ]);
    expect(articleReferences('What does article 17 say about erasure?')).toEqual([
      { anchor: 'art-17', act: null },
    ]);
    // The abbreviations written right after the number.
    expect(articleReferences("Cosa tutela l'art. 3 Cost.?")).toEqual([
      { anchor: 'art-3', act: 'it/costituzione' },
    ]);
    expect(articleReferences('art 2043 cc e art 640 cp')).toEqual([
      { anchor: 'art-2043', act: 'it/rd/1942/262' },
      { anchor: 'art-640', act: 'it/rd/1930/1398' },
    ]);
    // Recitals of EU acts.
    expect(articleReferences('Cosa dice il considerando 49 del GDPR?')).toEqual([
      { anchor: 'rec-49', act: 'eu/reg/2016/679' },
    ]);
    expect(articleReferences('RGPD, considérants 47 et 48')).toEqual([
      { anchor: 'rec-47', act: 'eu/reg/2016/679' },
      { anchor: 'rec-48', act: 'eu/reg/2016/679' },
    ]);
    // A number that is no article's.
    expect(articleReferences('Entro 72 ore, in base al GDPR?')).toEqual([]);
    expect(articleReferences('The art of the deal, 2017')).toEqual([]);
  });
});
