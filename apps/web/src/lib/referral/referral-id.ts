/*
 * Referral id of spec §9: the first 8 characters of the uppercase alphanumeric SHA-256 hash of the
 * lower-cased email. The hex digest is already alphanumeric; upper-casing it gives the id's alphabet.
 */
export async function referralId(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return hex
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);
}
