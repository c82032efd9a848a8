import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepInterruptedUploads, uploadTempDir } from './interrupted.ts';

describe('files left by interrupted uploads', () => {
  it('are removed at start-up when the process that wrote them is gone, and only then', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-sweep-'));
    const storage = path.join(dataDir, 'storage', 'tutorials');
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    const host = os.hostname().replace(/[^\w.-]/g, '_');
    const mine = uploadTempDir(dataDir);
    const dead = path.join(dataDir, 'tmp', 'uploads', `${host}-${deadPid}`);
    fs.mkdirSync(dead, { recursive: true });
    fs.mkdirSync(storage, { recursive: true });
    fs.writeFileSync(path.join(dead, 'toonmart-upload-a'), 'half');
    fs.writeFileSync(path.join(mine, 'toonmart-upload-b'), 'in flight');
    fs.writeFileSync(path.join(storage, `k.mp4.${deadPid}.1700000000000.partial`), 'half');
    fs.writeFileSync(path.join(storage, `k2.mp4.${process.pid}.1700000000000.partial`), 'in flight');
    fs.writeFileSync(path.join(storage, 'done.mp4'), 'whole');

    await sweepInterruptedUploads(dataDir, path.join(dataDir, 'storage'));

    expect(fs.existsSync(dead)).toBe(false);
    expect(fs.existsSync(path.join(mine, 'toonmart-upload-b'))).toBe(true);
    expect(fs.readdirSync(storage).sort()).toEqual([`k2.mp4.${process.pid}.1700000000000.partial`, 'done.mp4'].sort());
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
