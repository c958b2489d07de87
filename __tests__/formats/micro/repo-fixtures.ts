import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MicroComparison } from '../../../src/core/compare-micro.js';
import { cli } from '../../support/cli/run-cli.js';

// Fixtures kept in this repository (`__fixtures__/<tool>/`, each with a README of truth), for the formats
// added after the shared fixtures were made.

export const REPO_FIXTURES = path.resolve(import.meta.dirname, '../../../__fixtures__');

export function repoFixture(...parts: string[]): string {
  return path.join(REPO_FIXTURES, ...parts);
}

export function repoFixtureText(...parts: string[]): string {
  return readFileSync(repoFixture(...parts), 'utf8');
}

/** `benchdelta compare baseline candidate --json` in-process: exit code, stdout and the parsed comparison. */
export async function compareFiles(baseline: string, candidate: string, extra: string[] = []) {
  const json = path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-formats-')), 'out.json');
  const r = await cli(['compare', baseline, candidate, '--json', json, ...extra]);
  const cmp = JSON.parse(readFileSync(json, 'utf8')) as MicroComparison;
  const verdicts = Object.fromEntries(cmp.benchmarks.map((b) => [`${b.key} ${b.metric}`, b.verdict]));
  return { ...r, cmp, verdicts };
}
