/**
 * The indexing job (`library.index-document`, one per document): read the stored file, extract its
 * pages (progress saved as pages are done), cut structure-aware passages, detect the language,
 * find legal references and link those naming a corpus document, then store it all in one
 * transaction. Idempotent (passages are replaced), so a run after a killed process starts over
 * cleanly. A file that cannot be read fails at once with the reason; other errors are retried, and
 * the last attempt's failure is recorded in words a user understands.
 */
import type { Db } from '../../db';
import type { JobQueue } from '../../lib/jobs';
import type { ObjectStorage } from '../../lib/storage';
import { detectLanguage, ExtractionError, extractPages, toPassages } from './extract';
import { findReferences } from './references';
import * as repo from './repo';
import { INDEX_JOB } from './service';

export const INDEX_RETRY_LIMIT = 2;

export function registerIndexer(jobs: JobQueue, db: Db, storage: ObjectStorage): void {
  jobs.register<{ documentId: string }>(
    INDEX_JOB,
    async ({ data, attempt, signal }) => {
      const started = performance.now();
      const document = await repo.jobDocument(db, data.documentId);
      if (!document || document.status === 'cancelled' || document.status === 'indexed') {
        return { skipped: document?.status ?? 'deleted' };
      }
      try {
        await repo.jobUpdate(db, document.id, { status: 'extracting', pages_done: 0 });
        const bytes = await storage.read(document.storage_key);
        let lastSaved = 0;
        const pages = await extractPages(document.format, bytes, {
          signal,
          onPage: async (done, total) => {
            if (done === total || performance.now() - lastSaved > 500) {
              lastSaved = performance.now();
              await repo.jobUpdate(db, document.id, { pages_done: done, pages_total: total });
            }
          },
        });
        signal.throwIfAborted();
        await repo.jobUpdate(db, document.id, {
          status: 'indexing',
          pages_total: pages.length,
        });
        const passages = toPassages(pages);
        if (passages.length === 0) throw new ExtractionError('The file holds no text to index');
        const language = detectLanguage(passages.map((p) => p.text).join('\n'));
        const found = passages.flatMap((passage) =>
          findReferences(`${passage.heading ?? ''}\n${passage.text}`).map((reference) => ({
            position: passage.position,
            reference,
          })),
        );
        const known = await repo.corpusDocuments(db, [
          ...new Set(found.map((f) => f.reference.documentId)),
        ]);
        signal.throwIfAborted();
        await repo.jobStorePassages(db, document.id, {
          passages,
          references: found.map((f) => ({ ...f, linked: known.has(f.reference.documentId) })),
          language,
          pagesTotal: pages.length,
        });
        return {
          pages: pages.length,
          passages: passages.length,
          references: found.length,
          ms: Math.round(performance.now() - started),
        };
      } catch (error) {
        if (signal.aborted) throw error;
        if (error instanceof ExtractionError) {
          await repo.jobUpdate(db, document.id, {
            status: 'failed',
            failure_reason: error.message,
          });
          return { failed: error.message };
        }
        if (attempt > INDEX_RETRY_LIMIT) {
          await repo.jobUpdate(db, document.id, {
            status: 'failed',
            failure_reason:
              'Indexing failed several times: try again later or upload the file again',
          });
        }
        throw error;
      }
    },
    { retryLimit: INDEX_RETRY_LIMIT, retryDelaySeconds: 5, timeoutSeconds: 1800, concurrency: 1 },
  );
}
