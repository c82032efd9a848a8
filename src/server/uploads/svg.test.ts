import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitiseSvg, SvgRefused } from './svg.ts';

const wrap = (body: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80"${attrs}>${body}</svg>`;

describe('sanitiseSvg', () => {
  it('keeps the drawing: named groups, pivots, gradients, same-file references and class styles', () => {
    const input = wrap('<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><style>.skin{fill:#fc9}</style><g id="arm-right" data-pivot="40 20"><rect class="skin" width="10" height="30" fill="url(#g)"/></g><use href="#arm-right" x="20"/>');
    const { svg } = sanitiseSvg(input);
    expect(svg).toContain('<g id="arm-right" data-pivot="40 20">');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('<use href="#arm-right" x="20"');
    expect(svg).toContain('.skin{fill:#fc9}');
    expect(svg).toContain('<linearGradient id="g">');
  });

  it.each([
    ['a script element', wrap('<script>alert(1)</script><rect width="5" height="5"/>'), /script|alert/i],
    ['an event attribute', wrap('<rect width="5" height="5" onclick="alert(1)"/>', ' onload="alert(2)"'), /onload|onclick|alert/i],
    ['foreignObject with HTML', wrap('<foreignObject width="50" height="50"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>'), /foreignObject|onerror|<img|<body/i],
    ['an outside <use>', wrap('<use href="https://evil.example/sprite.svg#a"/><use xlink:href="//evil.example/b.svg#b"/>'), /evil\.example/],
    ['an outside <image>', wrap('<image href="http://evil.example/track.png" width="5" height="5"/>'), /evil\.example|<image/],
    ['a javascript: link', wrap('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'), /javascript|<a /i],
    ['an outside url() in an attribute or style', wrap('<rect width="5" height="5" fill="url(https://evil.example/f.svg#x)" style="fill:url(http://evil.example/y)"/>'), /evil\.example/],
    ['an @import in a style sheet', wrap('<style>@import url("https://evil.example/x.css");</style>'), /evil\.example|@import/],
    ['animation that sets a link', wrap('<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/></a>'), /javascript|<set|<animate/],
    ['a data: URI document', wrap('<use href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>'), /data:/],
  ])('removes %s', (_label, input, forbidden) => {
    const { svg, removed } = sanitiseSvg(input);
    expect(svg).not.toMatch(forbidden);
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(removed).toBeGreaterThan(0);
  });

  it('refuses DOCTYPEs and entities (XML bombs, external entities) and text with no <svg>', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>';
    const external = '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>';
    expect(() => sanitiseSvg(bomb)).toThrow(SvgRefused);
    expect(() => sanitiseSvg(external)).toThrow(/DOCTYPE/);
    expect(() => sanitiseSvg('<html><body>hello</body></html>')).toThrow(/no <svg> element/);
  });

  it('tells SVG text from other content by its first bytes', () => {
    expect(looksLikeSvg(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg width="1">'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});

describe('a sanitised SVG is a standalone drawing', () => {
  it('is well-formed XML that renders at its own size, with nothing after the drawing', async () => {
    const { default: sharp } = await import('sharp');
    const input = `<?xml version="1.0" encoding="UTF-8"?>\n\n  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200"><use xlink:href="#c"/><circle id="c" cx="50" cy="50" r="40" fill="#fc9"/><text>a\u00a0b</text></svg><p>after</p><script>alert(1)</script>`;
    const { svg } = sanitiseSvg(input);
    expect(svg).not.toContain('after');
    expect(svg).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(svg).toContain('viewBox="0 0 300 200"');
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 300, 200]);
  });
});
