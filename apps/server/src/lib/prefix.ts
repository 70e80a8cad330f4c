/** A path prefix as configured ('/laws', 'laws/', '/') as the router wants it ('/laws', ''). */
export function normalizePrefix(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed === '/') return '';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}`;
}
