import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { DOCUMENT_MESSAGES } from '@courtage/contracts/crm/documents/document';
import { AppError } from '@courtage/contracts/errors';
import type { GatewayConfig } from '../../../../config.ts';

/** The gateway's side of the documents store: it writes uploads and streams downloads (DESIGN.md section 8). */
export type DocumentStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  stream(key: string): Promise<{ body: Readable; length?: number }>;
  delete(key: string): Promise<void>;
};

const unavailable = (error: unknown) =>
  new AppError('UNAVAILABLE', DOCUMENT_MESSAGES.storageDown, { cause: String(error) });

export function createDocumentStorage(config: GatewayConfig): DocumentStorage {
  const client = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
  });
  const Bucket = config.S3_BUCKET;
  let bucketReady: Promise<void> | undefined;
  // crm creates the bucket at start; the gateway makes sure too (a test may start it alone).
  const ensureBucket = () => {
    bucketReady ??= client
      .send(new HeadBucketCommand({ Bucket }))
      .then(() => undefined)
      .catch(() => client.send(new CreateBucketCommand({ Bucket })).then(() => undefined))
      .catch((error) => {
        bucketReady = undefined;
        throw error;
      });
    return bucketReady;
  };
  return {
    async put(key, body, contentType) {
      try {
        await ensureBucket();
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
      } catch (error) {
        throw unavailable(error);
      }
    },
    async stream(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, length: object.ContentLength };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey')
          throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
        throw unavailable(error);
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
    },
  };
}
