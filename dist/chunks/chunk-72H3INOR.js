import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/formats/eth/format.ts
function confidenceFromCount(matches, floor = 0.5, ceiling = 1) {
  if (matches <= 0) return 0;
  return floor + (ceiling - floor) * Math.min(1, matches / 10);
}
var globalPatterns = /* @__PURE__ */ new WeakMap();
function countMatchingLines(head, pattern, limit = 50) {
  let re = globalPatterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "") + "g");
    globalPatterns.set(pattern, re);
  }
  let n = 0;
  re.lastIndex = 0;
  for (let m = re.exec(head); m !== null; m = re.exec(head)) {
    const lineEnd = head.indexOf("\n", m.index);
    const end = lineEnd === -1 ? head.length : lineEnd;
    if (m.index + m[0].length <= end) n++;
    else if (pattern.test(head.slice(head.lastIndexOf("\n", m.index) + 1, end))) n++;
    if (n >= limit || lineEnd === -1) break;
    re.lastIndex = lineEnd + 1;
  }
  return n;
}
var BlockAttrsLineParser = class {
  constructor(out) {
    this.out = out;
    this.txs = out.column("txs");
    this.gas = out.column("gasUsed");
    this.mgasps = out.column("mgasps");
  }
  out;
  txs;
  gas;
  mgasps;
};

// src/formats/eth/numbers.ts
var POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);
var isDigit = (c) => c >= 48 && c <= 57;
function separatorLength(s, i) {
  const c = s.charCodeAt(i);
  if (c === 44 || c === 46 || c === 39 || c === 95 || c === 160 || c === 8239) return 1;
  if (c === 194 && s.charCodeAt(i + 1) === 160) return 2;
  if (c === 226 && s.charCodeAt(i + 1) === 128 && s.charCodeAt(i + 2) === 175) return 3;
  return 0;
}
var isSeparatorPart = (c) => c === 44 || c === 46 || c === 39 || c === 95 || c === 160 || c === 8239 || c === 194 || c === 226 || c === 128 || c === 175;
function scaledDecimal(s, start, end, shift = 0, mark = "either") {
  let mantissa = 0;
  let digits = 0;
  let frac = -1;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (frac >= 0) frac++;
    } else if (c === 46 && frac < 0) {
      frac = 0;
    } else if (c === 44 && mark === "either" && frac < 0) {
      frac = 0;
    } else if (c === 44 && mark === "dot" && frac < 0 && digits > 0) {
      continue;
    } else {
      return NaN;
    }
  }
  if (digits === 0) return NaN;
  if (digits > 15) {
    const plain = s.slice(start, end).replace(mark === "dot" ? /,/g : /,/, mark === "dot" ? "" : ".");
    return Number(plain) * 10 ** shift;
  }
  const e = shift - (frac > 0 ? frac : 0);
  if (e >= 0) return e < POW10.length ? mantissa * POW10[e] : mantissa * 10 ** e;
  return -e < POW10.length ? mantissa / POW10[-e] : mantissa / 10 ** -e;
}
function groupedInt(s, start, end) {
  let value = 0;
  let digits = 0;
  let i = start;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      value = value * 10 + (c - 48);
      digits++;
      i++;
    } else {
      const sep = digits > 0 ? separatorLength(s, i) : 0;
      if (sep === 0) return NaN;
      i += sep;
    }
  }
  return digits === 0 ? NaN : value;
}
function groupedIntEnd(s, start) {
  let i = start;
  const n = s.length;
  while (i < n) {
    if (isDigit(s.charCodeAt(i))) {
      i++;
      continue;
    }
    const sep = i > start ? separatorLength(s, i) : 0;
    if (sep > 0 && isDigit(s.charCodeAt(i + sep))) i += sep;
    else break;
  }
  return i;
}
function groupedIntAt(s, start, into) {
  let i = start;
  let value = 0;
  const n = s.length;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      value = value * 10 + (c - 48);
      i++;
      continue;
    }
    const sep = i === start ? 0 : c === 44 ? 1 : separatorLength(s, i);
    if (sep > 0 && isDigit(s.charCodeAt(i + sep))) i += sep;
    else break;
  }
  into.groupedInt = value;
  return i;
}
function numberStartBefore(s, end) {
  let i = end;
  while (i > 0) {
    const c = s.charCodeAt(i - 1);
    if (isDigit(c) || isSeparatorPart(c)) i--;
    else break;
  }
  while (i < end && !isDigit(s.charCodeAt(i))) i++;
  return i;
}
var NOT_PLAIN = -1;
function plainDecimalBefore(s, end, shift, fieldStart) {
  let i = end;
  let mantissa = 0;
  let scale = 1;
  let digits = 0;
  let frac = 0;
  let mark = false;
  while (i > 0) {
    const c = s.charCodeAt(i - 1);
    if (c >= 48 && c <= 57) {
      mantissa += (c - 48) * scale;
      scale *= 10;
      digits++;
    } else if (c === 46 && !mark && digits > 0) {
      mark = true;
      frac = digits;
    } else break;
    i--;
  }
  if (digits === 0 || digits > 15 || s.charCodeAt(i) === 46) return NOT_PLAIN;
  const before = i > 0 ? s.charCodeAt(i - 1) : NaN;
  if (i > 0 && isSeparatorPart(before)) return NOT_PLAIN;
  if (fieldStart && !isFieldBoundary(before)) return NaN;
  const e = shift - frac;
  if (e >= 0) return e < POW10.length ? mantissa * POW10[e] : mantissa * 10 ** e;
  return -e < POW10.length ? mantissa / POW10[-e] : mantissa / 10 ** -e;
}
function isFieldBoundary(c) {
  return c !== c || c === 32 || c === 9 || c === 124 || c === 34 || c === 10;
}
function decimalEnd(s, start) {
  let i = start;
  const n = s.length;
  let seenMark = false;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) i++;
    else if ((c === 46 || c === 44) && !seenMark && i > start && i + 1 < n && isDigit(s.charCodeAt(i + 1))) {
      seenMark = true;
      i++;
    } else break;
  }
  return i;
}
function skipSpaces(s, i) {
  while (i < s.length && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i++;
  return i;
}
function skipSpacesBack(s, i) {
  while (i > 0 && (s.charCodeAt(i - 1) === 32 || s.charCodeAt(i - 1) === 9)) i--;
  return i;
}
var NS_EXP = { ns: 0, us: 3, ms: 6, s: 9 };
function durationMs(s, start, end) {
  if (end - start >= 2 && s.charCodeAt(start) === 34 && s.charCodeAt(end - 1) === 34) {
    start++;
    end--;
  }
  let i = start;
  let totalNs = 0;
  let exact = true;
  let inexactMs = 0;
  let parts = 0;
  while (i < end) {
    let mantissa = 0;
    let digits = 0;
    let frac = -1;
    while (i < end) {
      const c = s.charCodeAt(i);
      if (isDigit(c)) {
        mantissa = mantissa * 10 + (c - 48);
        digits++;
        if (frac >= 0) frac++;
      } else if (c === 46 && frac < 0) frac = 0;
      else break;
      i++;
    }
    if (digits === 0) return NaN;
    const f = frac > 0 ? frac : 0;
    let unitLen = 0;
    let unit = "";
    const c0 = s.charCodeAt(i);
    const c1 = i + 1 < end ? s.charCodeAt(i + 1) : 0;
    if (c0 === 104) {
      unit = "h";
      unitLen = 1;
    } else if (c0 === 109) {
      unit = c1 === 115 ? "ms" : "m";
      unitLen = unit.length;
    } else if (c0 === 115) {
      unit = "s";
      unitLen = 1;
    } else if ((c0 === 110 || c0 === 117 || c0 === 181 || c0 === 956) && c1 === 115) {
      unit = c0 === 110 ? "ns" : "us";
      unitLen = 2;
    } else if (c0 === 194 && c1 === 181 || c0 === 206 && c1 === 188) {
      if (s.charCodeAt(i + 2) !== 115) return NaN;
      unit = "us";
      unitLen = 3;
    } else return NaN;
    i += unitLen;
    parts++;
    if (unit === "h" || unit === "m") {
      const nsPerUnit = unit === "h" ? 36e11 : 6e10;
      if (f === 0) totalNs += mantissa * nsPerUnit;
      else {
        exact = false;
        inexactMs += mantissa / POW10[f] * (nsPerUnit / 1e6);
      }
    } else {
      const e = NS_EXP[unit] - f;
      if (e >= 0 && digits <= 15) totalNs += mantissa * POW10[e];
      else {
        exact = false;
        inexactMs += mantissa / POW10[f] * 10 ** (NS_EXP[unit] - 6);
      }
    }
  }
  if (parts === 0) return NaN;
  return exact ? totalNs / 1e6 : totalNs / 1e6 + inexactMs;
}

// src/formats/eth/warnings.ts
var lines = (n) => n === 1 ? "1 line" : `${n} lines`;
var verb = (n, one, many) => n === 1 ? one : many;
var blocks = (n) => n === 1 ? "1 block" : `${n} blocks`;
function warnUnparsed(out, format, view) {
  out.warn(
    "unparsed-line",
    view.no,
    view.line,
    (n) => `${lines(n)} looked like ${format} block lines but could not be parsed and ${verb(n, "was", "were")} skipped (see the sample line)`
  );
}
function warnNoTiming(out, format, view, countsBlock = true) {
  if (countsBlock) out.blocksWithoutTiming++;
  out.warn(
    "no-timing",
    view.no,
    view.line,
    (n) => `${lines(n)} ${verb(n, "names", "name")} a block but ${verb(n, "carries", "carry")} no execution time (older ${format} format or a truncated line); those blocks have no per-block timing`
  );
}
function warnAggregated(out, code, what, view, blockCount) {
  out.blocksWithoutTiming += blockCount;
  out.warn(
    code,
    view.no,
    view.line,
    (n, b) => `per-block timing not available for ${blocks(b)}: ${lines(n)} ${verb(n, "reports", "report")} ${what}, one time for several blocks`,
    blockCount
  );
}
function warnSlowBlockIgnored(out, view) {
  out.warn(
    "slow-block-line-ignored",
    view.no,
    view.line,
    (n) => `${lines(n)} ${verb(n, "is a", "are")} cross-client "Slow block" report${verb(n, "", "s")}, ignored here; read them with --format slowblock`
  );
}

// src/formats/eth/besu.ts
var IMPORTED = "Imported #";
var PROGRESS = "Import reached block";
var SLOW_BLOCK = "Slow block";
function timeAfter(s, at) {
  const start = skipSpaces(s, at);
  const end = decimalEnd(s, start);
  if (end === start) return NaN;
  const c = s.charCodeAt(end);
  if (c === 109 && s.charCodeAt(end + 1) === 115) return scaledDecimal(s, start, end, 0);
  if (c === 115) return scaledDecimal(s, start, end, 3);
  return NaN;
}
function timeBefore(s, at) {
  let end = skipSpacesBack(s, at);
  if (s.charCodeAt(end - 1) !== 115) return NaN;
  end--;
  let shift = 3;
  if (s.charCodeAt(end - 1) === 109) {
    end--;
    shift = 0;
  }
  const plain = plainDecimalBefore(s, end, shift, true);
  if (plain !== NOT_PLAIN) return plain;
  const start = numberStartBefore(s, end);
  return start === end || !isFieldBoundary(s.charCodeAt(start - 1)) ? NaN : scaledDecimal(s, start, end, shift);
}
function execMs(v, from) {
  const exec = v.find("exec", from);
  if (exec !== -1) {
    if (v.text.startsWith("exec time", exec)) return timeAfter(v.text, exec + 9);
    return timeBefore(v.text, exec);
  }
  const inAt = v.find(" in ", from);
  return inAt === -1 ? NaN : timeAfter(v.text, inAt + 4);
}
function intBefore(s, at) {
  const end = skipSpacesBack(s, at);
  const start = numberStartBefore(s, end);
  return start === end ? NaN : groupedInt(s, start, end);
}
function gasBeforePercent(v, at) {
  const s = v.text;
  let i = at;
  while (i > v.start && s.charCodeAt(i - 1) !== 41) i--;
  while (i > v.start && s.charCodeAt(i - 1) !== 40) i--;
  return i === v.start ? NaN : intBefore(s, i - 1);
}
function mgasPerSecond(v, from) {
  const s = v.text;
  const before = v.find("Mgas/s", from);
  if (before !== -1) {
    const end = skipSpacesBack(s, before);
    const plain = plainDecimalBefore(s, end, 0, false);
    return plain !== NOT_PLAIN ? plain : scaledDecimal(s, numberStartBefore(s, end), end);
  }
  const after = v.find("mgas/s", from);
  if (after === -1) return NaN;
  const start = skipSpaces(s, after + 6);
  return scaledDecimal(s, start, decimalEnd(s, start));
}
var BesuLineParser = class extends BlockAttrsLineParser {
  /** The block number `groupedIntAt` last read. */
  groupedInt = 0;
  line(v) {
    v.stripAnsi();
    const at = v.find(IMPORTED);
    if (at === -1) {
      if (v.has(PROGRESS)) {
        this.out.warn(
          "progress-line",
          v.no,
          v.line,
          (n) => `${n} Besu \`Import reached block\` progress line${n === 1 ? "" : "s"} (one per 200 blocks, no per-block time) skipped`
        );
      } else if (v.has(SLOW_BLOCK)) warnSlowBlockIgnored(this.out, v);
      return;
    }
    const s = v.text;
    const numStart = at + IMPORTED.length;
    const numEnd = groupedIntAt(s, numStart, this);
    const block = numEnd > numStart ? this.groupedInt : NaN;
    const out = this.out;
    const attrs = out.keepsAttrs;
    let p = numEnd;
    let txs = NaN;
    const tx = v.find(" tx", p);
    if (tx !== -1) {
      if (out.keeps(this.txs)) txs = intBefore(s, tx);
      p = tx + 3;
    }
    let gas = NaN;
    const used = v.find("gas used", p);
    if (used !== -1) {
      if (out.keeps(this.gas)) {
        const after = skipSpaces(s, used + 8);
        const afterEnd = groupedIntEnd(s, after);
        gas = afterEnd > after ? groupedInt(s, after, afterEnd) : gasBeforePercent(v, used);
      }
      p = used + 8;
    } else {
      const old = v.find(") gas", p);
      if (old !== -1) {
        if (out.keeps(this.gas)) gas = gasBeforePercent(v, old + 1);
        p = old + 5;
      }
    }
    let ms = execMs(v, p);
    if (ms !== ms && p !== numEnd) ms = execMs(v, numEnd);
    if (block !== block || ms !== ms) {
      warnUnparsed(this.out, "Besu", v);
      return;
    }
    const i = out.add(block, ms, v.no);
    if (!attrs) return;
    out.setAttr(this.txs, i, txs);
    out.setAttr(this.gas, i, gas);
    if (out.keeps(this.mgasps)) out.setAttr(this.mgasps, i, mgasPerSecond(v, p));
  }
};
var SIGNATURE = /Imported #\d/;
var besuFormat = {
  name: "besu",
  description: "Besu `Imported #N \u2026` lines (22.x to 26.x layouts, plain or JSON logging)",
  needles: [IMPORTED, PROGRESS, SLOW_BLOCK],
  detect(head) {
    const n = countMatchingLines(head, SIGNATURE);
    if (n > 0) return confidenceFromCount(n);
    return head.includes(PROGRESS) ? 0.3 : 0;
  },
  createLineParser: (out) => new BesuLineParser(out)
};

// src/formats/eth/keyvalue.ts
var isSpace = (c) => c === 32 || c === 9;
function valueStart(v, key, from) {
  const pat = key + "=";
  let at = v.find(pat, from);
  while (at !== -1) {
    if (at === v.start || isSpace(v.text.charCodeAt(at - 1))) return { at: at + pat.length, json: false };
    at = v.find(pat, at + 1);
  }
  const json = v.find('"' + key + '":', from);
  return json === -1 ? null : { at: json + key.length + 3, json: true };
}
function fieldRange(v, key, from = v.start) {
  const found = valueStart(v, key, from);
  if (!found || found.at >= v.end) return null;
  const s = v.text;
  const start = found.at;
  if (s.charCodeAt(start) === 34) {
    const close = v.find('"', start + 1);
    return close === -1 ? null : [start, close + 1];
  }
  let end = start;
  while (end < v.end) {
    const c = s.charCodeAt(end);
    if (isSpace(c) || found.json && (c === 44 || c === 125)) break;
    end++;
  }
  return end === start ? null : [start, end];
}
function unquotedField(v, key, from = v.start) {
  const r = fieldRange(v, key, from);
  if (r && v.text.charCodeAt(r[0]) === 34) return [r[0] + 1, r[1] - 1];
  return r;
}
function numberWithUnit(v, key) {
  const r = fieldRange(v, key);
  if (!r) return null;
  const s = v.text;
  let [start, end] = r;
  if (s.charCodeAt(start) === 34) {
    start++;
    end--;
    const space = v.find(" ", start);
    if (space !== -1 && space < end) return { start, end: space, unit: s.slice(space + 1, end) };
    return { start, end, unit: "" };
  }
  let u = end;
  if (u < v.end && s.charCodeAt(u) === 32) {
    u++;
    let e = u;
    while (e < v.end && !isSpace(s.charCodeAt(e)) && s.charCodeAt(e) !== 61) e++;
    if (e > u && (e >= v.end || s.charCodeAt(e) !== 61)) return { start, end, unit: s.slice(u, e) };
  }
  return { start, end, unit: "" };
}

// src/formats/eth/erigon.ts
var VALIDATED = "head validated";
var UPDATED = "head updated";
var SLOW_BLOCK2 = "Slow block";
var ErigonLineParser = class {
  constructor(out) {
    this.out = out;
    this.mgasps = out.column("mgasps");
  }
  out;
  mgasps;
  headUpdatedLines = 0;
  line(v) {
    v.stripAnsi();
    if (!v.has(VALIDATED) && !v.has(UPDATED)) {
      if (v.has(SLOW_BLOCK2)) warnSlowBlockIgnored(this.out, v);
      return;
    }
    const s = v.text;
    const n = fieldRange(v, "number");
    const block = n ? groupedInt(s, n[0], n[1]) : NaN;
    if (block !== block) {
      warnUnparsed(this.out, "Erigon", v);
      return;
    }
    const e = fieldRange(v, "execution");
    if (!e) {
      warnNoTiming(this.out, "Erigon", v, false);
      this.headUpdatedLines++;
      return;
    }
    const ms = durationMs(s, e[0], e[1]);
    if (ms !== ms) {
      warnUnparsed(this.out, "Erigon", v);
      return;
    }
    const i = this.out.add(block, ms, v.no);
    const rate = fieldRange(v, "mgas/s");
    if (rate) this.out.setAttr(this.mgasps, i, scaledDecimal(s, rate[0], rate[1], 0, "dot"));
    if (v.find(".", e[0]) === -1 || v.find(".", e[0]) >= e[1]) {
      this.out.warn(
        "rounded-timing",
        v.no,
        v.line,
        (count) => `${count} Erigon execution times are rounded to whole units (e.g. execution=3s, 27ms): differences smaller than the unit are invisible, so per-block \u0394% is coarse`
      );
    }
  }
  finish() {
    if (this.out.size === 0) this.out.blocksWithoutTiming += this.headUpdatedLines;
  }
};
var SIGNATURE2 = /head (?:validated|updated)\s+hash=/;
var erigonFormat = {
  name: "erigon",
  description: "Erigon 3 `head validated \u2026 number=N \u2026 execution=<rounded duration>` lines",
  needles: [VALIDATED, UPDATED, SLOW_BLOCK2],
  detect: (head) => confidenceFromCount(countMatchingLines(head, SIGNATURE2)),
  createLineParser: (out) => new ErigonLineParser(out)
};

// src/formats/eth/geth.ts
var SEGMENT = "chain segment";
var SLOW_BLOCK3 = "Slow block";
function intField(v, key) {
  const r = unquotedField(v, key);
  return r ? groupedInt(v.text, r[0], r[1]) : NaN;
}
function decimalField(v, key) {
  const r = unquotedField(v, key);
  return r ? scaledDecimal(v.text, r[0], r[1], 0, "dot") : NaN;
}
function elapsedMs(v) {
  const r = fieldRange(v, "elapsed");
  if (!r) return NaN;
  const ms = durationMs(v.text, r[0], r[1]);
  if (ms === ms) return ms;
  return v.text.charCodeAt(r[0] - 1) === 58 ? groupedInt(v.text, r[0], r[1]) / 1e6 : NaN;
}
var GethLineParser = class extends BlockAttrsLineParser {
  line(v) {
    v.stripAnsi();
    if (!v.has("Imported new")) {
      if (v.has(SLOW_BLOCK3)) warnSlowBlockIgnored(this.out, v);
      return;
    }
    const block = intField(v, "number");
    if (block !== block) {
      warnUnparsed(this.out, "geth", v);
      return;
    }
    const count = intField(v, "blocks");
    if (count > 1) {
      warnAggregated(this.out, "multi-block-segment", "multi-block import segments (blocks=N>1)", v, count);
      return;
    }
    const ms = elapsedMs(v);
    if (ms !== ms) {
      if (fieldRange(v, "elapsed")) warnUnparsed(this.out, "geth", v);
      else warnNoTiming(this.out, "geth", v);
      return;
    }
    const out = this.out;
    const i = out.add(block, ms, v.no);
    out.setAttr(this.txs, i, intField(v, "txs"));
    const mgas = decimalField(v, "mgas");
    out.setAttr(this.gas, i, mgas === mgas ? Math.round(mgas * 1e6) : NaN);
    out.setAttr(this.mgasps, i, decimalField(v, "mgasps"));
  }
};
var SIGNATURE3 = /Imported new (?:potential )?chain segment/;
var gethFormat = {
  name: "geth",
  description: "go-ethereum `Imported new [potential ]chain segment \u2026 blocks=1 \u2026 elapsed=` lines (and forks)",
  needles: [SEGMENT, SLOW_BLOCK3],
  detect: (head) => confidenceFromCount(countMatchingLines(head, SIGNATURE3)),
  createLineParser: (out) => new GethLineParser(out)
};

// src/formats/eth/nethermind.ts
var PROCESSED = "Processed";
var MGAS = "MGas";
var SLOW_BLOCK4 = "Slow block";
var PROCESSED_LINE = /Processed\s+(\d[\d,]*)(?:\s*\.\.\.\s*(\d[\d,]*))?\s*\|\s*(\d[\d,]*(?:\.\d+)?)\s*ms\b/;
function decimalBefore(s, at) {
  const end = skipSpacesBack(s, at);
  const start = numberStartBefore(s, end);
  return start === end ? NaN : scaledDecimal(s, start, end, 0, "dot");
}
var Expect = { Nothing: 0, BlockLine: 1, ThroughputLine: 2 };
var NethermindLineParser = class extends BlockAttrsLineParser {
  pending = -1;
  expect = Expect.Nothing;
  line(v) {
    v.stripAnsi();
    const at = v.find(PROCESSED);
    if (at !== -1) this.processed(v, at);
    else if (v.has(MGAS)) this.detail(v);
    else if (v.has(SLOW_BLOCK4)) warnSlowBlockIgnored(this.out, v);
  }
  processed(v, at) {
    this.expect = Expect.Nothing;
    const m = PROCESSED_LINE.exec(at === v.start ? v.line : v.line.slice(at - v.start));
    if (!m) {
      if (/Processed\s+\d/.test(v.line)) warnUnparsed(this.out, "Nethermind", v);
      return;
    }
    const first = groupedInt(m[1], 0, m[1].length);
    const ms = scaledDecimal(m[3], 0, m[3].length, 0, "dot");
    if (m[2] !== void 0) {
      const last = groupedInt(m[2], 0, m[2].length);
      const count = last >= first ? last - first + 1 : 0;
      if (count === 0) warnUnparsed(this.out, "Nethermind", v);
      else warnAggregated(this.out, "aggregated-range", "aggregated `Processed A...B` ranges", v, count);
      return;
    }
    const i = this.out.add(first, ms, v.no);
    const oneLiner = v.find("mgasps", at);
    if (oneLiner !== -1) {
      const start = skipSpaces(v.text, oneLiner + 6);
      this.out.setAttr(this.mgasps, i, scaledDecimal(v.text, start, decimalEnd(v.text, start), 0, "dot"));
      return;
    }
    this.pending = i;
    this.expect = Expect.BlockLine;
  }
  /** The ` Block … MGas | … txs` and ` Block throughput … MGas/s` lines that follow a single-block report. */
  detail(v) {
    const s = v.text;
    const rate = v.find("MGas/s");
    if (rate !== -1) {
      if (v.has("Ave ")) return;
      if (this.expect === Expect.ThroughputLine)
        this.out.setAttr(this.mgasps, this.pending, decimalBefore(s, rate));
      this.expect = Expect.Nothing;
      return;
    }
    if (this.expect !== Expect.BlockLine) return;
    const mgas = v.find(MGAS);
    const gas = decimalBefore(s, mgas);
    this.out.setAttr(this.gas, this.pending, gas === gas ? Math.round(gas * 1e6) : NaN);
    const txs = v.find("txs", mgas);
    if (txs !== -1) {
      const end = skipSpacesBack(s, txs);
      this.out.setAttr(this.txs, this.pending, groupedInt(s, numberStartBefore(s, end), end));
    }
    this.expect = Expect.ThroughputLine;
  }
};
var SIGNATURE4 = /Processed\s+\d[\d,]*(?:\s*\.\.\.\s*\d[\d,]*)?\s*\|/;
var nethermindFormat = {
  name: "nethermind",
  description: "Nethermind `Processed N | \u2026 ms` reports (3-line records; `Processed A...B` ranges counted)",
  needles: [PROCESSED, MGAS, SLOW_BLOCK4],
  detect: (head) => confidenceFromCount(countMatchingLines(head, SIGNATURE4)),
  createLineParser: (out) => new NethermindLineParser(out)
};

// src/formats/eth/reth.ts
var ADDED = "Block added to";
var SLOW_BLOCK5 = "Slow block";
var GAS_UNITS = { gas: 1, Kgas: 1e3, Mgas: 1e6, Ggas: 1e9 };
var RATE_UNITS = { "Kgas/second": 1e-3, "Mgas/second": 1, "Ggas/second": 1e3 };
function intField2(v, key) {
  const r = unquotedField(v, key);
  return r ? groupedInt(v.text, r[0], r[1]) : NaN;
}
function gasUsed(v) {
  for (const key of ["gas_used", "gas"]) {
    const g = numberWithUnit(v, key);
    if (g) {
      const scale = GAS_UNITS[g.unit];
      return scale === void 0 ? NaN : Math.round(scaledDecimal(v.text, g.start, g.end, 0, "dot") * scale);
    }
  }
  const r = unquotedField(v, "mgas");
  return r ? Math.round(scaledDecimal(v.text, r[0], r[1], 0, "dot") * 1e6) : NaN;
}
function mgasPerSecond2(v) {
  const g = numberWithUnit(v, "gas_throughput");
  if (!g) return NaN;
  const scale = RATE_UNITS[g.unit];
  return scale === void 0 ? NaN : scaledDecimal(v.text, g.start, g.end, 0, "dot") * scale;
}
var RethLineParser = class extends BlockAttrsLineParser {
  line(v) {
    v.stripAnsi();
    const at = v.find(ADDED);
    if (at === -1) {
      if (v.has(SLOW_BLOCK5)) warnSlowBlockIgnored(this.out, v);
      return;
    }
    const s = v.text;
    const fork = s.startsWith("fork chain", at + ADDED.length + 1);
    if (!fork && !s.startsWith("canonical chain", at + ADDED.length + 1)) return;
    const block = intField2(v, "number");
    if (block !== block) {
      warnUnparsed(this.out, "reth", v);
      return;
    }
    const r = fieldRange(v, "elapsed");
    if (!r) {
      warnNoTiming(this.out, "reth", v);
      return;
    }
    const ms = durationMs(s, r[0], r[1]);
    if (ms !== ms) {
      warnUnparsed(this.out, "reth", v);
      return;
    }
    const out = this.out;
    const i = out.add(block, ms, v.no);
    if (fork) {
      out.warn(
        "fork-chain-block",
        v.no,
        v.line,
        (n) => `${n} block${n === 1 ? " was" : "s were"} added to a fork chain (reorg) and kept as records; the canonical import of the same height is matched by the duplicate policy`
      );
      return;
    }
    out.setAttr(this.txs, i, intField2(v, "txs"));
    out.setAttr(this.gas, i, gasUsed(v));
    out.setAttr(this.mgasps, i, mgasPerSecond2(v));
  }
};
var SIGNATURE5 = /Block added to (?:canonical|fork) chain/;
var rethFormat = {
  name: "reth",
  description: "reth `Block added to canonical|fork chain \u2026 elapsed=<Duration>` lines",
  needles: [ADDED, SLOW_BLOCK5],
  detect: (head) => confidenceFromCount(countMatchingLines(head, SIGNATURE5)),
  createLineParser: (out) => new RethLineParser(out)
};

// src/formats/eth/slowblock-fields.ts
var SLOW_BLOCK_TIMINGS = [
  "execution_ms",
  "evm_ms",
  "state_read_ms",
  "state_hash_ms",
  "storage_merkle_ms",
  "state_root_ms",
  "blooms_ms",
  "receipts_root_ms",
  "commit_ms",
  "total_ms"
];
var SLOW_BLOCK_COUNTS = [
  "state_reads.accounts",
  "state_reads.storage_slots",
  "state_reads.code",
  "state_writes.accounts",
  "state_writes.storage_slots",
  "state_writes.code"
];
var SLOW_BLOCK_CACHES = ["account", "storage", "code"];
function objectRange(v, name, from, to) {
  const at = v.find(`"${name}":{`, from);
  if (at === -1 || at >= to) return null;
  const s = v.text;
  let depth = 0;
  for (let i = at + name.length + 3; i < v.end; i++) {
    const c = s.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125 && depth-- === 0) return [at, i];
  }
  return [at, v.end];
}
function numberIn(v, key, range) {
  const at = v.find(`"${key}":`, range[0]);
  if (at === -1 || at >= range[1]) return NaN;
  let start = at + key.length + 3;
  if (v.text.charCodeAt(start) === 34) start++;
  return scaledDecimal(v.text, start, decimalEnd(v.text, start), 0, "dot");
}
function kvNumber(v, key) {
  const r = unquotedField(v, key);
  return r ? scaledDecimal(v.text, r[0], r[1], 0, "dot") : NaN;
}
function hitRate(rate, hits, misses) {
  if (rate === rate) return rate;
  return hits + misses > 0 ? hits / (hits + misses) * 100 : NaN;
}
function readSlowBlockFields(v, from, json, put) {
  const end = v.end;
  if (!json) {
    for (const t of SLOW_BLOCK_TIMINGS) put(`timing.${t}`, kvNumber(v, `timing.${t}`));
    for (const c of SLOW_BLOCK_COUNTS) put(c, kvNumber(v, c));
    for (const c of SLOW_BLOCK_CACHES) {
      const key = `cache.${c}`;
      put(
        `${key}.hit_rate`,
        hitRate(kvNumber(v, `${key}.hit_rate`), kvNumber(v, `${key}.hits`), kvNumber(v, `${key}.misses`))
      );
    }
    return;
  }
  const timing = objectRange(v, "timing", from, end);
  for (const t of SLOW_BLOCK_TIMINGS) put(`timing.${t}`, timing ? numberIn(v, t, timing) : NaN);
  for (const section of ["state_reads", "state_writes"]) {
    const r = objectRange(v, section, from, end);
    for (const c of SLOW_BLOCK_COUNTS) {
      if (c.startsWith(section + ".")) put(c, r ? numberIn(v, c.slice(section.length + 1), r) : NaN);
    }
  }
  const cache = objectRange(v, "cache", from, end);
  for (const c of SLOW_BLOCK_CACHES) {
    const r = cache && objectRange(v, c, cache[0], cache[1]);
    const rate = r ? hitRate(numberIn(v, "hit_rate", r), numberIn(v, "hits", r), numberIn(v, "misses", r)) : NaN;
    put(`cache.${c}.hit_rate`, rate);
  }
}

// src/formats/eth/slowblock.ts
var SLOW_BLOCK6 = "Slow block";
function jsonNumber(v, key, from, kvKey) {
  const at = v.find(`"${key}":`, from);
  if (at !== -1) {
    let start = at + key.length + 3;
    if (v.text.charCodeAt(start) === 34) start++;
    return scaledDecimal(v.text, start, decimalEnd(v.text, start), 0, "dot");
  }
  const r = unquotedField(v, kvKey);
  return r ? scaledDecimal(v.text, r[0], r[1], 0, "dot") : NaN;
}
var SlowBlockLineParser = class extends BlockAttrsLineParser {
  line(v) {
    v.stripAnsi();
    const at = v.find(SLOW_BLOCK6);
    const blockAt = v.find('"block":{', at);
    let block = NaN;
    if (blockAt !== -1) {
      const num = v.find('"number":', blockAt);
      if (num !== -1) block = groupedInt(v.text, num + 9, groupedIntEnd(v.text, num + 9));
    } else {
      const r = unquotedField(v, "block.number");
      if (r) block = groupedInt(v.text, r[0], r[1]);
    }
    if (block !== block) {
      warnUnparsed(this.out, "slow-block", v);
      return;
    }
    const ms = jsonNumber(v, "execution_ms", at, "timing.execution_ms");
    if (ms !== ms) {
      warnNoTiming(this.out, "slow-block", v);
      return;
    }
    const from = blockAt === -1 ? at : blockAt;
    const i = this.out.add(block, ms, v.no);
    this.out.setAttr(this.txs, i, jsonNumber(v, "tx_count", from, "block.tx_count"));
    this.out.setAttr(this.gas, i, jsonNumber(v, "gas_used", from, "block.gas_used"));
    this.out.setAttr(this.mgasps, i, jsonNumber(v, "mgas_per_sec", from, "throughput.mgas_per_sec"));
    if (this.out.keepsAttrs) {
      readSlowBlockFields(v, from, blockAt !== -1, (path, value) => {
        if (path !== "timing.execution_ms") this.out.setAttr(this.out.column(path), i, value);
      });
    }
  }
};
var SIGNATURE6 = /"msg":"Slow block"|Slow block block\.number=/;
var slowBlockFormat = {
  name: "slowblock",
  description: 'cross-client "Slow block" JSON reports (geth, Nethermind, Besu, reth key=value form)',
  needles: [SLOW_BLOCK6],
  // Below every client format: a client log with a few slow-block lines is still that client's log.
  detect: (head) => confidenceFromCount(countMatchingLines(head, SIGNATURE6), 0.3, 0.45),
  createLineParser: (out) => new SlowBlockLineParser(out)
};

// src/formats/eth/registry.ts
var FORMATS = [
  besuFormat,
  gethFormat,
  nethermindFormat,
  rethFormat,
  erigonFormat,
  slowBlockFormat
];
var BLOCK_LOG_FORMATS = FORMATS.map((f) => f.name);
var DETECT_HEAD_BYTES = 1 << 20;
var SHORT_HEAD_CHARS = 64 << 10;
function mostConfident(head, formats) {
  let best = null;
  for (const f of formats) {
    const confidence = f.detect(head);
    if (confidence > 0 && (!best || confidence > best.confidence)) best = { format: f.name, confidence };
  }
  return best;
}
function detectBlockLogFormat(head) {
  if (head.length > SHORT_HEAD_CHARS) {
    const short = head.slice(0, head.lastIndexOf("\n", SHORT_HEAD_CHARS - 1) + 1);
    const found = mostConfident(short, FORMATS);
    if (found && found.confidence === 1) {
      const earlier = FORMATS.slice(
        0,
        FORMATS.findIndex((f) => f.name === found.format)
      );
      return earlier.find((f) => f.detect(head) === 1) ? mostConfident(head, earlier) : found;
    }
  }
  return mostConfident(head, FORMATS);
}
function settledBlockLogFormat(head) {
  const first = FORMATS[0];
  return first.detect(head) >= 1 ? first : null;
}
function blockLogFormatByName(name) {
  const f = FORMATS.find((x) => x.name === name.toLowerCase());
  if (!f) {
    throw new UserError(`unknown block log format '${name}': use one of ${BLOCK_LOG_FORMATS.join(", ")}`);
  }
  return f;
}
function chooseBlockLogFormat(head, requested, source) {
  if (requested) return blockLogFormatByName(requested);
  const found = detectBlockLogFormat(head);
  if (!found) {
    const lines2 = head.length === 0 ? "it is empty" : "none of its first lines is a per-block line";
    throw new UserError(
      `could not recognise ${source} as an Ethereum client log (${lines2}); tried ${BLOCK_LOG_FORMATS.join(", ")}. Check the file, or name the format with --format <name> if its block lines come later in the file`
    );
  }
  return blockLogFormatByName(found.format);
}

export {
  BLOCK_LOG_FORMATS,
  DETECT_HEAD_BYTES,
  detectBlockLogFormat,
  settledBlockLogFormat,
  chooseBlockLogFormat
};
