/** Saves a file the browser received: a temporary object URL clicked through a download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A file name from a document id and its parts: ('eu/reg/2016/679', 'art-17', 'it') -> eu_reg_2016_679_art-17_it. */
export function exportFileName(parts: (string | null | undefined)[], extension: string): string {
  const base = parts
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/[^A-Za-z0-9-]+/g, '_'))
    .join('_');
  return `${base}.${extension}`;
}
