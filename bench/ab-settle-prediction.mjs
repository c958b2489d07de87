// Checks the advice an undecided `benchdelta ab` run ends with (src/ab/settle-advice.ts) on kept real runs: each
// run's rounds are cut at every `step`-th round and judged as the runner judged them then; where that verdict is
// undecided, the advice's "about R more rounds would decide them" is checked against what the run's own later
// rounds did (decided by round n + R, or not yet by then, or the run ended first), and its margin is checked to
// decide every benchmark with the rounds run (it is searched to, so it must). Nothing here is fitted.
// Usage: BENCHDELTA_LIB=<bundle lib.js> node bench/ab-settle-prediction.mjs [--step=20] DIR…
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const step = Number(args.find((a) => a.startsWith('--step='))?.slice(7) ?? 20);
const dirs = args.filter((a) => !a.startsWith('--'));
if (dirs.length === 0) throw new Error('give one or more folders kept by benchdelta ab');
const lib = process.env.BENCHDELTA_LIB ?? path.resolve(import.meta.dirname, '../dist/lib.js');
const { judgeRounds, readManifest, readRoundRecords, readRoundResults, settleAdvice } = await import(
  pathToFileURL(path.resolve(lib)).href
);

let cuts = 0;
let settledInTime = 0;
let notYet = 0;
let beyondRun = 0;
let pointsNowhere = 0;
let marginDecides = 0;
let marginProposed = 0;
const ratios = [];
for (const dir of dirs) {
  const manifest = readManifest(dir);
  const records = readRoundRecords(dir).filter((r) => !r.warmup);
  const rounds = [];
  for (const r of records) rounds.push(await readRoundResults(dir, r, manifest.format));
  const judgeAt = (n, minEffect = manifest.minEffect) =>
    judgeRounds(rounds.slice(0, n), { ...manifest, minEffect });
  // The first round at which every benchmark undecided at the cut is decided (Infinity: never in this run).
  const decidedBy = (n, keys) => {
    for (let m = n + 1; m <= rounds.length; m++) {
      const j = judgeAt(m);
      if (j.benchmarks.every((b) => !keys.has(`${b.key} ${b.metric}`) || b.decision !== 'undecided'))
        return m;
    }
    return Infinity;
  };
  for (let n = step; n < rounds.length; n += step) {
    const j = judgeAt(n);
    if (j.verdict !== 'undecided') continue;
    const advice = settleAdvice(j, manifest.minEffect);
    cuts++;
    if (advice.margin !== null) {
      marginProposed++;
      if (judgeAt(n, advice.margin).decided === j.benchmarks.length) marginDecides++;
    }
    if (!Number.isFinite(advice.rounds)) {
      pointsNowhere++;
      continue;
    }
    const keys = new Set(
      j.benchmarks.filter((b) => b.decision === 'undecided').map((b) => `${b.key} ${b.metric}`),
    );
    const by = decidedBy(n, keys);
    const advised = n + Math.ceil(advice.rounds);
    if (by <= advised) settledInTime++;
    else if (advised <= rounds.length) notYet++;
    else beyondRun++;
    if (Number.isFinite(by)) ratios.push((by - n) / Math.max(1, Math.ceil(advice.rounds)));
    console.log(
      `${path.basename(dir)} round ${n}: ${advice.undecided} undecided; advised ${Math.ceil(advice.rounds)} more` +
        ` → ${Number.isFinite(by) ? `decided at round ${by} (${by - n} more)` : `not decided by round ${rounds.length}`}` +
        `; margin ${advice.margin === null ? '—' : `±${(advice.margin * 100).toFixed(1)}%`}`,
    );
  }
}
ratios.sort((a, b) => a - b);
console.log(
  `\n${cuts} undecided cuts: decided within the advised rounds ${settledInTime}, not by then ${notYet}, ` +
    `advice past the run's end ${beyondRun}, rounds pointing nowhere ${pointsNowhere}; ` +
    `the margin proposed ${marginProposed}×, deciding every benchmark ${marginDecides}×` +
    (ratios.length ? `; rounds taken ÷ advised, median ${ratios[ratios.length >> 1].toFixed(2)}` : ''),
);
