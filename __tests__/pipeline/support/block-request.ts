// A block-log compare request with the CLI's defaults, and the first comparison it gives.
import type { BlockComparison } from '../../../src/core/model.js';
import { compareInputs, type CompareRequest } from '../../../src/pipeline/compare-inputs.js';

export const blockRequest = (
  baseline: string,
  candidates: string[],
  extra: Partial<CompareRequest> = {},
): CompareRequest => ({
  baseline,
  candidates,
  thresholdPct: 10,
  slowMs: [1000, 2000],
  items: [],
  selectOn: 'both',
  duplicates: 'last',
  minEffectPct: 2,
  seed: 1,
  alpha: 0.05,
  maxRatio: 10,
  ...extra,
});

export async function firstBlockComparison(req: CompareRequest): Promise<BlockComparison> {
  const report = await compareInputs(req);
  if (report.kind !== 'blocks') throw new Error('expected a block comparison');
  return report.results[0].comparison;
}
