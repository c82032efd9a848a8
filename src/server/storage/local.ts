import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, STORAGE_FOLDERS, type Storage } from './storage.ts';

/** Files under `root/<folder>/<uuid>.<ext>`, with the content type beside them in a `.meta` file. */
export function localStorage(root: string): Storage {
  const file = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body, meta) {
      const target = file(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target, then rename: a failed or aborted upload leaves nothing behind.
      const temp = `${target}.${process.pid}.${Date.now()}.partial`;
      try {
        await pipeline(body, fs.createWriteStream(temp, { flags: 'wx' }));
        await fsp.writeFile(`${target}.meta`, JSON.stringify({ contentType: meta.contentType }));
        await fsp.rename(temp, target);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        await fsp.rm(`${target}.meta`, { force: true });
        throw error;
      }
      const { size } = await fsp.stat(target);
      return { key, size, contentType: meta.contentType };
    },
    async get(key, range) {
      const found = await this.stat(key);
      if (!found) return null;
      return { ...found, body: fs.createReadStream(file(key), range ? { start: range.start, end: range.end } : {}) };
    },
    async stat(key) {
      const target = file(key);
      const stat = await fsp.stat(target).catch(() => null);
      if (!stat?.isFile()) return null;
      const meta = JSON.parse(await fsp.readFile(`${target}.meta`, 'utf8').catch(() => '{}')) as { contentType?: string };
      return { key, size: stat.size, contentType: meta.contentType ?? 'application/octet-stream' };
    },
    async delete(key) {
      const target = file(key);
      await fsp.rm(target, { force: true });
      await fsp.rm(`${target}.meta`, { force: true });
    },
    async exists(key) {
      return (await fsp.stat(file(key)).catch(() => null))?.isFile() ?? false;
    },
    async *list() {
      for (const folder of STORAGE_FOLDERS) {
        for (const name of await fsp.readdir(path.join(root, folder)).catch(() => [] as string[])) {
          if (name.endsWith('.meta') || name.endsWith('.partial')) continue;
          const stat = await fsp.stat(path.join(root, folder, name)).catch(() => null);
          if (stat?.isFile()) yield { key: `${folder}/${name}`, modifiedAt: stat.mtime };
        }
      }
    },
  };
}
