import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-G2OUWGTE.js";
import {
  folderStop,
  formatSeconds,
  judgementRows,
  renderAbText,
  runAb
} from "./chunk-NI4SS3PH.js";
import {
  zipSync
} from "./chunk-3AWIBJAK.js";
import {
  FOLDER_ENTRY,
  MANIFEST,
  ROUNDS,
  judgeFolder,
  settleAdvice
} from "./chunk-YMZRNFDT.js";
import "./chunk-HY5B2DD4.js";
import "./chunk-T6JIL3MT.js";
import "./chunk-YXSPZM5K.js";
import "./chunk-THKJMROG.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-OOKGBTG6.js";
import {
  parseNumber
} from "./chunk-7XZ5ZOCP.js";
import "./chunk-QYYAB7BL.js";
import "./chunk-AYAK7F6Z.js";
import "./chunk-2MLG42B3.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-2JGHOO6A.js";
import {
  uploadAbRunToService
} from "./chunk-J62FSBLE.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-SANIAMYJ.js";
import "./chunk-IIJBCLXK.js";
import "./chunk-LPTSOGCD.js";
import "./chunk-NLVAO74K.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-YQ4LVVUF.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";

// src/cli/ab-cli.ts
import { writeFileSync } from "node:fs";

// src/ab/ab-zip.ts
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
function zipFolder(dir) {
  let names;
  try {
    names = readdirSync(dir).sort();
  } catch (e) {
    throw new UserError(
      `cannot read ${dir} (${e.code}): give the folder of benchdelta ab --out`
    );
  }
  for (const needed of [MANIFEST, ROUNDS]) {
    if (!names.includes(needed)) {
      throw new UserError(
        `${dir} has no ${needed}: give the folder an A/B run wrote (benchdelta ab --out DIR)`
      );
    }
  }
  const files = {};
  const skipped = [];
  for (const name of names) {
    if (!FOLDER_ENTRY.test(name) || !statSync(join(dir, name)).isFile()) skipped.push(name);
    else files[name] = [readFileSync(join(dir, name)), { level: 6 }];
  }
  return { zip: zipSync(files), files: Object.keys(files).length, skipped };
}

// src/cli/ab-upload.ts
var AB_UPLOAD_OPTIONS = {
  upload: { type: "string" },
  project: { type: "string" },
  branch: { type: "string" },
  commit: { type: "string" },
  "base-commit": { type: "string" },
  run: { type: "string" },
  name: { type: "string", default: "ab" }
};
var AB_UPLOAD_USAGE = `Storing the run in a benchdelta service (the token in BENCHDELTA_TOKEN):
  --upload URL           the service (https://bench.example.org): uploads the folder after the verdict
  --project NAME         the service's project
  --branch B, --commit SHA, --base-commit SHA
                         the candidate's branch and commit, and the base's commit
  --run ID               this CI run's id (the same id again stores nothing new)
  --name NAME            the A/B run's name within the CI run (default ab)
`;
function checkAbUpload(v, env = process.env) {
  if (v.upload === void 0) return;
  if (!/^https?:\/\/[^/]/i.test(v.upload)) {
    throw new UserError(
      `--upload "${v.upload}" is not an http(s) URL: give the service's, e.g. https://bench.example.org`
    );
  }
  const missing = ["project", "branch", "commit", "base-commit", "run"].filter((k) => !v[k]);
  if (missing.length > 0) {
    throw new UserError(
      `--upload needs ${missing.map((k) => `--${k}`).join(", ")} (where the A/B run is stored)`
    );
  }
  if (!env.BENCHDELTA_TOKEN) {
    throw new UserError(
      "--upload needs the project token in the BENCHDELTA_TOKEN environment variable (in a workflow: env: { BENCHDELTA_TOKEN: ${{ secrets.BENCHDELTA_TOKEN }} })"
    );
  }
}
async function uploadAbFolder(dir, v, io, env = process.env) {
  checkAbUpload(v, env);
  const token = env.BENCHDELTA_TOKEN;
  const { zip, files, skipped } = zipFolder(dir);
  if (skipped.length > 0) io.stderr(`upload: left out ${skipped.join(", ")} (not files an A/B run writes)
`);
  const stored = await uploadAbRunToService(
    { url: v.upload, project: v.project, token },
    zip,
    {
      branch: v.branch,
      commit: v.commit,
      baseCommit: v["base-commit"],
      run: v.run,
      name: v.name
    }
  );
  io.stderr(
    `${stored.created ? "stored" : "already stored"} as A/B run ${stored.id} (${files} files, verdict: ${stored.verdict}): ${stored.url}
`
  );
}

// src/cli/ab-cli.ts
var AB_USAGE = `Usage: benchdelta ab --base 'CMD' --candidate 'CMD' --out DIR [options]
       benchdelta ab --judge DIR            (the verdict of a kept run, e.g. one that was killed;
                                             --min-effect PCT re-reads it at another margin)
       add --upload URL \u2026 to either to store the folder in a benchdelta service (below)

Runs both commands in rounds, in a random order each round (under --duet in pairs of rounds: a random
CPU for each side, then the other), until every benchmark is decided or the budget ends. Each command writes results in any format compare reads, to stdout or to {out} (a path
benchdelta gives it). Exit 1 when a benchmark is slower beyond the margin, 0 otherwise.

Options:
  --base CMD             the base build's benchmark command (run with sh -c)
  --candidate CMD        the candidate build's benchmark command
  --out DIR              a new folder for every round's raw outputs, order, times and environment
  --budget TIME          stop starting rounds after this (default 10m; e.g. 90s, 15m, 1h)
  --min-effect PCT       changes within \xB1PCT count as no change (default 1)
  --alpha P              chance of any false claim over the suite, at any look (default 0.05)
  --warmup N             rounds run first and discarded (default 1)
  --round-timeout TIME   one round longer than this stops the run (default 10m)
  --duet                 run both at once on two CPUs (pinned with taskset where it can)
  --format NAME          the results' format (default: detected)
  --seed N               seed of the run order (default: from the clock; kept in the folder)
  --max-rounds N         stop after N counted rounds
  --json FILE            write the per-benchmark verdicts as JSON
  --quiet                no progress lines; print the verdict line only

${AB_UPLOAD_USAGE}`;
var TIME = /^(\d+(?:\.\d+)?)(s|m|h)?$/;
function parseTime(flag, raw) {
  const m = TIME.exec(raw.trim());
  if (!m || Number(m[1]) <= 0)
    throw new UserError(`${flag} "${raw}" is not valid: give a duration such as 90s, 10m or 1h`);
  return Number(m[1]) * (m[2] === "h" ? 3600 : m[2] === "m" ? 60 : 1);
}
function judgementJson(j, minEffect) {
  const advice = j.verdict === "undecided" ? settleAdvice(j, minEffect) : null;
  const settle = advice && {
    undecided: advice.undecided,
    minEffectPct: advice.margin === null ? null : Number((advice.margin * 100).toFixed(2)),
    unbounded: advice.unbounded,
    moreRounds: Number.isFinite(advice.rounds) ? Math.ceil(advice.rounds) : null
  };
  const body = {
    verdict: j.verdict,
    rounds: j.rounds,
    ...settle ? { settle } : {},
    benchmarks: judgementRows(j)
  };
  return JSON.stringify(body, null, 2) + "\n";
}
async function runAbCli(argv, io) {
  const { values: v } = parseCommandLine(
    {
      args: argv,
      options: {
        base: { type: "string" },
        candidate: { type: "string" },
        out: { type: "string" },
        judge: { type: "string" },
        budget: { type: "string", default: "10m" },
        "min-effect": { type: "string" },
        alpha: { type: "string", default: "0.05" },
        warmup: { type: "string", default: "1" },
        "round-timeout": { type: "string", default: "10m" },
        duet: { type: "boolean", default: false },
        format: { type: "string" },
        seed: { type: "string" },
        "max-rounds": { type: "string" },
        json: { type: "string" },
        quiet: { type: "boolean", default: false },
        debug: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
        ...AB_UPLOAD_OPTIONS
      }
    },
    'Run "benchdelta ab --help" for the options.'
  );
  if (v.help) {
    io.stdout(AB_USAGE);
    return 0;
  }
  checkAbUpload(v);
  let judgement;
  let info;
  const minEffectOf = (raw) => parseNumber("--min-effect", raw, (n) => n >= 0 && n < 100, "give a percent, e.g. 1") / 100;
  if (v.judge) {
    const margin = v["min-effect"] === void 0 ? void 0 : minEffectOf(v["min-effect"]);
    const judged = await judgeFolder(v.judge, margin);
    judgement = judged.judgement;
    const n = judged.judgement.rounds;
    info = {
      ...judged.manifest,
      minEffect: margin ?? judged.manifest.minEffect,
      warmups: judged.warmups,
      stopped: `re-judged from ${v.judge} after round ${n}`,
      secondsPerRound: folderStop(judged.manifest, judged.records, judgement).secondsPerRound,
      folder: v.judge
    };
  } else {
    if (!v.base || !v.candidate)
      throw new UserError(
        `benchdelta ab needs --base 'CMD' and --candidate 'CMD' (or --judge DIR)
${AB_USAGE}`
      );
    if (!v.out) throw new UserError("benchdelta ab needs --out DIR: a new folder that keeps every round");
    const minEffect = minEffectOf(v["min-effect"] ?? "1");
    const alpha = parseNumber("--alpha", v.alpha, (n) => n > 0 && n < 1, "give a probability, e.g. 0.05");
    const warmup = parseNumber(
      "--warmup",
      v.warmup,
      (n) => Number.isInteger(n) && n >= 0,
      "give 0 or more rounds"
    );
    const seed = v.seed ? parseNumber("--seed", v.seed, (n) => Number.isInteger(n) && n >= 0, "give a whole number") : Date.now() % 2 ** 31;
    const maxRounds = v["max-rounds"] ? parseNumber("--max-rounds", v["max-rounds"], (n) => Number.isInteger(n) && n > 0, "give 1 or more") : void 0;
    const result = await runAb(
      {
        base: v.base,
        candidate: v.candidate,
        out: v.out,
        duet: v.duet,
        warmup,
        format: v.format,
        seed,
        budgetSeconds: parseTime("--budget", v.budget),
        roundTimeoutSeconds: parseTime("--round-timeout", v["round-timeout"]),
        alpha,
        minEffect,
        // Under --duet each side's place is a CPU, and two vCPUs can differ by far more than the change (a VM's
        // second vCPU sharing its core with another guest): pairs of rounds with the places swapped cancel it.
        pairs: v.duet === true,
        modes: true,
        maxRounds
      },
      v.quiet ? () => {
      } : (line) => io.stderr(line + "\n")
    );
    judgement = result.judgement;
    const why = {
      decided: "stopped: every benchmark decided",
      budget: `stopped: the budget (${v.budget}) ended`,
      "max-rounds": "stopped: --max-rounds reached"
    }[result.stoppedBy];
    info = {
      warmups: result.warmups,
      minEffect,
      alpha,
      stopped: `${why} after ${formatSeconds(result.elapsedSeconds)}`,
      secondsPerRound: result.elapsedSeconds / Math.max(1, judgement.rounds + result.warmups),
      folder: v.out
    };
  }
  if (v.json) writeFileSync(v.json, judgementJson(judgement, info.minEffect));
  io.stdout(v.quiet ? `verdict: ${judgement.verdict}
` : renderAbText(judgement, info));
  if (v.upload) await uploadAbFolder(v.judge ?? v.out, v, io);
  return judgement.verdict === "regression" ? 1 : 0;
}
export {
  AB_USAGE,
  runAbCli
};
