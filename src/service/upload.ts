// Reads an uploaded results file with the same readers the CLI uses: the body goes to a private temporary
// file (the readers stream from disk and recognise gzip by content), and any error names the upload, not
// the temporary path.
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { UserError } from '../core/errors.js';
import type { BlockLog, ResultSet } from '../core/model.js';
import { BLOCK_LOG_FORMATS, readBlockLog } from '../formats/eth/index.js';
import { MICRO_FORMAT_ALIASES, MICRO_FORMATS } from '../formats/micro/registry.js';
import { inputKind } from '../pipeline/compare-inputs.js';
import { blockLogPoints, resultSetPoints } from './series-points.js';
import type { InputKind, PointInput } from './store/types.js';

export interface ReadUpload {
  kind: InputKind;
  format: string;
  /** The file gzip-compressed, as stored. */
  gzipped: Buffer;
  bytes: number;
  points: PointInput[];
}

/**
 * A `format=` the readers know, else a UserError naming the known ones. Own keys only: `constructor` or
 * `toString` would otherwise be found on the registry's prototype and fail as an internal error.
 */
export function checkFormatName(format: string | undefined): void {
  if (format === undefined) return;
  if (BLOCK_LOG_FORMATS.includes(format) || Object.hasOwn(MICRO_FORMATS, format)) return;
  if (Object.hasOwn(MICRO_FORMAT_ALIASES, format)) return;
  const known = [...BLOCK_LOG_FORMATS, ...Object.keys(MICRO_FORMATS), ...Object.keys(MICRO_FORMAT_ALIASES)];
  throw new UserError(
    `format=${format.slice(0, 40)} is not a known format: use one of ${known.join(', ')}, or leave format= out ` +
      'to have it detected',
  );
}

/** The CLI's option names in a reader's message, as the API spells them. */
function apiSpelling(message: string): string {
  return message.replace(/--format NAME/g, 'format=NAME').replace(/--format\b ?/g, 'format=');
}

// Control characters in a benchmark name would be stored, then refused by the series route and garble logs.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

function checkNames(points: PointInput[], name: string): void {
  for (const p of points) {
    if (!CONTROL.test(p.key) && !CONTROL.test(p.metric)) continue;
    throw new UserError(
      `"${name}" has a benchmark name with a control character (${JSON.stringify(p.key.slice(0, 80))}): ` +
        'names must be printable text; fix the harness output and upload again',
    );
  }
}

export function isGzip(data: Uint8Array): boolean {
  return data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b;
}

const gzipAsync = promisify(gzip);

/** A file name safe to create in a temporary folder, keeping the upload's extension and basename (criterion). */
function safeFileName(name: string): string {
  const base = path.basename(name).replace(/[^A-Za-z0-9._-]/g, '_');
  return base && base !== '.' && base !== '..' ? base : 'results';
}

/** Files up to this size go to RAM (/dev/shm) when there is one: on a busy disk the folder alone costs ~10 ms. */
const RAM_SCRATCH_MAX_BYTES = 64 << 20;
const RAM_SCRATCH = '/dev/shm';
let ramScratchUsable: boolean | null = null;

function scratchRoot(bytes: number): string {
  if (ramScratchUsable === null) {
    try {
      accessSync(RAM_SCRATCH, constants.W_OK);
      ramScratchUsable = process.platform === 'linux';
    } catch {
      ramScratchUsable = false;
    }
  }
  return ramScratchUsable && bytes <= RAM_SCRATCH_MAX_BYTES ? RAM_SCRATCH : os.tmpdir();
}

const SCRATCH_PREFIX = 'benchdelta-service-';

/**
 * Removes scratch folders left in /dev/shm and the temp folder by servers that were killed (SIGKILL skips the
 * `finally` that removes them): those whose process id (in the name) is no longer alive. Returns how many.
 */
export async function removeStaleScratch(): Promise<number> {
  let removed = 0;
  for (const root of new Set([RAM_SCRATCH, os.tmpdir()])) {
    const names = await readdir(root).catch(() => [] as string[]);
    for (const name of names) {
      // Imports before issue 29 named their folder without a process id: removed once a day old.
      if (name.startsWith('benchdelta-import-') && (await olderThanADay(path.join(root, name)))) {
        await rm(path.join(root, name), { recursive: true, force: true });
        removed++;
        continue;
      }
      const pid = Number(new RegExp(`^${SCRATCH_PREFIX}(\\d+)-`).exec(name)?.[1]);
      if (!pid || pid === process.pid || alive(pid)) continue;
      await rm(path.join(root, name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

async function olderThanADay(file: string): Promise<boolean> {
  const s = await stat(file).catch(() => null);
  return s !== null && Date.now() - s.mtimeMs > 24 * 3600 * 1000;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `fn` in a new private scratch folder sized for `bytes` (RAM when small enough), then removes it; a killed
 * server's folder is removed by the next start (removeStaleScratch).
 */
export async function withScratchFolder<T>(bytes: number, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(scratchRoot(bytes), `${SCRATCH_PREFIX}${process.pid}-`));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes each body to its own temporary file named after `names`, runs `fn`, and removes them. */
export function withTempFiles<T>(
  bodies: { name: string; data: Uint8Array }[],
  fn: (files: string[]) => Promise<T>,
): Promise<T> {
  const bytes = bodies.reduce((n, b) => n + b.data.length, 0);
  return withScratchFolder(bytes, (dir) => inTempFiles(dir, bodies, fn));
}

async function inTempFiles<T>(
  dir: string,
  bodies: { name: string; data: Uint8Array }[],
  fn: (files: string[]) => Promise<T>,
): Promise<T> {
  try {
    const files = await Promise.all(
      bodies.map(async (b, i) => {
        const sub = path.join(dir, String(i));
        const file = path.join(sub, safeFileName(b.name));
        await mkdir(sub);
        await writeFile(file, b.data);
        return file;
      }),
    );
    return await fn(files);
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    // The temporary paths mean nothing to the uploader: name the uploads instead.
    let message = e.message;
    bodies.forEach(
      (b, i) => (message = message.replaceAll(path.join(dir, String(i), safeFileName(b.name)), b.name)),
    );
    throw new UserError(apiSpelling(message));
  }
}

/**
 * Reads an upload whose body was read and measured (readUploadBody: within its limits, valid gzip if gzip).
 * `inflatedBytes` is the size it inflates to.
 */
export async function readUpload(
  body: Buffer,
  name: string,
  options: { format?: string; inflatedBytes: number },
): Promise<ReadUpload> {
  if (body.length === 0 || options.inflatedBytes === 0)
    throw new UserError('the body is empty: send the results file as the request body');
  checkFormatName(options.format);
  // The file is read as uploaded (the readers inflate gzip by content) while the thread pool compresses a
  // plain upload for storage.
  const storing = isGzip(body) ? Promise.resolve(body) : gzipAsync(body, { level: 1 });
  storing.catch(() => undefined);
  const parsed = await withTempFiles([{ name, data: body }], async ([file]) => {
    const kind = await inputKind(file, options.format);
    if (kind === 'blocks') {
      const log: BlockLog = await readBlockLog(file, { format: options.format, attrs: true });
      if (log.blocks.length === 0) {
        throw new UserError(
          `no per-block timings found in "${name}" (read as a ${log.format} log): upload a client log with ` +
            'per-block import lines, or name its format with ?format=',
        );
      }
      return { kind, format: log.format, points: blockLogPoints(log) };
    }
    const { readResultSet } = await import('../formats/micro/index.js');
    const set: ResultSet = await readResultSet(file, { format: options.format });
    if (set.measurements.length === 0) {
      throw new UserError(`no benchmark results found in "${name}" (read as ${set.format})`);
    }
    return { kind, format: set.format, points: resultSetPoints(set) };
  }).catch((e: unknown) => {
    // A small gzip body is not inflated before the readers (readUploadBody): its damage shows here.
    const code = (e as NodeJS.ErrnoException).code ?? '';
    if (!code.startsWith('Z_')) throw e;
    throw new UserError(
      `the body is not valid gzip (${(e as Error).message}): send the file plain or gzip it whole`,
    );
  });
  checkNames(parsed.points, name);
  return { ...parsed, gzipped: await storing, bytes: options.inflatedBytes };
}
