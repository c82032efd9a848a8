/** Route progress bar: amber, 4 px, starts at 0.3, stops 200 ms after the change ends. */
export const PROGRESS_START = 0.3;
export const PROGRESS_STOP_DELAY_MS = 200;
const TRICKLE_MS = 300;
const TRICKLE_MAX = 0.9;

export type ProgressView = { show(position: number): void; hide(): void };
type Timers = { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout; setInterval: typeof setInterval; clearInterval: typeof clearInterval };

export function createProgress(view: ProgressView, timers: Timers = globalThis) {
  let position = 0;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  function start(): void {
    timers.clearTimeout(stopTimer);
    timers.clearInterval(trickle);
    running = true;
    position = PROGRESS_START;
    view.show(position);
    trickle = timers.setInterval(() => {
      position = Math.min(TRICKLE_MAX, position + (TRICKLE_MAX - position) * 0.2);
      view.show(position);
    }, TRICKLE_MS);
  }

  /** Completion or failure of the route change: fill the bar, then hide it after the stop delay. */
  function done(): void {
    if (!running) return;
    running = false;
    timers.clearInterval(trickle);
    view.show(1);
    stopTimer = timers.setTimeout(() => view.hide(), PROGRESS_STOP_DELAY_MS);
  }

  return { start, done, isRunning: () => running };
}
