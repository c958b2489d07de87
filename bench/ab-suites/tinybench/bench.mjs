// The A/B runner's tinybench suite (bench/ab-suites/README.md): the held-out corpus' 8 tasks and two more,
// `new Bench({ name, time: 100 })`. Usage: node bench.mjs <out.json>   (tinybench found through TINYBENCH_DIR)
// SLOW: with AB_SLOW_PCT=P (default 0), "url parse", "array flat" and "string pad" repeat their work on the first
// P% of their input (+P%); one source serves both sides.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const [out] = process.argv.slice(2);
if (!out) {
  console.error('usage: node bench.mjs <out.json>');
  process.exit(2);
}
const SLOW_PCT = Number(process.env.AB_SLOW_PCT ?? 0);
const part = (xs) => xs.slice(0, Math.floor((xs.length * SLOW_PCT) / 100));
const require = createRequire(pathToFileURL(`${process.env.TINYBENCH_DIR ?? '.'}/`).href);
const { Bench } = await import(pathToFileURL(require.resolve('tinybench')).href);

let seed = 5;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const urls = Array.from(
  { length: 200 },
  (_, i) => `https://h${i % 9}.example.org/p/${i}?q=${i * 3}&r=x#f${i}`,
);
const nested = Array.from({ length: 400 }, (_, i) => [i, [i + 1, [i + 2]]]);
const labels = Array.from({ length: 1000 }, (_, i) => `id${i}`);
const floats = new Float64Array(4096).map(() => rand());
const objs = Array.from({ length: 500 }, (_, i) => ({ a: i, b: `v${i}`, c: i % 3 === 0 }));
const csv = Array.from({ length: 500 }, (_, i) => `${i},${(i * 1.7).toFixed(2)},name${i}`).join('\n');
let sink;

const bench = new Bench({ name: 'ab-suite', time: 100 });
bench
  .add('url parse', () => {
    let n = 0;
    for (const u of urls) n += new URL(u).searchParams.size;
    if (SLOW_PCT) for (const u of part(urls)) n += new URL(u).searchParams.size;
    sink = n;
  })
  .add('array flat', () => {
    sink = nested.flat(Infinity).length;
    if (SLOW_PCT) sink += part(nested).flat(Infinity).length;
  })
  .add('string pad', () => {
    let s = '';
    for (const l of labels) s += l.padStart(12, '.');
    if (SLOW_PCT) for (const l of part(labels)) s += l.padStart(12, '.');
    sink = s.length;
  })
  .add('float64 sum', () => {
    let s = 0;
    for (let i = 0; i < floats.length; i++) s += floats[i];
    sink = s;
  })
  .add('object spread', () => {
    sink = objs.map((o) => ({ ...o, d: o.a * 2 })).length;
  })
  .add('csv split', () => {
    sink = csv.split('\n').map((l) => l.split(',')).length;
  })
  .add('structuredClone', () => {
    sink = structuredClone(objs).length;
  })
  .add('textencoder', () => {
    sink = new TextEncoder().encode(csv).length;
  })
  .add('json roundtrip', () => {
    sink = JSON.parse(JSON.stringify(objs)).length;
  })
  .add('regex scan', () => {
    sink = csv.match(/name\d+7/g)?.length;
  });

await bench.run();
console.table(bench.table());
writeFileSync(
  out,
  JSON.stringify(
    bench.tasks.map(({ name, result }) => ({ name, result })),
    null,
    2,
  ) + '\n',
);
if (sink === undefined) console.log('unreachable');
