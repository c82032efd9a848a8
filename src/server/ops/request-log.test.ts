import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The request log behind a reader that has stopped (stdout a pipe nobody drains): a process logging far
 * more than the pipe holds carries on, its buffer stays bounded, and every line is either delivered
 * once the reader comes back or counted as dropped.
 */
const SCRIPT = `
import { logger, droppedLogLines, LOG_BUFFER_BYTES } from '#/server/ops/request-log.ts';
const lines = Number(process.argv[1]);
let ticks = 0;
const timer = setInterval(() => ticks++, 1);
for (let i = 0; i < lines; i++) {
  logger.info({ reqId: 'r' + i, route: '/cartoon-characters/:slug', padding: 'x'.repeat(200) }, 'request');
  if (i % 5000 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
}
clearInterval(timer);
process.stderr.write(JSON.stringify({ dropped: droppedLogLines(), ticks, limit: LOG_BUFFER_BYTES }) + '\\n');
process.stdin.once('data', () => process.exit(0));
`;

describe('request log behind a stalled reader', () => {
  it('keeps going, drops past its bounded buffer, counts each drop, and delivers the rest', async () => {
    const lines = 40_000;
    const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT, String(lines)], { stdio: ['pipe', 'pipe', 'pipe'] });
    // Nobody reads stdout until the child has logged everything: the pipe fills after ~64 KiB.
    child.stdout.pause();
    let report = '';
    const reported = new Promise<{ dropped: number; ticks: number; limit: number }>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        report += String(chunk);
        if (report.includes('\n')) {
          try {
            resolve(JSON.parse(report.split('\n')[0]!));
          } catch {
            reject(new Error(report));
          }
        }
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${report}`)));
    });
    const { dropped, ticks, limit } = await reported;
    expect(limit).toBe(4 * 1024 * 1024);
    // ~10 MB of lines against a 4 MiB buffer and a stalled pipe: some were dropped, and timers kept firing meanwhile.
    expect(dropped).toBeGreaterThan(0);
    expect(dropped).toBeLessThan(lines);
    expect(ticks).toBeGreaterThan(0);
    let delivered = 0;
    let tail = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = tail + String(chunk);
      const parts = text.split('\n');
      tail = parts.pop()!;
      delivered += parts.filter((line) => line.includes('"msg":"request"')).length;
    });
    child.stdout.resume();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.write('bye');
    expect(await exited).toBe(0);
    expect(delivered + dropped).toBe(lines);
  });
});
