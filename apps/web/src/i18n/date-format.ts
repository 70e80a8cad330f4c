/*
 * Date formats of spec §9, in the interface locale (English by default): dd/MM/yyyy,
 * 'MMM dd, yyyy' and the compact yyyyMMdd'T'HHmmss used in file names.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** dd/MM/yyyy */
export function formatShortDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * One month formatter per locale: making an Intl.DateTimeFormat loads the locale's data (about 5 ms
 * on a phone each time), formatting with it is cheap, and a list shows a date per row.
 */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(locale: string): Intl.DateTimeFormat {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short' });
    monthFormats.set(locale, format);
  }
  return format;
}

/** MMM dd, yyyy with the month abbreviated in the given locale (e.g. 'gen 05, 2026' in Italian). */
export function formatMediumDate(date: Date, locale = 'en'): string {
  const month = monthFormat(locale).format(date).replace(/\.$/, '');
  return `${month} ${pad(date.getDate())}, ${date.getFullYear()}`;
}

/** yyyyMMdd'T'HHmmss */
export function formatCompactTimestamp(date: Date): string {
  return (
    `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}` +
    `T${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`
  );
}
