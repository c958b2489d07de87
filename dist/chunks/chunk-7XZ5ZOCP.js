import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  DEFAULT_COMPARE_OPTIONS
} from "./chunk-QYYAB7BL.js";
import {
  parseByteSize
} from "./chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-YQ4LVVUF.js";
import {
  DEFAULT_SANITY
} from "./chunk-XPGBNEZS.js";

// src/pipeline/compare-request.ts
var COMPARE_DEFAULTS = {
  thresholdPct: DEFAULT_COMPARE_OPTIONS.thresholdPct,
  slowMs: DEFAULT_COMPARE_OPTIONS.slowMs,
  items: [],
  selectOn: DEFAULT_COMPARE_OPTIONS.selectOn,
  duplicates: DEFAULT_COMPARE_OPTIONS.duplicates,
  minEffectPct: DEFAULT_COMPARE_OPTIONS.minEffectPct,
  seed: DEFAULT_COMPARE_OPTIONS.seed,
  alpha: DEFAULT_COMPARE_OPTIONS.alpha,
  maxRatio: DEFAULT_SANITY.maxRatio,
  suspect: DEFAULT_MICRO_OPTIONS.suspect,
  interleaved: false,
  metrics: "all"
};
function compareRequest(given) {
  const request = { ...COMPARE_DEFAULTS, ...given };
  for (const key of Object.keys(COMPARE_DEFAULTS)) {
    if (request[key] === void 0) Object.assign(request, { [key]: COMPARE_DEFAULTS[key] });
  }
  return { ...request, slowMs: [...request.slowMs], items: [...request.items] };
}
var DEFAULT_FAIL_ON = "regression";
function parseNumber(flag, raw, check, hint) {
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(n) || !check(n)) {
    throw new UserError(`${flag} "${raw}" is not valid: ${hint}`);
  }
  return n;
}
function parseChoice(flag, raw, choices) {
  if (!choices.includes(raw)) {
    throw new UserError(`${flag} "${raw}" is not valid: use one of ${choices.join(", ")}`);
  }
  return raw;
}
function parseSlowList(raw, label) {
  if (raw.trim() === "" || raw.trim().toLowerCase() === "none") return [];
  return raw.split(",").map(
    (part) => parseNumber(
      label,
      part.trim(),
      (n) => n > 0,
      "give positive milliseconds separated by commas, e.g. 1000,2000"
    )
  );
}
function parseAaPair(raw, label) {
  const files = raw.split(/[,\n]/).map((f) => f.trim()).filter((f) => f !== "");
  if (files.length !== 2) {
    throw new UserError(
      `${label} "${raw}" is not valid: give two logs of the same build over the same blocks, separated by a comma (control-a.log,control-b.log)`
    );
  }
  return [files[0], files[1]];
}
function parseMaxInputBytes(raw, label) {
  const bytes = parseByteSize(raw);
  if (bytes === null) {
    throw new UserError(
      `${label} "${raw}" is not valid: give a size in bytes, or with a suffix, e.g. 4G or 512M`
    );
  }
  return bytes;
}
var PARSE_OPTION = {
  thresholdPct: (raw, label) => parseNumber(label, raw, (n) => n > 0, "give a positive percentage such as 10"),
  slowMs: parseSlowList,
  aaPair: parseAaPair,
  runNoisePct: (raw, label) => parseNumber(label, raw, (n) => n >= 0 && n < 100, "give a percentage such as 1.5"),
  metrics: (raw, label) => parseChoice(label, raw, ["all", "verdict"]),
  center: (raw, label) => parseChoice(label, raw, ["median", "mean"]),
  selectOn: (raw, label) => parseChoice(label, raw, ["both", "baseline"]),
  duplicates: (raw, label) => parseChoice(label, raw, ["first", "last", "min", "median"]),
  minEffectPct: (raw, label) => parseNumber(label, raw, (n) => n >= 0, "give a percentage such as 2"),
  failOn: (raw, label) => parseChoice(label, raw, ["regression", "never"]),
  alpha: (raw, label) => parseNumber(label, raw, (n) => n > 0 && n < 1, "give a probability between 0 and 1, e.g. 0.05"),
  suspect: (raw, label) => parseChoice(label, raw, ["fail", "warn"]),
  maxRatio: (raw, label) => parseNumber(label, raw, (n) => n > 1, "give a ratio above 1, e.g. 10"),
  seed: (raw, label) => parseNumber(label, raw, (n) => Number.isInteger(n), "give a whole number"),
  maxInputBytes: parseMaxInputBytes
};
function parseOption(key, raw, label) {
  return PARSE_OPTION[key](raw, label);
}

export {
  COMPARE_DEFAULTS,
  compareRequest,
  DEFAULT_FAIL_ON,
  parseNumber,
  parseChoice,
  parseOption
};
