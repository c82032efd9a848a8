import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headers, leak, pathParam } from './hostile.ts';

describe('leak detector of the fuzz tests', () => {
  it('spots stack frames, file paths, source locations and SQL errors', () => {
    expect(leak('Error: boom\n    at handler (file:///srv/dist/server/chunks/x.mjs:10:5)')).toBe('a stack frame');
    expect(leak('{"error":"ENOENT: /work/app/data/x"}')).toBe('a file path');
    expect(leak('failed in accounts.ts:41:7')).toBe('a source location');
    expect(leak('TypeError: Cannot read properties of undefined')).toBe('an internal error name');
    expect(leak('relation "users" does not exist')).toBe('an SQL error');
  });

  it('passes the store\'s own error answers', () => {
    expect(leak('{"error":{"code":"VALIDATION_FAILED","message":"Some fields are not valid. Correct them and try again.","details":[{"path":"email","message":"Invalid input"}]}}')).toBeNull();
    expect(leak('{"success":false,"message":"Invalid credentials"}')).toBeNull();
  });
});

describe('hostile generators', () => {
  it('make header values fetch can send (no control characters)', () => {
    for (const sample of fc.sample(headers, 200)) {
      for (const v of Object.values(sample)) expect(v).toMatch(/^[\x20-\x7e]*$/);
    }
  });

  it('make path parameters that stay one URL segment', () => {
    for (const v of fc.sample(pathParam, 300)) expect(v).not.toMatch(/[/?#]/);
  });
});
