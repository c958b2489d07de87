import { detectCriterionListing } from './criterion-tree.js';
import { MICRO_FORMATS, MICRO_HEAD_CHARS } from './registry.js';

export { MICRO_HEAD_CHARS };

/**
 * Picks the most confident micro-benchmark format for `head` (the first ~64 KB of a file), or, when
 * `isDirectory`, for a listing of the directory (relative paths with `/`, one per line), which only
 * criterion's result folders match. Returns null when no format claims the input.
 */
export function detectMicroFormat(
  head: string,
  isDirectory: boolean,
): { format: string; confidence: number } | null {
  if (isDirectory) {
    const confidence = detectCriterionListing(head);
    return confidence > 0 ? { format: 'criterion', confidence } : null;
  }
  let best: { format: string; confidence: number } | null = null;
  for (const format of Object.values(MICRO_FORMATS)) {
    const confidence = format.detect(head);
    // Strictly greater: on a tie the earlier (more specific) format in MICRO_FORMATS wins.
    if (confidence > 0 && (!best || confidence > best.confidence)) best = { format: format.name, confidence };
  }
  return best;
}

/** Every format that claims `head`, most confident first (ties in MICRO_FORMATS order). */
export function microFormatCandidates(head: string): { format: string; confidence: number }[] {
  return Object.values(MICRO_FORMATS)
    .map((f) => ({ format: f.name, confidence: f.detect(head) }))
    .filter((c) => c.confidence > 0)
    .sort((a, b) => b.confidence - a.confidence);
}
