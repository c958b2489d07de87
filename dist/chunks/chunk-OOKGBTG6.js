import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/formats/micro/gobench-bytes.ts
var SPACE = 32;
var TAB = 9;
var CR = 13;
var LF = 10;
function isDigit(c) {
  return c >= 48 && c <= 57;
}
function isNumberToken(bytes, a, b) {
  let i = a;
  let c = bytes[i];
  if (c === 43 || c === 45) c = bytes[++i];
  let digits = 0;
  while (i < b && isDigit(bytes[i])) {
    i++;
    digits++;
  }
  if (i < b && bytes[i] === 46) {
    i++;
    while (i < b && isDigit(bytes[i])) {
      i++;
      digits++;
    }
  }
  if (digits === 0) return false;
  if (i < b && (bytes[i] | 32) === 101) {
    i++;
    c = bytes[i];
    if (c === 43 || c === 45) i++;
    const start = i;
    while (i < b && isDigit(bytes[i])) i++;
    if (i === start) return false;
  }
  return i === b;
}
var POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
function numberValue(bytes, a, b) {
  let mantissa = 0;
  let digits = 0;
  let scale = -1;
  let i = a;
  let negative = false;
  const c0 = bytes[i];
  if (c0 === 45 || c0 === 43) {
    negative = c0 === 45;
    i++;
  }
  for (; i < b; i++) {
    const c = bytes[i];
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (scale >= 0) scale++;
    } else if (c === 46 && scale < 0) scale = 0;
    else break;
  }
  if (digits === 0) return NaN;
  if (i < b || digits > 15) {
    if (!isNumberToken(bytes, a, b)) return NaN;
    const big = Number(latin1(bytes, a, b));
    return Math.abs(big) <= 1e300 ? big : NaN;
  }
  const v = scale > 0 ? mantissa / POW10[scale] : mantissa;
  return negative ? -v : v;
}
function bytesAre(bytes, at, length, s) {
  if (s.length !== length) return false;
  for (let k = 0; k < length; k++) if (bytes[at + k] !== s.charCodeAt(k)) return false;
  return true;
}
function sameBytes(bytes, a, b, length) {
  for (let k = 0; k < length; k++) if (bytes[a + k] !== bytes[b + k]) return false;
  return true;
}
function allDigits(text, a, b) {
  if (a >= b) return false;
  for (let i = a; i < b; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}
function allDigitBytes(bytes, a, b) {
  if (a >= b) return false;
  for (let i = a; i < b; i++) if (!isDigit(bytes[i])) return false;
  return true;
}
function bufferOf(bytes) {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
function latin1(bytes, a, b) {
  return bufferOf(bytes).toString("latin1", a, b);
}

// src/formats/micro/gobench-names.ts
var KNOWN_UNITS = {
  "ns/op": { metric: "time", unit: "s", factor: 1e-9, direction: "smaller-is-better" },
  "B/op": { metric: "alloc", unit: "B", factor: 1, direction: "smaller-is-better" },
  "allocs/op": { metric: "allocs", unit: "count", factor: 1, direction: "smaller-is-better" },
  "MB/s": { metric: "throughput", unit: "B/s", factor: 1e6, direction: "bigger-is-better" }
};
function goUnit(unit) {
  const known = KNOWN_UNITS[unit];
  if (known) return known;
  const direction = /\/s$/.test(unit) ? "bigger-is-better" : "smaller-is-better";
  return { metric: unit, unit, factor: 1, direction };
}
function pkgBase(pkg) {
  const slash = pkg.lastIndexOf("/");
  return slash >= 0 ? pkg.slice(slash + 1) : pkg;
}
var GO_PROCS_SUFFIX = /-(\d+)$/;
function parseGoBenchName(name) {
  const params = {};
  let base = name;
  let procs;
  const m = GO_PROCS_SUFFIX.exec(base);
  if (m) {
    procs = Number(m[1]);
    base = base.slice(0, m.index);
  }
  const parts = base.split("/");
  for (const part of parts.slice(1)) {
    const eq = part.indexOf("=");
    if (eq > 0) params[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return { params, procs };
}
function cellKeys(count, cellName, cellConfig, pkgBases) {
  const keys = new Array(count);
  const paramsOfCell = new Array(count);
  const attrsOfCell = new Array(count);
  const collided = /* @__PURE__ */ new Set();
  for (const [base2, set] of pkgBases) if (set.size > 1) collided.add(base2);
  const tails = /* @__PURE__ */ new Map();
  const procsAttrs = /* @__PURE__ */ new Map();
  let key = "";
  let lastPkg;
  let base = "";
  let params;
  let attrs;
  for (let cell = 0; cell < count; cell++) {
    const name = cellName[cell];
    const pkg = cellConfig[cell].pkg ?? "";
    if (cell === 0 || cellName[cell - 1] !== name || (cellConfig[cell - 1].pkg ?? "") !== pkg) {
      if (pkg !== lastPkg) {
        lastPkg = pkg;
        base = pkgBase(pkg);
      }
      const prefix = pkg === "" ? "" : `${collided.has(base) ? pkg : base}.`;
      key = flat(prefix + name);
      const tail = nameTail(name);
      let parsed = tails.get(tail);
      if (!parsed) {
        parsed = parseGoBenchName(`Name${tail}`);
        tails.set(tail, parsed);
      }
      params = hasKeys(parsed.params) ? parsed.params : void 0;
      attrs = void 0;
      if (parsed.procs !== void 0) {
        attrs = procsAttrs.get(parsed.procs);
        if (!attrs) {
          attrs = { gomaxprocs: parsed.procs };
          procsAttrs.set(parsed.procs, attrs);
        }
      }
    }
    keys[cell] = key;
    paramsOfCell[cell] = params;
    attrsOfCell[cell] = attrs;
  }
  return { keys, params: paramsOfCell, attrs: attrsOfCell };
}
function hasKeys(o) {
  for (const _ in o) return true;
  return false;
}
function nameTail(name) {
  const slash = name.indexOf("/");
  if (slash >= 0) return name.slice(slash);
  const dash = name.lastIndexOf("-");
  return dash >= 0 && allDigits(name, dash + 1, name.length) ? name.slice(dash) : "";
}
function flat(s) {
  if (s.length > 0) void s.charCodeAt(0);
  return s;
}

export {
  SPACE,
  TAB,
  CR,
  LF,
  numberValue,
  bytesAre,
  sameBytes,
  allDigitBytes,
  bufferOf,
  goUnit,
  pkgBase,
  GO_PROCS_SUFFIX,
  cellKeys
};
