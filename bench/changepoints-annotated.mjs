// Writes the annotated change-point set (__fixtures__/changepoints/annotated.json): generated series of the
// shapes benchmark histories show, each with its true step change points and drift segments. Seeded, so the
// committed file is what this script writes. Truth conventions: a change point is the first index of a new
// level; a drift is [start, end) where the level moves gradually (a slow leak, or a staircase of steps each
// too small to matter, whose sum does); a seasonal cycle is neither.
// Usage: node bench/changepoints-annotated.mjs [out=__fixtures__/changepoints/annotated.json] [seed=20260518]
// (another seed makes a fresh set of the same shapes: a check that the method was not fitted to this one).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from './changepoints-common.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ?? path.join(repo, '__fixtures__/changepoints/annotated.json');
const seed = Number(process.argv[3] ?? 20260518);
const rand = mulberry32(seed);
const uniform = (lo, hi) => lo + (hi - lo) * rand();
const int = (lo, hi) => Math.floor(uniform(lo, hi + 1));
const sign = () => (rand() < 0.5 ? -1 : 1);
const gaussian = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
/** Student's t with `dof` degrees of freedom, scaled to unit variance (heavy tails). */
const studentT = (dof) => {
  let chi = 0;
  for (let k = 0; k < dof; k++) chi += gaussian() ** 2;
  return (gaussian() / Math.sqrt(chi / dof)) * Math.sqrt((dof - 2) / dof);
};

/** Noise generators, relative to the level (benchmark noise scales with the time measured). */
const NOISE = {
  gaussian: (sd) => () => sd * gaussian(),
  // Two modes (a cache hit or miss, a core picked or not): 30% of runs sit `gap` above the others.
  bimodal: (sd) => {
    const gap = uniform(2, 4) * sd;
    return () => (rand() < 0.3 ? gap : 0) + 0.5 * sd * gaussian();
  },
  heavy: (sd) => () => sd * studentT(3),
};

/** Step positions: `count` of them, ≥ gap apart and from the ends. */
function stepPositions(length, count, gap) {
  for (let tries = 0; tries < 1000; tries++) {
    const at = Array.from({ length: count }, () => int(gap, length - gap)).sort((a, b) => a - b);
    if (at.every((x, i) => i === 0 || x - at[i - 1] >= gap)) return at;
  }
  throw new Error('no room for the steps');
}

/** A level path with steps of relative sizes drawn from [lo, hi], each either way. */
function stepLevels(length, base, at, lo, hi) {
  const level = new Array(length);
  let current = base;
  for (let i = 0, next = 0; i < length; i++) {
    if (next < at.length && at[next] === i) {
      current *= 1 + sign() * uniform(lo, hi);
      next++;
    }
    level[i] = current;
  }
  return level;
}

function outlierPositions(length, count, avoid) {
  const spikes = [];
  while (spikes.length < count) {
    const at = int(1, length - 3);
    if (avoid.some((t) => Math.abs(t - at) <= 2) || spikes.some((s) => Math.abs(s - at) <= 2)) continue;
    spikes.push(at);
  }
  return spikes.sort((a, b) => a - b);
}

const round = (x) => Number(x.toPrecision(6));

function finish(kind, k, level, noise, extra = {}) {
  const values = level.map((l, i) => l * (1 + noise(i)));
  for (const o of extra.outliers ?? []) values[o] *= 1 + sign() * uniform(0.25, 0.6);
  return {
    name: `${kind}-${String(k + 1).padStart(2, '0')}`,
    kind,
    values: values.map(round),
    changePoints: extra.changePoints ?? [],
    drifts: extra.drifts ?? [],
    outliers: extra.outliers ?? [],
    ...(extra.period ? { period: extra.period } : {}),
  };
}

const series = [];
const base = () => 10 ** uniform(-1, 4);

// Levels with outliers: 0–2 steps of 6–30%, 3–6 single-point spikes, Gaussian noise 1–4%.
for (let k = 0; k < 10; k++) {
  const length = int(150, 400);
  const at = stepPositions(length, k % 3, 30);
  const outliers = outlierPositions(length, int(3, 6), at);
  series.push(
    finish(
      'level-outliers',
      k,
      stepLevels(length, base(), at, 0.06, 0.3),
      NOISE.gaussian(uniform(0.01, 0.04)),
      {
        changePoints: at,
        outliers,
      },
    ),
  );
}

// Steps with variance changes: 1–2 steps of 8–40%, where the noise also grows or shrinks 1.5–3×.
for (let k = 0; k < 10; k++) {
  const length = int(200, 400);
  const at = stepPositions(length, 1 + (k % 2), 40);
  const sds = [uniform(0.01, 0.03)];
  for (let s = 0; s < at.length; s++) sds.push(sds[s] * uniform(1.5, 3) ** sign());
  const sdAt = (i) => sds[at.filter((t) => t <= i).length];
  series.push(
    finish('step-variance', k, stepLevels(length, base(), at, 0.08, 0.4), (i) => sdAt(i) * gaussian(), {
      changePoints: at,
    }),
  );
}

// Slow drifts: flat, then 0.1–0.5% per point over 40–150 points, then flat (or to the end).
for (let k = 0; k < 10; k++) {
  const length = int(200, 400);
  const span = int(40, Math.min(150, length - 60));
  const start = int(20, length - span - (k % 3 === 0 ? 0 : 20));
  const end = Math.min(length, start + span);
  const rate = sign() * uniform(0.001, 0.005);
  const b = base();
  const level = Array.from(
    { length },
    (_, i) => b * (1 + rate * (Math.min(Math.max(i, start), end) - start)),
  );
  series.push(finish('drift', k, level, NOISE.gaussian(uniform(0.003, 0.015)), { drifts: [[start, end]] }));
}

// Seasonal: a cycle of period 7, 12 or 24 (amplitude 3–10%), half of them with one step of 10–30%.
for (let k = 0; k < 10; k++) {
  const length = int(200, 400);
  const period = [7, 12, 24][k % 3];
  const amplitude = uniform(0.03, 0.1);
  const phase = uniform(0, 2 * Math.PI);
  const at = k % 2 === 0 ? stepPositions(length, 1, 40) : [];
  const level = stepLevels(length, base(), at, 0.1, 0.3).map(
    (l, i) => l * (1 + amplitude * Math.sin((2 * Math.PI * i) / period + phase)),
  );
  series.push(
    finish('seasonal', k, level, NOISE.gaussian(uniform(0.005, 0.02)), { changePoints: at, period }),
  );
}

// Staircases: steps of 0.2–0.6% every 4–12 points, one way, at 0.1–0.3% noise: one drift, no step.
for (let k = 0; k < 8; k++) {
  const length = int(150, 300);
  const b = base();
  const dir = sign();
  const level = new Array(length);
  let current = b;
  for (let i = 0, next = int(4, 12); i < length; i++) {
    if (i === next) {
      current *= 1 + dir * uniform(0.002, 0.006);
      next += int(4, 12);
    }
    level[i] = current;
  }
  series.push(
    finish('staircase', k, level, NOISE.gaussian(uniform(0.001, 0.003)), { drifts: [[0, length]] }),
  );
}

// Benchmark noise: bimodal or heavy-tailed (t, 3 dof), 0–2 steps of 8–30%.
for (let k = 0; k < 12; k++) {
  const length = int(150, 400);
  const at = stepPositions(length, k % 3, 30);
  const noise = (k % 2 === 0 ? NOISE.bimodal : NOISE.heavy)(uniform(0.01, 0.03));
  series.push(
    finish(
      k % 2 === 0 ? 'bimodal' : 'heavy-tails',
      k >> 1,
      stepLevels(length, base(), at, 0.08, 0.3),
      noise,
      {
        changePoints: at,
      },
    ),
  );
}

mkdirSync(path.dirname(out), { recursive: true });
const doc = {
  version: 1,
  generator: `bench/changepoints-annotated.mjs (seed ${seed})`,
  conventions:
    'changePoints: first index of each new level (steps only). drifts: [start, end) of gradual moves. ' +
    'outliers: single points moved 25–60%. period: a seasonal cycle (not a change).',
  series,
};
writeFileSync(out, JSON.stringify(doc) + '\n');
console.log(`${series.length} series, ${series.reduce((s, x) => s + x.values.length, 0)} points → ${out}`);
