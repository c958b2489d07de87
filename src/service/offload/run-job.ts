// What each job does (jobs.ts), wherever it runs: the worker thread's entry calls this, and so does the server
// when it runs without workers, so both paths answer alike. Pure apart from the upload's scratch files.
import { judgeAbZip } from '../ab-archive.js';
import { historyOfPoints } from '../branch-history.js';
import { runCompareJob } from '../compare-stored.js';
import { readUpload } from '../upload.js';
import type { Job, JobReply } from './jobs.js';
import { pointsToColumns } from './point-columns.js';

/** A job's reply, and the buffers that can move to the thread that asked instead of being copied. */
export async function runJob(job: Job): Promise<{ reply: JobReply; transfer: ArrayBuffer[] }> {
  switch (job.kind) {
    case 'read-upload': {
      const body = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
      const upload = await readUpload(body, job.name, {
        format: job.format,
        inflatedBytes: job.inflatedBytes,
      });
      const points = pointsToColumns(upload.points);
      // A copy that can move (zlib's output buffer is Node's own, untransferable).
      const gzipped = new Uint8Array(upload.gzipped);
      return {
        reply: { ...upload, gzipped: Buffer.from(gzipped.buffer), points },
        transfer: [
          gzipped.buffer as ArrayBuffer,
          points.kindOf.buffer as ArrayBuffer,
          points.values.buffer as ArrayBuffer,
        ],
      };
    }
    case 'compare':
      return { reply: await runCompareJob(job), transfer: [] };
    case 'history':
      return { reply: JSON.stringify(historyOfPoints(job.points, job.branch, job.last)), transfer: [] };
    case 'ab-judge':
      return { reply: await judgeAbZip(job.zip, job.title), transfer: [] };
  }
}
