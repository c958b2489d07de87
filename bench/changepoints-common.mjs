// Shared by the change-point benches: an esbuild-built copy of src/core/changepoints.ts (benches run on
// plain Node, without the TypeScript toolchain) and a generator of series with known steps and outliers.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cover, fMeasure } from './changepoints-metrics.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The series of a committed set in __fixtures__/changepoints (e.g. 'real/real.json', 'realworld.json'). */
function fixtureSeries(file) {
  return JSON.parse(readFileSync(path.join(repo, '__fixtures__/changepoints', file), 'utf8')).series;
}

/** A sweep's arguments: `--held-out`, and the values to try (none: the sweep's own list). */
export function sweepArgs() {
  const args = process.argv.slice(2);
  return {
    heldOut: args.includes('--held-out'),
    values: args.filter((a) => !a.startsWith('--')).map(Number),
  };
}

/**
 * For a sweep over the analysis' switches (`lib` from sweepInputs): a method's change points, its scores on
 * a half of the real set (one source's series, optionally), and the series of `nulls` (name → series, all
 * without a change) it gives a change point.
 */
export function switchScorer(lib, real, nulls) {
  const changePoints = (switches) => (values) =>
    changePointsOf(lib.analyseChangesWith(values, {}, switches), values.length);
  const score = (half, switches, source) =>
    scoreRealHalf(
      real.filter((s) => source === undefined || s.source === source),
      half,
      changePoints(switches),
    );
  function onNulls(switches) {
    let any = 0;
    const text = Object.entries(nulls).map(([name, series]) => {
      const cut = series.filter((v) => changePoints(switches)(v).length > 0).length;
      any += cut;
      return `${name} ${cut}/${series.length}`;
    });
    return { any, text: text.join(', ') };
  }
  return { changePoints, score, onNulls };
}

/**
 * What the sweeps of one constant read: the bundle (`lib`, loadChangepoints), the real annotated set, the
 * real-world-shaped set and its series without an event (`quiet`), and the first annotated set.
 */
export async function sweepInputs() {
  const realworld = fixtureSeries('realworld.json');
  return {
    lib: await loadChangepoints(),
    real: fixtureSeries('real/real.json'),
    realworld,
    quiet: realworld.filter((s) => s.events.length === 0),
    annotated: fixtureSeries('annotated.json'),
  };
}

/**
 * Bundles src/core/changepoints.ts into a temporary folder and imports it, with the internal
 * `analyseSeries` (for switching the additions off one at a time). With `keep`, the bundle's file stays
 * (for worker threads to import; the caller removes `bundleDir`) and its URL comes back as `bundleUrl`.
 */
export async function loadChangepoints({ keep = false } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-cp-'));
  const outfile = path.join(dir, 'changepoints.mjs');
  await build({
    stdin: {
      contents:
        "export * from './src/core/changepoints.ts';\n" +
        "export { analyseSeries } from './src/core/changepoints/analyse.ts';\n" +
        "export { analyseChanges as analyseChangesWith } from './src/core/changepoints/findings.ts';\n" +
        // The no-change series findings.test.ts draws, for bench/changepoints-silent.mjs.
        'export { accountBalance, autocorrelatedNoise, gaussian, mulberry32 as seededRandom, randomWalk } ' +
        "from './__tests__/core/changepoints/synthetic.ts';\n",
      resolveDir: repo,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    outfile,
    logLevel: 'error',
  });
  const bundleUrl = pathToFileURL(outfile).href;
  const module = await import(bundleUrl);
  if (!keep) {
    rmSync(dir, { recursive: true, force: true });
    return module;
  }
  return { ...module, bundleUrl, bundleDir: dir };
}

export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(rand) {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/**
 * A series of `length` points at level 100 with `steps` steps (each ±5–30% of the level before it, at
 * least `gap` points from each other and from the ends), noise × (1 + N(0, noise)), and `outliers` single
 * points moved by ±15–50% (not next to a step, not among the last two points).
 */
export function generateSeries(rand, { length = 500, steps = 2, gap = 30, noise = 0.03, outliers = 2 } = {}) {
  const truth = [];
  while (truth.length < steps) {
    const at = gap + Math.floor(rand() * (length - 2 * gap));
    if (truth.every((t) => Math.abs(t - at) >= gap)) truth.push(at);
  }
  truth.sort((a, b) => a - b);
  const values = new Array(length);
  let level = 100;
  for (let i = 0, next = 0; i < length; i++) {
    if (next < truth.length && truth[next] === i) {
      level *= 1 + (rand() < 0.5 ? -1 : 1) * (0.05 + 0.25 * rand());
      next++;
    }
    values[i] = level * (1 + noise * gaussian(rand));
  }
  const spikes = [];
  while (spikes.length < outliers) {
    const at = 1 + Math.floor(rand() * (length - 3));
    if (truth.some((t) => Math.abs(t - at) <= 1) || spikes.includes(at)) continue;
    spikes.push(at);
    values[at] *= 1 + (rand() < 0.5 ? -1 : 1) * (0.15 + 0.35 * rand());
  }
  return { values, truth, outliers: spikes.sort((a, b) => a - b) };
}

/** Greedy one-to-one matching of true steps to the nearest unused detection within k. */
export function matched(truth, detected, k) {
  const used = new Set();
  for (const t of truth) {
    let best = -1;
    for (let i = 0; i < detected.length; i++) {
      if (used.has(i) || Math.abs(detected[i] - t) > k) continue;
      if (best < 0 || Math.abs(detected[i] - t) < Math.abs(detected[best] - t)) best = i;
    }
    if (best >= 0) used.add(best);
  }
  return used.size;
}

/** benchdelta's change points: steps, each drift's start and end (within the series), spread changes. */
export function changePointsOf(r, n) {
  const points = new Set(r.steps.map((s) => s.index));
  for (const d of r.drifts) for (const p of [d.start, d.end]) if (p > 0 && p < n) points.add(p);
  for (const s of r.spreadChanges ?? []) points.add(s.index);
  return [...points].sort((a, b) => a - b);
}

/**
 * Series with no change, name → list (findings.test.ts's generators and seeds, from the bundle `lib`):
 * random walks, AR(1) noise, account balances of many small flat moves, independent noise of 15–1,000
 * points, and the values of the real-world-shaped set's no-change series (`quiet`).
 */
export function noChangeSeries(lib, quiet) {
  const { accountBalance, autocorrelatedNoise, gaussian, randomWalk, seededRandom } = lib;
  const sets = { 'random walk (400)': [], 'AR(1) ρ 0.8 (400)': [], 'account balance (300)': [] };
  for (let seed = 1; seed <= 50; seed++) {
    const rand = seededRandom(100 + seed);
    sets['random walk (400)'].push(randomWalk(rand));
    sets['AR(1) ρ 0.8 (400)'].push(autocorrelatedNoise(rand));
  }
  for (let seed = 1; seed <= 10; seed++) {
    const rand = seededRandom(400 + seed);
    accountBalance(rand, 150); // the test's series with a fall: drawn so the quiet ones are the test's
    sets['account balance (300)'].push(accountBalance(rand));
  }
  const rand = seededRandom(9);
  sets['independent noise (15–1,000)'] = [15, 20, 30, 40, 60, 100, 200, 500, 1000].flatMap((n) =>
    Array.from({ length: 10 }, () => Array.from({ length: n }, () => 100 + gaussian(rand))),
  );
  sets['real-world-shaped, no change'] = quiet.map((s) => s.values);
  return sets;
}

/**
 * F1 and Cover (bench/changepoints-metrics.mjs) averaged over one half of the real annotated set, with the
 * annotated series given no change point; `changePoints(values)` gives a method's change points.
 */
export function scoreRealHalf(real, half, changePoints) {
  const subset = real.filter((s) => s.half === half);
  const mean = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const f1 = [];
  const covers = [];
  let silent = 0;
  const annotated = subset.filter((s) => s.annotations.some((a) => a.length > 0)).length;
  for (const s of subset) {
    const cps = changePoints(s.values);
    f1.push(fMeasure(s.annotations, cps).f1);
    covers.push(cover(s.annotations, cps, s.values.length));
    if (cps.length === 0 && s.annotations.some((a) => a.length > 0)) silent++;
  }
  const [f, c] = [mean(f1), mean(covers)];
  return {
    f1: f,
    cover: c,
    text: `F1 ${f.toFixed(3)} Cover ${c.toFixed(3)} annotated with none ${silent}/${annotated}`,
  };
}

/** A straight trend (0.1 a point) in independent noise, 30 series of 300 points (seed 5). */
export function trendInNoiseSeries(lib) {
  const rand = lib.seededRandom(5);
  return Array.from({ length: 30 }, () =>
    Array.from({ length: 300 }, (_, i) => 100 + 0.1 * i + lib.gaussian(rand)),
  );
}

/** Random walks, AR(1) noise (ρ 0.8) and independent noise of 10–80 points, 20 of each length (seed 77). */
export function shortNoChangeSeries(lib) {
  const { gaussian, seededRandom } = lib;
  const rand = seededRandom(77);
  const short = { 'random walk (10–80)': [], 'AR(1) ρ 0.8 (10–80)': [], 'independent noise (10–80)': [] };
  for (const n of [10, 15, 20, 25, 30, 40, 60, 80]) {
    for (let i = 0; i < 20; i++) {
      let x = 100;
      short['random walk (10–80)'].push(Array.from({ length: n }, () => (x += gaussian(rand))));
      short['independent noise (10–80)'].push(Array.from({ length: n }, () => 100 + gaussian(rand)));
      let e = 0;
      short['AR(1) ρ 0.8 (10–80)'].push(
        Array.from({ length: n }, () => 100 + (e = 0.8 * e + 0.6 * gaussian(rand))),
      );
    }
  }
  return short;
}

/**
 * The sweep of one candidate pass's K (bench/changepoints-ar1.mjs, -plateaus.mjs; the K of the command
 * line, or 2, 3, 4, 5, 6, 8, 10) and its rule: of them, those that give no more series without a change
 * (noChangeSeries, a trend in noise, `moreNulls`) a change point than `off`, keep the first annotated set's steps as
 * annotated (±3) and precision ≥ 0.95, recall ≥ 0.99 on the 1,000 × 500 generated series are eligible; of
 * them the best fitting-half F1, ties within 0.001 to the larger K; none unless it raises the fitting half.
 * `switchesFor(k)` gives the analysis' switches for K; with --held-out, the chosen K's held-out half.
 */
export function candidateSweep(
  { lib, real, annotated, quiet },
  { moreNulls = {}, off, offLabel, switchesFor },
) {
  const { heldOut, values } = sweepArgs();
  const ks = values.length > 0 ? values : [2, 3, 4, 5, 6, 8, 10];
  const nulls = {
    ...noChangeSeries(lib, quiet),
    'trend in noise (300)': trendInNoiseSeries(lib),
    ...moreNulls,
  };
  const generatedRand = mulberry32(1);
  const generated = Array.from({ length: 1000 }, () => generateSeries(generatedRand));
  const { changePoints, score, onNulls } = switchScorer(lib, real, nulls);
  const annotatedWrong = (switches) =>
    annotated.filter((s) => {
      const steps = lib.analyseChangesWith(s.values, {}, switches).steps.map((x) => x.index);
      return (
        steps.length !== s.changePoints.length || s.changePoints.some((c, i) => Math.abs(c - steps[i]) > 3)
      );
    }).length;
  function accuracy(switches) {
    let found = 0;
    let detections = 0;
    let steps = 0;
    for (const g of generated) {
      const points = changePoints(switches)(g.values);
      found += matched(g.truth, points, 3);
      detections += points.length;
      steps += g.truth.length;
    }
    return { precision: found / detections, recall: found / steps };
  }
  const f3 = (x) => x.toFixed(3);
  function row(label, switches) {
    const fit = score('fit', switches);
    const wrong = onNulls(switches);
    const acc = accuracy(switches);
    const ann = annotatedWrong(switches);
    console.log(`${label}: fit ${fit.text}; TCPD ${score('fit', switches, 'TCPD').text}`);
    console.log(
      `      1,000 × 500: precision ${f3(acc.precision)} recall ${f3(acc.recall)}; first annotated set, steps not as annotated ${ann}/60`,
    );
    console.log(`      without a change, given a change point: ${wrong.text}`);
    return { fit, wrong, acc, ann };
  }
  const before = row(offLabel, off);
  const eligible = [];
  for (const k of ks) {
    const r = row(`K ${k}`, switchesFor(k));
    if (r.wrong.any <= before.wrong.any && r.ann === 0 && r.acc.precision >= 0.95 && r.acc.recall >= 0.99) {
      eligible.push({ k, fit: r.fit });
    }
  }
  const best = Math.max(...eligible.map((e) => e.fit.f1));
  const chosen = eligible.filter((e) => e.fit.f1 >= best - 0.001).at(-1);
  if (!chosen || chosen.fit.f1 <= before.fit.f1) {
    console.log('no eligible K raises the fitting half: the pass stays off');
    return;
  }
  console.log(`chosen: K ${chosen.k}: fit ${chosen.fit.text}`);
  if (heldOut) {
    const switches = switchesFor(chosen.k);
    console.log(
      `       held-out ${score('held-out', switches).text}; TCPD ${score('held-out', switches, 'TCPD').text}`,
    );
    console.log(`       held-out without the pass ${score('held-out', off).text}`);
  }
}
