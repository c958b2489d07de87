// Worker-thread entry of the service's pool (worker-pool.ts): runs each job it is sent and posts the reply back,
// a user's error (a file that is not a results file) as such. Bundled as dist/service-worker.js.
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { UserError } from '../../core/errors.js';
import type { Job } from './jobs.js';
import { runJob } from './run-job.js';

export interface WorkerRequest {
  id: number;
  job: Job;
}

export type WorkerAnswer = { id: number; heapBytes: number } & (
  { ok: true; reply: unknown } | { ok: false; userError: boolean; message: string }
);

parentPort?.on('message', async ({ id, job }: WorkerRequest) => {
  try {
    const { reply, transfer } = await runJob(job);
    const heapBytes = getHeapStatistics().total_heap_size;
    parentPort?.postMessage({ id, ok: true, reply, heapBytes } satisfies WorkerAnswer, transfer);
  } catch (e) {
    const heapBytes = getHeapStatistics().total_heap_size;
    const answer: WorkerAnswer = {
      id,
      ok: false,
      userError: e instanceof UserError,
      message: (e as Error).message,
      heapBytes,
    };
    parentPort?.postMessage(answer);
  }
});
