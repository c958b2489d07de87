// A kept A/B folder as one zip (what the service stores for an A/B run): the folder's own files at the zip's
// root, nothing else, so what is uploaded is exactly what `benchdelta ab --judge` reads.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { UserError } from '../core/errors.js';
import { FOLDER_ENTRY, MANIFEST, ROUNDS } from './ab-folder.js';

/** The folder's files zipped (`skipped`: files in it that an A/B run does not write, left out). */
export function zipFolder(dir: string): { zip: Uint8Array; files: number; skipped: string[] } {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch (e) {
    throw new UserError(
      `cannot read ${dir} (${(e as NodeJS.ErrnoException).code}): give the folder of benchdelta ab --out`,
    );
  }
  for (const needed of [MANIFEST, ROUNDS]) {
    if (!names.includes(needed)) {
      throw new UserError(
        `${dir} has no ${needed}: give the folder an A/B run wrote (benchdelta ab --out DIR)`,
      );
    }
  }
  const files: Zippable = {};
  const skipped: string[] = [];
  for (const name of names) {
    if (!FOLDER_ENTRY.test(name) || !statSync(join(dir, name)).isFile()) skipped.push(name);
    else files[name] = [readFileSync(join(dir, name)), { level: 6 }];
  }
  return { zip: zipSync(files), files: Object.keys(files).length, skipped };
}
