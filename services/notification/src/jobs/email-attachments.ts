import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isTestProfile, loadConfig } from '@courtage/runtime/config';
import { Type } from '@sinclair/typebox';
import type { EmailAttachment } from '../mail/create-mailer.ts';
import type { EmailJob } from './email-job.ts';

const AttachmentStoreConfig = Type.Object({
  S3_ENDPOINT: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4569' }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_BUCKET: Type.String({ default: isTestProfile ? 'courtage-test-documents' : 'courtage-documents' }),
  S3_ACCESS_KEY_ID: Type.String({ default: 'S3RVER' }),
  S3_SECRET_ACCESS_KEY: Type.String({ default: 'S3RVER' }),
});

export type AttachmentsOf = (job: EmailJob) => Promise<EmailAttachment[]>;

/** The documents a job names by S3 key (the signed subscription file), read when the email is sent. */
export function createS3Attachments(): AttachmentsOf {
  const config = loadConfig(AttachmentStoreConfig);
  const s3 = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
  });
  return async (job) => {
    if (job.template !== 'subscription-received' || !job.data.documents) return [];
    return Promise.all(
      job.data.documents.map(async (document) => {
        const object = await s3.send(new GetObjectCommand({ Bucket: config.S3_BUCKET, Key: document.key }));
        const content = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        return { filename: document.fileName, content, contentType: 'application/pdf' };
      }),
    );
  };
}
