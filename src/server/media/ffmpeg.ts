import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { env } from '#/server/config/env.ts';

let found: string | null | undefined;

/**
 * The ffmpeg binary shipped by @ffmpeg-installer (FFMPEG_PATH overrides it), or null when this
 * platform has none: then videos are not made and the page says so, nothing else breaks.
 */
export function ffmpegPath(): string | null {
  if (found === undefined) {
    try {
      found = env().FFMPEG_PATH ?? (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    } catch {
      found = null;
    }
  }
  return found;
}

/** Runs ffmpeg with `args`, writing `frames` to its stdin one by one (waiting when the pipe is full). */
export async function runFfmpeg(args: string[], frames: AsyncIterable<Buffer>): Promise<void> {
  const binary = ffmpegPath();
  if (!binary) throw new Error('ffmpeg is not available on this platform');
  const child = spawn(binary, ['-hide_banner', '-loglevel', 'error', ...args], { stdio: ['pipe', 'ignore', 'pipe'] });
  // Encoding is background work: the store's requests go first.
  if (child.pid) {
    try {
      os.setPriority(child.pid, 10);
    } catch {
      // Not allowed here: encode at normal priority.
    }
  }
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  child.stdin.on('error', () => {}); // an early exit shows in the exit code below
  for await (const frame of frames) {
    if (!child.stdin.write(frame)) await new Promise((resolve) => child.stdin.once('drain', resolve));
  }
  child.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${errors.trim()}`);
}
