import type { LibraryDocument as ApiLibraryDocument, LibraryStatus } from '@lexio/api/contract';
import type { LibraryDocument as GridDocument } from '@lexio/design-system/grids';

/** Statuses whose indexing is still running: their progress is polled. */
export const runningStatuses: readonly LibraryStatus[] = ['QUEUED', 'EXTRACTING', 'INDEXING'];

export const isRunning = (status: LibraryStatus) => runningStatuses.includes(status);

/** The file types the picker offers; the server checks the bytes too. */
export const acceptedExtensions: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
  html: 'text/html',
  htm: 'text/html',
  md: 'text/markdown',
  markdown: 'text/markdown',
};

/** A file's content type as the server expects it: browsers leave Markdown's (and others') empty. */
export function contentTypeOf(file: { name: string; type: string }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const byName = acceptedExtensions[extension];
  if (byName) return byName;
  return Object.values(acceptedExtensions).includes(file.type) ? file.type : null;
}

/** Indexing progress from 0 to 100: pages done over pages known. */
export function indexingPercent(document: ApiLibraryDocument): number {
  if (document.status === 'INDEXED') return 100;
  if (!document.pagesTotal) return 0;
  return Math.round((100 * document.pagesDone) / document.pagesTotal);
}

/** The DocumentsGrid's four steps: waiting, running, done, stopped (failed or cancelled). */
export function toGridDocument(document: ApiLibraryDocument): GridDocument {
  const status: GridDocument['status'] =
    document.status === 'INDEXED'
      ? 'indexed'
      : document.status === 'FAILED' || document.status === 'CANCELLED'
        ? 'failed'
        : document.status === 'EXTRACTING' || document.status === 'INDEXING'
          ? 'indexing'
          : 'queued';
  return {
    id: document.id,
    name: document.name,
    status,
    progress: indexingPercent(document),
    size: document.size,
    uploadedAt: document.createdAt,
  };
}
