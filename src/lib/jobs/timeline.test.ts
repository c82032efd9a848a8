import { describe, expect, it } from 'vitest';
import { timeline } from './timeline.ts';

const at = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('customer timeline', () => {
  it('a new order is at PENDING only', () => {
    const steps = timeline('PENDING', [{ toStatus: 'PENDING', createdAt: at(1) }]);
    expect(steps.map((s) => [s.status, s.reached, s.current])).toEqual([
      ['PENDING', true, true], ['IN_REVIEW', false, false], ['COMPLETED', false, false],
    ]);
  });

  it('after a correction request the review step stays reached, dated by its first time', () => {
    const log = [
      { toStatus: 'PENDING' as const, createdAt: at(1) },
      { toStatus: 'IN_REVIEW' as const, createdAt: at(5) },
      { toStatus: 'IN_PROCESS' as const, createdAt: at(6) },
    ];
    const steps = timeline('IN_PROCESS', log);
    expect(steps[1]).toMatchObject({ reached: true, current: true, at: at(5) });
    expect(timeline('COMPLETED', [...log, { toStatus: 'COMPLETED', createdAt: at(9) }])[2]).toMatchObject({ reached: true, current: true });
  });
});
