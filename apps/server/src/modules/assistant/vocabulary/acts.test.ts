import { describe, expect, it } from 'vitest';

import { actNameWords, namedActs } from './acts';

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

  it("gives the words of the acts' names", () => {
    const words = actNameWords(new Set(['it/rd/1930/1398']));
    expect(words.has('codice')).toBe(true);
    expect(words.has('penale')).toBe(true);
    expect(words.has('criminal')).toBe(true);
  });
});
