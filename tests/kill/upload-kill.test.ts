import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store } from '#test-support/store.ts';
import { signInAs } from '#test-support/session.ts';
import { slowUpload } from '#test-support/multipart.ts';
import { testPort } from '#test-support/ports.ts';

/**
 * The server killed (SIGKILL) in the middle of receiving an upload: after a
 * restart on the same data, storage holds exactly the files it held before, with
 * no `.partial` file and no upload temp file left (the server's TMPDIR is
 * pointed into the test's folder to look), and no record points at a missing file.
 */
const PORT = testPort(4479);

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

describe('server killed during an upload', () => {
  let store: Store;
  const tmp = path.resolve('.tmp/kill-upload-tmpdir');
  let before: string[];
  let tutorialsBefore: unknown;

  beforeAll(async () => {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    store = await startStore({ port: PORT, name: 'kill-upload', env: { TMPDIR: tmp } });
  });
  afterAll(() => store?.stop());

  it('leaves no partial file, no temp file and no new record after a restart', async () => {
    const storageDir = path.join(store.dataDir, 'storage');
    let admin = await signInAs(store.url, 'admin');
    before = listFiles(storageDir);
    tutorialsBefore = await (await fetch(`${store.url}/api/admin/tutorials`, { headers: { cookie: admin.cookie } })).json();

    const upload = slowUpload(store.url, '/api/admin/tutorials', admin.cookie, { title: 'Killed upload', slug: 'killed-upload', published: 'on' }, { name: 'video', filename: 'clip.mp4', type: 'video/mp4' }, 60 * 1024 * 1024);
    // Kill once the server has written part of the file to a temporary folder (its TMPDIR or DATA_DIR/tmp).
    const temps = [tmp, path.join(store.dataDir, 'tmp')];
    const tempFiles = () => temps.flatMap((dir) => listFiles(dir).map((f) => path.join(dir, f))).filter((f) => path.basename(f).startsWith('toonmart-upload'));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && !tempFiles().some((f) => fs.statSync(f).size > 1024 * 1024)) await new Promise((r) => setTimeout(r, 20));
    expect(tempFiles().length).toBeGreaterThan(0);
    expect(upload.sent()).toBeGreaterThan(1024 * 1024);
    await store.kill();
    await upload.done;

    store = await store.restart();
    admin = await signInAs(store.url, 'admin');
    expect(listFiles(storageDir).filter((f) => f.endsWith('.partial'))).toEqual([]);
    expect(tempFiles()).toEqual([]);
    expect(listFiles(storageDir)).toEqual(before);
    const tutorialsAfter = await (await fetch(`${store.url}/api/admin/tutorials`, { headers: { cookie: admin.cookie } })).json();
    expect(tutorialsAfter).toEqual(tutorialsBefore);
  }, 120_000);
});
