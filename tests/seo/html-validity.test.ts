/**
 * Every page type of the built store is valid HTML by the W3C checker (vnu-jar, the Nu Html Checker
 * run locally on java): one page of each type, signed out, as a customer and as an admin.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPort } from '#test-support/ports.ts';
import { signInAs, type Session } from '#test-support/session.ts';
import { startStore, type Store } from '#test-support/store.ts';

type Who = 'visitor' | 'user' | 'admin';
const PAGES: [Who, string][] = [
  ['visitor', '/'],
  ['visitor', '/cartoon-characters'],
  ['visitor', '/cartoon-characters?type=animals'],
  ['visitor', '/cartoon-characters/pirate-pete'],
  ['visitor', '/cartoon-characters/forest-friends-set'],
  ['visitor', '/blogs'],
  ['visitor', '/blogs/how-custom-character-orders-work'],
  ['visitor', '/tutorials'],
  ['visitor', '/about'],
  ['visitor', '/pricing'],
  ['visitor', '/cart'],
  ['visitor', '/login'],
  ['visitor', '/register'],
  ['visitor', '/recover-account'],
  ['visitor', '/no-such-page'],
  ['visitor', '/licences/verify/no-such-verification-token'],
  ['user', '/account'],
  ['user', '/account/downloads'],
  ['user', '/account/invoices'],
  ['user', '/account/licences'],
  ['user', '/account/orders'],
  ['user', '/account/credits'],
  ['user', '/account/custom-orders'],
  ['user', '/customize'],
  ['visitor', '/customize/maker'],
  ['user', '/customize/maker'],
  ['admin', '/admin'],
  ['admin', '/admin/jobs'],
];

const dir = path.resolve('.tmp/vnu-pages');
// The checker itself, as the vnu-jar package ships it (no download at test time).
const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
let store: Store;
const sessions: Partial<Record<Who, Session>> = {};

beforeAll(async () => {
  store = await startStore({ port: testPort(4491), name: 'vnu' });
  sessions.user = await signInAs(store.url, 'user');
  sessions.admin = await signInAs(store.url, 'admin');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}, 400_000);

afterAll(async () => store?.stop());

/** The checker's errors (warnings and info left out), as "page: line N: message". */
async function vnuErrors(files: string[]): Promise<string[]> {
  const run = promisify(execFile);
  // vnu exits non-zero when it finds errors; its JSON report is on stderr either way.
  const { stderr } = await run('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], { maxBuffer: 32 * 1024 * 1024 }).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
  const report = JSON.parse(stderr) as { messages: { type: string; url: string; lastLine?: number; message: string }[] };
  return report.messages.filter((m) => m.type === 'error').map((m) => `${path.basename(decodeURIComponent(m.url))}: line ${m.lastLine ?? '?'}: ${m.message}`);
}

describe('HTML validity (W3C Nu checker)', () => {
  it('every page type has 0 errors', async () => {
    const files: string[] = [];
    for (const [who, pathname] of PAGES) {
      const answer = await fetch(store.url + pathname, { headers: sessions[who as 'user'] ? { cookie: sessions[who as 'user']!.cookie } : {} });
      expect(answer.headers.get('content-type') ?? '', pathname).toContain('text/html');
      expect(answer.status, pathname).toBe(pathname === '/no-such-page' || pathname.startsWith('/licences/verify/') ? 404 : 200);
      const file = path.join(dir, `${who}${pathname.replace(/[^a-z0-9]+/gi, '_') || '_home'}.html`);
      fs.writeFileSync(file, await answer.text());
      files.push(file);
    }
    expect(await vnuErrors(files)).toEqual([]);
  }, 300_000);
});
