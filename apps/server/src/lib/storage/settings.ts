/**
 * Where library files are kept. With STORAGE_S3_BUCKET and STORAGE_S3_REGION set, in an S3 bucket
 * (uploads go straight to it through presigned PUT URLs; credentials from the AWS default chain,
 * or STORAGE_S3_ACCESS_KEY_ID / STORAGE_S3_SECRET_ACCESS_KEY; STORAGE_S3_ENDPOINT for an
 * S3-protocol server such as s3rver or MinIO, addressed path-style). Otherwise on local disk under
 * DATA_DIR/library, uploaded through short-lived signed URLs to the server itself.
 */
export interface StorageSettings {
  s3: {
    bucket: string;
    region: string;
    endpoint: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
  } | null;
  /** How long an upload URL stays valid. */
  uploadUrlSeconds: number;
}

export function readStorageSettings(
  env: Record<string, string | undefined>,
  problems: string[],
): StorageSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('STORAGE_S3_BUCKET');
  const region = value('STORAGE_S3_REGION');
  const endpoint = value('STORAGE_S3_ENDPOINT');
  if (bucket && !region) problems.push('STORAGE_S3_REGION: required with STORAGE_S3_BUCKET');
  if (region && !bucket) problems.push('STORAGE_S3_BUCKET: required with STORAGE_S3_REGION');
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    problems.push('STORAGE_S3_ENDPOINT: must be an http(s) URL');
  }
  const seconds = Number(value('STORAGE_UPLOAD_URL_SECONDS') ?? 900);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 86_400) {
    problems.push('STORAGE_UPLOAD_URL_SECONDS: must be a whole number from 10 to 86400');
  }
  return {
    s3:
      bucket && region
        ? {
            bucket,
            region,
            endpoint,
            accessKeyId: value('STORAGE_S3_ACCESS_KEY_ID'),
            secretAccessKey: value('STORAGE_S3_SECRET_ACCESS_KEY'),
          }
        : null,
    uploadUrlSeconds: seconds,
  };
}
