// Long work on node:sqlite (synchronous) shares the event loop by time, not by a count of rows: a count that
// takes 10 ms on an idle host takes 100 ms on a loaded one, and three such tasks at once held /healthz for seconds.
import { performance } from 'node:perf_hooks';

/** Turns of the event loop for other work once this task has held it for `sliceMs`. */
export class LoopSlice {
  private since = performance.now();
  constructor(private readonly sliceMs = 5) {}

  /** Resolves at once while the slice lasts; after it, on the next turn of the loop (I/O answered first). */
  async pause(): Promise<void> {
    if (performance.now() - this.since < this.sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.since = performance.now();
  }
}
