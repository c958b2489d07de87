// Writes the second annotated change-point set (__fixtures__/changepoints/realworld.json): series of the
// shapes public real-world sets hold (van den Burg & Williams' TCPD kind), deliberately unlike the first set
// (bench/changepoints-annotated.mjs, benchmark histories): short series (100–700 points), integer or
// rounded values, smooth trends with tiny noise, exponential growth, seasonal series with a trend, random
// walks, staircases of many small level shifts, bursts of outliers, changes of mean and variance, series
// whose noise is autocorrelated, low counts, and about a third with no change at all. Each series has the
// events the generator put in (`events`) and 3–5 annotators' change points (`annotations`), who see the
// clear events, sometimes miss a subtle one, place them a few points apart, and now and then mark
// something that is not an event (a burst of outliers, a bend of a trend). Seeded: the committed file is
// what this script writes. The first point (0) is never written in an annotation (the scores add it).
// Usage: node bench/changepoints-realworld.mjs [out=__fixtures__/changepoints/realworld.json] [seed=20261125]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from './changepoints-common.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ?? path.join(repo, '__fixtures__/changepoints/realworld.json');
const seed = Number(process.argv[3] ?? 20261125);
const rand = mulberry32(seed);
const uniform = (lo, hi) => lo + (hi - lo) * rand();
const int = (lo, hi) => Math.floor(uniform(lo, hi + 1));
const sign = () => (rand() < 0.5 ? -1 : 1);
const gaussian = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
/** A Poisson draw (Knuth's method for small means, normal approximation above 60). */
const poisson = (mean) => {
  if (mean > 60) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian()));
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = rand(); p > limit; p *= rand()) k++;
  return k;
};

/** `count` positions in [gap, length − gap), ≥ gap apart. */
function positions(length, count, gap) {
  for (let tries = 0; tries < 1000; tries++) {
    const at = Array.from({ length: count }, () => int(gap, length - gap)).sort((a, b) => a - b);
    if (at.every((x, i) => i === 0 || x - at[i - 1] >= gap)) return at;
  }
  throw new Error('no room for the events');
}

/**
 * 3–5 annotators. Each marks an event with probability `seen` (its clarity), `jitter` points off at most;
 * with probability `stray` an annotator also marks one of `decoys` (a place that looks like a change and
 * is not: a burst of outliers, a bend) or, without decoys, a random place.
 */
function annotate(length, events, { decoys = [], stray = 0.1 } = {}) {
  const annotators = int(3, 5);
  return Array.from({ length: annotators }, () => {
    const bias = int(-1, 1);
    const marks = [];
    for (const e of events) {
      if (rand() >= e.seen) continue;
      marks.push(e.at + bias + int(-e.jitter, e.jitter));
    }
    if (rand() < stray) marks.push(decoys.length > 0 ? pick(decoys) + int(-2, 2) : int(10, length - 10));
    return [...new Set(marks.filter((x) => x > 0 && x < length))].sort((a, b) => a - b);
  });
}

const series = [];
function add(kind, values, events, annotation = {}, extra = {}) {
  const k = series.filter((s) => s.kind === kind).length;
  series.push({
    name: `${kind}-${String(k + 1).padStart(2, '0')}`,
    kind,
    values,
    events: events.map((e) => e.at),
    annotations: annotate(values.length, events, annotation),
    ...extra,
  });
}
const integer = (xs) => xs.map((x) => Math.round(x));
const cents = (xs) => xs.map((x) => Math.round(x * 100) / 100);

// Smooth trends with tiny noise (population, a cumulative count): linear, quadratic or logistic, rounded to
// whole numbers; two of five bend (the slope changes), which some annotators mark.
for (let k = 0; k < 5; k++) {
  const length = int(100, 400);
  const base = 10 ** uniform(3, 5);
  const shape = k % 3;
  const bend = k < 2 ? int(Math.floor(length * 0.3), Math.floor(length * 0.7)) : -1;
  const rate = uniform(0.002, 0.01);
  const curve = (i) => {
    const t = i / length;
    const before = shape === 0 ? rate * i : shape === 1 ? 0.5 * t * t : 0.4 / (1 + Math.exp(-10 * (t - 0.5)));
    if (bend < 0 || i < bend) return before;
    const at =
      shape === 0
        ? rate * bend
        : shape === 1
          ? 0.5 * (bend / length) ** 2
          : 0.4 / (1 + Math.exp(-10 * (bend / length - 0.5)));
    return at + 2.5 * (before - at);
  };
  const values = integer(
    Array.from({ length }, (_, i) => base * (1 + curve(i)) * (1 + uniform(0.0005, 0.003) * gaussian())),
  );
  const events = bend >= 0 ? [{ at: bend, seen: 0.5, jitter: 4 }] : [];
  add('trend', values, events, { stray: 0.05 });
}

// Exponential growth (a price, a user count): 0.3–1.5% a point with 1–4% noise, rounded; three of four
// crash once by 20–45% and grow on.
for (let k = 0; k < 4; k++) {
  const length = int(150, 600);
  const rate = uniform(0.003, 0.015);
  const noise = uniform(0.01, 0.04);
  const crash = k < 3 ? int(Math.floor(length * 0.25), Math.floor(length * 0.75)) : -1;
  const drop = uniform(0.55, 0.8);
  const base = uniform(20, 2000);
  const values = integer(
    Array.from(
      { length },
      (_, i) => base * Math.exp(rate * i) * (crash >= 0 && i >= crash ? drop : 1) * (1 + noise * gaussian()),
    ),
  );
  add('exponential', values, crash >= 0 ? [{ at: crash, seen: 0.95, jitter: 2 }] : [], { stray: 0.1 });
}

// Seasonal with a trend (monthly passengers, weekly sales): period 12, 7 or 4, a season of 5–20% that grows
// with the level, a trend; three of five have a level shift of 15–30%.
for (let k = 0; k < 5; k++) {
  const period = [12, 7, 4, 12, 12][k];
  const length = int(Math.max(100, 10 * period), 400);
  const amplitude = uniform(0.05, 0.2);
  const trend = uniform(-0.001, 0.004);
  const shift = k < 3 ? int(40, length - 40) : -1;
  const size = sign() * uniform(0.15, 0.3);
  const profile = Array.from({ length: period }, () => gaussian());
  const base = uniform(200, 5000);
  const values = integer(
    Array.from(
      { length },
      (_, i) =>
        base *
        (1 + trend * i) *
        (1 + (amplitude * profile[i % period]) / 1.5) *
        (shift >= 0 && i >= shift ? 1 + size : 1) *
        (1 + 0.01 * gaussian()),
    ),
  );
  add(
    'seasonal-trend',
    values,
    shift >= 0 ? [{ at: shift, seen: 0.9, jitter: 2 }] : [],
    { stray: 0.1 },
    { period },
  );
}

// Random walks (an exchange rate, a stock price), to the cent: three of five have no event; two change their
// volatility 3× (which most annotators mark, not all).
for (let k = 0; k < 5; k++) {
  const length = int(200, 700);
  const vol = uniform(0.003, 0.01);
  const change = k < 2 ? int(60, length - 60) : -1;
  let x = uniform(1, 150);
  const values = [];
  for (let i = 0; i < length; i++) {
    const sd = change >= 0 && i >= change ? vol * 3 : vol;
    x *= Math.exp(sd * gaussian());
    values.push(x);
  }
  add('random-walk', cents(values), change >= 0 ? [{ at: change, seen: 0.7, jitter: 5 }] : [], {
    stray: 0.15,
  });
}

// Many small level shifts (an account balance, a head count): exactly flat between shifts of 1–5% every
// 2–12 points; one of four also has a shift of 30–50% that people see.
for (let k = 0; k < 4; k++) {
  const length = int(100, 500);
  const big = k === 0 ? int(40, length - 40) : -1;
  let level = uniform(500, 20000);
  let next = int(2, 12);
  const values = [];
  for (let i = 0; i < length; i++) {
    if (i === next) {
      level *= 1 + sign() * uniform(0.01, 0.05);
      next += int(2, 12);
    }
    if (i === big) level *= 1 + sign() * uniform(0.3, 0.5);
    values.push(level);
  }
  add('small-shifts', integer(values), big >= 0 ? [{ at: big, seen: 0.9, jitter: 2 }] : [], { stray: 0.1 });
}

// Bursts of outliers: a level with 2–4% noise and 3–6 bursts of 2–4 points moved 20–60%; three of four have a
// step of 10–25%. Some annotators mark a burst.
for (let k = 0; k < 4; k++) {
  const length = int(150, 500);
  const step = k < 3 ? positions(length, 1, 40) : [];
  const size = sign() * uniform(0.1, 0.25);
  const noise = uniform(0.02, 0.04);
  const base = uniform(50, 500);
  const values = Array.from(
    { length },
    (_, i) => base * (step.length && i >= step[0] ? 1 + size : 1) * (1 + noise * gaussian()),
  );
  const bursts = [];
  for (let b = int(3, 6); b > 0; b--) {
    const at = int(5, length - 10);
    if (step.some((s) => Math.abs(s - at) < 8) || bursts.some((x) => Math.abs(x - at) < 8)) continue;
    bursts.push(at);
    const width = int(2, 4);
    const move = sign() * uniform(0.2, 0.6);
    for (let i = at; i < at + width; i++) values[i] *= 1 + move * uniform(0.7, 1);
  }
  add(
    'outlier-bursts',
    integer(values),
    step.map((at) => ({ at, seen: 0.95, jitter: 2 })),
    { decoys: bursts, stray: 0.2 },
  );
}

// Changes of mean and variance (a well log, a sensor, occupancy): 1–3 changes; at each the mean moves by
// 1–4 noise units and the noise grows or shrinks 1.5–3×; one decimal.
for (let k = 0; k < 5; k++) {
  const length = int(200, 700);
  const at = positions(length, 1 + (k % 3), 40);
  let mean = uniform(10, 100);
  let sd = uniform(0.5, 3);
  const means = [mean];
  const sds = [sd];
  for (let c = 0; c < at.length; c++) {
    mean += sign() * uniform(1, 4) * sd;
    sd *= uniform(1.5, 3) ** sign();
    means.push(mean);
    sds.push(sd);
  }
  const values = Array.from({ length }, (_, i) => {
    const s = at.filter((t) => t <= i).length;
    return Math.round((means[s] + sds[s] * gaussian()) * 10) / 10;
  });
  add(
    'mean-variance',
    values,
    at.map((t) => ({ at: t, seen: 0.9, jitter: 3 })),
    { stray: 0.05 },
  );
}

// Autocorrelated noise with no change (a temperature, a load): AR(1) with ρ 0.5–0.9 around a level.
for (let k = 0; k < 3; k++) {
  const length = int(150, 500);
  const rho = uniform(0.5, 0.9);
  const base = uniform(100, 1000);
  const sd = base * uniform(0.01, 0.05);
  let e = 0;
  const values = Array.from({ length }, () => {
    e = rho * e + Math.sqrt(1 - rho * rho) * gaussian();
    return base + sd * e;
  });
  add('autocorrelated', integer(values), [], { stray: 0.1 });
}

// Low counts (incidents per week, home runs per game): Poisson, mean 3–30, one or two changes of the rate by
// 40–100%.
for (let k = 0; k < 4; k++) {
  const length = int(150, 400);
  const at = positions(length, 1 + (k % 2), 35);
  let rate = uniform(3, 30);
  const rates = [rate];
  for (let c = 0; c < at.length; c++) {
    rate *= (1 + uniform(0.4, 1)) ** sign();
    rates.push(rate);
  }
  const values = Array.from({ length }, (_, i) => poisson(rates[at.filter((t) => t <= i).length]));
  add(
    'counts',
    values,
    at.map((t) => ({ at: t, seen: 0.85, jitter: 3 })),
    { stray: 0.1 },
  );
}

// Short series with a level shift, whole numbers, 2–6% noise (a yearly index): 100–150 points, one or two
// shifts of 8–25%.
for (let k = 0; k < 3; k++) {
  const length = int(100, 150);
  const at = positions(length, 1 + (k % 2), 25);
  let level = uniform(50, 400);
  const noise = uniform(0.02, 0.06);
  const values = [];
  for (let i = 0; i < length; i++) {
    if (at.includes(i)) level *= 1 + sign() * uniform(0.08, 0.25);
    values.push(level * (1 + noise * gaussian()));
  }
  add(
    'short-shift',
    integer(values),
    at.map((t) => ({ at: t, seen: 0.9, jitter: 2 })),
    { stray: 0.1 },
  );
}

// Levels with plain noise and no change (a steady metric), rounded to integers, and flat ones with rare
// identical repeats (quantised to a few values).
for (let k = 0; k < 3; k++) {
  const length = int(100, 600);
  const base = uniform(20, 300);
  const noise = uniform(0.01, 0.05);
  add('no-change', integer(Array.from({ length }, () => base * (1 + noise * gaussian()))), [], {
    stray: 0.1,
  });
}

mkdirSync(path.dirname(out), { recursive: true });
const doc = {
  version: 1,
  generator: `bench/changepoints-realworld.mjs (seed ${seed})`,
  conventions:
    'events: where the generator changed the process (first index of the new regime). annotations: each ' +
    "annotator's change points (0 never written; the scores add it). period: a season (not a change).",
  series,
};
writeFileSync(out, JSON.stringify(doc) + '\n');
const none = series.filter((s) => s.events.length === 0).length;
console.log(
  `${series.length} series (${none} with no event), ${series.reduce((s, x) => s + x.values.length, 0)} points → ${out}`,
);
