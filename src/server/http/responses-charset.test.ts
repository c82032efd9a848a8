import { describe, expect, it } from 'vitest';
import { withUtf8Charset } from './responses.ts';

describe('withUtf8Charset', () => {
  it('declares utf-8 on a bare text/html answer and keeps its status and body', async () => {
    const response = withUtf8Charset(new Response('<p>é</p>', { status: 404, headers: { 'content-type': 'text/html' } }));
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<p>é</p>');
  });

  it('leaves other types, declared charsets and redirects alone', () => {
    const redirect = Response.redirect('http://localhost/x', 302);
    expect(withUtf8Charset(redirect)).toBe(redirect);
    for (const type of ['application/json', 'text/html; charset=iso-8859-1', 'text/plain']) {
      expect(withUtf8Charset(new Response('x', { headers: { 'content-type': type } })).headers.get('content-type')).toBe(type);
    }
  });
});
