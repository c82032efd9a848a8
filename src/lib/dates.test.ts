import { describe, expect, it } from 'vitest';
import { formatDay } from './dates.ts';

describe('formatDay', () => {
  it('prints the UTC day, from a Date or an ISO string', () => {
    expect(formatDay(new Date('2026-11-27T23:30:00Z'))).toBe('27 Nov 2026');
    expect(formatDay('2026-01-03T00:10:00+02:00')).toBe('2 Jan 2026');
  });
});
