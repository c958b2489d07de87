// Checks the runs-per-side advice of an inconclusive block cut (core/blocks/judge.ts `settleText`) against runs
// actually taken: for each seed, a 1 + 1 pair of generated logs (genlogs.py, one chain, fresh runs) is compared;
// when its `all` cut is inconclusive and names k runs per side and the width they would give, k runs per side of
// the same chain are generated and compared, and the interval they give is set beside the projection. Reports
// per seed: the advice, the measured half-width, their ratio (measured ÷ projected; ≤ 1: the advice was enough),
// and whether the k + k comparison settled the cut.
// Usage: node bench/block-settle-prediction.mjs [seeds=8] [blocks=2000] [effect=+2%@all]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [seeds = 8, blocks = 2000, effect = '+2%@all'] = process.argv.slice(2);
const repo = path.resolve(import.meta.dirname, '..');
const genlogs = path.join(repo, '__fixtures__/shared/tools/genlogs.py');
const cli = process.env.BENCHDELTA_CLI ?? path.join(repo, 'bin/benchdelta.js');
const dir = mkdtempSync(path.join(os.tmpdir(), 'block-settle-'));

/** One run of one side: the chain of `seed`, the run noise of `runSeed`. */
function run(seed, runSeed, side) {
  const out = path.join(dir, `s${seed}`, `r${runSeed}`);
  mkdirSync(out, { recursive: true });
  execFileSync('python3', [
    genlogs,
    '--client',
    'geth',
    '--blocks',
    String(blocks),
    '--seed',
    String(seed),
    '--run-seed',
    String(runSeed),
    '--effect',
    effect,
    '--only',
    side,
    '--no-csv',
    '--no-truth',
    '--out-dir',
    out,
  ]);
  return path.join(out, `geth-${side}.log`);
}

function allCut(baseline, candidate) {
  let json;
  try {
    json = execFileSync(process.execPath, [cli, 'compare', baseline, candidate, '--json', '-'], {
      maxBuffer: 1 << 28,
    }).toString();
  } catch (e) {
    json = e.stdout.toString(); // exit 1 on a regression: the JSON is still written
  }
  const cut = JSON.parse(json).cuts[0];
  const est = Math.log1p(cut.shift.pct / 100);
  const half = Math.max(
    est - Math.log1p(cut.shift.ciLowPct / 100),
    Math.log1p(cut.shift.ciHighPct / 100) - est,
  );
  return { cut, halfPct: Math.expm1(half) * 100 };
}

const rows = [];
for (let seed = 1; seed <= Number(seeds); seed++) {
  const one = allCut(run(seed, seed * 100, 'control'), run(seed, seed * 100 + 1, 'test'));
  const advice = /About (\d+) runs per side would narrow it to ±([\d.]+)%/.exec(one.cut.reason);
  if (one.cut.verdict !== 'inconclusive' || !advice) {
    rows.push(`seed ${seed}: 1 + 1 ${one.cut.verdict}${advice ? '' : ' (no count advised)'}`);
    continue;
  }
  const k = Number(advice[1]);
  const projected = Number(advice[2]);
  const base = Array.from({ length: k }, (_, r) => run(seed, seed * 100 + 10 + 2 * r, 'control'));
  const cand = Array.from({ length: k }, (_, r) => run(seed, seed * 100 + 11 + 2 * r, 'test'));
  const many = allCut(base.join(','), cand.join(','));
  rows.push(
    `seed ${seed}: 1 + 1 ±${one.halfPct.toFixed(1)}% → advised ${k} runs per side, ±${projected}%; measured ` +
      `±${many.halfPct.toFixed(1)}% (×${(many.halfPct / projected).toFixed(2)}), ${many.cut.verdict} ` +
      `(shift ${many.cut.shift.pct.toFixed(1)}%)`,
  );
}
rmSync(dir, { recursive: true, force: true });
console.log(`geth, ${blocks} blocks, effect ${effect}, genlogs' default run noise and drift`);
for (const r of rows) console.log(`  ${r}`);
