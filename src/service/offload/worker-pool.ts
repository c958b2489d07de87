// A few worker threads for the service's heavy work (reading uploads, comparisons, history arithmetic), so the
// event loop stays free for every other request. Bounded three ways: `size` threads, each with a heap cap (one
// job cannot take the process's memory), and `queue` jobs waiting; past that a job is refused with 503 and
// Retry-After. A thread whose heap grew past `recycleBytes` is ended after its job (V8 rarely gives a grown heap
// back), and an idle one after `idleMs`; the next job starts a fresh one. Heavy jobs (jobs.ts isHeavy: a
// 200,000-benchmark file) run one at a time, so the threads' heaps add up to one heavy job and light ones, and a
// small project's upload or verdict never waits behind a large one's.
import { Worker } from 'node:worker_threads';
import { UserError } from '../../core/errors.js';
import { HttpError } from '../http-errors.js';
import { isHeavy, type Job } from './jobs.js';
import type { WorkerAnswer } from './service-worker.js';
import type { WorkerSource } from './worker-script.js';

export interface PoolOptions {
  /** Threads at once (default 2). */
  size?: number;
  /** Jobs waiting for a thread (default 16); past it, 503. */
  queue?: number;
  /**
   * Each thread's old-generation heap cap in MB (default 512: a rendered comparison of two 200,000-benchmark runs
   * holds about 490 MB of rows; their verdict alone peaks near 225 MB, never building the rows).
   */
  maxHeapMb?: number;
  /** A thread whose heap is larger after a job is ended (default 96 MB). */
  recycleBytes?: number;
  /** An idle thread is ended after this (default 30 s). */
  idleMs?: number;
  /**
   * Called on this thread just before a heavy job starts (`benchdelta serve`: a full collection of this thread's
   * heap, main-heap.ts), so that this thread's garbage and the job's heap do not peak together.
   */
  beforeHeavy?: () => void;
}

interface Task {
  job: Job;
  heavy: boolean;
  transfer: ArrayBuffer[];
  resolve: (reply: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  idle: NodeJS.Timeout | null;
}

/** A thread that died without answering: out of memory (the job was too large for its heap cap), or a crash. */
export class WorkerFailedError extends Error {
  constructor(
    message: string,
    readonly outOfMemory: boolean,
  ) {
    super(message);
  }
}

export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Task[] = [];
  private nextId = 0;
  private closed = false;
  private readonly size: number;
  private readonly queue: number;
  private readonly maxHeapMb: number;
  private readonly recycleBytes: number;
  private readonly idleMs: number;
  private readonly beforeHeavy: () => void;

  constructor(
    private readonly source: WorkerSource,
    options: PoolOptions = {},
  ) {
    this.size = options.size ?? 2;
    this.queue = options.queue ?? 16;
    this.maxHeapMb = options.maxHeapMb ?? 512;
    this.recycleBytes = options.recycleBytes ?? 96 << 20;
    this.idleMs = options.idleMs ?? 30_000;
    this.beforeHeavy = options.beforeHeavy ?? (() => {});
  }

  /** Runs `job` on a thread (`transfer`: buffers it gives away); rejects with 503 when the queue is full. */
  run(job: Job, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.closed) return Promise.reject(new HttpError(503, 'the server is shutting down'));
    return new Promise((resolve, reject) => {
      const task: Task = { job, heavy: isHeavy(job), transfer, resolve, reject };
      if (this.startable(task)) {
        const free = [...this.slots].find((s) => s.task === null);
        if (free) return this.start(free, task);
        if (this.slots.size < this.size) return this.start(this.spawn(), task);
      }
      if (this.waiting.length >= this.queue) {
        return reject(
          new HttpError(
            503,
            `the server is busy with ${this.size + this.waiting.length} uploads or heavy reads: retry after the ` +
              'Retry-After seconds',
          ),
        );
      }
      this.waiting.push(task);
    });
  }

  /** Threads running and jobs waiting (for tests and metrics). */
  get load(): { threads: number; busy: number; waiting: number } {
    const busy = [...this.slots].filter((s) => s.task !== null).length;
    return { threads: this.slots.size, busy, waiting: this.waiting.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new HttpError(503, 'the server is shutting down'));
    await Promise.all([...this.slots].map((s) => this.end(s)));
  }

  private spawn(): Slot {
    const worker = new Worker(this.source.script, {
      eval: this.source.eval,
      workerData: this.source.data,
      // A small young generation: each job's garbage is collected often instead of piling up to 48 MB a thread.
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb, maxYoungGenerationSizeMb: 8 },
    });
    // An idle thread never keeps the process alive; a busy one is waited for through its task's promise.
    worker.unref();
    const slot: Slot = { worker, task: null, idle: null };
    this.slots.add(slot);
    worker.on('message', (answer: WorkerAnswer) => this.answered(slot, answer));
    worker.on('error', (e) => this.failed(slot, e));
    worker.on('exit', (code) => this.failed(slot, new Error(`exited with code ${code}`)));
    return slot;
  }

  private start(slot: Slot, task: Task): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    if (task.heavy) this.beforeHeavy();
    try {
      slot.worker.postMessage({ id: this.nextId++, job: task.job }, task.transfer);
      slot.task = task;
    } catch (e) {
      // A job that cannot be sent (a buffer that cannot move) fails alone; the thread takes the next.
      task.reject(e as Error);
      this.next(slot);
    }
  }

  private answered(slot: Slot, answer: WorkerAnswer): void {
    const task = slot.task;
    slot.task = null;
    if (task) {
      if (answer.ok) task.resolve(answer.reply);
      else task.reject(answer.userError ? new UserError(answer.message) : new Error(answer.message));
    }
    if (answer.heapBytes > this.recycleBytes) void this.end(slot);
    this.next(answer.heapBytes > this.recycleBytes ? null : slot);
  }

  /** A task may start now: a light one always, a heavy one when no other heavy one runs. */
  private startable(task: Task): boolean {
    return !task.heavy || ![...this.slots].some((s) => s.task?.heavy);
  }

  /** Hands the next startable job to `slot` (or to a new thread); an idle slot is ended after idleMs. */
  private next(slot: Slot | null): void {
    const at = this.waiting.findIndex((t) => this.startable(t));
    if (at >= 0) {
      const [task] = this.waiting.splice(at, 1);
      return this.start(slot ?? this.spawn(), task);
    }
    if (!slot) return;
    slot.idle = setTimeout(() => void this.end(slot), this.idleMs);
    slot.idle.unref();
  }

  private failed(slot: Slot, e: Error): void {
    if (!this.slots.delete(slot)) return;
    if (slot.idle) clearTimeout(slot.idle);
    const task = slot.task;
    slot.task = null;
    const outOfMemory = (e as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
    if (task)
      task.reject(
        new WorkerFailedError(`a worker thread failed on a ${task.job.kind} job: ${e.message}`, outOfMemory),
      );
    if (!this.closed) this.next(null);
  }

  private async end(slot: Slot): Promise<void> {
    if (!this.slots.delete(slot)) return;
    if (slot.idle) clearTimeout(slot.idle);
    await slot.worker.terminate();
  }
}
