// `node bench/block-aa-diagnose.mjs`: which finding carries a false call on block-log A/A pairs (issue 17), and
// how each cut's interval covers its A/A estimate. Runs are drawn as bench/block-aa-calibration.mjs draws them
// (chains by genlogs' model, run effects of bench/block-run-effects.mjs). For every comparison it keeps each
// cut's estimates and the parts of its intervals (within-run, run noise of the shift, the contrast's own
// between-run term), then re-judges them offline (core's judgeCut/judgeComparison) under variants of those
// terms, so one pass of comparisons shows what each variant would call, on A/A pairs and on real changes. It also
// draws each A/A run again without per-block noise or hiccups (same run effects), so each cut's contrast and
// shift caused by the run effects alone are known: the true between-run terms the stated defaults must cover.
//
//   node bench/block-aa-diagnose.mjs [--chains 40] [--first 40001] [--scenarios weighted,heavy]
//                                    [--out run.json] [--in run.json] [--src DIR]

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { probit } from 'simple-statistics';
import { contractItemSet, drawRun, makeChain, SCENARIOS } from './block-run-effects.mjs';
import { isCall, loadCore, rate } from './calibration-core.mjs';

const { values: argv } = parseArgs({
  options: {
    chains: { type: 'string', default: '40' },
    first: { type: 'string', default: '40001' },
    scenarios: { type: 'string', default: 'multiplicative,stalls,weighted,heavy' },
    suites: { type: 'string', default: '0' },
    out: { type: 'string' },
    in: { type: 'string' },
    src: { type: 'string' },
  },
});

const SLOW = [1000, 2000];
const L = (pct) => Math.log1p(pct / 100);
const P = (x) => Math.expm1(x) * 100;
const Z = 1.959963984540054;

/** What a comparison holds that the re-judging needs, per cut. */
function record(cmp, aa) {
  const rn = cmp.runNoise;
  return {
    verdict: cmp.verdict,
    runNoise: { sigmaPct: rn.sigmaPct, dof: rn.dof, runs: rn.runs },
    aa: aa && { shiftPct: aa.shiftPct, contrasts: Object.fromEntries(aa.contrasts) },
    cuts: cmp.cuts.map((c) => ({
      name: c.name,
      set: c.set,
      n: c.compared,
      verdict: c.verdict,
      basis: c.verdictBasis ?? 'shift',
      p: c.pValue,
      shift: {
        pct: c.shift.pct,
        wlo: c.shift.withinRunCi?.lowPct ?? c.shift.ciLowPct,
        whi: c.shift.withinRunCi?.highPct ?? c.shift.ciHighPct,
      },
      contrast: c.contrast && {
        pct: c.contrast.pct,
        wlo: c.contrast.withinRunCi?.lowPct ?? c.contrast.ciLowPct,
        whi: c.contrast.withinRunCi?.highPct ?? c.contrast.ciHighPct,
        p: c.contrast.pValue,
        sigma: c.contrast.runNoise?.sigmaPct,
        dof: c.contrast.runNoise?.dof,
        rest: c.contrast.rest,
      },
    })),
  };
}

/** Per cut of an A/A pair: the contrast and shift (log) that the run effects alone made, on the pair's own cuts. */
function truthOf(chain, noisy, clean) {
  const [a, b] = noisy;
  const [a0, b0] = clean;
  const n = chain.blocks.length;
  const level = Float64Array.from({ length: n }, (_, i) => Math.sqrt(a.ms[i] * b.ms[i]));
  const ratio = Float64Array.from({ length: n }, (_, i) => Math.log(b0.ms[i] / a0.ms[i]));
  const cuts = { all: () => true };
  for (const t of SLOW) cuts[`slow ≥ ${t} ms`] = (i) => level[i] >= t;
  cuts.xen = (i) => chain.contract[i] === 1;
  for (const t of SLOW) cuts[`xen × slow ≥ ${t} ms`] = (i) => chain.contract[i] === 1 && level[i] >= t;
  const out = {};
  for (const [name, inCut] of Object.entries(cuts)) {
    let s1 = 0;
    let n1 = 0;
    let s2 = 0;
    let n2 = 0;
    for (let i = 0; i < n; i++) {
      if (!(a.ms[i] > 0 && b0.ms[i] > 0)) continue;
      if (inCut(i)) {
        s1 += ratio[i];
        n1++;
      } else {
        s2 += ratio[i];
        n2++;
      }
    }
    out[name] = { shift: s1 / n1, contrast: n2 > 0 ? s1 / n1 - s2 / n2 : 0, n: n1 };
  }
  return out;
}

async function collect(core) {
  const chains = Number(argv.chains);
  const first = Number(argv.first);
  const scenarios = argv.scenarios.split(',');
  const data = { first, chains, scenarios, pairs: [] };
  const options = (itemSets = []) => ({ ...core.DEFAULT_COMPARE_OPTIONS, itemSets });
  const started = Date.now();
  for (let k = 0; k < chains; k++) {
    const seed = first + k;
    const chain = makeChain(seed);
    const xen = contractItemSet(chain);
    const slowTrue = (i) => chain.trueMs[i] >= 1000;
    for (const scenario of scenarios) {
      const effects = SCENARIOS[scenario];
      const clean = { ...effects, blockNoise: 0, hiccupProb: 0 };
      const runOf = (r, effect) => drawRun(chain, effects, seed * 100 + r, effect).log;
      const [a, b, c, d] = [0, 1, 2, 3].map((r) => runOf(r));
      const truth = truthOf(
        chain,
        [a, b],
        [0, 1].map((r) => drawRun(chain, clean, seed * 100 + r).log),
      );
      const cmpRuns = (base, cand, sets, aa) =>
        record(core.compareBlockRuns(base, cand, options(sets), aa ? { aa } : {}).comparison, aa);
      const cmp = (base, cand, sets, aa) => cmpRuns([base], [cand], sets, aa);
      const aaSet = core.measureAaNoise(c, d, options([xen]), 'A/A');
      const aaNone = core.measureAaNoise(c, d, options([]), 'A/A');
      const e = runOf(4, () => 1.1);
      const f = runOf(5, (i) => (chain.contract[i] === 1 ? 0.62 : 1));
      const g = runOf(6, (i) => (chain.contract[i] === 1 ? 1.06 : 1));
      const h = runOf(7, (i) => (slowTrue(i) ? 1.06 : 1));
      const suite = {};
      if (k < Number(argv.suites)) {
        const side = (from) => Array.from({ length: 5 }, (_, r) => runOf(from + r));
        suite['5 + 5 runs A/A, contract set'] = cmpRuns(side(10), side(20), [xen]);
      }
      data.pairs.push({
        seed,
        scenario,
        truth,
        suite,
        lines: {
          'A/A, no item set': cmp(a, b, []),
          'A/A, contract set': cmp(a, b, [xen]),
          'A/A, no item set, --aa-pair': cmp(a, b, [], aaNone),
          'A/A, contract set, --aa-pair': cmp(a, b, [xen], aaSet),
          '+10%@all, no item set': cmp(a, e, []),
          '−38%@contract, contract set': cmp(a, f, [xen]),
          '+6%@contract, contract set': cmp(a, g, [xen]),
          '+6%@contract, contract set, --aa-pair': cmp(a, g, [xen], aaSet),
          '+6%@blocks ≥ 1000 ms, no item set': cmp(a, h, []),
        },
      });
    }
    if ((k + 1) % 5 === 0) {
      const cpu = process.cpuUsage();
      console.error(
        `chains ${k + 1}/${chains}: ${((Date.now() - started) / 1000).toFixed(0)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU`,
      );
    }
  }
  return data;
}

const VARIANTS = {
  /** The code's own terms (re-judged: must agree with its verdicts). */
  current: {},
  /** An A/A pair's draw can widen the terms (|a|/√2 above the stated σ), never narrow them. */
  'aa floor': { aaFloor: true },
  /** Within-run parts of small cuts' intervals with Student's t (n − 1 d.f.) instead of the normal quantile. */
  'within t': { withinT: true },
  'aa floor + within t': { aaFloor: true, withinT: true },
  'σ_c 2%': { sigmaC: 2 },
  'σ_c 2% + aa floor': { sigmaC: 2, aaFloor: true },
  'σ_c 2.5% + aa floor': { sigmaC: 2.5, aaFloor: true },
  'σ_run 2% + aa floor': { sigmaRun: 2, aaFloor: true },
  'σ_run 2%, σ_c 2% + aa floor': { sigmaRun: 2, sigmaC: 2, aaFloor: true },
  /** Every cut but `all` judged at α/k over its k judged cuts (Bonferroni), intervals to match. */
  'sub-cuts α/k + aa floor': { bonferroni: true, aaFloor: true },
};

function tq(core, p, dof) {
  // simple-statistics' probit is good to ~1e-4: the 95% quantile exactly, as core uses it.
  if (dof === undefined) return p === 0.975 ? Z : probit(p);
  return core.studentTQuantile(p, dof);
}

/** Re-judges one recorded comparison under a variant; returns the overall verdict and the cuts' verdicts. */
function rejudge(core, rec, v) {
  const alpha = 0.05;
  const rn = rec.runNoise;
  const scale = Math.sqrt(1 / rn.runs.baseline + 1 / rn.runs.candidate);
  const qRunOrig = rn.dof === undefined ? Z : core.studentTQuantile(0.975, rn.dof);
  const rRunOrig = qRunOrig * L(rn.sigmaPct) * scale;
  let sigmaRun = rn.sigmaPct;
  if (v.sigmaRun && rn.dof === undefined) sigmaRun = Math.max(sigmaRun, v.sigmaRun);
  if (v.aaFloor && rec.aa) {
    sigmaRun = Math.max(v.sigmaRun ?? 1.5, P(Math.abs(L(rec.aa.shiftPct)) / Math.SQRT2));
  }
  const judged = rec.cuts.filter((c) => c.name !== 'all' && c.n >= 10).length;
  const cuts = rec.cuts.map((c) => {
    const sub = c.name !== 'all';
    const a = v.bonferroni && sub && judged > 0 ? alpha / judged : alpha;
    const q = tq(core, 1 - a / 2);
    const qRun = rn.dof === undefined ? q : core.studentTQuantile(1 - a / 2, rn.dof);
    const rRun = qRun * L(sigmaRun) * scale;
    const wScale = (q / Z) * (v.withinT && c.n > 1 ? core.studentTQuantile(1 - a / 2, c.n - 1) / q : 1);
    let sigmaC = c.contrast?.sigma ?? 1.5;
    const dofC = c.contrast?.dof;
    if (v.sigmaC && dofC === undefined) sigmaC = Math.max(sigmaC, v.sigmaC);
    if (v.aaFloor && rec.aa) {
      const drawn = rec.aa.contrasts[c.name];
      sigmaC = Math.max(v.sigmaC ?? 1.5, drawn === undefined ? 0 : P(Math.abs(drawn) / Math.SQRT2));
    }
    const qC = dofC === undefined ? q : core.studentTQuantile(1 - a / 2, dofC);
    const rC = qC * L(sigmaC) * scale;
    const rCut = sub ? Math.hypot(rRun, rC) : rRun;
    const est = L(c.shift.pct);
    const lo = est - Math.hypot(wScale * (est - L(c.shift.wlo)), rCut);
    const hi = est + Math.hypot(wScale * (L(c.shift.whi) - est), rCut);
    let contrast;
    if (c.contrast) {
      const k = c.contrast;
      const dd = L(k.pct);
      const half = (wScale * (L(k.whi) - L(k.wlo))) / 2;
      const h2 = Math.hypot(half, rC);
      const restEst = L(k.rest.pct);
      const restWithin = Math.sqrt(Math.max(0, (L(k.rest.ciHighPct) - restEst) ** 2 - rRunOrig ** 2));
      // The rest's own interval stays at 95% (judge.ts widens only the cut's shift and contrast).
      const restHalf = Math.hypot(restWithin, qRunOrig * L(sigmaRun) * scale);
      contrast = {
        pct: k.pct,
        ciLowPct: P(dd - h2),
        ciHighPct: P(dd + h2),
        pValue: k.p,
        rest: {
          compared: k.rest.compared,
          pct: k.rest.pct,
          ciLowPct: P(restEst - restHalf),
          ciHighPct: P(restEst + restHalf),
        },
      };
    }
    const shift = { pct: c.shift.pct, ciLowPct: P(lo), ciHighPct: P(hi) };
    const j = core.judgeCut(
      { compared: c.n, shift, pValue: c.p, contrast },
      { minEffectPct: 2, alpha: a, decisionRule: 'significant' },
    );
    return { name: c.name, verdict: j.verdict, verdictBasis: j.verdictBasis };
  });
  return { verdict: core.judgeComparison(cuts).verdict, cuts };
}

/** Which cut, by which basis (shift or contrast), carries each call among the recorded comparisons. */
function printCarriers(line, records) {
  const carriers = new Map();
  for (const rec of records.filter((r) => isCall(r.verdict))) {
    for (const c of rec.cuts) {
      if (c.verdict !== 'regression' && c.verdict !== 'improvement') continue;
      const key = `${c.name} by ${c.basis}`;
      carriers.set(key, (carriers.get(key) ?? 0) + 1);
    }
  }
  if (carriers.size > 0) {
    console.log(`carriers of "${line}" calls: ${[...carriers].map(([k, n]) => `${k} ×${n}`).join('; ')}`);
  }
}

function sd(xs) {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
}

function report(core, data) {
  const byScenario = Map.groupBy(data.pairs, (p) => p.scenario);
  console.log(
    `block A/A diagnosis: chains ${data.first}–${data.first + data.chains - 1}; calls = regression, improvement or mixed (A/A lines);` +
      ' power lines: the share called a regression (+) or improvement (−38%) as the truth is; Wilson 95%\n',
  );
  for (const [scenario, pairs] of byScenario) {
    console.log(`## ${scenario}`);
    const lines = Object.keys(pairs[0].lines);
    let mismatch = 0;
    for (const line of lines) {
      const aa = line.startsWith('A/A');
      const wanted = line.startsWith('−') ? 'improvement' : 'regression';
      const parts = [];
      for (const [name, v] of Object.entries(VARIANTS)) {
        let k = 0;
        for (const p of pairs) {
          const rec = p.lines[line];
          const r = rejudge(core, rec, v);
          if (name === 'current' && r.verdict !== rec.verdict) mismatch++;
          if (aa ? isCall(r.verdict) : r.verdict === wanted) k++;
        }
        parts.push(`  ${name.padEnd(30)} ${rate(k, pairs.length)}`);
      }
      console.log(`${line}\n${parts.join('\n')}`);
    }
    const suiteLines = Object.keys(pairs[0].suite ?? {});
    for (const line of suiteLines) {
      const withSuite = pairs.filter((p) => p.suite?.[line]);
      const parts = Object.entries(VARIANTS).map(([name, v]) => {
        const k = withSuite.filter((p) => isCall(rejudge(core, p.suite[line], v).verdict)).length;
        return `  ${name.padEnd(30)} ${rate(k, withSuite.length)}`;
      });
      console.log(`${line}\n${parts.join('\n')}`);
      printCarriers(
        line,
        withSuite.map((p) => p.suite[line]),
      );
    }
    if (mismatch > 0) console.log(`!! ${mismatch} re-judged verdicts differ from the code's own (current)`);
    // Which cut and basis carries each current A/A call.
    for (const line of lines.filter((l) => l.startsWith('A/A'))) {
      printCarriers(
        line,
        pairs.map((p) => p.lines[line]),
      );
    }
    // Per cut: the true between-run σ per run (run effects alone) against the stated terms, and z-scores.
    console.log(
      'per cut (A/A, contract set): median blocks; per-run σ of the run effects alone: contrast, shift;',
    );
    console.log(
      '  SD of the estimate: contrast, shift; median within-run SE (from its interval): contrast, shift',
    );
    for (const c of pairs[0].lines['A/A, contract set'].cuts) {
      const t = pairs.map((p) => p.truth[c.name]).filter(Boolean);
      const cuts = pairs.map((p) => p.lines['A/A, contract set'].cuts.find((x) => x.name === c.name));
      const ns = cuts.map((x) => x.n).sort((x, y) => x - y);
      const con = cuts.filter((x) => x.contrast);
      const med = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
      const f = (x) => (100 * x).toFixed(2).padStart(6);
      console.log(
        `  ${c.name.padEnd(22)} n ${String(ns[ns.length >> 1]).padStart(5)}  true σ_c ${f(sd(t.map((x) => x.contrast)) / Math.SQRT2)}%` +
          ` σ_shift ${f(sd(t.map((x) => x.shift)) / Math.SQRT2)}%  | SD est: contrast ${con.length > 2 ? f(sd(con.map((x) => L(x.contrast.pct)))) : '     -'}%` +
          ` shift ${f(sd(cuts.map((x) => L(x.shift.pct))))}%  | within SE: contrast ${con.length > 0 ? f(med(con.map((x) => (L(x.contrast.whi) - L(x.contrast.wlo)) / (2 * Z)))) : '     -'}%` +
          ` shift ${f(med(cuts.map((x) => (L(x.shift.whi) - L(x.shift.wlo)) / (2 * Z))))}%`,
      );
    }
    console.log('');
  }
}

const core = await loadCore(argv.src && path.resolve(argv.src));
const data = argv.in ? JSON.parse(readFileSync(argv.in, 'utf8')) : await collect(core);
if (argv.out) writeFileSync(argv.out, JSON.stringify(data));
report(core, data);
