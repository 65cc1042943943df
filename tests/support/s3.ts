/**
 * An S3-protocol server of a test's own (s3rver from npm, in the test's process): a free port, a
 * temporary folder, one bucket. `objects()` lists what the bucket holds, `read()` one object's bytes,
 * so a test can say what reached the store without going through the app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../server/config';
import { s3Client } from '../../server/media/s3-storage';

export interface TestS3 {
  config: S3Config;
  /** The S3_* variables an instance is started with. */
  env: Record<string, string>;
  client: S3Client;
  objects(): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'montra-media'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'montra-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver accepts any key pair (it checks the signature's shape, not who signed).
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = s3Client(config);
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint ?? '',
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    client,
    async objects() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
