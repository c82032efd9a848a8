import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { config } from '#/server/config/config.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { localStorage } from '#/server/storage/local.ts';
import { mp4Fixture } from './mp4-fixture.ts';
import { uploadTempDir } from './interrupted.ts';
import { receiveUploads, sweepStaleUploads, withUploads } from './receive.ts';
import { executable, headerOnlyPng, pngFile } from './test-files.ts';

function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-uploads-'));
  const storage = localStorage(root);
  const files = () => (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
  return { storage, files };
}

const temps = () => fs.readdirSync(uploadTempDir(config.dataDir)).filter((f) => f.startsWith('toonmart-upload-'));

function formRequest(parts: Record<string, string | { data: Buffer; name: string }>): Request {
  const form = new FormData();
  for (const [field, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, new Blob([new Uint8Array(value.data)]), value.name);
  }
  return new Request('http://localhost/api/admin/x', { method: 'POST', body: form });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('receiveUploads', () => {
  it('streams a valid thumbnail and video to storage under server-generated keys', async () => {
    const { storage, files } = setup();
    const request = formRequest({
      title: 'Rigging basics',
      thumbnail: { data: await pngFile(320, 180), name: '../../etc/passwd.png' },
      video: { data: mp4Fixture(1280, 720), name: 'lesson.mp4' },
    });
    const form = await receiveUploads(request, storage, { thumbnail: 'tutorial-thumbnail', video: 'tutorial-video' });
    expect(form.fields.title).toBe('Rigging basics');
    expect(form.files.thumbnail).toMatchObject({ format: 'png', width: 320, height: 180, contentType: 'image/png' });
    expect(form.files.thumbnail?.key).toMatch(/^tutorials\/[0-9a-f-]{36}\.png$/);
    expect(form.files.video).toMatchObject({ format: 'mp4', width: 1280, height: 720 });
    expect(files()).toHaveLength(4); // two files and their .meta
  });

  it('refuses an executable renamed .png by its content, and keeps nothing', async () => {
    const { storage, files } = setup();
    const error = await refusal(receiveUploads(formRequest({ icon: { data: executable(), name: 'icon.png' } }), storage, { icon: 'social-link-icon' }));
    expect(error.status).toBe(415);
    expect(error.message).toContain('"icon.png" is not a PNG, JPEG or WebP file: its content is EXE');
    expect(files()).toEqual([]);
  });

  it('refuses an oversized image with the limit in the message, and keeps nothing', async () => {
    const { storage, files } = setup();
    const big = Buffer.concat([await pngFile(160, 90), Buffer.alloc(3 * 1024 * 1024)]);
    const before = temps().length;
    const error = await refusal(receiveUploads(formRequest({ thumbnail: { data: big, name: 'big.png' } }), storage, { thumbnail: 'tutorial-thumbnail' }));
    expect(error.status).toBe(413);
    expect(error.message).toBe('"big.png" is larger than 3 MB, the limit for a tutorial thumbnail.');
    expect(files()).toEqual([]);
    expect(temps().length).toBeLessThanOrEqual(before);
  });

  it('refuses a wrong aspect ratio, naming the sizes and the rule', async () => {
    const { storage, files } = setup();
    const error = await refusal(receiveUploads(formRequest({ icon: { data: await pngFile(200, 100), name: 'wide.png' } }), storage, { icon: 'social-link-icon' }));
    expect(error.message).toBe('"wide.png" is 200×100 (2:1); a social link icon must be 1:1.');
    expect(files()).toEqual([]);
  });

  it('refuses an image that is only a PNG header declaring 16000×16000 pixels, and a truncated one (415)', async () => {
    const { storage, files } = setup();
    const bomb = await refusal(receiveUploads(formRequest({ icon: { data: headerOnlyPng(16000, 16000), name: 'bomb.png' } }), storage, { icon: 'social-link-icon' }));
    expect([bomb.status, bomb.message]).toEqual([415, '"bomb.png" is 16000×16000 pixels; images may have at most 40 megapixels.']);
    const truncated = await refusal(receiveUploads(formRequest({ icon: { data: headerOnlyPng(600, 600), name: 'cut.png' } }), storage, { icon: 'social-link-icon' }));
    expect([truncated.status, truncated.message]).toEqual([415, '"cut.png" could not be read as a PNG image: the file is damaged or incomplete.']);
    expect(files()).toEqual([]);
  });

  it('refuses SVG', async () => {
    const { storage } = setup();
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const error = await refusal(receiveUploads(formRequest({ icon: { data: svg, name: 'logo.svg' } }), storage, { icon: 'social-link-icon' }));
    expect(error.message).toContain('SVG is refused');
  });

  it('removes the files already stored when another file of the form is refused', async () => {
    const { storage, files } = setup();
    const request = formRequest({
      video: { data: mp4Fixture(1280, 720), name: 'lesson.mp4' },
      thumbnail: { data: await pngFile(100, 100), name: 'square.png' },
    });
    await refusal(receiveUploads(request, storage, { video: 'tutorial-video', thumbnail: 'tutorial-thumbnail' }));
    expect(files()).toEqual([]);
  });

  it('leaves nothing behind when the connection drops mid-upload', async () => {
    const { storage, files } = setup();
    const boundary = 'x-boundary';
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`));
        controller.enqueue(new Uint8Array(mp4Fixture(1280, 720, { padding: 500_000 })));
        controller.error(new Error('connection reset'));
      },
    });
    const request = new Request('http://localhost/x', { method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, duplex: 'half' } as RequestInit);
    await refusal(receiveUploads(request, storage, { video: 'tutorial-video' }));
    expect(files()).toEqual([]);
  });

  it('removes the stored files when saving the record fails', async () => {
    const { storage, files } = setup();
    const request = formRequest({ icon: { data: await pngFile(64, 64), name: 'icon.png' } });
    await expect(withUploads(request, storage, { icon: 'social-link-icon' }, async () => {
      throw new AppError('CONFLICT', 'taken');
    })).rejects.toThrow('taken');
    expect(files()).toEqual([]);
  });

  it('takes several files in one list field, in order, and refuses a list over its count', async () => {
    const { storage, files } = setup();
    const listRequest = (count: number) => {
      const form = new FormData();
      form.append('note', 'refs');
      for (let i = 0; i < count; i++) form.append('refs', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), `r${i}.pdf`);
      return new Request('http://localhost/api/jobs', { method: 'POST', body: form });
    };
    const form = await receiveUploads(listRequest(3), storage, { refs: { kind: 'job-reference', max: 3 } });
    expect(form.lists.refs?.map((f) => [f.name, f.format])).toEqual([['r0.pdf', 'pdf'], ['r1.pdf', 'pdf'], ['r2.pdf', 'pdf']]);
    expect(form.lists.refs?.[0]?.key).toMatch(/^customize-job-reference\/[0-9a-f-]{36}\.pdf$/);
    expect(files()).toHaveLength(6);
    const error = await refusal(receiveUploads(listRequest(4), storage, { refs: { kind: 'job-reference', max: 3 } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Attach at most 3 files at a time.');
    expect(files()).toHaveLength(6);
  });

  it('sweeps temporary files a killed process left behind, and only old ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-sweep-'));
    for (const name of ['toonmart-upload-old', 'toonmart-upload-new', 'other-file']) fs.writeFileSync(path.join(dir, name), 'x');
    const old = new Date(Date.now() - 2 * 24 * 3600_000);
    fs.utimesSync(path.join(dir, 'toonmart-upload-old'), old, old);
    fs.utimesSync(path.join(dir, 'other-file'), old, old);
    expect(await sweepStaleUploads(dir)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['other-file', 'toonmart-upload-new']);
  });
});
