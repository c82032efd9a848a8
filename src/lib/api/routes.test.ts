import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT, NOT_JSON } from './index.ts';

/** `src/pages/api/jobs/[id]/[action].ts` → `/jobs/:id/:action`; `[...key]` → `:key*`; `index` is its folder. */
function routePath(file: string): string {
  const rel = path.relative('src/pages/api', file).replace(/\.ts$/, '').replace(/(^|\/)index$/, '');
  return `/${rel}`.replace(/\[\.\.\.(\w+)\]/g, ':$1*').replace(/\[(\w+)\]/g, ':$1').replace(/\/$/, '') || '/';
}

function routeFiles(dir = 'src/pages/api'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.includes('.test.') ? [path.join(dir, e.name)] : []));
}

const methodsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
const apiRoutes = routeFiles().flatMap((file) => methodsOf(file).map((method) => `${method} ${routePath(file)}`));
const contracted = new Set(Object.values(CONTRACT).flatMap((group) => Object.values(group).filter((e) => e.base !== 'site').map((e) => `${e.method} ${e.path}`)));

describe('the API contract', () => {
  it('finds the API routes', () => {
    expect(apiRoutes.length).toBeGreaterThan(50);
    expect(apiRoutes).toContain('GET /jobs/:id');
  });

  it('describes every API route: a request and answer schema in src/lib/api, or a reason it answers something other than JSON', () => {
    const missing = apiRoutes.filter((route) => !contracted.has(route) && !(route in NOT_JSON));
    expect(missing).toEqual([]);
  });

  it('names no route that does not exist', () => {
    const routes = new Set(apiRoutes);
    expect([...contracted, ...Object.keys(NOT_JSON)].filter((route) => !routes.has(route))).toEqual([]);
  });
});
