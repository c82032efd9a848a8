import http from 'node:http';
import fc from 'fast-check';

/**
 * Addresses a stranger could ask for to poison the shared page cache: each is one of the pages a
 * visitor opens, respelled the ways the outside review tried (doubled slashes, dot segments, escapes
 * in either case, backslashes, trailing slashes) and carrying tracking parameters whose values a page
 * could echo. Used against the edge cache in miniature and against the built store.
 */
export function respelled(pages: readonly string[]): fc.Arbitrary<string> {
  return fc
    .record({
      page: fc.constantFrom(...pages),
      lead: fc.constantFrom('', '/', '//', '/./', '/x/../', '\\', '/%2e/', '/%2E%2e/'),
      escape: fc.boolean(),
      upper: fc.boolean(),
      trailing: fc.constantFrom('', '/', '//', '/.', '/..', '%2F'),
      tracking: fc.array(fc.tuple(fc.constantFrom('utm_source', 'utm_campaign', 'ref', 'fbclid', 'gclid', 'msclkid'), fc.stringMatching(/^[a-z<"é]{1,6}$/)), { maxLength: 2 }),
      extra: fc.constantFrom('', 'q=dog', 'Q=cat', 'page=2'),
    })
    .map((a) => {
      const [path = '/', query = ''] = a.page.split('?');
      let spelled = a.escape ? path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`) : path;
      if (a.upper) spelled = spelled.replace(/%[0-9a-f]{2}/, (e) => e.toUpperCase()).replace(/^\/([a-z])/, (_, c: string) => `/${c.toUpperCase()}`);
      const params = new URLSearchParams(query);
      for (const [name, value] of a.tracking) params.append(name, value);
      if (a.extra) params.append(...(a.extra.split('=') as [string, string]));
      const search = params.toString();
      return `${a.lead}${spelled}${a.trailing}`.replace(/^(?!\/)/, '/') + (search ? `?${search}` : '');
    });
}

export type RawAnswer = { status: number; location?: string; cache?: string; encoding?: string; body: string };

/** A GET with the request target exactly as given (fetch would tidy it first), optionally with more headers. */
export function rawGet(origin: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port: Number(port), path: target, method: 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          cache: res.headers['x-toonmart-cache'] as string | undefined,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
