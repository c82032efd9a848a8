import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirLock, DatabaseLockedError } from './lock.ts';

describe('acquireDirLock', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-lock-'));

  it('refuses a second holder with a clear error naming the folder', () => {
    const d = dir();
    fs.writeFileSync(path.join(d, 'toonmart.lock'), String(process.ppid));
    expect(() => acquireDirLock(d)).toThrow(DatabaseLockedError);
    expect(() => acquireDirLock(d)).toThrow(d);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const d = dir();
    fs.writeFileSync(path.join(d, 'toonmart.lock'), '999999999');
    const release = acquireDirLock(d);
    expect(fs.readFileSync(path.join(d, 'toonmart.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(d, 'toonmart.lock'))).toBe(false);
  });
});
