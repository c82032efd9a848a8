import fc from 'fast-check';

/**
 * Generators of hostile requests (bodies, query strings, headers, path
 * parameters) and the check that an answer leaks nothing of the server's insides.
 */
const printable = (maxLength = 40) => fc.string({ unit: 'grapheme-ascii', maxLength });
const nasty = fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', 'true', '[]', '{}', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '\u0000', 'ü🎨', 'a'.repeat(5000));
const KEYS = ['email', 'password', 'currentPassword', 'newPassword', 'name', 'token', 'id', 'userId', 'role', 'items', 'characterId', 'licence', 'license', 'format', 'quantity', 'packId', 'orderId', 'status', 'message', 'title', 'url', 'label', 'price', 'credits', 'level', 'brief', 'q', 'page', 'next'];

const scalar = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.string(), nasty, fc.uuid());
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...KEYS), tie('v'), { maxKeys: 4 })),
})).v;

/** A body: a plausible JSON object, any JSON, text that is not JSON, or raw bytes. */
export const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  nasty,
);

export const query = fc
  .dictionary(fc.oneof(fc.constantFrom('q', 'page', 'sort', 'type', 'limit', 'offset', 'next', 'id', 'format', 'status', 'currency', 'price', 'kind', 'tag'), printable(10)), fc.oneof(printable(), nasty), { maxKeys: 5 })
  .map((params) => new URLSearchParams(params as Record<string, string>).toString());

const headerValue = printable(80).map((s) => s.trim());
export const headers = fc.record(
  {
    'content-type': fc.oneof(fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', '*/*'), headerValue),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/avif', ''),
    'accept-language': headerValue,
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerValue, fc.constant('1.1.1.1, 2.2.2.2, unknown')),
    cookie: fc.oneof(headerValue, headerValue.map((v) => `toonmart_session=${encodeURIComponent(v)}`)),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=999999999-', 'bytes=x', 'items=0-1'),
    'if-none-match': headerValue,
    'user-agent': headerValue,
    origin: fc.constantFrom('http://evil.invalid', 'null'),
  },
  { requiredKeys: [] },
);

/** A value for a path parameter: ids, dummies, traversal, encodings. */
export const pathParam = fc
  .oneof(fc.uuid(), fc.integer().map(String), printable(30), nasty, fc.constantFrom('..%2f..%2fetc%2fpasswd', '%2e%2e', 'a%00b', 'x'.repeat(300)))
  .map((v) => (/%[0-9a-f]{2}/i.test(v) ? v : encodeURIComponent(v)) || 'x');

/** Signs of the server's insides in an answer: stack frames, file paths, module names. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s*at [^\n]+[:(]\d+/],
  ['a stack frame', /\bat (?:async )?[\w.$<>]+ \((?:file:|node:|\/)/],
  ['a file path', /(?:\/work\/|\/home\/|\/root\/|\/usr\/lib\/|node_modules|file:\/\/\/)/],
  ['a source location', /\.(?:ts|mjs|js|astro):\d+:\d+/],
  ['an internal error name', /\b(?:TypeError|ReferenceError|SyntaxError|RangeError):/],
  ['an SQL error', /\b(?:syntax error at or near|relation "[^"]+" does not exist|duplicate key value violates)/],
];

export function leak(text: string): string | null {
  for (const [what, pattern] of LEAKS) if (pattern.test(text)) return what;
  return null;
}
