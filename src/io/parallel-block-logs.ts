// Parses several block logs at once, one worker thread per file but the last, which the calling thread parses (a
// baseline and a candidate log of a million blocks each parse side by side on two cores). Falls back to the calling
// thread alone when there is one file, when the bundled worker file is missing (running from sources, under Jest),
// or when workers fail to start.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { UserError } from '../core/errors.js';
import type { BlockLog } from '../core/model.js';
import { allInOrder } from './all-in-order.js';
import { readBlockLog, type ReadBlockLogOptions } from './block-log-reader.js';
import type { BlockLogJob, BlockLogReply } from './block-log-worker.js';

export interface ParallelReadOptions extends ReadBlockLogOptions {
  /** Parse in the calling thread even when workers are available. */
  inThread?: boolean;
}

/**
 * The bundled worker script, dist/block-log-worker.js, or null when it is not there (sources, Jest). The bundler
 * may put this code in dist/ itself or in a shared chunk under dist/chunks/, so both places are looked at.
 */
function workerScript(): URL | null {
  if (process.env.JEST_WORKER_ID !== undefined || process.env.BENCHDELTA_NO_WORKERS) return null;
  for (const relative of ['./block-log-worker.js', '../block-log-worker.js']) {
    try {
      const url = new URL(relative, import.meta.url);
      if (url.protocol === 'file:' && existsSync(fileURLToPath(url))) return url;
    } catch {
      return null;
    }
  }
  return null;
}

class WorkerStartError extends Error {}

// The young generation holds a few decoded pieces (32 KB each, not the 120 KB the calling thread parses in alone) and
// the lines in flight. A worker's heap pages outlive it by 8 s in V8's page pool (released by a task on the main
// thread), so a worker that ran in 8 MB left ~4–6 MB more resident through the comparison of a million-block pair
// than one that runs in 2 MB. The calling thread parsing alone keeps the larger pieces: 32 KB ones cost an 18k pair
// ~3% CPU.
const YOUNG_GENERATION_MB = 2;
const OLD_GENERATION_MB = 32;
const WORKER_PIECE_BYTES = 32 << 10;

/**
 * Below this many bytes on disk in all, starting workers (about 50 ms each, to load the bundle) costs more than
 * it saves: an 18,000-block pair parses faster in the calling thread.
 */
const WORKER_MIN_TOTAL_BYTES = 32 << 20;

async function totalBytes(paths: string[]): Promise<number> {
  let total = 0;
  for (const p of paths)
    total += await stat(p).then(
      (s) => s.size,
      () => 0,
    );
  return total;
}

// Loaded only when a worker is started: most comparisons parse in this thread and need not load it.
const workerThreads = () => import('node:worker_threads');

async function readInWorker(script: URL, job: BlockLogJob): Promise<BlockLog> {
  const { Worker } = await workerThreads();
  return new Promise((resolve, reject) => {
    let settled = false;
    let worker: InstanceType<typeof Worker>;
    try {
      // Small generations keep each worker's garbage (line slices, decoded chunks) from piling up: the parsed
      // columns live outside the JS heap, which holds only the text in flight. A worker that runs out (a
      // single line of tens of MB) fails to start-or-finish like any other and the file is parsed here instead.
      worker = new Worker(script, {
        workerData: job,
        resourceLimits: {
          maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
          maxOldGenerationSizeMb: OLD_GENERATION_MB,
        },
      });
    } catch (e) {
      reject(new WorkerStartError((e as Error).message));
      return;
    }
    // The reply is handed on once the worker has exited, so its heap is released before the comparison runs.
    let reply: BlockLogReply | undefined;
    worker.once('message', (message: BlockLogReply) => {
      reply = message;
      void worker.terminate();
    });
    worker.once('error', (e) => {
      if (!settled) reject(new WorkerStartError(e.message));
      settled = true;
    });
    worker.once('exit', (code) => {
      if (settled) return;
      settled = true;
      if (reply === undefined) reject(new WorkerStartError(`block log worker exited with code ${code}`));
      else if (reply.ok) resolve(reply.log);
      else reject(reply.userError ? new UserError(reply.message) : new Error(reply.message));
    });
  });
}

export async function readBlockLogsInParallel(
  paths: string[],
  options: ParallelReadOptions = {},
): Promise<BlockLog[]> {
  const { inThread, ...readOptions } = options;
  const worthIt = paths.length > 1 && !inThread && (await totalBytes(paths)) >= WORKER_MIN_TOTAL_BYTES;
  const script = worthIt ? workerScript() : null;
  if (!script) return allInOrder(paths.map((p) => readBlockLog(p, readOptions)));
  // The last file is parsed here, beside the workers, instead of waiting on them: one worker fewer to start (~100 ms
  // of CPU each, on a 2-core host) and to keep resident. In the workers' small pieces: 120 KB ones grew this thread's
  // young generation, +20 MB of peak on a million-block pair.
  const last = paths.length - 1;
  return allInOrder(
    paths.map(async (path, i) => {
      if (i === last) return readBlockLog(path, { ...readOptions, pieceBytes: WORKER_PIECE_BYTES });
      try {
        return await readInWorker(script, {
          path,
          options: { ...readOptions, pieceBytes: WORKER_PIECE_BYTES },
        });
      } catch (e) {
        // A worker that could not run (not a parse error) is no reason to fail: parse here instead.
        if (e instanceof WorkerStartError) return readBlockLog(path, readOptions);
        throw e;
      }
    }),
  );
}
