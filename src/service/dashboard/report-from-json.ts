// The comparison view of the dashboard is the HTML report of the service's compare JSON (what
// `benchdelta compare --json` prints). JSON has no per-block pairs and writes ±Infinity as null, so the block
// charts drawn are those the cuts hold (histograms, P50/P90/P99), and the open histogram ends are restored.
import type { MicroComparison } from '../../core/compare-micro.js';
import type { BlockComparison, PairColumns } from '../../core/model.js';
import type { ComparisonReport } from '../../pipeline/compare-inputs.js';

const NO_PAIRS: PairColumns = {
  length: 0,
  block: new Float64Array(0),
  baselineMs: new Float64Array(0),
  candidateMs: new Float64Array(0),
  thresholdPct: 0,
  setLabels: [],
  inSet: [],
};

type Json = Record<string, unknown>;

function restoreOpenEnds(c: BlockComparison): BlockComparison {
  for (const cut of c.cuts) {
    const bins = cut.histogram;
    if (bins.length === 0) continue;
    bins[0].fromPct ??= -Infinity;
    bins[bins.length - 1].toPct ??= Infinity;
  }
  return c;
}

/** The report of a compare JSON; `labels` name the sides as the service does (`NAME@COMMIT`). */
export function reportFromJson(
  json: Json,
  labels: { baseline: string; candidate: string },
): ComparisonReport {
  if (json.kind === 'micro') {
    const comparison = json as unknown as MicroComparison;
    return { kind: 'micro', baselineLabel: comparison.baseline.label, comparison };
  }
  const comparisons =
    json.kind === 'blocks-multi'
      ? (json.comparisons as Array<BlockComparison & { candidateLabel: string }>)
      : [{ ...(json as unknown as BlockComparison), candidateLabel: labels.candidate }];
  return {
    kind: 'blocks',
    baselineLabel: labels.baseline,
    results: comparisons.map(({ candidateLabel, ...comparison }) => ({
      candidateLabel,
      comparison: restoreOpenEnds(comparison),
      pairs: NO_PAIRS,
    })),
  };
}
