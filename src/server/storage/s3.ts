import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  S3Client,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { assertValidKey, type Storage } from './storage.ts';

export type S3Options = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** Parts of a multipart upload: S3's minimum is 5 MiB; 8 MiB bounds memory per upload. */
export const PART_SIZE = 8 * 1024 * 1024;

export function s3Client(options: S3Options): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // With the default, streamed bodies go aws-chunked and some S3-compatible stores keep the framing.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Reads the stream in PART_SIZE buffers: at most one part is held in memory. */
async function* parts(body: Readable): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    chunks.push(buffer);
    length += buffer.length;
    while (length >= PART_SIZE) {
      const all = Buffer.concat(chunks);
      yield all.subarray(0, PART_SIZE);
      chunks = [all.subarray(PART_SIZE)];
      length = chunks[0]?.length ?? 0;
    }
  }
  if (length > 0 || chunks.length === 0) yield Buffer.concat(chunks);
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Any S3-compatible store. Small objects go in one PutObject; larger ones in a
 * multipart upload, which S3 only makes visible on completion and which is
 * aborted on failure: the object appears whole or not at all.
 */
export function s3Storage(client: S3Client, bucket: string): Storage {
  const put = async (key: string, body: Readable, contentType: string) => {
    const iterator = parts(body);
    const first = await iterator.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    if (firstPart.length < PART_SIZE) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: firstPart, ContentType: contentType }));
      return firstPart.length;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }));
    const done: CompletedPart[] = [];
    let size = 0;
    try {
      for (let part: Buffer | undefined = firstPart; part; ) {
        if (part.length > 0 || done.length === 0) {
          const PartNumber = done.length + 1;
          const { ETag } = await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body: part }));
          done.push({ ETag, PartNumber });
          size += part.length;
        }
        const next = await iterator.next();
        part = next.done ? undefined : next.value;
      }
      await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId, MultipartUpload: { Parts: done } }));
      return size;
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId })).catch(() => {});
      throw error;
    }
  };
  return {
    async put(key, body, meta) {
      assertValidKey(key);
      const size = await put(key, body, meta.contentType);
      return { key, size, contentType: meta.contentType };
    },
    async get(key, range) {
      assertValidKey(key);
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range }));
        // With a range, Content-Range ("bytes 0-9/1234") carries the whole size.
        const size = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : (out.ContentLength ?? 0);
        return { key, size, contentType: out.ContentType ?? 'application/octet-stream', body: out.Body as Readable };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      assertValidKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { key, size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
