import fs from 'node:fs';
import path from 'node:path';

/**
 * Every route of the store, read from the files under src/pages the way Astro
 * maps them: pages (.astro, .md, .mdx) answer GET (and POST when they handle
 * form posts); endpoints (.ts, .js) answer
 * the methods they export. Files and folders starting with `_` are not routes.
 */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export type RouteFile = {
  /** Path under src/pages, e.g. `api/jobs/[id]/index.ts`. */
  file: string;
  /** The route as Astro spells it, e.g. `/api/jobs/[id]`. */
  pattern: string;
  kind: 'page' | 'endpoint';
  methods: Method[];
  /** Rendered per request (`export const prerender = false`) or built once. */
  onDemand: boolean;
};

const PAGE_EXT = /\.(astro|mdx?)$/;
const ENDPOINT_EXT = /\.(ts|js|mjs)$/;

export function routePattern(file: string): string {
  const withoutExt = file.replace(PAGE_EXT, '').replace(ENDPOINT_EXT, '');
  const parts = withoutExt.split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

export function exportedMethods(source: string): Method[] {
  const found = new Set<Method>();
  for (const match of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|ALL)\b/g)) {
    if (match[1] === 'ALL') METHODS.forEach((m) => found.add(m));
    else found.add(match[1] as Method);
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of match[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/).at(-1)!)) {
      if ((METHODS as readonly string[]).includes(name)) found.add(name as Method);
    }
  }
  return METHODS.filter((m) => found.has(m));
}

/** Pages answer GET; a page that reads `Astro.request.method === 'POST'` takes form posts too. */
export function pageMethods(source: string): Method[] {
  return /Astro\.request\.method\s*===\s*['"]POST['"]/.test(source) ? ['GET', 'POST'] : ['GET'];
}

export function describeRoute(file: string, source: string): RouteFile {
  const kind = PAGE_EXT.test(file) ? 'page' : 'endpoint';
  return {
    file,
    pattern: routePattern(file),
    kind,
    methods: kind === 'page' ? pageMethods(source) : exportedMethods(source),
    onDemand: /export\s+const\s+prerender\s*=\s*false/.test(source),
  };
}

function walk(dir: string, base = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), rel);
    return PAGE_EXT.test(entry.name) || ENDPOINT_EXT.test(entry.name) ? [rel] : [];
  });
}

export function listRoutes(pagesDir = 'src/pages'): RouteFile[] {
  return walk(pagesDir)
    .sort()
    .map((file) => describeRoute(file, fs.readFileSync(path.join(pagesDir, file), 'utf8')));
}
