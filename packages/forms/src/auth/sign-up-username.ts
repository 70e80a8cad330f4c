const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `date` as yyyyMMddHHmmss in UTC, so the same instant gives the same username on every machine. */
function compactTimestamp(date: Date): string {
  return (
    pad(date.getUTCFullYear(), 4) +
    pad(date.getUTCMonth() + 1) +
    pad(date.getUTCDate()) +
    pad(date.getUTCHours()) +
    pad(date.getUTCMinutes()) +
    pad(date.getUTCSeconds())
  );
}

/**
 * The identity-provider username of a new account (spec §3): lower-cased given name, family name and a
 * yyyyMMddHHmmss timestamp (UTC), joined by underscores, with spaces replaced by underscores.
 * Names are trimmed and each run of spaces becomes one underscore, so 'Anna  Maria ' gives 'anna_maria'.
 * Example: ('Maria Grazia', 'De Luca', 2026-03-05T14:07:09Z) -> 'maria_grazia_de_luca_20260305140709'.
 */
export function buildSignUpUsername(givenName: string, familyName: string, date: Date): string {
  const part = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '_');
  return [part(givenName), part(familyName), compactTimestamp(date)].filter(Boolean).join('_');
}
