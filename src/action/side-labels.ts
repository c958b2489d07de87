// What each side is called in the report. By default the pipeline labels inputs by their path from the current
// directory, which for an unpacked artifact is a temp path nobody recognises; the action names them by source.
import path from 'node:path';
import type { SideFiles } from '../github/side-files.js';
import { replicatedRuns } from '../pipeline/compare-inputs.js';

/**
 * `results/bench.txt` for a workspace file; `artifact:bench › bench.txt` for a file inside an artifact; replicated
 * runs (`a.log,b.log`) by each of their names, comma-joined.
 */
export function sideLabel(side: SideFiles, spec: string, file: string): string {
  const insideOf = (f: string) =>
    side.root ? path.relative(side.root, f).split(path.sep).join('/') : path.basename(f);
  const inside = replicatedRuns(file).map(insideOf).join(',');
  if (side.runId === undefined) return inside || path.basename(file);
  return inside ? `${spec} › ${inside}` : spec;
}
