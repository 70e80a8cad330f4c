import { createHmac, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import type { StorageSettings } from './settings';

export { readStorageSettings, type StorageSettings } from './settings';

/** Where a client PUTs one file. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface UploadRequest {
  contentType: string;
  /** The announced size: the stored object may not be larger. */
  size: number;
  /** The server's own origin as the client sees it (local uploads). */
  origin: string;
}

/** The library's files: an object store behind one small interface (lib/ imports no module). */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  uploadTarget(key: string, request: UploadRequest): Promise<UploadTarget>;
  /** The stored object's size, or null when nothing was uploaded under the key. */
  size(key: string): Promise<number | null>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** Keys are `<organisation>/<workspace>/<document>`: ids only, never a client's file name. */
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/;
export const isStorageKey = (key: string) => KEY.test(key);

// ------------------------------------------------------------ local disk

export interface LocalUploadToken {
  key: string;
  expires: number;
  size: number;
  contentType: string;
}

export class UploadRefused extends Error {
  constructor(
    readonly code: 'UPLOAD_URL_INVALID' | 'UPLOAD_URL_EXPIRED' | 'UPLOAD_TOO_LARGE',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Files under `<dataDir>/library/<key>`, uploaded with `PUT <origin>/library/uploads/<key>?…&signature=`:
 * an HMAC over the key, the expiry, the size and the content type, so a URL is good for one file,
 * a short while, and at most the announced bytes.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.root = path.join(dataDir, 'library');
  }

  private file(key: string) {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  private sign(token: LocalUploadToken) {
    return createHmac('sha256', this.secret)
      .update(`${token.key}\n${token.expires}\n${token.size}\n${token.contentType}`)
      .digest('base64url');
  }

  async uploadTarget(key: string, request: UploadRequest): Promise<UploadTarget> {
    const expires = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    const token = { key, expires, size: request.size, contentType: request.contentType };
    const query = new URLSearchParams({
      expires: String(expires),
      size: String(request.size),
      type: request.contentType,
      signature: this.sign(token),
    });
    return {
      url: `${request.origin}/library/uploads/${key}?${query.toString()}`,
      headers: { 'content-type': request.contentType },
      expiresAt: new Date(expires * 1000),
    };
  }

  /** The token a PUT's URL carries, if its signature holds and it has not expired. */
  verify(
    key: string,
    query: Record<string, string | undefined>,
    now = Date.now(),
  ): LocalUploadToken {
    const token = {
      key,
      expires: Number(query.expires),
      size: Number(query.size),
      contentType: query.type ?? '',
    };
    const given = Buffer.from(query.signature ?? '');
    const expected = Buffer.from(this.sign(token));
    if (
      !isStorageKey(key) ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      throw new UploadRefused('UPLOAD_URL_INVALID', 'This upload link is not valid');
    }
    if (token.expires * 1000 < now) {
      throw new UploadRefused(
        'UPLOAD_URL_EXPIRED',
        'This upload link has expired: ask for a new one',
      );
    }
    return token;
  }

  /** Writes the body, refusing more than the token's size; replaces the file whole or not at all. */
  async write(token: LocalUploadToken, body: Readable): Promise<number> {
    const target = this.file(token.key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    let written = 0;
    try {
      await pipeline(
        body,
        async function* limit(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            written += chunk.length;
            if (written > token.size) {
              throw new UploadRefused(
                'UPLOAD_TOO_LARGE',
                `The file is larger than the ${token.size} bytes announced`,
              );
            }
            yield chunk;
          }
        },
        createWriteStream(partial),
      );
      await rename(partial, target);
      return written;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.file(key))).size;
    } catch {
      return null;
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.file(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

// ------------------------------------------------------------ S3

/** An S3 bucket (or an S3-protocol server): presigned PUT URLs that sign type and length. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(
    private readonly settings: NonNullable<StorageSettings['s3']>,
    private readonly ttlSeconds: number,
  ) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
    });
  }

  async uploadTarget(key: string, request: UploadRequest): Promise<UploadTarget> {
    const url = await getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        ContentType: request.contentType,
        ContentLength: request.size,
      }),
      { expiresIn: this.ttlSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
    );
    return {
      url,
      headers: { 'content-type': request.contentType },
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    };
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      return head.ContentLength ?? null;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NotFound') return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}

/** The storage the settings name: S3 when a bucket is configured, local disk otherwise. */
export function createObjectStorage(
  settings: StorageSettings,
  dataDir: string,
  signingSecret: string,
): ObjectStorage {
  const secret = createHmac('sha256', signingSecret).update('library-upload').digest('hex');
  return settings.s3
    ? new S3Storage(settings.s3, settings.uploadUrlSeconds)
    : new LocalDiskStorage(dataDir, secret, settings.uploadUrlSeconds);
}

const byConfig = new WeakMap<object, ObjectStorage>();

/** The app's one storage for a configuration (the library and workspaces modules share it). */
export function storageFor(config: {
  storage: StorageSettings;
  dataDir: string;
  impersonationSecret: string;
}): ObjectStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = createObjectStorage(config.storage, config.dataDir, config.impersonationSecret);
    byConfig.set(config, storage);
  }
  return storage;
}
