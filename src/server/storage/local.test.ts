import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { localStorage } from './local.ts';
import { newKey } from './storage.ts';

const root = () => fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-storage-'));

describe('local storage', () => {
  it('stores, reads back and deletes an object', async () => {
    const storage = localStorage(root());
    const key = newKey('characters', 'png');
    await storage.put(key, Readable.from(['hello ', 'world']), { contentType: 'image/png' });
    const object = await storage.get(key);
    expect(object).toMatchObject({ key, size: 11, contentType: 'image/png' });
    expect(await text(object!.body)).toBe('hello world');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('leaves nothing behind when the upload stream fails', async () => {
    const dir = root();
    const storage = localStorage(dir);
    const key = newKey('characters', 'eps');
    const failing = new Readable({
      read() {
        this.push('partial data');
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put(key, failing, { contentType: 'application/postscript' })).rejects.toThrow('connection reset');
    expect(await storage.exists(key)).toBe(false);
    expect(fs.readdirSync(path.join(dir, 'characters'))).toEqual([]);
  });

  it.each(['../etc/passwd', 'characters/../../x', '/abs/path', 'unknown/0b0e1b9e-4a43-4c43-9a0e-0e3b5a1d2c3f.png', 'characters/name.png'])(
    'refuses a key it did not generate: %s',
    async (key) => {
      const storage = localStorage(root());
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    },
  );
});
