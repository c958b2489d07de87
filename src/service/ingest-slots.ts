// How many uploads are read and ingested at once. A request past the limit waits for a slot (before a byte of
// its body is read, so waiting costs a socket, not memory) for up to `queueMs`; after that, or when the queue
// is full, it gets 503 with Retry-After. A short burst from CI waits instead of failing.
import { HttpError } from './http-errors.js';

export class IngestSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly max: number,
    private readonly queueMs: number,
    private readonly maxQueued = 256,
  ) {}

  async acquire(): Promise<void> {
    if (this.active < this.max) {
      this.active++;
      return;
    }
    const busy = () =>
      new HttpError(503, `${this.max} uploads are being read already: retry after the Retry-After seconds`);
    if (this.queueMs <= 0 || this.waiting.length >= this.maxQueued) throw busy();
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(); // the slot is handed over by release(): active is unchanged
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(wake), 1);
        reject(busy());
      }, this.queueMs);
      this.waiting.push(wake);
    });
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
