// Fitting corpus "shared" (issue 32): benchmark.js 2.1.4, 10 benchmarks of code no other corpus uses. SLOW=1: "crc32
// 16k", "sort 2k" and "json stringify" also process a fifth more input (+20% of the work). All else is the same.
const Benchmark = require('benchmark');
const SLOW = process.env.SLOW === '1';
// One second per benchmark (benchmark.js's default is 5): a run of the ten takes ~15 s, as a CI step would.
Benchmark.options.maxTime = 1;
const extra = (n) => (SLOW ? Math.round(n * 1.2) : n);

const bytes = Buffer.alloc(extra(16384)).map((_, i) => (i * 31 + 7) & 255);
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const nums = Array.from({ length: extra(2048) }, (_, i) => (i * 2654435761) % 100003);
const record = (i) => ({ id: i, name: `item-${i}`, tags: ['a', 'b', String(i % 7)], price: i * 1.25 });
const records = Array.from({ length: extra(200) }, (_, i) => record(i));
const words = Array.from({ length: 2000 }, (_, i) => `w${(i * 7919) % 997}`);
const text = words.join(' ');
const floats = Float64Array.from({ length: 8192 }, (_, i) => Math.sin(i));
let sink = 0;

new Benchmark.Suite('shared')
  .add('crc32 16k', () => {
    let c = 0xffffffff;
    for (let i = 0; i < bytes.length; i++) c = crcTable[(c ^ bytes[i]) & 255] ^ (c >>> 8);
    sink ^= c;
  })
  .add('sort 2k', () => {
    sink ^= nums.slice().sort((a, b) => a - b)[7];
  })
  .add('json stringify', () => {
    sink ^= JSON.stringify(records).length;
  })
  .add('map count words', () => {
    const m = new Map();
    for (const w of words) m.set(w, (m.get(w) ?? 0) + 1);
    sink ^= m.size;
  })
  .add('regex replace', () => {
    sink ^= text.replace(/w(\d+)/g, 'v$1').length;
  })
  .add('base64 roundtrip', () => {
    sink ^= Buffer.from(Buffer.from(text).toString('base64'), 'base64').length;
  })
  .add('float64 dot', () => {
    let s = 0;
    for (let i = 0; i < floats.length; i++) s += floats[i] * floats[(i * 3) & 8191];
    sink ^= s > 0 ? 1 : 0;
  })
  .add('set intersect', () => {
    const a = new Set(words.slice(0, 1000));
    let n = 0;
    for (const w of words.slice(1000)) if (a.has(w)) n++;
    sink ^= n;
  })
  .add('template build', () => {
    let s = '';
    for (let i = 0; i < 500; i++) s += `<li id="${i}">${words[i]}</li>`;
    sink ^= s.length;
  })
  .add('split join', () => {
    sink ^= text.split(' ').reverse().join(',').length;
  })
  .on('cycle', (event) => console.log(String(event.target)))
  .on('complete', () => {
    if (sink === 0.5) console.log(sink);
  })
  .run({ async: false });
