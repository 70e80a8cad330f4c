import { describe, expect, it } from 'vitest';

import { detectLocale } from './locales';

describe('detectLocale', () => {
  it.each([
    ['stored choice wins over the browser', 'it', ['fr-FR'], 'it'],
    ['browser language when nothing is stored', null, ['fr-FR', 'en'], 'fr'],
    ['first supported browser language', null, ['de-DE', 'it-IT'], 'it'],
    ['Luxembourgish maps to French', null, ['lb-LU'], 'fr'],
    ['stored lb maps to French', 'lb', [], 'fr'],
    ['unsupported stored value falls through to the browser', 'de', ['it'], 'it'],
    ['fallback is English', null, ['de', 'es'], 'en'],
    ['no browser languages at all', null, [], 'en'],
  ])('%s', (_name, stored, browser, expected) => {
    expect(detectLocale(stored, browser)).toBe(expected);
  });
});
