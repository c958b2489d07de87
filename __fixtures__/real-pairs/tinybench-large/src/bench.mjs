// Real pair with large known changes (tinybench 6.2.5, default options): `node bench.mjs changed out.json` makes
// "sum 16k" do 8x the work, "join 1k" 2x, and "sort 2k" 4x less (the base build sorts four copies). The five
// other tasks are the same code. Usage: node bench.mjs <base|changed> <out.json>   (tinybench via TINYBENCH_DIR)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const [variant, out] = process.argv.slice(2);
if (!['base', 'changed'].includes(variant) || !out) {
  console.error('usage: node bench.mjs <base|changed> <out.json>');
  process.exit(2);
}
const changed = variant === 'changed';
const require = createRequire(pathToFileURL(`${process.env.TINYBENCH_DIR ?? '.'}/`).href);
const { Bench } = await import(pathToFileURL(require.resolve('tinybench')).href);

const nums = Array.from({ length: 16384 }, (_, i) => (i * 7919) % 1009);
const strs = Array.from({ length: 1000 }, (_, i) => `s${i}`);
let sink;
const bench = new Bench({ name: `pair-${variant}` });
bench
  .add('sum 16k', () => {
    let s = 0;
    for (let r = 0; r < (changed ? 8 : 1); r++) for (let i = 0; i < nums.length; i++) s += nums[i];
    sink = s;
  })
  .add('join 1k', () => {
    let n = 0;
    for (let r = 0; r < (changed ? 2 : 1); r++) n += strs.join(',').length;
    sink = n;
  })
  .add('sort 2k', () => {
    for (let r = 0; r < (changed ? 1 : 4); r++) sink = nums.slice(0, 2048).sort((a, b) => a - b);
  })
  .add('map double', () => {
    sink = nums.map((x) => x * 2).length;
  })
  .add('filter odd', () => {
    sink = nums.filter((x) => x & 1).length;
  })
  .add('object keys', () => {
    sink = Object.keys({ ...strs }).length;
  })
  .add('json small', () => {
    sink = JSON.parse(JSON.stringify({ a: strs.slice(0, 50) })).a.length;
  })
  .add('regex test', () => {
    let n = 0;
    for (const s of strs) if (/^s\d+7$/.test(s)) n++;
    sink = n;
  });
await bench.run();
console.table(bench.table());
writeFileSync(out, JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result })), null, 2) + '\n');
if (sink === undefined) console.log('unreachable');
