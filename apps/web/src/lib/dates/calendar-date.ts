/*
 * Calendar dates as the server sends them (ISO YYYY-MM-DD, no time): read as a local date, so no
 * time zone moves the day (new Date('2024-03-01') is midnight UTC, the day before in America).
 */
const isoCalendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** True for an ISO calendar date (YYYY-MM-DD) and nothing else. */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && isoCalendarDate.test(value);
}

/** An ISO date (YYYY-MM-DD) as a local calendar date, at midnight of that day. */
export function parseCalendarDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
