import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store } from '#test-support/store.ts';
import { signInAs } from '#test-support/session.ts';
import { postMultipart } from '#test-support/multipart.ts';
import { nestedZipBomb, zipBomb, zipSlip } from '#test-support/zip-bomb.ts';
import { testPort } from '#test-support/ports.ts';

/**
 * Archives where the store accepts them: an FLA source file may be a zip (XFL),
 * uploaded by an admin to a character (`POST /api/admin/characters/{id}/files`).
 * A zip bomb (200 MB of zeros in ~200 KB), a nested one (10 × 100 MB) and a zip
 * slip archive are stored as the bytes sent, never unpacked: the server's memory
 * stays flat, nothing lands outside storage, and the server stays up.
 */
const PORT = testPort(4475);

let store: Store;
let cookie: string;
let characterId: string;

const rssMb = () => Number(fs.readFileSync(`/proc/${store.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024;
const storedSizes = () => {
  const dir = path.join(store.dataDir, 'storage');
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => fs.statSync(path.join(e.parentPath, e.name)).size);
};

describe('archive uploads (FLA as zip)', () => {
  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'upload-archives' });
    cookie = (await signInAs(store.url, 'admin')).cookie;
    const list = (await (await fetch(`${store.url}/api/admin/characters`, { headers: { cookie } })).json()) as { rows: { id: string }[] };
    characterId = list.rows[0]!.id;
  });
  afterAll(() => store?.stop());

  it.each([
    ['a zip bomb (200 MB of zeros)', () => zipBomb(200)],
    ['a nested zip bomb (10 × 100 MB)', () => nestedZipBomb(100)],
    ['a zip slip archive (../ and absolute entry names)', async () => zipSlip()],
  ])('stores %s as sent, never unpacked', async (what, make) => {
    const archive = await make();
    const before = rssMb();
    const res = await postMultipart(store.url, `/api/admin/characters/${characterId}/files`, cookie, [{ name: 'file', filename: 'scene.fla', type: 'application/octet-stream', data: archive }]);
    expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
    console.log(`[archives] ${what}: ${archive.length} bytes sent, answered ${res.status}`);
    if (res.status === 201) expect(storedSizes()).toContain(archive.length);
    expect(rssMb() - before).toBeLessThan(150);
    expect((await fetch(`${store.url}/api/health`)).status).toBe(200);
  });

  it('wrote no entry of the zip slip archive anywhere', () => {
    const escaped = fs.readdirSync(path.resolve(store.dataDir, '..'), { recursive: true }).map(String).filter((f) => f.includes('zip-slip-'));
    expect(escaped).toEqual([]);
    expect(fs.existsSync('/tmp/zip-slip-absolute.txt')).toBe(false);
  });
});
