import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFiles, namedPaths } from './doc-paths.ts';

// A newcomer follows the paths the README and docs name; a moved file must fail here, not mislead them.
const root = process.cwd();

/** `docs/decisions/0162` names an ADR by its number: it exists when one file starts with it. */
function exists(path: string, fromDir: string): boolean {
  for (const base of [root, fromDir]) {
    const full = join(base, path);
    if (existsSync(full)) return true;
    const dir = dirname(full);
    const name = full.slice(dir.length + 1);
    if (/^\d{4}$/.test(name) && existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(`${name}-`))) return true;
  }
  return false;
}

describe('paths named in README.md and docs/', () => {
  const files = docFiles(root);

  it('reads the README and every docs page', () => {
    expect(files).toContain('README.md');
    expect(files.filter((f) => f.startsWith('docs/decisions/')).length).toBeGreaterThan(40);
  });

  it('every repository path they name exists', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const path of namedPaths(text)) {
        if (!exists(path, dirname(join(root, file)))) missing.push(`${file}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds paths in backticks, links and prose, and skips placeholders and URLs', () => {
    const text = [
      'See `src/server/http/responses.ts`, [the ADR](decisions/0001-stack-and-serving.md) and tests/unit/x.test.ts.',
      'Not paths: `src/server/<domain>/`, `/files/{folder}`, https://example.com/src/a.ts, `src/…`.',
    ].join('\n');
    expect(namedPaths(text).sort()).toEqual(['decisions/0001-stack-and-serving.md', 'src/server/http/responses.ts', 'tests/unit/x.test.ts']);
  });

  it('every decision record has a Status line', () => {
    const unmarked = files.filter((f) => f.startsWith('docs/decisions/') && !/^(?:Date: .* · )?Status: \S/m.test(readFileSync(join(root, f), 'utf8')));
    expect(unmarked).toEqual([]);
  });

  it('reports a path that does not exist', () => {
    const path = namedPaths('the setup lives in `tests/setup/test-db.ts`')[0] ?? '';
    expect(path).toBe('tests/setup/test-db.ts');
    expect(exists(path, root)).toBe(false);
    expect(relative(root, join(root, 'README.md'))).toBe('README.md');
  });
});
