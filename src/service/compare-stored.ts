// Compares two stored result sets with the CLI's own pipeline, request defaults and renderers, so the JSON is byte
// for byte what `benchdelta compare --json` prints for the same two files (labelled `NAME@COMMIT`).
import { createHash } from 'node:crypto';
import { strToU8 } from 'fflate';
import { compareInputs } from '../pipeline/compare-inputs.js';
import { compareRequest } from '../pipeline/compare-request.js';
import { reportVerdict, type ComparisonReport } from '../core/report-model.js';
import { renderReportJson, renderReportMarkdown } from '../report/report.js';
import { historyOfPoints, type HistoryScope } from './branch-history.js';
import type { CompareFormat, CompareJob, CompareReply, Offload } from './offload/jobs.js';
import type { Store } from './store/store.js';
import type { RunView } from './store/types.js';
import { withTempFiles } from './upload.js';

export type { CompareFormat };

/** How a stored run is named in reports. */
export function runLabel(run: Pick<RunView, 'name' | 'commit'>): string {
  return `${run.name}@${run.commit.slice(0, 12)}`;
}

/**
 * Two stored bodies (gzipped, as uploaded) compared by the CLI's own pipeline with the request's defaults, labelled
 * `labels`; `use` runs while their temporary files exist (it gets their paths, which a report may name).
 */
export async function compareStoredBodies<T>(
  bodies: { name: string; data: Uint8Array; format?: string }[],
  labels: [string, string],
  use: (report: ComparisonReport, files: string[]) => T,
  history?: string,
): Promise<T> {
  // The format the runs were read as at upload (format= may have forced one detection would not pick):
  // passed on when both share it, as `--format` would be given on the command line.
  const formats = new Set(bodies.map((b) => b.format));
  const format = formats.size === 1 ? [...formats][0] : undefined;
  // The readers inflate by content, as they do for a .gz file on the command line.
  const all = history === undefined ? bodies : [...bodies, { name: 'history.json', data: strToU8(history) }];
  return withTempFiles(all, async (files) => {
    const report = await compareInputs(
      compareRequest({
        baseline: files[0],
        candidates: files.slice(1, bodies.length),
        format,
        labels: { baseline: labels[0], candidates: [labels[1]] },
        noiseHistory: history === undefined ? undefined : files[bodies.length],
      }),
    );
    return use(report, files);
  });
}

/** Runs per series the history of a comparison rests on (the noise route's default `last`). */
const HISTORY_RUNS = 30;

/** The history JSON as branchHistoryText writes it has no series (its last field): nothing to judge against. */
const NO_SERIES = '"series":[]}';

/** A branch's history as the noise route answers it (JSON text), computed by `offload` (this thread without one). */
export async function branchHistoryText(
  store: Store,
  projectId: number,
  scope: HistoryScope,
  offload?: Offload,
): Promise<string> {
  const points = await store.series.branchPoints(projectId, scope);
  if (offload) return offload.history({ branch: scope.branch, last: scope.last, points });
  return JSON.stringify(historyOfPoints(points, scope.branch, scope.last));
}

/**
 * The service's history of each series before a micro-benchmark comparison, as the noise route answers it
 * (JSON), on the baseline's branch and the candidate's machine, up to the baseline's time and without the
 * candidate; undefined for block logs and when the branch has no history yet (the report then says so).
 */
export async function historyBefore(
  store: Store,
  baseline: Pick<RunView, 'projectId' | 'branch' | 'time' | 'kind'>,
  candidate: Pick<RunView, 'id' | 'machine' | 'kind'>,
  offload?: Offload,
): Promise<string | undefined> {
  if (baseline.kind !== 'micro' || candidate.kind !== 'micro') return undefined;
  const history = await branchHistoryText(
    store,
    baseline.projectId,
    {
      branch: baseline.branch,
      machine: candidate.machine,
      last: HISTORY_RUNS,
      until: { time: baseline.time, exclude: candidate.id },
    },
    offload,
  );
  return history.endsWith(NO_SERIES) ? undefined : history;
}

/**
 * A compare job (offload/jobs.ts): the report of two stored bodies, rendered (the temporary paths in it, in
 * sources and warnings, become the labels) or reduced to its verdict and headline shift (%, candidate vs
 * baseline) for badges and run lists. Runs in a worker thread, or in this thread without a pool.
 */
export async function runCompareJob(job: Omit<CompareJob, 'kind'>): Promise<CompareReply> {
  const { labels, output } = job;
  return compareStoredBodies(
    job.bodies,
    labels,
    (report, files) => {
      if (output === 'verdict') {
        const shift =
          report.kind === 'blocks'
            ? report.results[0].comparison.cuts[0]?.shift.pct
            : report.comparison.geomean.find((g) => g.deltaPct !== null)?.deltaPct;
        return {
          verdict: reportVerdict(report),
          shiftPct: Number.isFinite(shift) ? (shift as number) : null,
        };
      }
      let text = output === 'json' ? renderReportJson(report) : renderReportMarkdown(report, {});
      files.slice(0, 2).forEach((file, i) => {
        text = text.replaceAll(JSON.stringify(file).slice(1, -1), JSON.stringify(labels[i]).slice(1, -1));
        text = text.replaceAll(file, labels[i]);
      });
      return text;
    },
    job.history,
  );
}

/** Two stored runs compared (by `offload`, or in this thread without one). */
async function compareRuns(
  store: Store,
  baseline: RunView,
  candidate: RunView,
  output: CompareJob['output'],
  history: string | undefined,
  offload: Offload | undefined,
): Promise<CompareReply> {
  const [a, b] = await Promise.all([
    store.runs.body(baseline.projectId, baseline.id),
    store.runs.body(candidate.projectId, candidate.id),
  ]);
  if (!a || !b) throw new Error('a stored run has no body');
  const job = {
    bodies: [
      { name: baseline.name, data: a, format: baseline.format },
      { name: candidate.name, data: b, format: candidate.format },
    ],
    labels: [runLabel(baseline), runLabel(candidate)] as [string, string],
    history,
    output,
  };
  return offload ? offload.compare(job) : runCompareJob(job);
}

/** A small cache of rendered comparisons: stored runs never change, so a compare is computed once per replica. */
export class StoredComparisons {
  private readonly rendered = new Map<string, string>();
  constructor(
    private readonly store: Store,
    private readonly capacity = 64,
    /** Where comparisons are computed (the server's worker pool); this thread without one. */
    private readonly offload?: Offload,
  ) {}

  async render(baseline: RunView, candidate: RunView, format: CompareFormat): Promise<string> {
    // Scoped by project and by each run's upload time as well as its id: an answer cached for one project's runs
    // is never served for another's, even by a store whose ids were reused before they were made unique. The
    // history it was judged against is part of the key (a deleted or late run changes it).
    const history = await historyBefore(this.store, baseline, candidate, this.offload);
    const key =
      [baseline, candidate].map((r) => `${r.projectId}/${r.id}@${r.createdAt}`).join(':') +
      `:${format}:${history === undefined ? '' : createHash('sha256').update(history).digest('hex')}`;
    const hit = this.rendered.get(key);
    if (hit !== undefined) {
      this.rendered.delete(key);
      this.rendered.set(key, hit);
      return hit;
    }
    const text = (await compareRuns(
      this.store,
      baseline,
      candidate,
      format,
      history,
      this.offload,
    )) as string;
    this.rendered.set(key, text);
    if (this.rendered.size > this.capacity) this.rendered.delete(this.rendered.keys().next().value as string);
    return text;
  }

  /** The verdict and headline shift (%, candidate vs baseline) of a comparison, for badges and run lists. */
  async verdict(
    baseline: RunView,
    candidate: RunView,
  ): Promise<{ verdict: string; shiftPct: number | null }> {
    const history = await historyBefore(this.store, baseline, candidate, this.offload);
    return (await compareRuns(this.store, baseline, candidate, 'verdict', history, this.offload)) as {
      verdict: string;
      shiftPct: number | null;
    };
  }
}
