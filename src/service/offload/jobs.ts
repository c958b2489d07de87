// The work the service hands to its worker threads, as messages: reading an upload, comparing two stored runs,
// and a branch's history arithmetic. Types and the points' columnar form only: what runs each job is run-job.ts
// (in a worker, or in this thread), what carries it there is worker-pool.ts.
import type { AbZipJudgement } from '../ab-archive.js';
import type { BranchPointColumns, PointColumns } from '../store/types.js';
import type { ReadUpload } from '../upload.js';

export type CompareFormat = 'json' | 'markdown';

/** An upload to read and check (upload.ts readUpload), its body transferred to the worker. */
export interface ReadUploadJob {
  kind: 'read-upload';
  body: Uint8Array;
  name: string;
  format?: string;
  inflatedBytes: number;
}

/** Two stored bodies compared by the CLI's pipeline; `output` says what comes back. */
export interface CompareJob {
  kind: 'compare';
  bodies: { name: string; data: Uint8Array; format?: string }[];
  labels: [string, string];
  /** The noise route's answer (JSON) the comparison judges against, when the runs have history. */
  history?: string;
  output: CompareFormat | 'verdict';
}

/** Each series' newest points on a branch (store.series.branchPoints), column by column. */
export interface HistoryJob {
  kind: 'history';
  branch: string;
  last: number;
  points: BranchPointColumns;
}

/** A zipped A/B folder to check and judge (ab-archive.ts judgeAbZip); `title` heads its Markdown report. */
export interface AbJudgeJob {
  kind: 'ab-judge';
  zip: Uint8Array;
  title: string;
}

export type Job = ReadUploadJob | CompareJob | HistoryJob | AbJudgeJob;

/**
 * Input past which an upload or a comparison is heavy (its heap reaches hundreds of MB: a 200,000-benchmark file is
 * 7 MB, 1.5 MB gzipped as stored); the pool runs one heavy job at a time. A history is arithmetic over columns
 * (tens of MB for 200,000 series): never heavy, so a noise read does not wait for a large comparison.
 */
const HEAVY_BYTES = 1 << 20;

export function isHeavy(job: Job): boolean {
  switch (job.kind) {
    case 'read-upload':
      return job.inflatedBytes >= HEAVY_BYTES;
    case 'compare':
      return job.bodies.reduce((n, b) => n + b.data.byteLength, job.history?.length ?? 0) >= HEAVY_BYTES / 4;
    case 'history':
      return false;
    case 'ab-judge':
      return job.zip.byteLength >= HEAVY_BYTES / 4;
  }
}

export type { PointColumns };

/** An upload read by a job: its points as columns, kept so up to the ingest (store/types.ts PointColumns). */
export type ReadUploadReply = Omit<ReadUpload, 'points'> & { points: PointColumns };

export type CompareReply = string | { verdict: string; shiftPct: number | null };

/**
 * What a job answers: read-upload → ReadUploadReply, compare → CompareReply, history → the JSON text, ab-judge →
 * AbZipJudgement.
 */
export type JobReply = ReadUploadReply | CompareReply | AbZipJudgement;

/** Runs jobs somewhere (a worker pool, or this thread); each method answers as run-job.ts would here. */
export interface Offload {
  readUpload(job: Omit<ReadUploadJob, 'kind'>): Promise<ReadUploadReply>;
  compare(job: Omit<CompareJob, 'kind'>): Promise<CompareReply>;
  /** The noise route's answer as JSON text. */
  history(job: Omit<HistoryJob, 'kind'>): Promise<string>;
  judgeAb(job: Omit<AbJudgeJob, 'kind'>): Promise<AbZipJudgement>;
  close(): Promise<void>;
}
