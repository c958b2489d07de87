// The action's inputs, read from the runner's INPUT_* variables and validated with the same rules as the
// CLI's flags, so `threshold: ten` fails with the same clear message as `--threshold ten`.
import * as core from '@actions/core';
import { UserError } from '../core/errors.js';
import type { DuplicatePolicy, SelectOn } from '../core/model.js';
import { parseAaPair, parseChoice, parseNumber, parseSlowList } from '../cli/args.js';

export type CommentMode = 'always' | 'on-change' | 'never';

export interface ActionInputs {
  baseline: string;
  candidate: string;
  /** Globs applied inside each side (an artifact with several files). */
  baselineFile?: string;
  candidateFile?: string;
  baselineWorkflow?: string;
  baselineBranch?: string;
  format?: string;
  thresholdPct: number;
  slowMs: number[];
  items: string[];
  /** Two workspace files of an A/A pair (block logs): the expected flags are measured on them. */
  aaPair?: [string, string];
  /** Run-to-run noise σ per run in % (block logs), when stated. */
  runNoisePct?: number;
  selectOn: SelectOn;
  minEffectPct: number;
  duplicates: DuplicatePolicy;
  failOn: 'regression' | 'never';
  comment: CommentMode;
  commentKey: string;
  check: boolean;
  token: string;
  maxRows: number;
  jsonOutput?: string;
  csvOutput?: string;
  markdownOutput?: string;
  badgeOutput?: string;
  prNumber?: number;
}

const label = (name: string) => `input '${name}'`;

function optional(name: string): string | undefined {
  const value = core.getInput(name).trim();
  return value === '' ? undefined : value;
}

function withDefault(name: string, fallback: string): string {
  return optional(name) ?? fallback;
}

export function readActionInputs(): ActionInputs {
  const baseline = optional('baseline');
  const candidate = optional('candidate');
  if (!baseline || !candidate) {
    throw new UserError(
      `input '${baseline ? 'candidate' : 'baseline'}' is required: give a workspace path or glob, artifact:NAME, or run:ID/NAME`,
    );
  }
  const prNumber = optional('pr-number');
  const aaPair = optional('aa-pair');
  const runNoise = optional('run-noise');
  const check = withDefault('check', 'false').toLowerCase();
  if (!['true', 'false'].includes(check))
    throw new UserError(`input 'check' "${check}" is not valid: use true or false`);
  const token = core.getInput('github-token').trim();
  // Masked before anything can log it, whether or not an API call is ever made.
  if (token) core.setSecret(token);
  return {
    baseline,
    candidate,
    baselineFile: optional('baseline-file'),
    candidateFile: optional('candidate-file'),
    baselineWorkflow: optional('baseline-workflow'),
    baselineBranch: optional('baseline-branch'),
    format: optional('format'),
    thresholdPct: parseNumber(
      label('threshold'),
      withDefault('threshold', '10'),
      (n) => n > 0,
      'give a positive percentage such as 10',
    ),
    slowMs: parseSlowList(withDefault('slow', '1000,2000'), label('slow')),
    items: core
      .getMultilineInput('items')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
    aaPair: aaPair === undefined ? undefined : parseAaPair(aaPair, label('aa-pair')),
    runNoisePct:
      runNoise === undefined
        ? undefined
        : parseNumber(
            label('run-noise'),
            runNoise,
            (n) => n >= 0 && n < 100,
            'give a percentage such as 1.5',
          ),
    selectOn: parseChoice(label('select'), withDefault('select', 'both'), ['both', 'baseline'] as const),
    minEffectPct: parseNumber(
      label('min-effect'),
      withDefault('min-effect', '2'),
      (n) => n >= 0,
      'give a percentage such as 2',
    ),
    duplicates: parseChoice(label('duplicates'), withDefault('duplicates', 'last'), [
      'first',
      'last',
      'min',
      'median',
    ] as const),
    failOn: parseChoice(label('fail-on'), withDefault('fail-on', 'regression'), [
      'regression',
      'never',
    ] as const),
    comment: parseChoice(label('comment'), withDefault('comment', 'always'), [
      'always',
      'on-change',
      'never',
    ] as const),
    commentKey: withDefault('comment-key', 'default'),
    check: check === 'true',
    token,
    maxRows: parseNumber(
      label('max-rows'),
      withDefault('max-rows', '20'),
      (n) => Number.isInteger(n) && n >= 0,
      'give a whole number such as 20',
    ),
    jsonOutput: optional('json-output'),
    csvOutput: optional('csv-output'),
    markdownOutput: optional('markdown-output'),
    badgeOutput: optional('badge-output'),
    prNumber:
      prNumber === undefined
        ? undefined
        : parseNumber(
            label('pr-number'),
            prNumber,
            (n) => Number.isInteger(n) && n > 0,
            'give the PR number, e.g. 42',
          ),
  };
}
