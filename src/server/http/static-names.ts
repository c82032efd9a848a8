import fs from 'node:fs';

/**
 * The first path segments that can name a file under dist/client (its top-level files and folders, and
 * `x` for an `x.html`), read once at start: the build's client folder does not change while the server runs.
 */
export function staticNames(clientDir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(clientDir)) {
    names.add(entry);
    if (entry.endsWith('.html')) names.add(entry.slice(0, -'.html'.length));
  }
  return names;
}

/**
 * Whether the node adapter's static file handler could answer `url` (so it must be asked first). False only
 * when the first segment is plain (no percent-escape, dot-segment or backslash the handler would decode or
 * normalise into another name) and names nothing under the client folder: `/api/…`, `/_server-islands/…`,
 * `/cartoon-characters/…`. The address `/` and anything unusual go the adapter's usual way.
 */
export function mayBeStaticFile(url: string, names: Set<string>): boolean {
  let end = url.length;
  for (let i = 1; i < url.length; i++) {
    const c = url[i];
    if (c === '/' || c === '?' || c === '#') {
      end = i;
      break;
    }
  }
  const first = url.slice(1, end);
  if (!first || first === '.' || first === '..' || /[%\\\0]/.test(first)) return true;
  return names.has(first);
}
