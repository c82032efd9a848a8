import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Files an upload leaves while it is being received: a temporary copy under
 * DATA_DIR/tmp/uploads/<host>-<pid>/ and, in local storage, `<key>.<pid>.<time>.partial`.
 * A server killed mid-upload (SIGKILL, power loss) cannot remove them, so the
 * next start does: anything left by a process of this host that is no longer running.
 */
const HOST = os.hostname().replace(/[^\w.-]/g, '_');

export function uploadTempDir(dataDir: string): string {
  const dir = path.join(dataDir, 'tmp', 'uploads', `${HOST}-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function sweepTemp(dataDir: string): Promise<number> {
  const root = path.join(dataDir, 'tmp', 'uploads');
  const dirs = await fsp.readdir(root).catch(() => [] as string[]);
  const stale = dirs.filter((name) => name.startsWith(`${HOST}-`) && !running(Number(name.slice(HOST.length + 1))));
  await Promise.all(stale.map((name) => fsp.rm(path.join(root, name), { recursive: true, force: true })));
  return stale.length;
}

async function sweepPartials(storageRoot: string): Promise<number> {
  const entries = await fsp.readdir(storageRoot, { recursive: true, withFileTypes: true }).catch(() => [] as fs.Dirent[]);
  const stale = entries.filter((e) => e.isFile() && /\.(\d+)\.\d+\.partial$/.test(e.name) && !running(Number(e.name.match(/\.(\d+)\.\d+\.partial$/)![1])));
  await Promise.all(stale.map((e) => fsp.rm(path.join(e.parentPath, e.name), { force: true })));
  return stale.length;
}

/** Removes what interrupted uploads left behind; run once at start-up. */
export async function sweepInterruptedUploads(dataDir: string, storageRoot: string | null): Promise<void> {
  const removed = (await sweepTemp(dataDir)) + (storageRoot ? await sweepPartials(storageRoot) : 0);
  if (removed) console.log(`[uploads] removed ${removed} file(s) left by interrupted uploads`);
}
