// Real-run corpus: 10 tinybench tasks with default options.
// Usage: node bench.mjs <base|slow|slow10> <out.json>   (tinybench resolved through NODE_PATH-free import below)
// Writes each task's { name, result } as JSON (samples are not retained by default) and prints bench.table().
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const [variant, out] = process.argv.slice(2);
if (!['base', 'slow', 'slow10'].includes(variant) || !out) {
  console.error('usage: node bench.mjs <base|slow|slow10> <out.json>');
  process.exit(2);
}
const { SLOW } = await import(`./variants/${variant}.mjs`);
// How much of an input of n the extra pass covers: a fifth (SLOW = true), else the fraction SLOW (slow10: 0.1).
const part = (n) => (SLOW === true ? n / 5 : n * SLOW);
// tinybench lives in a scratch install outside the repository; TINYBENCH_DIR names its folder.
const require = createRequire(pathToFileURL(`${process.env.TINYBENCH_DIR ?? '.'}/`).href);
const { Bench } = await import(pathToFileURL(require.resolve('tinybench')).href);

const words = ['alpha', 'beta', 'gamma', 'delta', 'quick', 'brown', 'fox', 'lazy', 'dog', 'river'];
let seed = 1;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const text = Array.from({ length: 4000 }, () => words[Math.floor(rand() * words.length)]).join(' ');
const records = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `rec-${i}`, tags: ['x', String(i % 7)], score: i * 1.25 }));
const numbers = Array.from({ length: 2000 }, () => rand());
const keys = Array.from({ length: 2000 }, (_, i) => `k${(i * 7919) % 5000}`);
const buf = Buffer.from(text.slice(0, 16384));
let sink;

function fnv1a(s, n) {
  let h = 0x811c9dc5;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const bench = new Bench({ name: `realbench-${variant}` });
bench
  .add('json roundtrip', () => {
    sink = JSON.parse(JSON.stringify(records));
    if (SLOW) sink = JSON.parse(JSON.stringify(records.slice(0, part(records.length))));
  })
  .add('fnv1a 8k', () => {
    sink = fnv1a(text, 8192);
    if (SLOW) sink ^= fnv1a(text, part(8192));
  })
  .add('word count', () => {
    const counts = new Map();
    for (const w of text.split(' ')) counts.set(w, (counts.get(w) ?? 0) + 1);
    if (SLOW) for (const w of text.slice(0, part(text.length)).split(' ')) counts.set(w, (counts.get(w) ?? 0) + 1);
    sink = counts;
  })
  .add('sort numbers', () => {
    sink = numbers.slice().sort((a, b) => a - b);
  })
  .add('split join', () => {
    sink = text.split(' ').join('_');
  })
  .add('regex match all', () => {
    sink = text.match(/\b[a-z]{5,}\b/g).length;
  })
  .add('map insert', () => {
    const m = new Map();
    for (let i = 0; i < keys.length; i++) m.set(keys[i], i);
    sink = m.size;
  })
  .add('set dedupe', () => {
    sink = new Set(keys).size;
  })
  .add('reduce sum', () => {
    sink = numbers.reduce((a, b) => a + b, 0);
  })
  .add('base64 encode', () => {
    sink = buf.toString('base64');
  });

await bench.run();
console.table(bench.table());
writeFileSync(out, JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result })), null, 2) + '\n');
if (sink === undefined) console.log('unreachable');
