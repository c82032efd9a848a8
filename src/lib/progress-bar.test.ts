import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, PROGRESS_START, PROGRESS_STOP_DELAY_MS } from './progress-bar.ts';

describe('createProgress', () => {
  let shown: number[];
  let hidden: number;
  const view = { show: (p: number) => void shown.push(p), hide: () => void hidden++ };
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    hidden = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('starts at 0.3 and creeps forward without reaching the end', () => {
    const bar = createProgress(view);
    bar.start();
    expect(shown[0]).toBe(PROGRESS_START);
    vi.advanceTimersByTime(10_000);
    expect(shown.at(-1)).toBeGreaterThan(PROGRESS_START);
    expect(shown.at(-1)).toBeLessThan(1);
  });

  it('fills and hides 200 ms after the change completes', () => {
    const bar = createProgress(view);
    bar.start();
    bar.done();
    expect(shown.at(-1)).toBe(1);
    vi.advanceTimersByTime(PROGRESS_STOP_DELAY_MS - 1);
    expect(hidden).toBe(0);
    vi.advanceTimersByTime(1);
    expect(hidden).toBe(1);
  });

  it('ignores a completion without a start', () => {
    createProgress(view).done();
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([]);
    expect(hidden).toBe(0);
  });
});
