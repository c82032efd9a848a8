import { describe, expect, it } from 'vitest';
import { announcementBody, isAnnouncementLink } from './announcement.ts';

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

const withLink = (link: string) => announcementBody.safeParse({ title: 'Sale', body: 'Half price this week.', link });

describe('announcement links', () => {
  it.each(['/pricing', '/cartoon-characters?price=free', '/blogs/a-post#top', 'https://toonmart.example/sale', 'HTTPS://partner.example/x?y=1'])('accepts %s', (link) => {
    expect(isAnnouncementLink(link)).toBe(true);
    expect(withLink(link).success).toBe(true);
  });

  it.each([
    '//evil.example/phish', '/\\evil.example', '///evil.example', '/\t/evil.example', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>', 'http://evil.example', 'https://', 'https:///path', 'https://store@evil.example', 'https://evil.example/a b',
    'evil.example', 'pricing', 'mailto:a@b.example', 'vbscript:x', 'https:evil.example', '\\\\evil.example',
  ])('refuses %s with a message saying what a link may be', (link) => {
    expect(isAnnouncementLink(link.trim())).toBe(false);
    const parsed = withLink(link);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/single "\/".*https:\/\//);
  });

  it('treats an empty link as none', () => {
    expect(withLink('').data?.link).toBeUndefined();
  });
});
