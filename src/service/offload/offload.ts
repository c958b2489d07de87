// The service's Offload (jobs.ts): its worker pool when the worker's script is found, else this thread (a
// build without dist/service-worker.js, or `workers: 0`). Both decode the same replies, so answers are alike.
import type { AbZipJudgement } from '../ab-archive.js';
import type { CompareReply, Job, JobReply, Offload, ReadUploadReply } from './jobs.js';
import { runJob } from './run-job.js';
import { WorkerPool, type PoolOptions } from './worker-pool.js';
import { serviceWorkerSource } from './worker-script.js';

function fromReply(reply: ReadUploadReply): ReadUploadReply {
  const gzipped = Buffer.from(reply.gzipped.buffer, reply.gzipped.byteOffset, reply.gzipped.byteLength);
  return { ...reply, gzipped };
}

class JobOffload implements Offload {
  constructor(
    private readonly run: (job: Job, transfer: ArrayBuffer[]) => Promise<unknown>,
    readonly close: () => Promise<void> = async () => {},
  ) {}

  async readUpload(job: Omit<Extract<Job, { kind: 'read-upload' }>, 'kind'>): Promise<ReadUploadReply> {
    // A copy moves to the worker: Node marks the buffers it allocates (its pool, files read) untransferable.
    const body = new Uint8Array(job.body);
    const reply = await this.run({ ...job, body, kind: 'read-upload' }, [body.buffer as ArrayBuffer]);
    return fromReply(reply as ReadUploadReply);
  }

  async compare(job: Omit<Extract<Job, { kind: 'compare' }>, 'kind'>): Promise<CompareReply> {
    return (await this.run({ ...job, kind: 'compare' }, [])) as CompareReply;
  }

  async history(job: Omit<Extract<Job, { kind: 'history' }>, 'kind'>): Promise<string> {
    const { points } = job;
    const transfer = [points.counts.buffer, points.resultSets.buffer, points.values.buffer] as ArrayBuffer[];
    return (await this.run({ ...job, kind: 'history' }, transfer)) as string;
  }

  async judgeAb(job: Omit<Extract<Job, { kind: 'ab-judge' }>, 'kind'>): Promise<AbZipJudgement> {
    const zip = new Uint8Array(job.zip);
    return (await this.run({ ...job, zip, kind: 'ab-judge' }, [zip.buffer as ArrayBuffer])) as AbZipJudgement;
  }
}

/** Jobs run in this thread, as the worker runs them. */
export function inThreadOffload(): Offload {
  return new JobOffload(async (job) => (await runJob(job)).reply as JobReply);
}

export interface OffloadOptions extends PoolOptions {
  /** Worker threads (default 2); 0 runs every job in this thread. */
  size?: number;
}

/** A worker pool (inThreadOffload when `size` is 0 or the worker's script is not found). */
export function createOffload(options: OffloadOptions = {}): Offload {
  const source = options.size === 0 ? null : serviceWorkerSource();
  if (!source) return inThreadOffload();
  const pool = new WorkerPool(source, options);
  return new JobOffload(
    (job, transfer) => pool.run(job, transfer),
    () => pool.close(),
  );
}
