// An uploaded A/B run: the folder `benchdelta ab --out` kept, zipped. Its entries are checked from the zip's
// directory before a byte is inflated (names, count, sizes, the ratio deflate can reach), then it is extracted
// into a scratch folder with the real sizes counted, its ab.json and rounds.jsonl are checked field by field,
// and it is judged by `benchdelta ab --judge`'s own function. Nothing here writes to the store.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  FOLDER_ENTRY,
  judgeFolder,
  MANIFEST,
  readRoundRecords,
  ROUNDS,
  roundFileNames,
  type RoundRecord,
} from '../ab/ab-folder.js';
import { folderMarkdown, folderVerdict } from '../ab/ab-summary.js';
import { UserError } from '../core/errors.js';
import { extractZipSafely, listZipEntries, type ZipEntry } from '../github/safe-unzip.js';
import { HttpError } from './http-errors.js';
import { withScratchFolder } from './upload.js';

export interface AbZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

/** 4 files a round: 2,499 rounds. One side's output up to 256 MiB; the whole folder what an upload may inflate to. */
export const AB_ZIP_LIMITS: AbZipLimits = {
  maxEntries: 10_000,
  maxEntryBytes: 256 << 20,
  maxTotalBytes: 2 ** 30,
};

/** Deflate's largest expansion (a long run of one byte), rounded up: a directory claiming more lies. */
const MAX_DEFLATE_RATIO = 1032;

const HOW =
  'zip the folder benchdelta ab --out wrote (cd DIR && zip -r ../ab.zip .), or upload it with ' +
  'benchdelta ab --judge DIR --upload URL';

/** The zip's entries checked from its directory; `prefix` is its one top folder ('' when the files are at its root). */
export function checkAbZip(
  zip: Uint8Array,
  limits: AbZipLimits = AB_ZIP_LIMITS,
): { prefix: string; bytes: number } {
  if (zip.length >= 2 && zip[0] === 0x1f && zip[1] === 0x8b) {
    throw new UserError(`the body is gzip: send the zip itself (it is compressed already); ${HOW}`);
  }
  if (zip.length < 4 || zip[0] !== 0x50 || zip[1] !== 0x4b)
    throw new UserError(`the body is not a zip: ${HOW}`);
  let entries: ZipEntry[];
  try {
    entries = listZipEntries(zip, 'the zip');
  } catch (e) {
    throw new UserError(`${(e as Error).message.replace(/; download it.*$/, '')}: ${HOW}`);
  }
  if (entries.length > limits.maxEntries) {
    throw new HttpError(
      413,
      `the zip has ${entries.length} entries, over ${limits.maxEntries}: upload a shorter run`,
    );
  }
  const files = entries.filter((e) => !e.isDirectory);
  const tops = new Set(
    files.map((e) => (e.name.includes('/') ? e.name.slice(0, e.name.indexOf('/') + 1) : '')),
  );
  const prefix = tops.size === 1 ? [...tops][0] : '';
  if (prefix === '../' || prefix === './' || prefix.startsWith('/')) {
    throw new UserError(`the zip's entries are under "${prefix}", outside the folder: ${HOW}`);
  }
  let bytes = 0;
  for (const e of files) {
    const name = e.name.slice(prefix.length);
    if (!FOLDER_ENTRY.test(name)) {
      throw new UserError(
        `the zip's entry "${e.name.slice(0, 200)}" is not a file an A/B run writes (ab.json, rounds.jsonl, ` +
          `round-NNN-base.out, round-NNN-candidate.log…): ${HOW}`,
      );
    }
    if (e.method === 8 ? e.size > e.compressedSize * MAX_DEFLATE_RATIO + 1024 : e.size !== e.compressedSize) {
      throw new UserError(
        `the zip's "${name}" declares ${e.size} bytes from ${e.compressedSize}: it is corrupt; ${HOW}`,
      );
    }
    if (e.size > limits.maxEntryBytes) {
      throw new HttpError(
        413,
        `the zip's "${name}" is ${e.size} bytes, over ${limits.maxEntryBytes}: upload a shorter run`,
      );
    }
    bytes += e.size;
  }
  if (bytes > limits.maxTotalBytes) {
    throw new HttpError(
      413,
      `the zip holds ${bytes} bytes, over ${limits.maxTotalBytes}: upload a shorter run`,
    );
  }
  const names = new Set(files.map((e) => e.name.slice(prefix.length)));
  for (const needed of [MANIFEST, ROUNDS]) {
    if (!names.has(needed)) {
      throw new UserError(
        `the zip has no ${needed}: it is not an A/B folder` +
          (needed === ROUNDS ? ' (or its run finished no round)' : '') +
          `; ${HOW}`,
      );
    }
  }
  return { prefix, bytes };
}

const fingerprint = z.record(z.string(), z.string());
const side = z.object({
  startedAt: z.string(),
  seconds: z.number().nonnegative(),
  result: z.string(),
  log: z.string(),
});
const SIDES = z.enum(['base', 'candidate']);
const roundSchema = z.object({
  round: z.number().int().positive(),
  warmup: z.boolean(),
  order: z.tuple([SIDES, SIDES]),
  cpus: z.tuple([z.number(), z.number()]).optional(),
  sides: z.object({ base: side, candidate: side }),
  host: fingerprint,
  fingerprint: z.object({ base: fingerprint, candidate: fingerprint }),
});
const manifestSchema = z.object({
  version: z.literal(1),
  base: z.string(),
  candidate: z.string(),
  duet: z.boolean(),
  warmup: z.number().int().nonnegative(),
  format: z.string().max(40).optional(),
  seed: z.number(),
  budgetSeconds: z.number().positive(),
  roundTimeoutSeconds: z.number().positive(),
  startedAt: z.string().refine((s) => Number.isFinite(Date.parse(s)), 'not a date'),
  alpha: z.number().gt(0).lt(1),
  minEffect: z.number().min(0).lt(1),
  pairs: z.boolean().optional(),
  modes: z.boolean().optional(),
});

function issue(file: string, error: z.ZodError): UserError {
  const i = error.issues[0];
  return new UserError(
    `the zip's ${file} is not what benchdelta ab writes (at ${i.path.join('.') || 'the top'}: ${i.message}); ${HOW}`,
  );
}

/** Each round numbered in turn, its files named as the runner names them (never a path out of the folder), there. */
function checkRounds(dir: string): RoundRecord[] {
  const records = readRoundRecords(dir);
  records.forEach((r, i) => {
    const parsed = roundSchema.safeParse(r);
    if (!parsed.success) throw issue(`${ROUNDS} (line ${i + 1})`, parsed.error);
    if (r.round !== i + 1) {
      throw new UserError(`the zip's ${ROUNDS}: line ${i + 1} is round ${r.round}, not ${i + 1}; ${HOW}`);
    }
    for (const s of ['base', 'candidate'] as const) {
      const expected = roundFileNames(r.round, s);
      if (r.sides[s].result !== expected.result) {
        throw new UserError(
          `the zip's ${ROUNDS}: round ${r.round}'s ${s} file is not ${expected.result}; ${HOW}`,
        );
      }
      if (!existsSync(path.join(dir, expected.result))) {
        throw new UserError(
          `the zip has no ${expected.result}, which round ${r.round} of ${ROUNDS} lists: zip the whole folder; ${HOW}`,
        );
      }
    }
  });
  if (!records.some((r) => !r.warmup)) {
    throw new UserError(
      `the zip's ${ROUNDS} has no counted round (only warm-ups, or none): nothing to judge`,
    );
  }
  return records;
}

/** How an A/B run's report is headed: its name, and both sides' commits. */
export const abRunTitle = (run: { name: string; commit: string; baseCommit: string }) =>
  `benchdelta ab ${run.name}: ${run.commit.slice(0, 12)} against ${run.baseCommit.slice(0, 12)}`;

export interface AbZipJudgement {
  summary: { verdict: string; rounds: number; benchmarkCount: number; decided: number; format: string };
  /** The verdict as JSON (ab-summary.ts folderVerdict). */
  verdict: ReturnType<typeof folderVerdict>;
  markdown: string;
}

/**
 * Judges a zipped A/B folder with `benchdelta ab --judge`'s function (after checkAbZip's checks and the fields of
 * ab.json and rounds.jsonl); a UserError saying what is wrong and how to fix it otherwise.
 */
export async function judgeAbZip(zip: Uint8Array, title: string): Promise<AbZipJudgement> {
  const { prefix, bytes } = checkAbZip(zip);
  return withScratchFolder(bytes, async (scratch) => {
    extractZipSafely(zip, scratch, AB_ZIP_LIMITS, 'the zip');
    const dir = path.resolve(scratch, prefix);
    const raw = await readFile(path.join(dir, MANIFEST), 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (e) {
      throw new UserError(`the zip's ${MANIFEST} is not JSON (${(e as Error).message}); ${HOW}`);
    }
    const manifest = manifestSchema.safeParse(json);
    if (!manifest.success) throw issue(MANIFEST, manifest.error);
    checkRounds(dir);
    const judged = await judgeFolder(dir).catch((e: unknown) => {
      if (!(e instanceof UserError)) throw e;
      throw new UserError(e.message.replaceAll(dir, 'the zip'));
    });
    const j = judged.judgement;
    if (j.benchmarks.length === 0) {
      throw new UserError(
        "no benchmark is in both sides' results of the first counted round: the base and the candidate must " +
          'run the same benchmarks',
      );
    }
    return {
      summary: {
        verdict: j.verdict,
        rounds: j.rounds,
        benchmarkCount: j.benchmarks.length,
        decided: j.decided,
        format: judged.format ?? 'unknown',
      },
      verdict: folderVerdict(judged),
      markdown: folderMarkdown(judged, title),
    };
  });
}
