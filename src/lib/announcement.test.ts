import { describe, expect, it } from 'vitest';
import { announcementBody } from './announcement.ts';

describe('announcementBody', () => {
  it('accepts a title, a message and an optional store path or https link', () => {
    expect(announcementBody.parse({ title: ' New pack ', body: 'Farm animals', link: '' })).toEqual({ title: 'New pack', body: 'Farm animals' });
    expect(announcementBody.parse({ title: 'a', body: 'b', link: '/cartoon-characters' }).link).toBe('/cartoon-characters');
    expect(announcementBody.parse({ title: 'a', body: 'b', link: 'https://toonmart.test/x' }).link).toBe('https://toonmart.test/x');
  });

  it.each([
    ['an empty title', { title: ' ', body: 'b' }],
    ['a title over 80 characters', { title: 't'.repeat(81), body: 'b' }],
    ['a message over 240 characters', { title: 't', body: 'b'.repeat(241) }],
    ['a javascript: link', { title: 't', body: 'b', link: 'javascript:alert(1)' }],
    ['a plain http link', { title: 't', body: 'b', link: 'http://evil.test' }],
  ])('refuses %s', (_name, body) => {
    expect(announcementBody.safeParse(body).success).toBe(false);
  });
});
