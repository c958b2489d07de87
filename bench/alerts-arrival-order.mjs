// Alerts when uploads finish out of order, as the service raises them (src/service/change-alerts.ts, in-process):
// Otava's series (__fixtures__/shared/oracles/otava) uploaded run by run, `inFlight` uploads at a time, each
// finishing at a random moment (the store gives a point the next id when it is stored, so a run that finishes
// late has a larger id than runs after it); after each stored point the background sweep runs with chance
// `sweepChance` (it is kicked, not run per point), and once more at the end. Each sweep's drafts are applied as
// the store applies them (src/service/alert-rows.ts).
// Reports, per series: in how many arrival orders the alerts that stand at the end (confirmed steps and drifts)
// are Otava's change points, exactly, and what stood otherwise; how many alerts were withdrawn, and how many of
// those after they had been confirmed (points uploaded late near them). 95% Wilson intervals.
// Usage: node bench/alerts-arrival-order.mjs [orders=400] [inFlight=8] [sweepChance=0.5] [seed=1]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importFromSrc, wilson } from './src-bundle.mjs';

const [orders = 400, inFlight = 8, sweepChance = 0.5, seed = 1] = process.argv.slice(2).map(Number);
const { alertsForTail, applyAlertDrafts, tailAlerts, mulberry32 } = await importFromSrc({
  alertsForTail: 'service/change-alerts.ts',
  applyAlertDrafts: 'service/alert-rows.ts',
  tailAlerts: 'service/alert-rows.ts',
  mulberry32: 'core/stats/random.ts',
});
const OTAVA = path.resolve(import.meta.dirname, '../__fixtures__/shared/oracles/otava');

function readSeries(name) {
  return readFileSync(path.join(OTAVA, 'series', `${name}.csv`), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [, commit, value] = line.split(',');
      return { commit, value: Number(value) };
    });
}

function otavaCommits(name) {
  const out = JSON.parse(readFileSync(path.join(OTAVA, 'out', name, 'json.txt'), 'utf8'));
  return out[name].map((cp) => cp.attributes.commit).sort();
}

/** One arrival order of `series`: the alert rows the store ends with. */
function upload(series, rand) {
  const stored = []; // { index, id }
  const rows = [];
  const sweep = () => {
    const points = [...stored]
      .sort((a, b) => a.index - b.index)
      .map((s) => ({ id: s.id, commit: series[s.index].commit, value: series[s.index].value }));
    const tail = { id: 1, direction: 'smaller-is-better', points, ...tailAlerts(rows) };
    applyAlertDrafts(rows, alertsForTail(tail));
  };
  const pending = [];
  const swept = []; // positions in the arrival order after which a sweep ran
  let next = 0;
  while (stored.length < series.length) {
    while (pending.length < inFlight && next < series.length) pending.push(next++);
    const [index] = pending.splice(Math.floor(rand() * pending.length), 1);
    stored.push({ index, id: stored.length + 1 });
    if (rand() < sweepChance) {
      sweep();
      swept.push(stored.length - 1);
    }
  }
  sweep();
  return Object.assign(rows, { order: stored.map((s) => s.index), swept });
}

const pct = (k, n) => {
  const [lo, hi] = wilson(k, n);
  return `${k}/${n} [${lo.toFixed(1)}, ${hi.toFixed(1)}]`;
};
console.log(
  `${orders} arrival orders per series, ${inFlight} uploads in flight, a sweep after a stored point with chance ${sweepChance}, seed ${seed}\n`,
);
console.log(
  'series        Otava change points   alerts as Otava (95% CI)   withdrawn (after confirmed)   what stood instead (orders)',
);
for (const name of ['no-change', 'step15', 'two-steps']) {
  const series = readSeries(name);
  const expected = otavaCommits(name);
  const rand = mulberry32(seed);
  let same = 0;
  let withdrawn = 0;
  let unconfirmed = 0;
  const wrong = new Map();
  for (let o = 0; o < orders; o++) {
    const rows = upload(series, rand);
    // What stands: confirmed steps and drifts (Otava finds no drift in these series, nor does an in-order upload).
    const confirmed = rows
      .filter((r) => r.stages.at(-1) === 'confirmed')
      .map((r) => (r.kind === 'drift' ? `drift@${r.commit}` : r.commit))
      .sort();
    withdrawn += rows.filter((r) => r.stages.at(-1) === 'withdrawn').length;
    unconfirmed += rows.filter(
      (r) => r.stages.at(-1) === 'withdrawn' && r.stages.includes('confirmed'),
    ).length;
    // BENCH_ORDERS=1: each arrival order in which a confirmed alert was withdrawn or a withdrawn one revived, to stderr.
    const turned = (r) => /confirmed,withdrawn|withdrawn,confirmed/.test(r.stages.join());
    if (process.env.BENCH_ORDERS && rows.some(turned))
      console.error(JSON.stringify({ name, order: rows.order, swept: rows.swept, rows }));
    if (confirmed.join() === expected.join()) same++;
    else {
      const key = confirmed.join(' ') || 'none';
      wrong.set(key, (wrong.get(key) ?? 0) + 1);
    }
  }
  const ranked = [...wrong].sort((a, b) => b[1] - a[1]);
  const others =
    ranked
      .slice(0, 3)
      .map(([k, v]) => `${k} (${v})`)
      .join(', ') + (ranked.length > 3 ? `, ${ranked.length - 3} more kinds` : '');
  console.log(
    `${name.padEnd(13)} ${(expected.join(' ') || 'none').padEnd(21)} ${pct(same, orders).padEnd(26)} ${`${withdrawn} (${unconfirmed})`.padStart(11)}   ${others}`,
  );
}
