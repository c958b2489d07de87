#!/usr/bin/env node
// Adds to each change of <pair>/truth.json what the files show: `measured` = the factor between the row's
// values (benchdelta's reader, dist/lib.js: each side's centre) in the change's direction, so 2 means the
// candidate took half (faster/less) or twice (slower/more) the baseline's value; below 1, the other way.
// Usage: node __fixtures__/real-pairs/measure-pairs.mjs <pair folder>...   (after `npm run package`)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readResultSet } from '../../dist/lib.js';

for (const dir of process.argv.slice(2)) {
  const file = join(dir, 'truth.json');
  const truth = JSON.parse(readFileSync(file, 'utf8'));
  const [a, b] = await Promise.all([truth.baseline, truth.candidate].map((f) => readResultSet(join(dir, f))));
  const value = (set, c) =>
    set.measurements.find((m) => m.key === c.key && m.metric === (c.metric ?? truth.metric ?? 'time'))?.value;
  for (const c of truth.changes) {
    const ratio = value(b, c) / value(a, c);
    const up = c.direction === 'slower' || c.direction === 'more';
    c.measured = Math.round((up ? ratio : 1 / ratio) * 100) / 100;
  }
  writeFileSync(file, `${JSON.stringify(truth, null, 2)}\n`);
  console.log(dir, truth.changes.map((c) => `${c.key} ${c.metric ?? ''} ×${c.ratio} → ${c.measured}`).join('; '));
}
