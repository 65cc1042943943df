/**
 * Media in an S3-compatible object store (issue 23; S3_BUCKET and friends, config.ts), behind the
 * same MediaStorage interface as the disk: keys are the object names, the content type is the
 * object's own. The bucket stays private: the API still serves every file through /api/media,
 * after its own checks, so no address of the store ever reaches a browser.
 *
 * A streamed upload (a video) is spooled to a temporary file first and sent with its length: the
 * SDK would otherwise send an `aws-chunked` body, which some S3-compatible servers store as sent
 * (s3rver 3.7 among them), and the limit must be enforced before anything reaches the bucket.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertKey, byteLimit, isMediaKey, TYPES_BY_EXTENSION, type MediaStorage } from './storage';

/** Errors that mean "no such object" (a GET of a missing key), not a store that failed. */
const MISSING = new Set(['NoSuchKey', 'NotFound']);

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Newer SDKs add CRC checksums to every request and check them on answers; S3-compatible
    // servers that do not know them refuse the request or the answer. Only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3Storage(config: S3Config, client: S3Client = s3Client(config)): MediaStorage {
  const Bucket = config.bucket;

  async function putFile(key: string, path: string, size: number, contentType: string) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  return {
    async put(key, data, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
        }),
      );
    },

    async putStream(key, stream, contentType, maxBytes) {
      assertKey(key);
      const dir = await mkdtemp(join(tmpdir(), 'montra-upload-'));
      const spool = join(dir, 'body');
      const { counter, size } = byteLimit(maxBytes);
      try {
        await pipeline(stream, counter, createWriteStream(spool));
        await putFile(key, spool, size(), contentType);
        return size();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        const contentType =
          answer.ContentType ??
          TYPES_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ??
          'application/octet-stream';
        // In Node the SDK's body is the HTTP answer itself: a Readable, streamed to the client.
        return { stream: answer.Body as Readable, contentType, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof S3ServiceException && MISSING.has(err.name)) return null;
        throw err;
      }
    },

    async remove(key) {
      if (!isMediaKey(key)) return;
      // S3 answers 204 for a key that is not there: nothing to tell apart.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
