import { describe, expect, it } from 'vitest';

import { formatCompactTimestamp, formatMediumDate, formatShortDate } from './date-format';

const date = new Date(2026, 0, 5, 9, 7, 3);

describe('date formats', () => {
  it('dd/MM/yyyy', () => {
    expect(formatShortDate(date)).toBe('05/01/2026');
  });

  it.each([
    ['en', 'Jan 05, 2026'],
    ['it', 'gen 05, 2026'],
    ['fr', 'janv 05, 2026'],
  ])("'MMM dd, yyyy' in %s", (locale, expected) => {
    expect(formatMediumDate(date, locale)).toBe(expected);
  });

  it("compact yyyyMMdd'T'HHmmss", () => {
    expect(formatCompactTimestamp(date)).toBe('20260105T090703');
  });
});
