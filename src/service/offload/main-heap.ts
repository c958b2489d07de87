// The serving process's own heap, kept small beside its worker threads' (issue 29). Two V8 settings, made once
// before the server starts (node:v8 setFlagsFromString; they hold for the whole process: `benchdelta serve`'s
// own, or a test's that runs the command in-process). The young generation is not grown (16 MB instead of up to
// 128 MB: the ingest batches and the history pages allocate fast, and a grown young generation was kept for the
// process's life), and a full collection of this thread's heap can be asked for, which the pool runs just before
// a heavy job starts (worker-pool.ts beforeHeavy): the garbage of the requests before it and the job's own heap
// in its thread then do not peak together. On the 200,000-benchmark bench (docs/service.md, issue 29) the peak
// RSS fell from 634–706 to 436–470 MB on SQLite and from 564–642 to 460–488 MB on PostgreSQL.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Sets this process's V8 flags for serving; returns a full collection of this thread's heap. */
export function tuneServingHeap(): () => void {
  setFlagsFromString('--semi-space-growth-factor=1');
  // `gc` is put on the globals of contexts made while the flag is set: one made here, the flag then unset again.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  return () => gc();
}
