#!/usr/bin/env node
// Adds `alsoChanged` to <harness>/truth.json: the rows the slow build moved although its code change was
// elsewhere (code layout, inlining: one translation unit holds every benchmark). A row counts when all ten
// slow runs lie beyond all ten base runs, one way (a chance of 2 / C(20, 10) ≈ 1e-5 under no change), by at
// least `--min=5` % (the gate's default minimum effect). Read on a quiet capture only: on a loaded host a row's
// runs overlap whatever the build did. Such rows are true changes of the binary: a gate may name them (the
// held-out score neither requires nor blames them).
// Usage: node __fixtures__/real-runs/build-effects.mjs [--min=5] <harness-dir> <metric> [<copy-to-dir>…]
//   <copy-to-dir>: other captures of the very same binaries (same sha256), given the same `alsoChanged`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readResultSet } from '../../dist/lib.js';

const args = process.argv.slice(2);
const min = Number(args.find((a) => a.startsWith('--min='))?.slice(6) ?? 5) / 100;
const [dir, metric, ...copies] = args.filter((a) => !a.startsWith('--'));
if (!dir || !metric) {
  console.error('usage: node build-effects.mjs [--min=5] <harness-dir> <metric> [<copy-to-dir>…]');
  process.exit(2);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Each row's run centres (median sample, or the tool's value) over the runs named `<prefix>NN.*`. */
async function centres(prefix) {
  const stems = new Map();
  for (const f of readdirSync(dir).sort()) {
    const m = /^(\w+-\d+)\.(json(\.gz)?|txt)$/.exec(f);
    // A run kept as JSON and as a console table is read once, as JSON.
    if (m && f.startsWith(prefix) && (!stems.has(m[1]) || m[2].startsWith('json'))) stems.set(m[1], f);
  }
  const perKey = new Map();
  for (const f of stems.values()) {
    const set = await readResultSet(join(dir, f));
    for (const m of set.measurements) {
      if (m.metric !== metric) continue;
      const c = m.samples && m.samples.length > 0 ? median(m.samples) : m.value;
      if (!perKey.has(m.key)) perKey.set(m.key, []);
      perKey.get(m.key).push(c);
    }
  }
  return perKey;
}

const truthFile = join(dir, 'truth.json');
const truth = JSON.parse(readFileSync(truthFile, 'utf8'));
const slowed = new Set(truth.slowed);
const base = await centres('base-');
const slow = await centres('slow-');
const alsoChanged = {};
for (const [key, b] of base) {
  const s = slow.get(key);
  if (slowed.has(key) || !s) continue;
  const ratio = median(s) / median(b);
  const apart = Math.min(...s) > Math.max(...b) || Math.max(...s) < Math.min(...b);
  if (apart && Math.abs(ratio - 1) >= min) alsoChanged[key] = `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%`;
}
for (const target of [dir, ...copies]) {
  const file = join(target, 'truth.json');
  const t = JSON.parse(readFileSync(file, 'utf8'));
  t.alsoChanged = alsoChanged;
  t.alsoChangedBasis =
    `rows the slow build moved outside its code change, read on ${target === dir ? 'this' : `the quiet capture (${dir})`}` +
    ` of the same binaries: all ten slow runs beyond all ten base runs, by ≥ ${min * 100}% (${metric})`;
  writeFileSync(file, `${JSON.stringify(t, null, 2)}\n`);
}
console.log(JSON.stringify({ metric, alsoChanged }));
