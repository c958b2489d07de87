import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-HY5B2DD4.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  rowKey
} from "./chunk-IIJBCLXK.js";
import {
  countBelow
} from "./chunk-YPIYRYS5.js";

// src/ab/sign-sequence.ts
var BETS = [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8];
function outcome(x, theta, side) {
  const gap = side * (x - theta);
  return gap > 0 ? 1 : gap === 0 ? 0.5 : 0;
}
function wealth(d, theta, side) {
  let sum = 0;
  for (const lambda of BETS) {
    let w = 1;
    for (let i = 0; i < d.length; i++) w *= 1 + lambda * (outcome(d[i], theta, side) - 0.5);
    sum += w;
  }
  return sum / BETS.length;
}
function upperWealth(d, theta) {
  return wealth(d, theta, 1);
}
function lowerWealth(d, theta) {
  return wealth(d, theta, -1);
}
function signSequence(d, alpha, minEffect) {
  const sorted = d.slice().sort((a, b) => a - b);
  const n = sorted.length;
  const median = n === 0 ? NaN : n % 2 ? sorted[n >> 1] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const everAbove = (theta) => firstCrossing(d, theta, alpha, 1) > 0;
  const everBelow = (theta) => firstCrossing(d, theta, alpha, -1) > 0;
  const gapBelow = (j) => j === 0 ? sorted[0] - 1 : (sorted[j - 1] + sorted[j]) / 2;
  const lowIndex = lastTrue(n, (j) => everAbove(gapBelow(j)));
  const low = lowIndex < 0 ? -Infinity : sorted[lowIndex];
  const gapAbove = (j) => j === n - 1 ? sorted[n - 1] + 1 : (sorted[j] + sorted[j + 1]) / 2;
  const highIndex = firstTrue(n, (j) => everBelow(gapAbove(j)));
  const high = highIndex >= n ? Infinity : sorted[highIndex];
  const underMargin = everBelow(minEffect);
  const overMinusMargin = everAbove(-minEffect);
  return {
    rounds: n,
    median,
    low,
    high,
    decision: decide(everAbove(minEffect), everBelow(-minEffect), underMargin, overMinusMargin),
    underMargin,
    overMinusMargin
  };
}
function decide(above, below, underMargin, overMinusMargin) {
  return above ? "above" : below ? "below" : underMargin && overMinusMargin ? "within" : "undecided";
}
function intersectSequences(a, b) {
  const underMargin = a.underMargin || b.underMargin;
  const overMinusMargin = a.overMinusMargin || b.overMinusMargin;
  return {
    rounds: a.rounds,
    median: a.median,
    low: Math.max(a.low, b.low),
    high: Math.min(a.high, b.high),
    decision: decide(
      a.decision === "above" || b.decision === "above",
      a.decision === "below" || b.decision === "below",
      underMargin,
      overMinusMargin
    ),
    underMargin,
    overMinusMargin
  };
}
function lastTrue(n, pred) {
  let lo = -1;
  let hi = n;
  while (hi - lo > 1) {
    const mid = lo + hi >> 1;
    if (pred(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
function firstTrue(n, pred) {
  return lastTrue(n, (j) => !pred(j)) + 1;
}
function roundsStillNeeded(d, alpha, minEffect) {
  const n = d.length;
  if (n === 0) return Infinity;
  const bar = Math.log(2 / alpha);
  const share = (pred) => (d.filter(pred).length + 0.5) / (n + 1);
  const need = (p, wealth2) => {
    if (p <= 0.5) return Infinity;
    const kl = p * Math.log(2 * p) + (1 - p) * Math.log(2 * (1 - p));
    return Math.max(0, (bar - Math.log(Math.max(wealth2, 1e-300))) / kl);
  };
  const slower = need(
    share((x) => x > minEffect),
    upperWealth(d, minEffect)
  );
  const faster = need(
    share((x) => x < -minEffect),
    lowerWealth(d, -minEffect)
  );
  const same = Math.max(
    need(
      share((x) => x < minEffect),
      lowerWealth(d, minEffect)
    ),
    need(
      share((x) => x > -minEffect),
      upperWealth(d, -minEffect)
    )
  );
  return Math.min(slower, faster, same);
}
function firstUpperCrossing(d, theta, alpha) {
  return firstCrossing(d, theta, alpha, 1);
}
function firstCrossing(d, theta, alpha, side) {
  const bar = 2 / alpha;
  const wealth2 = BETS.map(() => 1);
  for (let i = 0; i < d.length; i++) {
    const x = outcome(d[i], theta, side);
    let sum = 0;
    for (let b = 0; b < BETS.length; b++) sum += wealth2[b] *= 1 + BETS[b] * (x - 0.5);
    if (sum / BETS.length >= bar) return i + 1;
  }
  return 0;
}

// src/ab/judge-rounds.ts
function centre(m) {
  const s = m.samples && m.samples.length > 0 ? m.samples.slice().sort((a, b) => a - b) : [m.value];
  const h = s.length >> 1;
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}
function byRow(rs) {
  const out = /* @__PURE__ */ new Map();
  for (const m of rs.measurements) out.set(rowKey(m.key, m.metric), m);
  return out;
}
function judgeRounds(rounds, settings) {
  const rows = /* @__PURE__ */ new Map();
  if (rounds.length > 0) {
    const cand = byRow(rounds[0].candidate);
    for (const [k, m] of byRow(rounds[0].base))
      if (cand.has(k)) rows.set(k, { m, perRound: [], base: [], cand: [] });
  }
  for (const r of rounds) {
    const base = byRow(r.base);
    const cand = byRow(r.candidate);
    for (const [k, row] of rows) {
      const b = base.get(k);
      const c = cand.get(k);
      row.base.push(b ? Math.log(centre(b)) : NaN);
      row.cand.push(c ? Math.log(centre(c)) : NaN);
      const x = row.cand.at(-1) - row.base.at(-1);
      row.perRound.push(row.m.direction === "bigger-is-better" ? -x : x);
    }
  }
  if (settings.modes === true)
    for (const row of rows.values()) row.perRound = sameModeOnly(row.perRound, row.base, row.cand);
  const pairs = settings.pairs === true;
  const perBenchmarkAlpha = settings.alpha / Math.max(1, rows.size);
  const margin = Math.log1p(settings.minEffect);
  const benchmarks = [];
  for (const { m, perRound } of rows.values()) {
    const ratios = perRound.filter(Number.isFinite);
    const pairRatios = pairs ? pairMeans(perRound, rounds) : void 0;
    const sequence = benchmarkSequence({ ratios, pairRatios }, perBenchmarkAlpha, margin);
    const decision = sequence.decision === "above" ? "regression" : sequence.decision === "below" ? "improvement" : sequence.decision === "within" ? "same" : "undecided";
    benchmarks.push({
      key: m.key,
      metric: m.metric,
      unit: m.unit,
      direction: m.direction,
      ratios,
      ...pairRatios ? { pairRatios } : {},
      sequence,
      decision
    });
  }
  const decided = benchmarks.filter((b) => b.decision !== "undecided").length;
  const verdict = benchmarks.some((b) => b.decision === "regression") ? "regression" : decided === benchmarks.length && benchmarks.length > 0 ? "no regression" : "undecided";
  return {
    rounds: rounds.length,
    benchmarks,
    perBenchmarkAlpha,
    decided,
    verdict,
    pairs
  };
}
var MODE_GAP = Math.log(1.1);
var MODE_RUNS = 3;
function modeSplit(sorted, base, cand, upto) {
  let at = -1;
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i] - sorted[i - 1];
    if (gap >= MODE_GAP && (at < 0 || gap > sorted[at] - sorted[at - 1])) at = i;
  }
  if (at < 0) return null;
  const split = (sorted[at - 1] + sorted[at]) / 2;
  let baseLow = 0;
  let candLow = 0;
  let n = 0;
  for (let r = 0; r < upto; r++) {
    if (!(Number.isFinite(base[r]) && Number.isFinite(cand[r]))) continue;
    n++;
    if (base[r] < split) baseLow++;
    if (cand[r] < split) candLow++;
  }
  const bothModes = (low) => low >= MODE_RUNS && n - low >= MODE_RUNS;
  return bothModes(baseLow) && bothModes(candLow) ? split : null;
}
function sameModeOnly(perRound, base, cand) {
  const buffer = new Float64Array(2 * perRound.length);
  let n = 0;
  const insert = (x) => {
    const at = countBelow(buffer.subarray(0, n), x);
    buffer.copyWithin(at + 1, at, n);
    buffer[at] = x;
    n++;
  };
  return perRound.map((x, r) => {
    const split = modeSplit(buffer.subarray(0, n), base, cand, r);
    if (Number.isFinite(base[r]) && Number.isFinite(cand[r])) {
      insert(base[r]);
      insert(cand[r]);
    }
    return split === null || (base[r] - split) * (cand[r] - split) > 0 ? x : NaN;
  });
}
function benchmarkSequence(b, alpha, margin) {
  if (!b.pairRatios) return signSequence(b.ratios, alpha, margin);
  return intersectSequences(
    signSequence(b.ratios, alpha / 2, margin),
    signSequence(b.pairRatios, alpha / 2, margin)
  );
}
function pairMeans(perRound, rounds) {
  const out = [];
  for (let i = 0; i + 1 < perRound.length; i += 2) {
    const [a, b] = [perRound[i], perRound[i + 1]];
    if (Number.isFinite(a) && Number.isFinite(b) && rounds[i].first !== rounds[i + 1].first)
      out.push((a + b) / 2);
  }
  return out;
}

// src/ab/ab-folder.ts
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, availableParallelism, release } from "node:os";
import { join } from "node:path";

// src/ab/output-fingerprint.ts
var JSON_FIELDS = [
  ["context", "host_name"],
  ["context", "num_cpus"],
  ["context", "mhz_per_cpu"],
  ["context", "library_build_type"],
  ["machine_info", "cpu", "brand_raw"],
  ["machine_info", "cpu", "brand"],
  ["machine_info", "python_implementation"],
  ["machine_info", "python_version"],
  ["machine_info", "release"],
  ["version"]
];
var TEXT_FIELD = /^(goos|goarch|cpu):\s*(.+)$/gm;
function pick(doc, path) {
  let v = doc;
  for (const p of path) {
    if (v === null || typeof v !== "object") return void 0;
    v = v[p];
  }
  return v;
}
function outputFingerprint(text) {
  const out = {};
  const trimmed = text.trimStart();
  if (trimmed.startsWith("{")) {
    try {
      const doc = JSON.parse(trimmed);
      for (const path of JSON_FIELDS) {
        const v = pick(doc, path);
        if (typeof v === "string" || typeof v === "number") out[path.join(".")] = String(v);
      }
      return out;
    } catch {
    }
  }
  for (const m of text.slice(0, 1 << 16).matchAll(TEXT_FIELD)) out[m[1]] ??= m[2].trim();
  return out;
}
function fingerprintDifferences(a, b) {
  const out = [];
  for (const k of Object.keys(a)) if (k in b && a[k] !== b[k]) out.push(`${k}: ${a[k]} \u2260 ${b[k]}`);
  return out;
}
function requireSameFingerprint(a, b, what) {
  const diff = fingerprintDifferences(a, b);
  if (diff.length > 0)
    throw new UserError(
      `${what} ran in different environments (${diff.join("; ")}): an A/B comparison needs both on the same machine and toolchain; run both builds in one job with the same interpreter and libraries`
    );
}

// src/ab/ab-folder.ts
var MANIFEST = "ab.json";
var ROUNDS = "rounds.jsonl";
var FOLDER_ENTRY = /^(ab\.json|rounds\.jsonl|round-\d{3,6}-(base|candidate)\.(out|log))$/;
function hostFingerprint() {
  return {
    "cpu.model": cpus()[0]?.model?.trim() ?? "unknown",
    "cpu.cores": String(availableParallelism()),
    kernel: release(),
    node: process.version
  };
}
function roundFileNames(round, side) {
  const n = String(round).padStart(3, "0");
  return { result: `round-${n}-${side}.out`, log: `round-${n}-${side}.log` };
}
function writeManifest(dir, manifest) {
  writeFileSync(join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
}
function appendRound(dir, record) {
  appendFileSync(join(dir, ROUNDS), JSON.stringify(record) + "\n");
}
function readManifest(dir) {
  const file = join(dir, MANIFEST);
  if (!existsSync(file))
    throw new UserError(
      `${dir} has no ${MANIFEST}: give the folder an A/B run wrote (benchdelta ab --out DIR)`
    );
  const doc = JSON.parse(readFileSync(file, "utf8"));
  if (doc.version !== 1)
    throw new UserError(`${file} is version ${doc.version}: this benchdelta reads version 1`);
  return doc;
}
function readRoundRecords(dir) {
  const file = join(dir, ROUNDS);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "").flatMap((l) => {
    try {
      return [JSON.parse(l)];
    } catch {
      return [];
    }
  });
}
async function readRoundResults(dir, record, format) {
  const read = (side) => {
    const file = roundFileNames(record.round, side).result;
    if (record.sides?.[side]?.result !== file) {
      throw new UserError(
        `${join(dir, ROUNDS)}: round ${record.round} names its ${side} results "${String(record.sides?.[side]?.result).slice(0, 100)}", not ${file}: it is not a line benchdelta ab wrote`
      );
    }
    return readResultSet(join(dir, file), format ? { format } : {});
  };
  return { base: await read("base"), candidate: await read("candidate"), first: record.order?.[0] };
}
function roundFingerprint(dir, round) {
  const of = (side) => outputFingerprint(readFileSync(join(dir, roundFileNames(round, side).result), "utf8"));
  const fp = { base: of("base"), candidate: of("candidate") };
  requireSameFingerprint(fp.base, fp.candidate, `round ${round}: the base and the candidate`);
  return fp;
}
function requireOneEnvironment(records) {
  const [first] = records;
  for (const r of records.slice(1)) {
    requireSameFingerprint(first.host, r.host, `rounds ${first.round} and ${r.round}`);
    requireSameFingerprint(
      first.fingerprint.base,
      r.fingerprint.base,
      `rounds ${first.round} and ${r.round}`
    );
  }
}
async function judgeFolder(dir, minEffect) {
  const manifest = readManifest(dir);
  const records = readRoundRecords(dir);
  requireOneEnvironment(records);
  const counted = records.filter((r) => !r.warmup);
  const rounds = [];
  for (const r of counted) {
    requireSameFingerprint(
      r.fingerprint.base,
      r.fingerprint.candidate,
      `round ${r.round}: the base and the candidate`
    );
    const results = await readRoundResults(dir, r, manifest.format);
    const first = rounds[0]?.base.format ?? results.base.format;
    const other = [results.base, results.candidate].find((s) => s.format !== first);
    if (other) {
      const side = other === results.base ? "base" : "candidate";
      throw new UserError(
        `round ${r.round}: the ${side}'s results read as ${other.format}, the others as ${first}: both builds must write one format (give both commands the same harness and output flags, or --format NAME)`
      );
    }
    rounds.push(results);
  }
  return {
    manifest,
    // The manifest holds every setting the run was judged with (AbSettings); only the margin may be another.
    judgement: judgeRounds(rounds, { ...manifest, minEffect: minEffect ?? manifest.minEffect }),
    warmups: records.length - counted.length,
    records,
    format: rounds[0]?.base.format ?? manifest.format
  };
}

// src/ab/settle-advice.ts
var MAX_MARGIN = 0.5;
var STEPS = 20;
var ceilTenth = (fraction) => Math.ceil(fraction * 1e3 - 1e-9) / 1e3;
function settleAdvice(j, minEffect) {
  const open = j.benchmarks.filter((b) => b.decision === "undecided");
  if (open.length === 0) return null;
  const margin = Math.log1p(minEffect);
  let rounds = 0;
  const alpha = j.pairs ? j.perBenchmarkAlpha / 2 : j.perBenchmarkAlpha;
  for (const b of open) rounds = Math.max(rounds, roundsStillNeeded(b.ratios, alpha, margin));
  const bounded = open.filter((b) => Number.isFinite(b.sequence.low) && Number.isFinite(b.sequence.high));
  let wider = null;
  if (bounded.length === open.length) {
    const reach = Math.max(...open.map((b) => Math.max(-b.sequence.low, b.sequence.high)));
    for (let k = 0, m = ceilTenth(Math.max(minEffect, Math.expm1(reach))); k < STEPS; k++, m += 1e-3) {
      if (m > MAX_MARGIN) break;
      const theta = Math.log1p(m);
      if (j.benchmarks.every((b) => benchmarkSequence(b, j.perBenchmarkAlpha, theta).decision !== "undecided")) {
        wider = Math.round(m * 1e3) / 1e3;
        break;
      }
    }
  }
  return { undecided: open.length, margin: wider, unbounded: open.length - bounded.length, rounds };
}
var marginPct = (fraction) => {
  const p = fraction * 100;
  return String(Number(p >= 1 ? p.toFixed(1) : p.toPrecision(2)));
};
function settleText(advice, minEffect, secondsPerRound, folder, formatSeconds) {
  const n = advice.undecided;
  const them = n === 1 ? "it" : "them";
  const parts = [];
  if (advice.margin !== null)
    parts.push(
      `with the rounds run, a margin of \xB1${marginPct(advice.margin)}% decides every benchmark (benchdelta ab --judge ${folder ?? "DIR"} --min-effect ${marginPct(advice.margin)})`
    );
  else if (advice.unbounded > 0)
    parts.push(
      `${advice.unbounded} of ${n === 1 ? "it has" : "them have"} no interval bounded on both sides yet: no margin decides ${advice.unbounded === 1 ? "it" : "them"} before more rounds`
    );
  const at = `at \xB1${marginPct(minEffect)}%`;
  if (Number.isFinite(advice.rounds) && advice.rounds > 0) {
    const more = Math.ceil(advice.rounds);
    const time = secondsPerRound && secondsPerRound > 0 ? ` (~${longTime(more * secondsPerRound, formatSeconds)} at this pace)` : "";
    parts.push(
      `${at}, about ${more} more rounds${time} would decide ${them}, if the rounds keep falling as they have`
    );
  } else
    parts.push(
      `${at}, more rounds may not decide ${them}: ${n === 1 ? "its rounds fall" : "the rounds of some fall"} as often above the margin as below it`
    );
  return `to settle: ${n} benchmark${n === 1 ? "" : "s"} undecided; ${parts.join("; ")}.`;
}
function longTime(seconds, formatSeconds) {
  if (seconds < 3600) return formatSeconds(seconds);
  if (seconds < 48 * 3600) return `${(seconds / 3600).toFixed(1)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

export {
  upperWealth,
  lowerWealth,
  signSequence,
  roundsStillNeeded,
  firstUpperCrossing,
  judgeRounds,
  MANIFEST,
  ROUNDS,
  FOLDER_ENTRY,
  hostFingerprint,
  roundFileNames,
  writeManifest,
  appendRound,
  readManifest,
  readRoundRecords,
  readRoundResults,
  roundFingerprint,
  requireOneEnvironment,
  judgeFolder,
  settleAdvice,
  marginPct,
  settleText
};
