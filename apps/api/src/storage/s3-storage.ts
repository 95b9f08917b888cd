import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BlobTarget } from '../config';
import { type BlobStorage, assertSafeKey } from './blob-storage';

type S3Target = Extract<BlobTarget, { kind: 's3' }>;

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
}

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Backblaze B2, ...).
 * Checksums are only computed when an operation requires them, which every
 * S3-compatible service accepts.
 */
export function s3Storage(target: S3Target, client?: S3Client): BlobStorage {
  const s3 =
    client ??
    new S3Client({
      region: target.region,
      forcePathStyle: target.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(target.endpoint ? { endpoint: target.endpoint } : {}),
      ...(target.accessKeyId && target.secretAccessKey
        ? { credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey } }
        : {}),
    });
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${target.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: target.bucket,
          Key: keyOf(key),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        return {
          data: Buffer.from(bytes),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: keyOf(key) }));
    },
  };
}
