// Checks what an inconclusive report says would settle it (core/micro/settle.ts): the median benchmark's 95%
// interval, projected from K runs per side to M, against the interval M runs per side really give, on real runs.
// Per harness folder in the real-runs layout (`base-01…10`): A/A draws of K + K base runs (disjoint, back to
// back as drawn) project the median interval to M runs per side (settle.ts `projectHalfWidth`, the library's); M + M draws measure it. A ratio near 1 means the advised run count is right;
// above 1 the advice asks for more runs than needed, below 1 for too few (in runs, about the ratio squared).
// Nothing here is fitted; the report's own intervals are read.
// Usage: node bench/settle-prediction.mjs [--lib=dist/lib.js] [--from=1,3] [--to=5] <corpus folder> [harness…]
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mulberry32 } from './gen-gobench.mjs';

const DRAWS = 30;
const args = process.argv.slice(2);
const opt = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const [corpus, ...only] = args.filter((a) => !a.startsWith('--'));
if (!corpus) {
  console.error(
    'usage: node bench/settle-prediction.mjs [--lib=…] [--from=1,3] [--to=5] <corpus> [harness…]',
  );
  process.exit(2);
}
const lib = await import(pathToFileURL(path.resolve(opt('lib', 'dist/lib.js'))).href);
const froms = opt('from', '1,3').split(',').map(Number);
const to = Number(opt('to', '5'));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The median compared row's 95% half-width (ln) on the run's main metric. */
async function halfWidth(baseline, candidate) {
  const report = await lib.compareInputs(lib.compareRequest({ baseline, candidates: [candidate] }));
  const run = report.comparison.runs?.[0];
  const metric = run?.betweenRun?.ruledOutMetric ?? null;
  return lib.medianHalfWidth(
    report.comparison.benchmarks
      .filter((b) => (metric === null || b.metric === metric) && b.change?.betweenRun)
      .map((b) => b.change),
  );
}

function drawDisjoint(rand, files, k) {
  const pool = [...files];
  const take = () => pool.splice(Math.floor(rand() * pool.length), 1)[0];
  const a = Array.from({ length: k }, take).sort();
  const b = Array.from({ length: k }, take).sort();
  return [a.join(','), b.join(',')];
}

const harnesses = readdirSync(corpus).filter(
  (h) => (only.length === 0 || only.includes(h)) && existsSync(path.join(corpus, h, 'truth.json')),
);
for (const h of harnesses) {
  const dir = path.join(corpus, h);
  // One kind of file per side (tinybench keeps its JSON and its console text of each run): the first kind found.
  const all = readdirSync(dir).filter((f) => /^base-\d+\.(txt|json|json\.gz|csv)$/.test(f));
  const kind = all.map((f) => f.slice(f.indexOf('.'))).sort()[0];
  const base = all.filter((f) => f.endsWith(kind)).map((f) => path.join(dir, f));
  if (base.length < 2 * to) continue;
  const rand = mulberry32(7);
  const actual = [];
  for (let d = 0; d < DRAWS; d++) actual.push(await halfWidth(...drawDisjoint(rand, base, to)));
  const truth = median(actual.filter(Number.isFinite));
  const lines = [
    `${h}: median 95% half-width at ${to} + ${to} runs: ±${(Math.expm1(truth) * 100).toFixed(1)}%`,
  ];
  for (const k of froms) {
    const ratios = [];
    for (let d = 0; d < DRAWS; d++) {
      const w = await halfWidth(...drawDisjoint(rand, base, k));
      const projected = lib.projectHalfWidth(w, [k, k], to);
      if (Number.isFinite(projected)) ratios.push(projected / truth);
    }
    ratios.sort((a, b) => a - b);
    const q = (p) => ratios[Math.min(ratios.length - 1, Math.floor(p * ratios.length))];
    lines.push(
      `  projected from ${k} + ${k} (${ratios.length} draws): ÷ measured ×${median(ratios).toFixed(2)} ` +
        `[10%: ×${q(0.1).toFixed(2)}, 90%: ×${q(0.9).toFixed(2)}]; runs advised ÷ needed ×${(median(ratios) ** 2).toFixed(2)}`,
    );
  }
  console.log(lines.join('\n'));
}
