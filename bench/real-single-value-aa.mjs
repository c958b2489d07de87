// A/A pairs of single-value runs (issue #32): each of a go corpus's ten base runs cut to its first sample of each
// benchmark (as `go test` without -count writes it), every pair compared with the CLI's defaults through the
// built library; prints how many exit 1 and how many rows were claimed. Nothing here is fitted.
// Usage: node bench/real-single-value-aa.mjs [--lib=dist/lib.js] <go harness folder>…
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rate } from './calibration-core.mjs';

const args = process.argv.slice(2);
const libFile =
  args.find((a) => a.startsWith('--lib='))?.slice(6) ?? path.join(import.meta.dirname, '../dist/lib.js');
const lib = await import(pathToFileURL(path.resolve(libFile)).href);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-single-'));

/** The run with only the first result line of each benchmark kept. */
function firstSamples(file, out) {
  const seen = new Set();
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => {
      const name = /^(Benchmark\S+)\s/.exec(line)?.[1];
      if (!name) return true;
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    });
  writeFileSync(out, lines.join('\n'));
  return out;
}

for (const dir of args.filter((a) => !a.startsWith('--'))) {
  const runs = readdirSync(dir)
    .filter((f) => /^base-\d+\.txt$/.test(f))
    .sort()
    .map((f, i) => firstSamples(path.join(dir, f), path.join(tmp, `${path.basename(dir)}-${i}.txt`)));
  let exit1 = 0;
  let pairs = 0;
  let claimed = 0;
  for (let i = 0; i < runs.length; i++)
    for (let j = i + 1; j < runs.length; j++) {
      const r = await lib.compareInputs(lib.compareRequest({ baseline: runs[i], candidates: [runs[j]] }));
      pairs++;
      if (lib.reportVerdict(r) === 'regression') exit1++;
      claimed += r.comparison.benchmarks.filter(
        (b) => b.verdict === 'regression' || b.verdict === 'improvement',
      ).length;
    }
  console.log(`${dir}: single-value A/A exit 1 ${rate(exit1, pairs)}; rows claimed ${claimed}`);
}
