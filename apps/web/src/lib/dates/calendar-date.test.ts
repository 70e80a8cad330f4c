import { describe, expect, it } from 'vitest';

import { isCalendarDate, parseCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('reads YYYY-MM-DD as that local day, whatever the time zone', () => {
    const date = parseCalendarDate('2024-03-01');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2024, 2, 1, 0,
    ]);
  });

  it.each([
    ['2024-03-01', true],
    ['2024-03-01T10:00:00Z', false],
    ['01/03/2024', false],
    [20240301, false],
    [null, false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
