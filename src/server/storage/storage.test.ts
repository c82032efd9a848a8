import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local.ts';
import { PART_SIZE, s3Client, s3Storage } from './s3.ts';
import { newKey, type Storage } from './storage.ts';

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A stream of `size` deterministic bytes in 1 MiB chunks, failing at the end when `failAt` is set. */
function bytes(size: number, failAt?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAt !== undefined && sent >= failAt) return void this.destroy(new Error('connection reset'));
      if (sent >= size) return void this.push(null);
      const n = Math.min(1024 * 1024, size - sent);
      this.push(Buffer.alloc(n, sent % 251));
      sent += n;
    },
  });
}

const sha = async (body: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** objectCount counts every file or object, finished or not: a failed upload must not change it. */
type Driver = { name: string; make(): Storage; objectCount(): Promise<number> };

let s3rver: S3rver | undefined;
let s3Endpoint = '';
const bucket = 'toonmart-test';
let localRoot = '';

beforeAll(async () => {
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tmp('toonmart-s3rver-'), configureBuckets: [{ name: bucket, configs: [] }] });
  const { address, port } = await s3rver.run();
  s3Endpoint = `http://${address}:${port}`;
});
afterAll(async () => s3rver?.close());

const client = () => s3Client({ endpoint: s3Endpoint, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

const drivers: Driver[] = [
  {
    name: 'local disk',
    make: () => localStorage((localRoot = tmp('toonmart-storage-'))),
    objectCount: async () => fs.readdirSync(localRoot, { recursive: true }).filter((f) => fs.statSync(path.join(localRoot, String(f))).isFile()).length,
  },
  {
    name: 'S3 (s3rver on loopback)',
    make: () => s3Storage(client(), bucket),
    objectCount: async () => (await client().send(new ListObjectsV2Command({ Bucket: bucket }))).KeyCount ?? 0,
  },
];

describe.each(drivers)('storage on $name', (driver) => {
  it('stores, reads back and deletes an object', async () => {
    const storage = driver.make();
    const key = newKey('characters', 'png');
    await storage.put(key, Readable.from(['hello ', 'world']), { contentType: 'image/png' });
    const object = await storage.get(key);
    expect(object).toMatchObject({ key, size: 11, contentType: 'image/png' });
    expect(await text(object!.body)).toBe('hello world');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('reads a byte range and reports the whole size, and stats without the body', async () => {
    const storage = driver.make();
    const key = newKey('tutorials', 'mp4');
    await storage.put(key, Readable.from(['0123456789abcdef']), { contentType: 'video/mp4' });
    const part = await storage.get(key, { start: 4, end: 9 });
    expect(part).toMatchObject({ size: 16, contentType: 'video/mp4' });
    expect(await text(part!.body)).toBe('456789');
    expect(await storage.stat(key)).toEqual({ key, size: 16, contentType: 'video/mp4' });
    expect(await storage.stat(newKey('tutorials', 'mp4'))).toBeNull();
  });

  it('stores an empty object', async () => {
    const storage = driver.make();
    const key = newKey('social-links', 'png');
    expect(await storage.put(key, Readable.from([]), { contentType: 'image/png' })).toMatchObject({ size: 0 });
    expect(await storage.exists(key)).toBe(true);
  });

  it('streams an object larger than one upload part intact', async () => {
    const storage = driver.make();
    const key = newKey('tutorials', 'mp4');
    const size = PART_SIZE * 2 + 12345;
    const stored = await storage.put(key, bytes(size), { contentType: 'video/mp4' });
    expect(stored.size).toBe(size);
    const object = await storage.get(key);
    expect(object?.size).toBe(size);
    expect(await sha(object!.body)).toBe(await sha(bytes(size)));
  });

  it.each([
    ['a small upload', 1000],
    ['an upload past the first part', PART_SIZE + 1024 * 1024],
  ])('leaves nothing behind when %s fails', async (_name, failAt) => {
    const storage = driver.make();
    const key = newKey('characters', 'eps');
    const before = await driver.objectCount();
    await expect(storage.put(key, bytes(failAt * 2, failAt), { contentType: 'application/postscript' })).rejects.toThrow('connection reset');
    expect(await storage.exists(key)).toBe(false);
    expect(await driver.objectCount()).toBe(before);
  });

  it.each(['../etc/passwd', 'characters/../../x', '/abs/path', 'unknown/0b0e1b9e-4a43-4c43-9a0e-0e3b5a1d2c3f.png', 'characters/name.png'])(
    'refuses a key it did not generate: %s',
    async (key) => {
      const storage = driver.make();
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.put(key, Readable.from(['x']), { contentType: 'text/plain' })).rejects.toThrow('Invalid storage key');
    },
  );
});
