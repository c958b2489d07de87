#!/usr/bin/env node
// Writes <harness>/truth.json: for the slowed benchmarks, the median over the 10 base runs and the 10 slow
// runs of each run's centre (median of its samples, or the tool's value when it gives none), and Δ% between.
// Files are read with benchdelta's own reader (dist/lib.js), so keys are exactly those benchdelta prints.
// Usage: [INTENDED=+10%] node __fixtures__/real-runs/measure.mjs <harness-dir> <metric> <file ext> <slowed key>...
//   e.g. node measure.mjs go time .txt realbench.BenchmarkJSONMarshal-2 ...
import { readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readResultSet } from '../../dist/lib.js';

const [dir, metricList, ext, ...slowed] = process.argv.slice(2);
if (!dir || !metricList || !ext || slowed.length === 0) {
  console.error('usage: node measure.mjs <harness-dir> <metric[,metric…]> <file ext> <slowed key>...');
  process.exit(2);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function centres(pattern, metric) {
  const files = readdirSync(dir)
    .filter((f) => pattern.test(f) && f.endsWith(ext))
    .sort();
  const perKey = new Map();
  for (const f of files) {
    const set = await readResultSet(join(dir, f));
    for (const m of set.measurements) {
      if (m.metric !== metric) continue;
      const c = m.samples && m.samples.length > 0 ? median(m.samples) : m.value;
      if (!perKey.has(m.key)) perKey.set(m.key, []);
      perKey.get(m.key).push(c);
    }
  }
  return { files: files.length, perKey };
}

const round = (x) => Math.round(x * 10) / 10;
const signed = (x) => `${x >= 0 ? '+' : ''}${round(x)}%`;

async function summarise(metric) {
  const base = await centres(/^base-/, metric);
  const slow = await centres(/^slow-/, metric);
  const interA = await centres(/^inter-\d+-A\./, metric);
  const interB = await centres(/^inter-\d+-B\./, metric);
  const pct = (k) => 100 * (median(slow.perKey.get(k)) / median(base.perKey.get(k)) - 1);
  // Interleaved ABAB…: each B run against the A run just before it (runs are read in name order).
  const paired = (k) => {
    const a = interA.perKey.get(k) ?? [];
    const b = interB.perKey.get(k) ?? [];
    return 100 * (median(b.map((x, i) => x / a[i])) - 1);
  };
  for (const k of slowed) {
    if (!base.perKey.has(k) || !slow.perKey.has(k)) {
      console.error(`no ${metric} measurements for '${k}'; keys: ${[...base.perKey.keys()].join(', ')}`);
      process.exit(1);
    }
  }
  const unchanged = [...base.perKey.keys()].filter((k) => !slowed.includes(k) && slow.perKey.has(k));
  return {
    measured: Object.fromEntries(slowed.map((k) => [k, signed(pct(k))])),
    basis: `median over ${base.files} base and ${slow.files} slow runs of each run's median sample`,
    // A capture without an interleaved session (ten-percent/) has none.
    ...(interB.files > 0
      ? {
          measuredInterleaved: Object.fromEntries(slowed.map((k) => [k, signed(paired(k))])),
          interleavedBasis: `median over ${interB.files} B runs of B / the A run before it (each run's median sample)`,
        }
      : {}),
    unchangedDeltaPct: Object.fromEntries(unchanged.map((k) => [k, round(pct(k))])),
  };
}

const [metric, ...others] = metricList.split(',');
const main = await summarise(metric);
// INTENDED: the slowdown the slow build was made for (+20% unless said; ten-percent/ is +10%).
const truth = { harness: basename(dir), metric, slowed, intended: process.env.INTENDED ?? '+20%', ...main };
// Further metrics of the same benchmarks (Google Benchmark's cpu-time) under their own name.
for (const other of others) truth[other] = await summarise(other);
writeFileSync(join(dir, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
for (const [m, r] of [[metric, main], ...others.map((o) => [o, truth[o]])]) {
  const noise = Object.values(r.unchangedDeltaPct).map(Math.abs);
  console.log(m, JSON.stringify({ measured: r.measured, interleaved: r.measuredInterleaved, maxAbsUnchanged: Math.max(...noise) }));
}
