// Builds __fixtures__/changepoints/real/real.json from two public snapshots (git directories given as
// arguments; nothing here is read at test time): the Turing Change Point Dataset's univariate real series
// with their annotators' marks (alan-turing-institute/TCPD, MIT) and the 12 shortest series of the Time
// Series Segmentation Benchmark (ermshaua/time-series-segmentation-benchmark, BSD-3-Clause). Each series
// gets its half (fit or held-out) from a hash of its name, fixed before anything was tuned.
// Usage: node bench/changepoints-real-collect.mjs TCPD_GIT_DIR TSSB_GIT_DIR [out]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';

const [tcpd, tssb, out = '__fixtures__/changepoints/real/real.json'] = process.argv.slice(2);
if (!tcpd || !tssb) {
  console.error('usage: node bench/changepoints-real-collect.mjs TCPD_GIT_DIR TSSB_GIT_DIR [out]');
  process.exit(2);
}
const git = (dir, ...args) =>
  execFileSync('git', ['--git-dir', dir, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
const commitOf = (dir) => git(dir, 'rev-parse', 'HEAD').trim();

/** The half a series belongs to: first byte of SHA-256 of its name, even → fit, odd → held-out. */
export const halfOf = (name) =>
  createHash('sha256').update(name).digest()[0] % 2 === 0 ? 'fit' : 'held-out';

/** Missing values (null) filled along a line between their neighbours, so indexes keep their meaning. */
function fillGaps(raw) {
  const v = raw.map((x) => (x === null ? NaN : Number(x)));
  for (let i = 0; i < v.length; i++) {
    if (!Number.isNaN(v[i])) continue;
    let j = i;
    while (j < v.length && Number.isNaN(v[j])) j++;
    const left = i > 0 ? v[i - 1] : v[j];
    const right = j < v.length ? v[j] : left;
    for (let k = i; k < j; k++) v[k] = left + ((right - left) * (k - i + 1)) / (j - i + 1);
    i = j;
  }
  return v;
}

const series = [];
const tcpdCommit = commitOf(tcpd);
const annotations = JSON.parse(git(tcpd, 'show', 'HEAD:annotations.json'));
for (const name of Object.keys(annotations).sort()) {
  if (name.startsWith('quality_control')) continue; // generated, not real
  let data;
  try {
    data = JSON.parse(git(tcpd, 'show', `HEAD:datasets/${name}/${name}.json`));
  } catch {
    continue; // not redistributed in the repository (downloaded by its Makefile from the original host)
  }
  const marks = Object.values(annotations[name]);
  for (const [d, s] of data.series.entries()) {
    const id = data.n_dim === 1 ? name : `${name}:${s.label}`;
    series.push({
      name: id,
      source: 'TCPD',
      domain: 'real-world (TCPD)',
      half: halfOf(id),
      cite: `alan-turing-institute/TCPD@${tcpdCommit} datasets/${name}/${name}.json (series ${d}), annotations.json`,
      missing: s.raw.filter((x) => x === null).length,
      values: fillGaps(s.raw),
      annotations: marks,
    });
  }
}

const tssbCommit = commitOf(tssb);
const desc = git(tssb, 'show', 'HEAD:tssb/datasets/desc.txt').trim().split('\n');
const sized = desc.map((line) => {
  const [name, , ...cps] = line.split(',');
  const values = git(tssb, 'show', `HEAD:tssb/datasets/${name}.txt`).trim().split('\n').map(Number);
  return { name, values, cps: cps.map(Number) };
});
sized.sort((a, b) => a.values.length - b.values.length || (a.name < b.name ? -1 : 1));
for (const s of sized.slice(0, 12)) {
  series.push({
    name: `tssb:${s.name}`,
    source: 'TSSB',
    domain: 'sensor, ECG, motion, images as series (TSSB, UCR archive)',
    half: halfOf(`tssb:${s.name}`),
    cite: `ermshaua/time-series-segmentation-benchmark@${tssbCommit} tssb/datasets/${s.name}.txt, desc.txt`,
    missing: 0,
    values: s.values,
    annotations: [s.cps],
  });
}
writeFileSync(out, JSON.stringify({ series }) + '\n');
const count = (h) => series.filter((s) => s.half === h).length;
console.log(`${series.length} series (${count('fit')} fit, ${count('held-out')} held-out) → ${out}`);
for (const s of series)
  console.log(
    `${s.half.padEnd(8)} ${s.name} n=${s.values.length} marks=${s.annotations.map((a) => a.length).join('/')}`,
  );
