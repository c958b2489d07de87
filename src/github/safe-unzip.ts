// Unzips an artifact that came from the network, where the archive is untrusted: a fork PR's build wrote it.
// Entries that would land outside the target directory, symlinks and special files, and anything larger than
// the caps (declared sizes checked before inflating, real sizes while inflating) are refused, never skipped.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';
import { UserError } from '../core/errors.js';

export interface UnzipLimits {
  /** Sum of all entries, uncompressed. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxEntries: number;
}

export const DEFAULT_UNZIP_LIMITS: UnzipLimits = {
  maxTotalBytes: 2 * 1024 ** 3,
  maxEntryBytes: 1024 ** 3,
  maxEntries: 10_000,
};

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  crc: number;
  localHeaderOffset: number;
  isDirectory: boolean;
  /** Unix file type bits (S_IFMT) when the archive was made on a Unix host, else undefined. */
  unixType?: number;
  encrypted: boolean;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const INFLATE_SLICE = 16 * 1024;
/** Longest file name part (NAME_MAX) and whole path inside the archive that Linux and macOS file systems take. */
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 1024;
/** The size caps follow the action's max-input-bytes (see downloadLimitsFor in artifacts.ts). */
const RAISE = ' (raise it with the max-input-bytes input if the file is genuine)';

function corrupt(label: string, why: string): UserError {
  return new UserError(
    `${label} is not a valid zip archive (${why}); download it again or re-run the upload.`,
  );
}

/** Reads the central directory: the authoritative list of entries (local headers may omit sizes). */
export function listZipEntries(zip: Uint8Array, label = 'the archive'): ZipEntry[] {
  try {
    return readCentralDirectory(zip, label);
  } catch (error) {
    // Offsets that point past the end make DataView throw RangeError: that is a corrupt archive, not a crash.
    if (error instanceof RangeError) throw corrupt(label, 'an offset points past the end');
    throw error;
  }
}

function readCentralDirectory(zip: Uint8Array, label: string): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = -1;
  for (let i = zip.byteLength - 22; i >= Math.max(0, zip.byteLength - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt(label, 'no end of central directory');
  let count = view.getUint16(eocd + 10, true);
  let dirOffset = view.getUint32(eocd + 16, true);
  if (
    (count === 0xffff || dirOffset === 0xffffffff) &&
    eocd >= 20 &&
    view.getUint32(eocd - 20, true) === EOCD64_LOCATOR
  ) {
    const at = Number(view.getBigUint64(eocd - 12, true));
    if (at + 56 > zip.byteLength || view.getUint32(at, true) !== EOCD64)
      throw corrupt(label, 'bad zip64 directory');
    count = Number(view.getBigUint64(at + 32, true));
    dirOffset = Number(view.getBigUint64(at + 48, true));
  }
  const entries: ZipEntry[] = [];
  let p = dirOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > zip.byteLength || view.getUint32(p, true) !== CENTRAL)
      throw corrupt(label, 'bad central directory');
    const madeBy = view.getUint16(p + 4, true);
    const flags = view.getUint16(p + 8, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const external = view.getUint32(p + 38, true);
    let compressedSize = view.getUint32(p + 20, true);
    let size = view.getUint32(p + 24, true);
    let localHeaderOffset = view.getUint32(p + 42, true);
    const nameBytes = zip.subarray(p + 46, p + 46 + nameLength);
    // Bit 11 says UTF-8; older tools used CP437, which matches latin1 for the printable ASCII we expect.
    const name = new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(nameBytes);
    // Zip64: sizes and offset that overflow 32 bits live in extra field 0x0001, in this order.
    let e = p + 46 + nameLength;
    const extraEnd = e + extraLength;
    while (e + 4 <= extraEnd) {
      const id = view.getUint16(e, true);
      const length = view.getUint16(e + 2, true);
      if (id === 0x0001) {
        let q = e + 4;
        if (size === 0xffffffff) {
          size = Number(view.getBigUint64(q, true));
          q += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = Number(view.getBigUint64(q, true));
          q += 8;
        }
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = Number(view.getBigUint64(q, true));
      }
      e += 4 + length;
    }
    const hostIsUnix = madeBy >> 8 === 3;
    const unixMode = external >>> 16;
    entries.push({
      name,
      method: view.getUint16(p + 10, true),
      compressedSize,
      size,
      crc: view.getUint32(p + 16, true),
      localHeaderOffset,
      isDirectory: name.endsWith('/') || (hostIsUnix && (unixMode & S_IFMT) === S_IFDIR),
      // Python's zipfile.writestr stores permission bits with no file type: that is a regular file.
      unixType: hostIsUnix && (unixMode & S_IFMT) !== 0 ? unixMode & S_IFMT : undefined,
      encrypted: (flags & 1) === 1,
    });
    p = extraEnd + commentLength;
  }
  return entries;
}

/** The entry's path split into safe segments, or a UserError saying why it cannot be extracted. */
function safeSegments(entry: ZipEntry, label: string): string[] {
  const name = entry.name;
  const refuse = (why: string): UserError =>
    new UserError(`${label} contains the entry '${name}', which ${why}; benchdelta refuses to extract it.`);
  if (name.includes('\0')) throw refuse('has a NUL character in its name');
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name))
    throw refuse('is an absolute path');
  const segments = name.split(/[/\\]/).filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) throw refuse("climbs out of the extraction directory with '..'");
  const long = segments.find((s) => Buffer.byteLength(s) > MAX_NAME_BYTES);
  if (long !== undefined) {
    throw refuse(
      `has a name part of ${Buffer.byteLength(long)} bytes, over the ${MAX_NAME_BYTES} a file system allows`,
    );
  }
  if (Buffer.byteLength(name) > MAX_PATH_BYTES) throw refuse(`is a path over ${MAX_PATH_BYTES} bytes long`);
  if (entry.unixType === S_IFLNK) throw refuse('is a symbolic link');
  if (entry.unixType !== undefined && entry.unixType !== S_IFREG && entry.unixType !== S_IFDIR) {
    throw refuse('is not a regular file or directory');
  }
  if (entry.encrypted) throw refuse('is encrypted');
  if (entry.method !== 0 && entry.method !== 8)
    throw refuse(`uses compression method ${entry.method} (only stored and deflate are supported)`);
  return segments;
}

function mib(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

/**
 * Extracts every entry into `destDir` (which must exist and be empty, e.g. from mkdtemp) and returns the
 * absolute paths of the files written, sorted. `label` names the archive in errors ("baseline artifact 'bench'").
 */
export function extractZipSafely(
  zip: Uint8Array,
  destDir: string,
  limits: UnzipLimits = DEFAULT_UNZIP_LIMITS,
  label = 'the archive',
): string[] {
  const entries = listZipEntries(zip, label);
  if (entries.length > limits.maxEntries) {
    throw new UserError(
      `${label} has ${entries.length} entries, more than the limit of ${limits.maxEntries}.`,
    );
  }
  const root = path.resolve(destDir);
  let declaredTotal = 0;
  const planned = entries.map((entry) => {
    const segments = safeSegments(entry, label);
    if (entry.size > limits.maxEntryBytes) {
      throw new UserError(
        `${label}: entry '${entry.name}' is ${mib(entry.size)} uncompressed, over the per-file limit of ${mib(limits.maxEntryBytes)}${RAISE}.`,
      );
    }
    declaredTotal += entry.size;
    const target = path.resolve(root, ...segments);
    if (target !== root && !target.startsWith(root + path.sep)) {
      throw new UserError(
        `${label} contains the entry '${entry.name}', which resolves outside the extraction directory.`,
      );
    }
    return { entry, target };
  });
  refuseOverlaps(planned, root, label);
  if (declaredTotal > limits.maxTotalBytes) {
    throw new UserError(
      `${label} would unpack to ${mib(declaredTotal)}, over the limit of ${mib(limits.maxTotalBytes)}${RAISE}.`,
    );
  }

  const files: string[] = [];
  let writtenTotal = 0;
  for (const { entry, target } of planned) {
    if (entry.isDirectory || target === root) {
      mkdirSync(target, { recursive: true });
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    const data = entryData(zip, entry, label);
    // 'wx': a second entry with the same name is refused rather than silently overwriting the first.
    let fd: number;
    try {
      fd = openSync(target, 'wx');
    } catch {
      throw new UserError(`${label} contains '${entry.name}' twice (or a file where a directory should be).`);
    }
    let written = 0;
    let crc = 0;
    try {
      const write = (chunk: Uint8Array): void => {
        written += chunk.byteLength;
        writtenTotal += chunk.byteLength;
        // The real size, not the declared one, is what a zip bomb lies about.
        if (written > entry.size || written > limits.maxEntryBytes || writtenTotal > limits.maxTotalBytes) {
          throw new UserError(
            `${label}: entry '${entry.name}' inflates to more than it declares (${entry.size} bytes) or past the size ` +
              'limit; the archive is corrupt or hostile, so it is refused.',
          );
        }
        crc = crc32(chunk, crc);
        writeSync(fd, chunk);
      };
      if (entry.method === 0) {
        write(data);
      } else {
        inflateInSlices(data, write, label, entry.name);
      }
    } finally {
      closeSync(fd);
    }
    if (written !== entry.size || crc !== entry.crc) {
      throw corrupt(label, `entry '${entry.name}' is truncated or its checksum does not match`);
    }
    files.push(target);
  }
  return files.sort();
}

/**
 * A file and a folder of the same name (`a`, then `a/b`), or one file twice, cannot both be extracted: refused
 * before anything is written, naming both entries.
 */
function refuseOverlaps(planned: { entry: ZipEntry; target: string }[], root: string, label: string): void {
  const files = new Map<string, string>();
  const folders = new Map<string, string>();
  for (const { entry, target } of planned) {
    if (!entry.isDirectory && target !== root) {
      const twice = files.get(target);
      if (twice !== undefined)
        throw new UserError(`${label} contains '${twice}' twice; benchdelta refuses it.`);
      files.set(target, entry.name);
    } else folders.set(target, entry.name);
    for (let dir = path.dirname(target); dir.length > root.length; dir = path.dirname(dir)) {
      if (!folders.has(dir)) folders.set(dir, entry.name);
    }
  }
  for (const [target, name] of files) {
    const inside = folders.get(target);
    if (inside !== undefined) {
      throw new UserError(
        `${label} contains the file '${name}' and also '${inside}', which needs a folder of that name; ` +
          'benchdelta refuses it.',
      );
    }
  }
}

function entryData(zip: Uint8Array, entry: ZipEntry, label: string): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.byteLength || view.getUint32(at, true) !== LOCAL)
    throw corrupt(label, `bad local header for '${entry.name}'`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > zip.byteLength) throw corrupt(label, `entry '${entry.name}' runs past the end of the archive`);
  return zip.subarray(start, end);
}

/** Feeds the compressed bytes in small slices so that one push can never balloon memory before we count it. */
function inflateInSlices(
  data: Uint8Array,
  write: (chunk: Uint8Array) => void,
  label: string,
  name: string,
): void {
  let failure: unknown;
  const inflater = new Inflate((chunk) => {
    if (failure === undefined) {
      try {
        write(chunk);
      } catch (error) {
        failure = error;
      }
    }
  });
  try {
    for (let i = 0; i < data.byteLength && failure === undefined; i += INFLATE_SLICE) {
      inflater.push(data.subarray(i, i + INFLATE_SLICE), i + INFLATE_SLICE >= data.byteLength);
    }
    if (data.byteLength === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    throw failure ?? corrupt(label, `entry '${name}' does not inflate: ${String(error)}`);
  }
  if (failure !== undefined) throw failure;
}
