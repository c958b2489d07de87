// Compares two stored result sets with the CLI's own pipeline, request defaults and renderers, so the JSON is byte
// for byte what `benchdelta compare --json` prints for the same two files (labelled `NAME@COMMIT`).
import { compareInputs } from '../pipeline/compare-inputs.js';
import { compareRequest } from '../pipeline/compare-request.js';
import { reportVerdict, type ComparisonReport } from '../core/report-model.js';
import { renderReportJson, renderReportMarkdown } from '../report/report.js';
import type { Store } from './store/store.js';
import type { RunView } from './store/types.js';
import { withTempFiles } from './upload.js';

export type CompareFormat = 'json' | 'markdown';

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
): Promise<T> {
  // The format the runs were read as at upload (format= may have forced one detection would not pick):
  // passed on when both share it, as `--format` would be given on the command line.
  const formats = new Set(bodies.map((b) => b.format));
  const format = formats.size === 1 ? [...formats][0] : undefined;
  // The readers inflate by content, as they do for a .gz file on the command line.
  return withTempFiles(bodies, async (files) => {
    const report = await compareInputs(
      compareRequest({
        baseline: files[0],
        candidates: files.slice(1),
        format,
        labels: { baseline: labels[0], candidates: [labels[1]] },
      }),
    );
    return use(report, files);
  });
}

/** A report of two stored runs, rendered; the temporary paths in it (sources, warnings) become the labels. */
async function compareRuns<T>(
  store: Store,
  baseline: RunView,
  candidate: RunView,
  render: (report: ComparisonReport) => T,
): Promise<T> {
  const [a, b] = await Promise.all([
    store.runs.body(baseline.projectId, baseline.id),
    store.runs.body(candidate.projectId, candidate.id),
  ]);
  if (!a || !b) throw new Error('a stored run has no body');
  const labels: [string, string] = [runLabel(baseline), runLabel(candidate)];
  const bodies = [
    { name: baseline.name, data: a, format: baseline.format },
    { name: candidate.name, data: b, format: candidate.format },
  ];
  return compareStoredBodies(bodies, labels, (report, files) => {
    const rendered = render(report);
    if (typeof rendered !== 'string') return rendered;
    let text: string = rendered;
    files.forEach((file, i) => {
      text = text.replaceAll(JSON.stringify(file).slice(1, -1), JSON.stringify(labels[i]).slice(1, -1));
      text = text.replaceAll(file, labels[i]);
    });
    return text as T;
  });
}

/** A small cache of rendered comparisons: stored runs never change, so a compare is computed once per replica. */
export class StoredComparisons {
  private readonly rendered = new Map<string, string>();
  constructor(
    private readonly store: Store,
    private readonly capacity = 64,
  ) {}

  async render(baseline: RunView, candidate: RunView, format: CompareFormat): Promise<string> {
    // Scoped by project and by each run's upload time as well as its id: an answer cached for one project's runs
    // is never served for another's, even by a store whose ids were reused before they were made unique.
    const key =
      [baseline, candidate].map((r) => `${r.projectId}/${r.id}@${r.createdAt}`).join(':') + `:${format}`;
    const hit = this.rendered.get(key);
    if (hit !== undefined) {
      this.rendered.delete(key);
      this.rendered.set(key, hit);
      return hit;
    }
    const text = await compareRuns(this.store, baseline, candidate, (report) =>
      format === 'json' ? renderReportJson(report) : renderReportMarkdown(report, {}),
    );
    this.rendered.set(key, text);
    if (this.rendered.size > this.capacity) this.rendered.delete(this.rendered.keys().next().value as string);
    return text;
  }

  /** The verdict and headline shift (%, candidate vs baseline) of a comparison, for badges and run lists. */
  async verdict(
    baseline: RunView,
    candidate: RunView,
  ): Promise<{ verdict: string; shiftPct: number | null }> {
    const report = await compareRuns(this.store, baseline, candidate, (r) => r);
    const shift =
      report.kind === 'blocks'
        ? report.results[0].comparison.cuts[0]?.shift.pct
        : report.comparison.geomean.find((g) => g.deltaPct !== null)?.deltaPct;
    return { verdict: reportVerdict(report), shiftPct: Number.isFinite(shift) ? (shift as number) : null };
  }
}
