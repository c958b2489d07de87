import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  MAX_STRING_BYTES,
  inputTooLarge
} from "./chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/formats/micro/empty-run.ts
var EMPTY_RUNS = [
  {
    format: "criterion",
    tool: 'cargo bench (libtest) output that ran no benchmark ("running 0 tests")',
    test: (t) => /^running 0 tests\s*$/m.test(t) && !/ bench: /.test(t),
    fix: "check the benchmark filter given to cargo bench, and that the bench target has #[bench] functions"
  },
  {
    format: "gobench",
    tool: "go test output that ran no benchmark (no Benchmark lines)",
    test: (t) => (/^ok\s+\S+\s+[\d.]+s\b/m.test(t) || /^testing: warning: no tests to run\s*$/m.test(t) || /^PASS\s*$/m.test(t) && /^goos: /m.test(t)) && !/^Benchmark/m.test(t),
    fix: "pass -bench with a pattern that matches (e.g. go test -run='^$' -bench=.)"
  }
];
function emptyRunHint(text, format) {
  const head = text.slice(0, 64 << 10);
  const run = EMPTY_RUNS.find((r) => (format === void 0 || r.format === format) && r.test(head));
  return run ? `it is ${run.tool}: ${run.fix}` : null;
}

// src/io/whole-input.ts
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
function refusal(file, maxBytes, how) {
  if (maxBytes < MAX_STRING_BYTES) return inputTooLarge(file, maxBytes, how, " for results read whole");
  return new UserError(
    `${file} ${how} ${MAX_STRING_BYTES} bytes, more than can be read whole as one text; split the results into several files`
  );
}
async function collect(stream, maxBytes, tooLarge) {
  const chunks = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}
async function readWholeInput(file, maxBytes) {
  const handle = await open(file, "r");
  let raw;
  try {
    const info = await handle.stat();
    if (info.size > maxBytes) throw refusal(file, maxBytes, "is larger than");
    const piece = info.isFile() && info.size < 1 << 20 ? Math.max(info.size + 1, 64 << 10) : 1 << 20;
    const input = handle.createReadStream({ autoClose: false, highWaterMark: piece });
    try {
      raw = await collect(input, maxBytes, () => refusal(file, maxBytes, "gave more than"));
    } finally {
      input.destroy();
    }
  } finally {
    await handle.close();
  }
  if (raw.length < 2 || raw[0] !== 31 || raw[1] !== 139) return raw;
  const gunzip = Readable.from([raw]).pipe(createGunzip());
  try {
    return await collect(gunzip, maxBytes, () => refusal(file, maxBytes, "decompresses to more than"));
  } catch (e) {
    if (e instanceof UserError) throw e;
    throw new UserError(`'${file}' looks gzip-compressed but could not be decompressed (${String(e)}).`);
  } finally {
    gunzip.destroy();
  }
}

export {
  readWholeInput,
  emptyRunHint
};
