import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of our own (initdb in a temp folder, its own port) that a
 * fault test may stop and start without disturbing the machine's shared server.
 */
function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const version = fs.readdirSync(root).sort().at(-1);
  return version ? path.join(root, version, 'bin') : null;
}

export function privatePostgresAvailable(): boolean {
  const bin = binDir();
  return !!bin && fs.existsSync(path.join(bin, 'initdb')) && spawnSync('id', ['postgres']).status === 0;
}

export function createPrivatePostgres(port: number) {
  const bin = binDir()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (action: 'start' | 'stop') =>
    asPostgres('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), ...(action === 'start' ? ['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`] : ['-m', 'fast']), action]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl('start'),
    stop: () => ctl('stop'),
    destroy: () => {
      try {
        ctl('stop');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
