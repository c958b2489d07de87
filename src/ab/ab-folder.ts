// The folder an A/B run keeps: `ab.json` (the settings), `rounds.jsonl` (one line per finished round: order,
// times, environment) and each round's raw outputs. Everything the verdict rests on is there, so a killed run
// is re-judged from its folder (`benchdelta ab --judge DIR`) with the same function the live run used.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, availableParallelism, release } from 'node:os';
import { join } from 'node:path';
import { UserError } from '../core/errors.js';
import type { ResultSet } from '../core/model.js';
import { readResultSet } from '../formats/micro/index.js';
import { judgeRounds, type AbJudgement, type AbSettings, type RoundResults } from './judge-rounds.js';
import { outputFingerprint, requireSameFingerprint, type Fingerprint } from './output-fingerprint.js';
import type { Side, SideRun } from './run-side.js';

export interface AbManifest extends AbSettings {
  version: 1;
  base: string;
  candidate: string;
  duet: boolean;
  warmup: number;
  format?: string;
  seed: number;
  budgetSeconds: number;
  roundTimeoutSeconds: number;
  startedAt: string;
}

export interface RoundRecord {
  round: number;
  warmup: boolean;
  /** The order the sides started in (duet: both at once, the first listed on `cpus[0]`). */
  order: [Side, Side];
  cpus?: [number, number];
  sides: Record<Side, SideRun & { result: string; log: string }>;
  host: Fingerprint;
  fingerprint: Record<Side, Fingerprint>;
}

export const MANIFEST = 'ab.json';
export const ROUNDS = 'rounds.jsonl';
/** Every file an A/B folder holds: its settings, its rounds and each round's outputs (what `ab --out` writes). */
export const FOLDER_ENTRY = /^(ab\.json|rounds\.jsonl|round-\d{3,6}-(base|candidate)\.(out|log))$/;

/** CPU model, cores, kernel and Node: the part of the environment the runner sees itself. */
export function hostFingerprint(): Fingerprint {
  return {
    'cpu.model': cpus()[0]?.model?.trim() ?? 'unknown',
    'cpu.cores': String(availableParallelism()),
    kernel: release(),
    node: process.version,
  };
}

export function roundFileNames(round: number, side: Side): { result: string; log: string } {
  const n = String(round).padStart(3, '0');
  return { result: `round-${n}-${side}.out`, log: `round-${n}-${side}.log` };
}

export function writeManifest(dir: string, manifest: AbManifest): void {
  writeFileSync(join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
}

export function appendRound(dir: string, record: RoundRecord): void {
  appendFileSync(join(dir, ROUNDS), JSON.stringify(record) + '\n');
}

export function readManifest(dir: string): AbManifest {
  const file = join(dir, MANIFEST);
  if (!existsSync(file))
    throw new UserError(
      `${dir} has no ${MANIFEST}: give the folder an A/B run wrote (benchdelta ab --out DIR)`,
    );
  const doc = JSON.parse(readFileSync(file, 'utf8')) as AbManifest;
  if (doc.version !== 1)
    throw new UserError(`${file} is version ${doc.version}: this benchdelta reads version 1`);
  return doc;
}

/** The finished rounds, in order; a round cut short by a kill has no line and is not counted. */
export function readRoundRecords(dir: string): RoundRecord[] {
  const file = join(dir, ROUNDS);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as RoundRecord];
      } catch {
        return []; // a line torn by a kill mid-write: that round did not finish
      }
    });
}

export async function readRoundResults(
  dir: string,
  record: RoundRecord,
  format?: string,
): Promise<RoundResults> {
  const read = (side: Side): Promise<ResultSet> => {
    // The name the runner gives the round's file, never the line's own: a folder downloaded from a fork's run
    // could name any path on this host.
    const file = roundFileNames(record.round, side).result;
    if (record.sides?.[side]?.result !== file) {
      throw new UserError(
        `${join(dir, ROUNDS)}: round ${record.round} names its ${side} results "${String(record.sides?.[side]?.result).slice(0, 100)}", ` +
          `not ${file}: it is not a line benchdelta ab wrote`,
      );
    }
    return readResultSet(join(dir, file), format ? { format } : {});
  };
  return { base: await read('base'), candidate: await read('candidate'), first: record.order?.[0] };
}

/** Fingerprint of both sides' outputs, refusing a round whose sides differ. */
export function roundFingerprint(dir: string, round: number): Record<Side, Fingerprint> {
  const of = (side: Side) =>
    outputFingerprint(readFileSync(join(dir, roundFileNames(round, side).result), 'utf8'));
  const fp = { base: of('base'), candidate: of('candidate') };
  requireSameFingerprint(fp.base, fp.candidate, `round ${round}: the base and the candidate`);
  return fp;
}

/** Every round's host and outputs must match the first round's: a folder from two machines is refused. */
export function requireOneEnvironment(records: readonly RoundRecord[]): void {
  const [first] = records;
  for (const r of records.slice(1)) {
    requireSameFingerprint(first.host, r.host, `rounds ${first.round} and ${r.round}`);
    requireSameFingerprint(
      first.fingerprint.base,
      r.fingerprint.base,
      `rounds ${first.round} and ${r.round}`,
    );
  }
}

/** A judged folder: its settings, the verdict after its last finished round, and what it was judged from. */
export interface JudgedFolder {
  manifest: AbManifest;
  judgement: AbJudgement;
  warmups: number;
  /** Every finished round, warm-ups included. */
  records: RoundRecord[];
  /** The results' format (as read: the one detected, or the manifest's). */
  format?: string;
}

/**
 * Re-judges a folder: the verdict the run had after its last finished round, at its own margin or `minEffect`.
 * Every counted round's sides must be read as one format: a base written by one harness and a candidate by
 * another share no benchmark.
 */
export async function judgeFolder(dir: string, minEffect?: number): Promise<JudgedFolder> {
  const manifest = readManifest(dir);
  const records = readRoundRecords(dir);
  requireOneEnvironment(records);
  const counted = records.filter((r) => !r.warmup);
  const rounds: RoundResults[] = [];
  for (const r of counted) {
    requireSameFingerprint(
      r.fingerprint.base,
      r.fingerprint.candidate,
      `round ${r.round}: the base and the candidate`,
    );
    const results = await readRoundResults(dir, r, manifest.format);
    const first = rounds[0]?.base.format ?? results.base.format;
    const other = [results.base, results.candidate].find((s) => s.format !== first);
    if (other) {
      const side = other === results.base ? 'base' : 'candidate';
      throw new UserError(
        `round ${r.round}: the ${side}'s results read as ${other.format}, the others as ${first}: both builds ` +
          'must write one format (give both commands the same harness and output flags, or --format NAME)',
      );
    }
    rounds.push(results);
  }
  return {
    manifest,
    // The manifest holds every setting the run was judged with (AbSettings); only the margin may be another.
    judgement: judgeRounds(rounds, { ...manifest, minEffect: minEffect ?? manifest.minEffect }),
    warmups: records.length - counted.length,
    records,
    format: rounds[0]?.base.format ?? manifest.format,
  };
}
