import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashInlineScripts } from './csp-inline-hashes.ts';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const page = (policy: string, scripts: string) => `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${scripts}</body></html>`;

describe('CSP hashes of inline scripts', () => {
  it('adds the hash of each inline script the policy misses, once, and leaves data blocks and external scripts alone', () => {
    const known = 'a()';
    const html = page(`default-src 'self'; script-src 'self' ${sha(known)}; style-src 'self';`, `<script>${known}</script><script type="module" data-island-id="1">b()</script><script>b()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>`);
    const policy = /content="([^"]*)"/.exec(hashInlineScripts(html))![1]!;
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${sha(known)} ${sha('b()')}; style-src 'self';`);
  });

  it('changes nothing when every script is hashed or there is no policy', () => {
    const html = page(`script-src 'self' ${sha('a()')}`, '<script>a()</script>');
    expect(hashInlineScripts(html)).toBe(html);
    expect(hashInlineScripts('<script>a()</script>')).toBe('<script>a()</script>');
  });
});
