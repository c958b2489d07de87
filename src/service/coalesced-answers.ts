// Heavy reads (a branch's history over every series) answered once for everyone asking the same thing: requests
// that arrive while it is computed wait for that one computation, and its answer is kept `ttlMs`; at most
// `concurrency` different ones are computed at once, the others queue. Anonymous readers of a public project
// cannot make the server do the same expensive work three times over.
export class CoalescedAnswers<T> {
  private readonly pending = new Map<string, Promise<T>>();
  private readonly kept = new Map<string, { at: number; value: T }>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly ttlMs: number,
    private readonly concurrency: number,
    private readonly capacity = 100,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.kept.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return Promise.resolve(hit.value);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const work = this.limited(compute).then((value) => {
      if (this.kept.size >= this.capacity) this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(key, { at: Date.now(), value });
      return value;
    });
    this.pending.set(key, work);
    void work.finally(() => this.pending.delete(key)).catch(() => undefined);
    return work;
  }

  private async limited(compute: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await compute();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
