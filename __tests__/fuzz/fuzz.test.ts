// The seeded CI run of the parser fuzzer (`npm run fuzz` runs 1,000,000 cases): every registered format,
// random bytes and mutated real outputs; no parser may throw anything but a UserError or let a non-finite
// number through.
import { BLOCK_LOG_FORMATS } from '../../src/formats/eth/registry.js';
import { MICRO_FORMATS } from '../../src/formats/micro/registry.js';
import { runFuzz, summaryLines } from './fuzz.js';
import { fuzzTargets } from './targets.js';

test('the fuzzer drives every registered micro and block-log format and the item-set reader', () => {
  const names = fuzzTargets().map((t) => t.name);
  for (const f of Object.values(MICRO_FORMATS)) {
    expect(names).toContain(f.name);
    if (f.parseBytes) expect(names).toContain(`${f.name} (bytes)`);
  }
  for (const f of BLOCK_LOG_FORMATS) expect(names).toContain(`log:${f}`);
  expect(names).toContain('itemset');
});

test('20,000 seeded cases: no crash, no NaN or Infinity in a result', () => {
  const summary = runFuzz({ cases: 20_000, seed: 42, longLineBytes: 16 << 10, maxSeedBytes: 32 << 10 });
  const report = [...summaryLines(summary), ...summary.crashes.map((c) => `${c.target}: ${c.error}`)].join(
    '\n',
  );
  expect(summary.cases).toBe(20_000);
  if (summary.crashCount > 0) throw new Error(report);
  expect(summary.crashCount).toBe(0);
}, 120_000);
