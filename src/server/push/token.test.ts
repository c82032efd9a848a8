import { describe, expect, it } from 'vitest';
import { saveTokenRequest as saveTokenBody } from '#/lib/api/push.ts';
import { trimUserAgent } from './token.ts';

const fcmLike = 'fXyZ0123456789abcdef:APA91bH-' + 'x'.repeat(140);

describe('saveTokenBody', () => {
  it('accepts an FCM-shaped token and trims spaces', () => {
    expect(saveTokenBody.parse({ token: ` ${fcmLike} ` })).toEqual({ token: fcmLike });
  });

  it.each([
    ['missing', {}],
    ['not a string', { token: 42 }],
    ['too short', { token: 'abc' }],
    ['too long', { token: 'a'.repeat(4097) }],
    ['markup', { token: '<script>alert(1)</script>aaaaaaaaaaaa' }],
    ['spaces inside', { token: 'aaaaaaaaaa bbbbbbbbbbbb' }],
  ])('refuses a token that is %s', (_name, body) => {
    expect(saveTokenBody.safeParse(body).success).toBe(false);
  });
});

describe('trimUserAgent', () => {
  it('keeps at most 512 characters and turns a missing header into an empty string', () => {
    expect(trimUserAgent('u'.repeat(600))).toHaveLength(512);
    expect(trimUserAgent(null)).toBe('');
  });
});
