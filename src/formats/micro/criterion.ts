import { looksLikeJson } from './json.js';
import { detectCriterionBencher, parseCriterionBencher } from './criterion-bencher.js';
import { detectCriterionText, parseCriterionText } from './criterion-text.js';
import { detectCriterionEstimates, parseCriterionTree } from './criterion-tree.js';
import type { MicroFormat } from './types.js';

/**
 * criterion (Rust): its stdout, `--output-format bencher` text, or one estimates.json. A whole result
 * folder (`target/criterion`) is read by readResultSet through parseCriterionTree.
 */
export const criterion: MicroFormat = {
  name: 'criterion',
  description:
    'criterion (Rust): target/criterion folder, estimates.json, stdout, or --output-format bencher',
  detect: (head) =>
    Math.max(detectCriterionText(head), detectCriterionBencher(head), detectCriterionEstimates(head)),
  parse: (text, source) => {
    if (looksLikeJson(text)) {
      // A lone estimates.json without its benchmark.json: the benchmark's folder name stands in for the id
      // (readResultSet reads the neighbouring files instead when it has the path).
      const parts = (source ?? 'benchmark/new/estimates.json').split(/[\\/]/).slice(-3);
      const file = parts.length === 3 ? parts.join('/') : 'benchmark/new/estimates.json';
      return parseCriterionTree(new Map([[file, text]]), { source });
    }
    const head = text.slice(0, 65536);
    return detectCriterionBencher(head) > detectCriterionText(head)
      ? parseCriterionBencher(text, source)
      : parseCriterionText(text, source);
  },
};
