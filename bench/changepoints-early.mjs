// Early (provisional) alerts, as the service raises them (src/service/change-alerts.ts, in-process): series
// at level 100 with 3% noise and one step of ±size at `at`, swept point by point from `from` points to
// `at + after`, each sweep's drafts applied as the store applies them (src/service/alert-rows.ts).
// Reports: the delay (points of the new level seen when the step was first alerted, provisional or confirmed),
// false provisional alerts (not within ±5 of the step) per 1,000 points swept, whether every provisional alert
// ended (confirmed or withdrawn), and alerts per step (never two for one step). 95% Wilson intervals.
// Usage: node bench/changepoints-early.mjs [series=1000] [size=0.10] [seed=7]
import { performance } from 'node:perf_hooks';
import { mulberry32 } from './changepoints-common.mjs';
import { wilson } from './changepoints-metrics.mjs';
import { importFromSrc } from './src-bundle.mjs';

const [count = 1000, size = 0.1, seed = 7] = process.argv.slice(2).map(Number);
const FROM = 40;
const AT = 70;
const AFTER = 25;
const { alertsForTail, DEFAULT_ALERT_OPTIONS, applyAlertDrafts, tailAlerts } = await importFromSrc({
  alertsForTail: 'service/change-alerts.ts',
  DEFAULT_ALERT_OPTIONS: 'service/change-alerts.ts',
  applyAlertDrafts: 'service/alert-rows.ts',
  tailAlerts: 'service/alert-rows.ts',
});

const rand = mulberry32(seed);
const gaussian = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const delays = [];
let swept = 0;
let falseProvisional = 0;
/** Where false provisional alerts stood: before the step, after it (relative index → count). */
const falseAt = new Map();
let provisionalOpened = 0;
let provisionalOpenAtEnd = 0;
let confirmed = 0;
let withdrawn = 0;
let doubled = 0;
let missed = 0;
const started = performance.now();
for (let s = 0; s < count; s++) {
  const sign = s % 2 === 0 ? 1 : -1;
  const values = Array.from(
    { length: AT + AFTER },
    (_, i) => 100 * (i >= AT ? 1 + sign * size : 1) * (1 + 0.03 * gaussian()),
  );
  const points = values.map((value, i) => ({ id: i + 1, commit: `c${i}`, value }));
  /** The series' alerts as the store keeps them (service/alert-rows.ts). */
  const rows = [];
  let firstDelay;
  for (let n = FROM; n <= values.length; n++) {
    swept++;
    const tail = { id: 1, direction: 'smaller-is-better', points: points.slice(0, n), ...tailAlerts(rows) };
    for (const change of applyAlertDrafts(rows, alertsForTail(tail, DEFAULT_ALERT_OPTIONS))) {
      if (change.op === 'stage') {
        // An open provisional alert ended (in-order points never re-place a confirmed one).
        if (change.stage === 'confirmed') confirmed++;
        else withdrawn++;
        continue;
      }
      const d = change.draft;
      const index = d.pointId - 1;
      const near = d.kind === 'step' && Math.abs(index - AT) <= 5;
      if (d.stage === 'provisional') {
        provisionalOpened++;
        if (!near) {
          falseProvisional++;
          const key = index < AT ? 'before the step' : `${index - AT} after it, ${n - index} points seen`;
          falseAt.set(key, (falseAt.get(key) ?? 0) + 1);
        }
      }
      if (near && firstDelay === undefined) firstDelay = n - AT;
    }
  }
  const stepRows = rows.filter(
    (r) => r.kind === 'step' && r.stage !== 'withdrawn' && Math.abs(r.pointId - 1 - AT) <= 5,
  );
  if (stepRows.length > 1) doubled++;
  // Opened at least confirmAfter points before the end: it should have ended.
  for (const r of rows) {
    if (r.stage === 'provisional' && r.pointId - 1 < values.length - DEFAULT_ALERT_OPTIONS.confirmAfter - 1)
      provisionalOpenAtEnd++;
  }
  if (firstDelay === undefined) missed++;
  else delays.push(firstDelay);
}
const ms = performance.now() - started;
delays.sort((a, b) => a - b);
const quantile = (q) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))];
const f3 = (x) => x.toFixed(3);
const [fLo, fHi] = wilson(falseProvisional, swept);
const within3 = delays.filter((d) => d <= 3).length;
const [wLo, wHi] = wilson(within3, count);
console.log(
  `${count} series, level 100, noise 3%, one step of ±${(size * 100).toFixed(0)}% at point ${AT}; swept point by point ` +
    `from ${FROM} to ${AT + AFTER} points (${swept} sweeps); service defaults (${ms.toFixed(0)} ms)\n`,
);
console.log(
  `delay (points of the new level seen when first alerted): median ${quantile(0.5)}, p90 ${quantile(0.9)}, max ` +
    `${delays[delays.length - 1]}; within 3 points ${within3}/${count} = ${f3(within3 / count)} [${f3(wLo)}, ${f3(wHi)}]; never alerted ${missed}`,
);
console.log(
  `false provisional alerts: ${falseProvisional} in ${swept} points swept = ${f3((1000 * falseProvisional) / swept)} per 1,000 ` +
    `[${f3(1000 * fLo)}, ${f3(1000 * fHi)}]`,
);
console.log(
  `  where: ${
    [...falseAt]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${v}× ${k}`)
      .join('; ') || 'none'
  }`,
);
console.log(
  `provisional alerts: ${provisionalOpened} opened, ${confirmed} confirmed, ${withdrawn} withdrawn, ${provisionalOpenAtEnd} still open ` +
    `${DEFAULT_ALERT_OPTIONS.confirmAfter}+ points after; steps with two live alerts: ${doubled}`,
);
