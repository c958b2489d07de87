import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  appendRound,
  hostFingerprint,
  judgeRounds,
  marginPct,
  readRoundResults,
  requireOneEnvironment,
  roundFileNames,
  roundFingerprint,
  roundsStillNeeded,
  settleAdvice,
  settleText,
  writeManifest
} from "./chunk-YMZRNFDT.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/ab/ab-run.ts
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

// src/core/stats/random.ts
var { imul } = Math;
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = imul(t ^ t >>> 15, t | 1);
    t ^= t + imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/ab/run-side.ts
import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
var TAIL_LINES = 20;
function shellQuote(s) {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}
function pinning() {
  if (process.platform !== "linux") return { ok: false, why: `no taskset on ${process.platform}` };
  if (availableParallelism() < 2) return { ok: false, why: "only one CPU is available" };
  const probe = spawnSync("taskset", ["-c", "0", "true"], { stdio: "ignore" });
  if (probe.error || probe.status !== 0) return { ok: false, why: "taskset is not installed (util-linux)" };
  return { ok: true };
}
function tailOf(files) {
  const lines = files.flatMap((f) => {
    try {
      return readFileSync(f, "utf8").split("\n");
    } catch {
      return [];
    }
  }).filter((l) => l.trim() !== "");
  return lines.slice(-TAIL_LINES).join("\n");
}
async function runSide(cmd) {
  const usesOut = cmd.command.includes("{out}");
  const line = usesOut ? cmd.command.replaceAll("{out}", shellQuote(cmd.resultFile)) : cmd.command;
  const out = openSync(usesOut ? cmd.logFile : cmd.resultFile, "w");
  const err = usesOut ? out : openSync(cmd.logFile, "w");
  const argv = cmd.cpu === void 0 ? ["sh", "-c", line] : ["taskset", "-c", String(cmd.cpu), "sh", "-c", line];
  const started = Date.now();
  const child = spawn(argv[0], argv.slice(1), {
    stdio: ["ignore", out, err],
    detached: true,
    env: { ...process.env, BENCHDELTA_AB_SIDE: cmd.side, BENCHDELTA_AB_ROUND: String(cmd.round) }
  });
  const killGroup = () => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
    }
  };
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
  }, cmd.timeoutMs);
  const onSignal = (signal) => {
    killGroup();
    process.kill(process.pid, signal);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const status = await new Promise(
    (resolve) => {
      child.once("error", (error) => resolve({ code: null, signal: null, error }));
      child.once("exit", (code, signal) => resolve({ code, signal }));
    }
  );
  clearTimeout(timer);
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
  closeSync(out);
  if (err !== out) closeSync(err);
  const seconds = (Date.now() - started) / 1e3;
  const what = `the ${cmd.side} command of round ${cmd.round}`;
  const tail = () => {
    const t = tailOf(usesOut ? [cmd.logFile] : [cmd.resultFile, cmd.logFile]);
    return t ? `; the last lines it printed:
${t}` : "; it printed nothing";
  };
  if (status.error) throw new UserError(`${what} could not start: ${status.error.message}`);
  if (timedOut)
    throw new UserError(
      `${what} ran past the round time-out (${cmd.timeoutMs / 1e3} s) and was stopped: make one run shorter, or raise --round-timeout${tail()}`
    );
  if (status.code !== 0)
    throw new UserError(
      `${what} failed (${status.signal ? `signal ${status.signal}` : `exit ${status.code}`}): fix the command and run again${tail()}`
    );
  return { startedAt: new Date(started).toISOString(), seconds };
}

// src/ab/ab-run.ts
function formatSeconds(s) {
  if (!Number.isFinite(s)) return "?";
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m${String(Math.round(s % 60)).padStart(2, "0")}s` : `${Math.round(s)}s`;
}
async function runRound(opts, round, order, cpus) {
  const timeoutMs = opts.roundTimeoutSeconds * 1e3;
  const one = async (side, cpu) => {
    const names = roundFileNames(round, side);
    const run = await runSide({
      side,
      command: side === "base" ? opts.base : opts.candidate,
      round,
      resultFile: join(opts.out, names.result),
      logFile: join(opts.out, names.log),
      cpu,
      timeoutMs
    });
    return { ...run, ...names };
  };
  if (!opts.duet) {
    const first = await one(order[0]);
    const second = await one(order[1]);
    return { [order[0]]: first, [order[1]]: second };
  }
  const both = await Promise.allSettled([one(order[0], cpus?.[0]), one(order[1], cpus?.[1])]);
  for (const b2 of both) if (b2.status === "rejected") throw b2.reason;
  const [a, b] = both;
  return { [order[0]]: a.value, [order[1]]: b.value };
}
function refuseUsedFolder(dir) {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new UserError(
      `--out ${dir} is not empty: give a new folder for this run (to judge a kept run again: benchdelta ab --judge ${dir})`
    );
  mkdirSync(dir, { recursive: true });
}
async function runAb(opts, say) {
  refuseUsedFolder(opts.out);
  const { out, maxRounds: _max, ...settings } = opts;
  writeManifest(out, { version: 1, ...settings, startedAt: (/* @__PURE__ */ new Date()).toISOString() });
  let cpus;
  if (opts.duet) {
    const pin = pinning();
    if (pin.ok) cpus = [0, 1];
    else say(`duet: cannot pin the two sides to disjoint CPUs (${pin.why}); both run at once unpinned`);
  }
  if (opts.warmup > 0) say(`${opts.warmup} warm-up round${opts.warmup > 1 ? "s" : ""}: run and discarded`);
  const random = mulberry32(opts.seed);
  const started = Date.now();
  const rounds = [];
  const records = [];
  const roundSeconds = [];
  let judgement = judgeRounds([], opts);
  for (let round = 1; ; round++) {
    const elapsed = (Date.now() - started) / 1e3;
    const typical = roundSeconds.length ? roundSeconds.reduce((a, b) => a + b, 0) / roundSeconds.length : 0;
    const warmup = round <= opts.warmup;
    const second = opts.pairs === true && !warmup && (round - opts.warmup) % 2 === 0;
    const roundsLeft = opts.pairs === true && !warmup && !second ? 2 : 1;
    if (round > 1 && elapsed + roundsLeft * typical > opts.budgetSeconds)
      return {
        judgement,
        warmups: Math.min(opts.warmup, round - 1),
        stoppedBy: "budget",
        elapsedSeconds: elapsed
      };
    const last = records.at(-1)?.order;
    const order = second && last ? [last[1], last[0]] : random() < 0.5 ? ["base", "candidate"] : ["candidate", "base"];
    const t0 = Date.now();
    const sides = await runRound(opts, round, order, cpus);
    roundSeconds.push((Date.now() - t0) / 1e3);
    const record = {
      round,
      warmup,
      order,
      ...cpus ? { cpus } : {},
      sides,
      host: hostFingerprint(),
      fingerprint: roundFingerprint(out, round)
    };
    requireOneEnvironment([...records, record]);
    records.push(record);
    appendRound(out, record);
    if (warmup) continue;
    rounds.push(await readRoundResults(out, record, opts.format));
    judgement = judgeRounds(rounds, opts);
    const now = (Date.now() - started) / 1e3;
    say(progressLine(judgement, round, now, roundSeconds, opts));
    if (judgement.decided === judgement.benchmarks.length && judgement.benchmarks.length > 0)
      return { judgement, warmups: opts.warmup, stoppedBy: "decided", elapsedSeconds: now };
    if (opts.maxRounds !== void 0 && rounds.length >= opts.maxRounds)
      return { judgement, warmups: opts.warmup, stoppedBy: "max-rounds", elapsedSeconds: now };
  }
}
function progressLine(j, round, elapsed, roundSeconds, opts) {
  const typical = roundSeconds.reduce((a, b) => a + b, 0) / roundSeconds.length;
  const margin = Math.log1p(opts.minEffect);
  let need = 0;
  for (const b of j.benchmarks)
    if (b.decision === "undecided")
      need = Math.max(need, roundsStillNeeded(b.ratios, j.perBenchmarkAlpha, margin));
  const left = Math.min(Math.ceil(need) * typical, Math.max(0, opts.budgetSeconds - elapsed));
  const atBudget = Math.ceil(need) * typical > opts.budgetSeconds - elapsed;
  return `round ${round - opts.warmup} \xB7 ${formatSeconds(elapsed)} \xB7 decided ${j.decided}/${j.benchmarks.length} \xB7 ${j.decided === j.benchmarks.length ? "done" : `~${formatSeconds(left)} left${atBudget ? " (budget)" : ""}`}`;
}

// src/ab/ab-text.ts
function pct(logRatio) {
  if (!Number.isFinite(logRatio)) return logRatio > 0 ? "+\u221E" : "\u2212\u221E";
  const p = Math.expm1(logRatio) * 100;
  return `${p >= 0 ? "+" : "\u2212"}${Math.abs(p).toFixed(2)}%`;
}
var LABEL = {
  regression: "worse",
  improvement: "better",
  same: "~ same",
  undecided: "? undecided"
};
function renderAbText(j, info) {
  const rows = j.benchmarks.map((b) => [
    b.metric === "time" ? b.key : `${b.key} (${b.metric})`,
    String(b.sequence.rounds),
    pct(b.sequence.median),
    `[${pct(b.sequence.low)}, ${pct(b.sequence.high)}]`,
    LABEL[b.decision]
  ]);
  const head = ["benchmark", "rounds", "\u0394 (median)", "interval", "decision"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join("  ");
  const worse = j.benchmarks.filter((b) => b.decision === "regression").map((b) => b.key);
  const verdict = j.verdict === "regression" ? `verdict: regression (${worse.join(", ")})` : j.verdict === "no regression" ? "verdict: no regression (every benchmark decided)" : `verdict: undecided (${j.benchmarks.length - j.decided} of ${j.benchmarks.length} benchmarks not decided; no regression found)`;
  return [
    line(head),
    ...rows.map(line),
    "",
    `${j.rounds} rounds counted (${info.warmups} warm-up discarded); ${info.stopped}.`,
    `Intervals: anytime-valid sign confidence sequences${j.pairs ? " of the rounds and of pairs of rounds with the sides\u2019 CPUs swapped (a faster CPU cancels in a pair), intersected" : ""}, each at ${(j.perBenchmarkAlpha * 100).toPrecision(2)}% (${info.alpha * 100}% over ${j.benchmarks.length} benchmarks, Bonferroni); margin \xB1${marginPct(info.minEffect)}%.`,
    verdict,
    ...settleLine(j, info),
    ""
  ].join("\n");
}
function settleLine(j, info) {
  const advice = j.verdict === "undecided" ? settleAdvice(j, info.minEffect) : null;
  return advice ? [settleText(advice, info.minEffect, info.secondsPerRound, info.folder, formatSeconds)] : [];
}

// src/ab/ab-summary.ts
function judgementRows(j) {
  return j.benchmarks.map((b) => ({
    key: b.key,
    metric: b.metric,
    rounds: b.sequence.rounds,
    medianPct: Math.expm1(b.sequence.median) * 100,
    lowPct: Number.isFinite(b.sequence.low) ? Math.expm1(b.sequence.low) * 100 : null,
    highPct: Number.isFinite(b.sequence.high) ? Math.expm1(b.sequence.high) * 100 : null,
    decision: b.decision
  }));
}
function roundSpan(r) {
  const sides = [r.sides.base, r.sides.candidate];
  const start = Math.min(...sides.map((s) => Date.parse(s.startedAt)));
  const end = Math.max(...sides.map((s) => Date.parse(s.startedAt) + s.seconds * 1e3));
  return { start, end };
}
function folderStop(manifest, records, j) {
  if (records.length === 0) return { elapsedSeconds: 0, stoppedBy: "ended-early", secondsPerRound: 0 };
  const spans = records.map(roundSpan);
  const started = Math.min(Date.parse(manifest.startedAt), spans[0].start);
  const elapsed = (spans[spans.length - 1].end - started) / 1e3;
  const typical = spans.reduce((n, s) => n + (s.end - s.start) / 1e3, 0) / spans.length;
  const stoppedBy = j.benchmarks.length > 0 && j.decided === j.benchmarks.length ? "decided" : elapsed + typical > manifest.budgetSeconds ? "budget" : "ended-early";
  const elapsedSeconds = Number.isFinite(elapsed) ? Math.max(0, elapsed) : 0;
  return { elapsedSeconds, stoppedBy, secondsPerRound: elapsedSeconds / records.length };
}
function stopText(stoppedBy, elapsedSeconds, budgetSeconds) {
  const why = {
    decided: "stopped: every benchmark decided",
    budget: `stopped: the budget (${formatSeconds(budgetSeconds)}) ended`,
    "ended-early": "stopped before the budget with benchmarks undecided (killed, or --max-rounds)"
  }[stoppedBy];
  return `${why} after ${formatSeconds(elapsedSeconds)}`;
}
function folderVerdict(judged) {
  const { manifest: m, judgement: j } = judged;
  const stop = folderStop(m, judged.records, j);
  return {
    verdict: j.verdict,
    rounds: j.rounds,
    warmups: judged.warmups,
    decided: j.decided,
    format: judged.format ?? null,
    stoppedBy: stop.stoppedBy,
    elapsedSeconds: Math.round(stop.elapsedSeconds * 10) / 10,
    budgetSeconds: m.budgetSeconds,
    minEffectPct: m.minEffect * 100,
    alpha: m.alpha,
    perBenchmarkAlpha: j.perBenchmarkAlpha,
    duet: m.duet,
    seed: m.seed,
    startedAt: m.startedAt,
    base: { command: m.base },
    candidate: { command: m.candidate },
    benchmarks: judgementRows(j)
  };
}
function folderMarkdown(judged, title) {
  const { manifest: m, judgement: j } = judged;
  const stop = folderStop(m, judged.records, j);
  const text = renderAbText(j, {
    warmups: judged.warmups,
    minEffect: m.minEffect,
    alpha: m.alpha,
    stopped: stopText(stop.stoppedBy, stop.elapsedSeconds, m.budgetSeconds),
    secondsPerRound: stop.secondsPerRound
  });
  return `### ${title}: ${j.verdict}

\`\`\`text
${text}\`\`\`
`;
}

export {
  formatSeconds,
  runAb,
  renderAbText,
  judgementRows,
  folderStop,
  folderVerdict,
  folderMarkdown
};
