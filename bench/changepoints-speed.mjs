// Speed of change-point detection: 1,000 series × 500 points (as bench/changepoints-accuracy.mjs makes
// them), whole analyses and appends of one point, each with the ratio to a reference measured in the same
// run on the same data (a numeric sort of every series), so machine speed cancels out. Wall time and this
// process's CPU time (user + system): on a shared machine the CPU time is what the work itself costs.
// The CLI default (steps + drifts) is also timed spread over worker threads, one per core: the wall time a
// caller that analyses many series at once can have (each series is independent).
// Usage: node bench/changepoints-speed.mjs [series=1000] [length=500] [runs=5]
import { rmSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { generateSeries, loadChangepoints, mulberry32 } from './changepoints-common.mjs';

const [count = 1000, length = 500, runs = 5] = process.argv.slice(2).map(Number);
const { analyseChanges, detectChangePoints, updateChangePoints, bundleUrl, bundleDir } =
  await loadChangepoints({
    keep: true,
  });
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

// Worker threads: each analyses its share of the series; the wall time runs from handing out the data to
// the last answer (the workers already started and warmed up, as a long-lived pool would be).
const cores = os.cpus().length;
const workerSource = `
  import { parentPort } from 'node:worker_threads';
  const { analyseChanges } = await import(${JSON.stringify(bundleUrl)});
  parentPort.on('message', (series) => {
    const started = process.cpuUsage();
    let steps = 0;
    for (const v of series) steps += analyseChanges(v).steps.length;
    const used = process.cpuUsage(started);
    parentPort.postMessage({ steps, cpu: (used.user + used.system) / 1000 });
  });
`;
const workers = Array.from(
  { length: cores },
  () => new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`)),
);
const shares = workers.map((_, w) => data.filter((_, i) => i % cores === w));
const roundTrip = (w, series) =>
  new Promise((resolve) => {
    workers[w].once('message', resolve);
    workers[w].postMessage(series);
  });
await Promise.all(workers.map((_, w) => roundTrip(w, shares[w].slice(0, 20)))); // warm-up
const walls = [];
const cpus = [];
for (let r = 0; r < runs; r++) {
  const start = process.hrtime.bigint();
  const answers = await Promise.all(workers.map((_, w) => roundTrip(w, shares[w])));
  walls.push(Number(process.hrtime.bigint() - start) / 1e6);
  cpus.push(answers.reduce((s, a) => s + a.cpu, 0));
  sink += answers.reduce((s, a) => s + a.steps, 0);
}
await Promise.all(workers.map((w) => w.terminate()));
rmSync(bundleDir, { recursive: true, force: true });
const mid = (xs) => xs.sort((a, b) => a - b)[Math.floor(runs / 2)];
line(`steps + drifts on ${cores} worker threads`, { wall: mid(walls), cpu: mid(cpus) }, '≤ 2000 ms');
if (sink === -1) console.log(sink);
