/*
 * Test set-up for the library: Markdown files uploaded into a workspace through the API (upload
 * URLs, PUT, index) and waited for until every one is indexed, as a user's browser does.
 */
import { libraryProgressSchema, libraryUploadSchema } from '@lexio/api/contract';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';

import { bearer } from './app';

export interface MarkdownFile {
  name: string;
  text: string;
}

/** Uploads the files into the workspace as `token`'s user; resolves with their ids once indexed. */
export async function uploadIndexed(
  app: FastifyInstance,
  token: string,
  workspaceId: string,
  files: MarkdownFile[],
): Promise<string[]> {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const response = await call(`/workspaces/${workspaceId}/library`, {
    files: files.map((f) => ({
      name: f.name,
      contentType: 'text/markdown',
      size: Buffer.byteLength(f.text),
    })),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { uploads } = libraryUploadSchema.parse(response.json());
  for (const [i, item] of uploads.entries()) {
    const url = new URL(item.url);
    const put = await app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: item.headers,
      payload: Buffer.from(files[i]!.text),
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
  }
  const documentIds = uploads.map((u) => u.documentId);
  const indexed = await call(`/workspaces/${workspaceId}/library/documents/index`, {
    documentIds,
  });
  expect(indexed.statusCode, indexed.body).toBe(200);
  // Indexing runs as jobs; on a loaded machine it may take minutes.
  await vi.waitFor(
    async () => {
      const { items } = libraryProgressSchema.parse(
        (
          await call(`/workspaces/${workspaceId}/library/documents/checkprogress`, { documentIds })
        ).json(),
      );
      if (items.some((i) => i.status === 'FAILED')) throw new Error('a file failed to index');
      expect(items.map((i) => i.status)).toEqual(documentIds.map(() => 'INDEXED'));
    },
    { timeout: 240_000, interval: 200 },
  );
  return documentIds;
}
