// Scale-out settings read from the environment (docs/scale-out.md): where files live, how many processes.
import { describe, expect, it } from 'vitest';
import { loadConfig, parseFileStorage } from './config';

describe('FILE_STORAGE', () => {
  it('defaults to the local disk', () => {
    expect(parseFileStorage({})).toEqual({ kind: 'local' });
  });

  it('postgres needs DATABASE_URL', () => {
    expect(() => parseFileStorage({ FILE_STORAGE: 'postgres' })).toThrow('DATABASE_URL');
    expect(parseFileStorage({ FILE_STORAGE: 'postgres', DATABASE_URL: 'postgres://db/fusion' })).toEqual({ kind: 'postgres' });
  });

  it('s3 reads the server and bucket from S3_URL (path style) or the bucket alone on AWS', () => {
    expect(parseFileStorage({ FILE_STORAGE: 's3', S3_URL: 'http://minio.internal:9000/fusion-uploads', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      kind: 's3', endpoint: 'http://minio.internal:9000', bucket: 'fusion-uploads', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's',
    });
    expect(parseFileStorage({ FILE_STORAGE: 's3', S3_URL: 's3://fusion-uploads', S3_REGION: 'ap-northeast-1' })).toMatchObject({
      endpoint: undefined, bucket: 'fusion-uploads', region: 'ap-northeast-1',
    });
    expect(() => parseFileStorage({ FILE_STORAGE: 's3', S3_URL: 'http://minio.internal:9000/' })).toThrow('bucket');
    expect(() => parseFileStorage({ FILE_STORAGE: 'nfs' })).toThrow('local, postgres or s3');
  });
});

describe('WORKERS', () => {
  it('is one process unless a positive number is given', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ WORKERS: '0' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: 'many' }).workers).toBe(1);
  });
});
