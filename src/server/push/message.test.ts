import { describe, expect, it } from 'vitest';
import { absoluteLink, chunk, toWebpush } from './message.ts';

describe('absoluteLink', () => {
  it('resolves store paths against the site and keeps https links', () => {
    expect(absoluteLink('/account/jobs/3', 'https://toonmart.test')).toBe('https://toonmart.test/account/jobs/3');
    expect(absoluteLink('https://other.test/x', 'https://toonmart.test')).toBe('https://other.test/x');
  });

  it('drops links FCM would refuse (plain http) and empty ones', () => {
    expect(absoluteLink('/x', 'http://localhost:4321')).toBeUndefined();
    expect(absoluteLink(undefined, 'https://toonmart.test')).toBeUndefined();
  });
});

describe('toWebpush', () => {
  it('carries title and body for the page (foreground) and for the browser (background)', () => {
    const m = toWebpush({ title: 'Job approved', body: 'Your character is in progress', link: '/jobs/1' }, 'https://toonmart.test');
    expect(m.notification).toEqual({ title: 'Job approved', body: 'Your character is in progress' });
    expect(m.webpush.notification.title).toBe('Job approved');
    expect(m.webpush.fcmOptions).toEqual({ link: 'https://toonmart.test/jobs/1' });
    expect(m.data).toEqual({ link: 'https://toonmart.test/jobs/1' });
  });
});

describe('chunk', () => {
  it('splits into batches of at most the given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 500)).toEqual([]);
  });
});
