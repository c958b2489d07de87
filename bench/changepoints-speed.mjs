// Speed of change-point detection: 1,000 series × 500 points (as bench/changepoints-accuracy.mjs makes
// them), whole analyses and appends of one point, each with the ratio to a reference measured in the same
// run on the same data (a numeric sort of every series), so machine speed cancels out. Wall time and this
// process's CPU time (user + system): on a shared machine the CPU time is what the work itself costs.
// Usage: node bench/changepoints-speed.mjs [series=1000] [length=500] [runs=5]
import os from 'node:os';
import { generateSeries, loadChangepoints, mulberry32 } from './changepoints-common.mjs';

const [count = 1000, length = 500, runs = 5] = process.argv.slice(2).map(Number);
const { analyseChanges, detectChangePoints, updateChangePoints } = await loadChangepoints();
const rand = mulberry32(2);
const data = Array.from({ length: count }, () => generateSeries(rand, { length }).values);

/** Median wall and CPU milliseconds of `runs` runs. */
function median(fn) {
  const wall = [];
  const cpu = [];
  for (let r = 0; r < runs; r++) {
    const start = process.hrtime.bigint();
    const startCpu = process.cpuUsage();
    fn();
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    wall.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const mid = (xs) => xs.sort((a, b) => a - b)[Math.floor(runs / 2)];
  return { wall: mid(wall), cpu: mid(cpu) };
}

let sink = 0;
const sortMs = median(() => {
  for (const v of data) sink += Float64Array.from(v).sort()[0];
});
const line = (name, t, target) =>
  console.log(
    `${name.padEnd(44)} wall ${t.wall.toFixed(0).padStart(5)} ms, CPU ${t.cpu.toFixed(0).padStart(5)} ms` +
      `  ×${(t.cpu / sortMs.cpu).toFixed(1)} the CPU of sorting each series (${sortMs.cpu.toFixed(0)} ms)` +
      `${target ? `   target: ${target}` : ''}`,
  );

console.log(
  `node ${process.version}; ${count} series × ${length} points; median of ${runs} runs; ` +
    `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores\n`,
);
for (const [name, options] of [
  ['Otava 0.8.0 reproduced', { reproduceOtava: true }],
  ['benchdelta (default)', {}],
]) {
  line(
    `${name}, whole series`,
    median(() => {
      for (const v of data) sink += detectChangePoints(v, options).changePoints.length;
    }),
    undefined,
  );
}
line(
  'benchdelta steps + drifts (CLI default), whole series',
  median(() => {
    for (const v of data) sink += analyseChanges(v).steps.length;
  }),
  '≤ 2000 ms',
);
// The service's case: each series gains one point; its stored state lets only the tail be re-analysed.
const grown = data.map((v) => [...v, v[v.length - 1]]);
const states = data.map((v) => detectChangePoints(v.slice(0, length)).state);
line(
  'benchdelta, one point appended (from state)',
  median(() => {
    for (let i = 0; i < count; i++) sink += updateChangePoints(grown[i], states[i]).changePoints.length;
  }),
);
line(
  'benchdelta, one point appended (full)',
  median(() => {
    for (const v of grown) sink += detectChangePoints(v).changePoints.length;
  }),
);
if (sink === -1) console.log(sink);
