// Calibration of the micro-benchmark gate on real runs captured on this kind of machine
// (`__fixtures__/real-runs/<harness>/`: base-01…10 of one build, slow-01…10 of a build with a few benchmarks
// made slower for real, inter-NN-A/B run interleaved; see its README). Reports, per harness, with Wilson 95%
// intervals:
//   - every A/A pair of base runs (one run per side): how many exit 1 (goal ≤ 5%);
//   - base × slow pairs: how many exit 1 with every slowed benchmark named a regression (goal ≥ 90%), and the
//     unchanged benchmarks blamed;
//   - replicated runs (K + K drawn at random from the ten, 40 draws) A/A and slow, and the interleaved session
//     paired in order.
// Runs the pipeline in-process (bundled from src/ with esbuild).
// Usage: node bench/real-aa.mjs [dir] [harness…] [--replicas=K]   (K runs per side in the replicated draws; default 3)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mulberry32 } from './gen-gobench.mjs';
import { rate } from './micro-calibration.mjs';

/** Random draws of k + k replicated runs per harness (A/A and base × slow each). */
const REPLICATED_DRAWS = 40;

const root = path.resolve(import.meta.dirname, '..');

async function loadPipeline() {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-real-aa-'));
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `export { compareInputs } from ${JSON.stringify(path.join(root, 'src/pipeline/compare-inputs.ts'))};\n`,
  );
  const outfile = path.join(dir, 'pipeline.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'error',
    splitting: false,
  });
  const mod = await import(outfile);
  rmSync(dir, { recursive: true, force: true });
  return mod;
}

/** The comparison request of every judgement here (the CLI's defaults). */
export const REQUEST = {
  thresholdPct: 10,
  slowMs: [],
  items: [],
  selectOn: 'both',
  duplicates: 'last',
  minEffectPct: 2,
  seed: 1,
  alpha: 0.05,
  maxRatio: 10,
  suspect: 'fail',
};

/** One comparison's outcome: exit 1 or not, and the benchmarks called regressions (time metric). */
async function judge(compareInputs, baseline, candidate, extra = {}) {
  const report = await compareInputs({ ...REQUEST, baseline, candidates: [candidate], ...extra });
  const c = report.comparison;
  const regressions = c.benchmarks
    .filter((b) => b.verdict === 'regression')
    .map((b) => `${b.key} (${b.metric})`);
  return { exit1: c.verdict === 'regression', regressions, verdict: c.verdict };
}

/** A harness's runs with a prefix; where a run was kept as JSON and as a console table, the JSON. */
export function runsOf(dir, prefix) {
  const files = readdirSync(dir).filter(
    (f) => f.startsWith(prefix) && !f.endsWith('.log') && !f.endsWith('.md'),
  );
  const json = files.filter((f) => /\.json(\.gz)?$/.test(f));
  return (json.length > 0 ? json : files).sort().map((f) => path.join(dir, f));
}

function isSlowed(truth, regression) {
  return truth.slowed.some(
    (k) => regression.startsWith(`${k} (`) || regression === k || regression.startsWith(k),
  );
}

export async function calibrateHarness(compareInputs, dir, replicas = 3) {
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
  const base = runsOf(dir, 'base-');
  const slow = runsOf(dir, 'slow-');
  const out = {
    harness: path.basename(dir),
    aa: [0, 0],
    slow: [0, 0],
    blamed: new Map(),
    rep: {},
    inter: null,
  };
  for (let i = 0; i < base.length; i++)
    for (let j = i + 1; j < base.length; j++) {
      const r = await judge(compareInputs, base[i], base[j]);
      out.aa[1]++;
      if (r.exit1) out.aa[0]++;
      for (const k of r.regressions) out.blamed.set(`A/A: ${k}`, (out.blamed.get(`A/A: ${k}`) ?? 0) + 1);
    }
  const primary = truth.slowed.map((k) => k);
  for (const b of base)
    for (const s of slow) {
      const r = await judge(compareInputs, b, s);
      out.slow[1]++;
      const named = primary.every((k) => r.regressions.some((x) => x.startsWith(k)));
      if (r.exit1 && named) out.slow[0]++;
      for (const k of r.regressions)
        if (!isSlowed(truth, k)) out.blamed.set(`slow: ${k}`, (out.blamed.get(`slow: ${k}`) ?? 0) + 1);
    }
  // Replicated runs: k runs per side, drawn at random (seeded) from the ten; A/A draws two disjoint sets of base runs.
  const rand = mulberry32(17);
  const draw = (list, k, not = []) => {
    const pool = list.filter((f) => !not.includes(f));
    const out = [];
    while (out.length < k) {
      const f = pool[Math.floor(rand() * pool.length)];
      if (!out.includes(f)) out.push(f);
    }
    return out;
  };
  let aaRep = [0, 0];
  let slowRep = [0, 0];
  for (let t = 0; t < REPLICATED_DRAWS; t++) {
    const a = draw(base, replicas);
    const r = await judge(compareInputs, a.join(','), draw(base, replicas, a).join(','));
    aaRep = [aaRep[0] + (r.exit1 ? 1 : 0), aaRep[1] + 1];
    for (const k of r.regressions)
      out.blamed.set(
        `A/A ${replicas}+${replicas}: ${k}`,
        (out.blamed.get(`A/A ${replicas}+${replicas}: ${k}`) ?? 0) + 1,
      );
    const s = await judge(compareInputs, draw(base, replicas).join(','), draw(slow, replicas).join(','));
    const named = primary.every((k) => s.regressions.some((x) => x.startsWith(k)));
    slowRep = [slowRep[0] + (s.exit1 && named ? 1 : 0), slowRep[1] + 1];
    if (process.env.REAL_AA_DEBUG && !(s.exit1 && named)) console.error(s.verdict, s.regressions.join('; '));
    for (const k of s.regressions)
      if (!isSlowed(truth, k))
        out.blamed.set(
          `slow ${replicas}+${replicas}: ${k}`,
          (out.blamed.get(`slow ${replicas}+${replicas}: ${k}`) ?? 0) + 1,
        );
  }
  out.rep = { aa: aaRep, slow: slowRep };
  const interA = runsOf(dir, 'inter-').filter((f) => /-A\./.test(f));
  const interB = runsOf(dir, 'inter-').filter((f) => /-B\./.test(f));
  if (interA.length >= 2 && interA.length === interB.length) {
    const paired = await compareInputs({
      ...REQUEST,
      baseline: interA.join(','),
      candidates: [interB.join(',')],
      interleaved: true,
    });
    const unpaired = await compareInputs({
      ...REQUEST,
      baseline: interA.join(','),
      candidates: [interB.join(',')],
    });
    const width = (rep) => {
      const w = rep.comparison.benchmarks
        .filter((b) => b.change)
        .map((b) => b.change.ciHighPct - b.change.ciLowPct)
        .sort((a, b) => a - b);
      return w[w.length >> 1];
    };
    out.inter = {
      runs: interA.length,
      pairedWidth: width(paired),
      unpairedWidth: width(unpaired),
      pairedVerdict: paired.comparison.verdict,
      named: primary.filter((k) =>
        paired.comparison.benchmarks.some((b) => b.key.startsWith(k) && b.verdict === 'regression'),
      ).length,
    };
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Positional: the corpus folder, then harnesses; the flag may stand anywhere (`--replicas=5` alone: the default folder).
  const [dirArg, ...only] = process.argv.slice(2).filter((a) => !/^--replicas=/.test(a));
  const dir = dirArg ?? path.join(root, '__fixtures__/real-runs');
  const replicas = Number(process.argv.find((a) => a.startsWith('--replicas='))?.slice(11) ?? 3);
  const { compareInputs } = await loadPipeline();
  const harnesses = readdirSync(dir).filter(
    (h) => existsSync(path.join(dir, h, 'truth.json')) && (only.length === 0 || only.includes(h)),
  );
  for (const h of harnesses) {
    const r = await calibrateHarness(compareInputs, path.join(dir, h), replicas);
    console.log(`${h}:`);
    console.log(`  A/A pairs, one run per side, exit 1:        ${rate(...r.aa)}`);
    console.log(`  base × slow pairs, exit 1 and all named:    ${rate(...r.slow)}`);
    console.log(
      `  A/A, ${replicas} + ${replicas} replicated runs (${REPLICATED_DRAWS} draws), exit 1: ${rate(...r.rep.aa)}`,
    );
    console.log(
      `  slow, ${replicas} + ${replicas} replicated runs (${REPLICATED_DRAWS} draws), caught: ${rate(...r.rep.slow)}`,
    );
    if (r.inter) {
      console.log(
        `  interleaved ${r.inter.runs} + ${r.inter.runs}: median 95% interval width ${r.inter.pairedWidth.toFixed(1)} pts paired ` +
          `vs ${r.inter.unpairedWidth.toFixed(1)} unpaired; verdict ${r.inter.pairedVerdict}, slowed named ${r.inter.named}`,
      );
    }
    const blamed = [...r.blamed.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    if (blamed.length > 0) console.log(`  blamed: ${blamed.map(([k, n]) => `${k} ×${n}`).join('; ')}`);
  }
}
