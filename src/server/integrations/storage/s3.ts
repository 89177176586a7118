// FileStorage in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph RGW, R2 ...): FILE_STORAGE=s3 with S3_URL and
// credentials (config.ts). A custom endpoint uses path-style addressing, which every S3-compatible server accepts.
// Checksums are sent only where the API requires them: several S3-compatible servers refuse the newer default
// trailing CRC32 headers.
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { FileStorageConfig } from '../../config';
import { checkedKey as checked, type FileStorage } from './storage';

type S3Config = Extract<FileStorageConfig, { kind: 's3' }>;

const isMissing = (err: unknown): boolean =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

export const s3Client = (c: S3Config): S3Client =>
  new S3Client({
    region: c.region,
    ...(c.endpoint ? { endpoint: c.endpoint, forcePathStyle: true } : {}),
    ...(c.accessKeyId && c.secretAccessKey ? { credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

export const s3Storage = (client: S3Client, bucket: string): FileStorage => ({
  async put(key, bytes) {
    const body = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: body, ContentLength: body.length }));
  },
  async get(key) {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  },
  async delete(key) {
    // S3 answers 204 for a missing key too
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
  },
});
