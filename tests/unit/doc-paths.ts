import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** README.md and every Markdown page under docs/, as repository-relative paths. */
export function docFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', ...walk('docs')];
}

// The top-level folders and files of the repository: a word starting with one of them is a path.
const top = String.raw`(?:src|server|tests|test-support|docs|scripts|bench|migrations|public|\.ci)/`;
const rootFiles = String.raw`(?:package\.json|astro\.config\.ts|\.env\.example|tsconfig\.json|\.dependency-cruiser\.cjs|eslint\.config\.js|playwright\.config\.ts|vitest(?:\.\w+)?\.config\.ts)`;
// Not preceded by a path or URL character, so `https://x/src/a` and `src/server/x` (inside a longer path) are not read twice.
const inText = new RegExp(String.raw`(?<![\w/.:@-])(?:${top}[\w./@<>{}*…-]*|${rootFiles}(?![\w.]))`, 'g');
const inLink = /\]\(([^)\s]+)\)/g;
// `src/server/<domain>/`, `tests/e2e/*.spec.ts`, `src/…`: patterns, not paths.
const placeholder = /[<>{}*…]/;

function clean(path: string): string | null {
  const trimmed = path.replace(/[.,:;)]+$/, '').replace(/#.*$/, '');
  return trimmed === '' || placeholder.test(trimmed) ? null : trimmed;
}

/** The repository paths a Markdown text names: in backticks, in prose, and as relative link targets. */
export function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [target] of text.matchAll(inLink)) {
    const link = target.slice(2, -1);
    if (/^(?:[a-z]+:|#|\/)/.test(link)) continue;
    const path = clean(link);
    if (path) found.add(path);
  }
  for (const [word] of text.matchAll(inText)) {
    const path = clean(word);
    if (path) found.add(path);
  }
  return [...found];
}
