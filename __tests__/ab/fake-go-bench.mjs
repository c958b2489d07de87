// A tiny stand-in harness for the A/B tests: prints go test -bench lines (3 samples per benchmark) whose
// times carry ±0.5% noise, with chosen benchmarks made slower. Usage:
//   node fake-go-bench.mjs [NAME=FACTOR…] [--cpu MODEL] [--fail] [--sleep MS] [--out FILE] [--counter FILE]
// --counter FILE: the noise is drawn from a seed counted up in FILE at each call (sequential runs only), so a run
// of `benchdelta ab` with a fixed --seed gives the same numbers every time.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as wait } from 'node:timers/promises';

const args = process.argv.slice(2);
const factors = new Map();
let cpu = 'Test CPU';
let fail = false;
let sleep = 0;
let out;
let counter;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--cpu') cpu = args[++i];
  else if (args[i] === '--fail') fail = true;
  else if (args[i] === '--sleep') sleep = Number(args[++i]);
  else if (args[i] === '--out') out = args[++i];
  else if (args[i] === '--counter') counter = args[++i];
  else {
    const [name, f] = args[i].split('=');
    factors.set(name, Number(f));
  }
}
if (sleep) await wait(sleep);
if (fail) {
  console.log('--- FAIL: BenchmarkParse');
  console.error('panic: runtime error: index out of range [3] with length 3');
  process.exit(2);
}
let random = Math.random;
if (counter) {
  const n = existsSync(counter) ? Number(readFileSync(counter, 'utf8')) + 1 : 1;
  writeFileSync(counter, String(n));
  // mulberry32
  let a = n * 2654435761;
  random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const names = ['Parse', 'Encode', 'Hash', 'Sort', 'Match', 'Format'];
const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/ab', `cpu: ${cpu}`];
names.forEach((name, k) => {
  const base = 1000 * (k + 1) * (factors.get(name) ?? 1);
  for (let s = 0; s < 3; s++) {
    const ns = base * (1 + (random() - 0.5) * 0.01);
    lines.push(`Benchmark${name}-2   \t  100000\t${ns.toFixed(1)} ns/op`);
  }
});
lines.push('PASS', 'ok  \texample.com/ab\t1.234s');
const text = lines.join('\n') + '\n';
if (out) writeFileSync(out, text);
else process.stdout.write(text);
