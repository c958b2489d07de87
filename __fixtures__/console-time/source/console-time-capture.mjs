// Captured with node: console.time / console.timeEnd / console.timeLog around real work and waits.
import { setTimeout as sleep } from 'node:timers/promises';
const sizes = [1_000, 10_000, 100_000];
for (let run = 0; run < 5; run++) {
  for (const n of sizes) {
    const a = Array.from({ length: n }, (_, i) => (i * 2654435761) % 1000003);
    console.time(`sort ${n}`);
    a.sort((x, y) => x - y);
    console.timeEnd(`sort ${n}`);
  }
}
console.time('json round trip');
const doc = { items: Array.from({ length: 20000 }, (_, i) => ({ id: i, name: `item ${i}` })) };
JSON.parse(JSON.stringify(doc));
console.timeEnd('json round trip');
console.time('wait 1.2 s');
await sleep(1200);
console.timeEnd('wait 1.2 s');
if (process.env.LONG) {
  console.time('wait 61 s');
  await sleep(61_000);
  console.timeEnd('wait 61 s');
}
console.time('default');
console.timeEnd('default');
console.time();
console.timeEnd();
