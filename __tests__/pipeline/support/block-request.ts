// A block-log compare request with the CLI's defaults, and the first comparison it gives.
import type { BlockComparison } from '../../../src/core/model.js';
import { compareInputs } from '../../../src/pipeline/compare-inputs.js';
import { compareRequest, type CompareRequest } from '../../../src/pipeline/compare-request.js';

export const blockRequest = (
  baseline: string,
  candidates: string[],
  extra: Partial<CompareRequest> = {},
): CompareRequest => compareRequest({ baseline, candidates, ...extra });

export async function firstBlockComparison(req: CompareRequest): Promise<BlockComparison> {
  const report = await compareInputs(req);
  if (report.kind !== 'blocks') throw new Error('expected a block comparison');
  return report.results[0].comparison;
}
