import { describe, expect, it } from 'vitest';
import { addBusinessDays, dueText, isOverdue } from './due.ts';

// 2026-11-27 is a Friday.
const friday = new Date('2026-11-27T16:30:00Z');

describe('due days in business days', () => {
  it('skips the weekend: 1 business day after a Friday is the Monday', () => {
    expect(addBusinessDays(friday, 1)).toBe('2026-11-30');
    expect(addBusinessDays(friday, 5)).toBe('2026-12-04');
    expect(addBusinessDays(friday, 6)).toBe('2026-12-07');
  });
  it('counts from a weekend approval as from the Friday before', () => {
    expect(addBusinessDays(new Date('2026-11-28T09:00:00Z'), 1)).toBe('2026-11-30');
    expect(addBusinessDays(new Date('2026-11-29T23:59:00Z'), 3)).toBe('2026-12-02');
  });
  it('uses the UTC day, so a late-evening approval does not move a day', () => {
    expect(addBusinessDays(new Date('2026-11-23T23:59:59Z'), 2)).toBe('2026-11-25');
  });
});

describe('overdue', () => {
  const job = { status: 'IN_PROCESS' as const, dueOn: '2026-12-04', turnaroundDays: 5 };
  it('is late only from the day after the due day, and only while the artist owes work', () => {
    expect(isOverdue(job, new Date('2026-12-04T23:00:00Z'))).toBe(false);
    expect(isOverdue(job, new Date('2026-12-05T00:01:00Z'))).toBe(true);
    expect(isOverdue({ ...job, status: 'IN_REVIEW' }, new Date('2026-12-09T00:00:00Z'))).toBe(false);
    expect(isOverdue({ ...job, status: 'COMPLETED' }, new Date('2026-12-09T00:00:00Z'))).toBe(false);
  });
  it('says what people read', () => {
    expect(dueText(job, new Date('2026-12-01T00:00:00Z'))).toBe('Due Fri 4 Dec 2026');
    expect(dueText(job, new Date('2026-12-07T10:00:00Z'))).toBe('Overdue: was due Fri 4 Dec 2026 (3 days late)');
    expect(dueText({ status: 'PENDING', dueOn: null, turnaroundDays: 5 })).toBe('5 business days after approval');
  });
});
