/**
 * Renders in flight, by cache key. When many visitors ask for the same uncached page at once (a cold
 * start, the moment after a catalogue change), the first one renders it and the others wait for that
 * render and get its stored copy, instead of each rendering the same page on a busy machine.
 */
type Closable = { once(event: 'close', listener: () => void): unknown };

export class InFlight {
  #renders = new Map<string, Promise<void>>();

  /** Settles when the render in flight for `key` has been sent; undefined when nothing renders it. */
  pending(key: string): Promise<void> | undefined {
    return this.#renders.get(key);
  }

  /** Marks `key` as rendering until `response` closes (after it has been sent and stored). */
  lead(key: string, response: Closable): void {
    let release!: () => void;
    this.#renders.set(key, new Promise((resolve) => (release = resolve)));
    response.once('close', () => {
      this.#renders.delete(key);
      release();
    });
  }
}
