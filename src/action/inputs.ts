// The action's inputs, read from the runner's INPUT_* variables and validated with the same rules as the
// CLI's flags, so `threshold: ten` fails with the same clear message as `--threshold ten`.
import * as core from '@actions/core';
import { UserError } from '../core/errors.js';
import type { DuplicatePolicy, SelectOn } from '../core/model.js';
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  parseChoice,
  parseNumber,
  parseOption,
  type FailOn,
  type OptionName,
} from '../pipeline/compare-request.js';

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
  /** Run-to-run noise σ per run in % (block logs; micro-benchmarks: the run drift), when stated. */
  runNoisePct?: number;
  /** Replicated runs of each side ran interleaved (A1 B1 A2 B2…): pair them in order. */
  interleaved: boolean;
  /** Block logs: the metric the verdict rests on (`metric` input). */
  metric?: string;
  /** Block logs: the order the replicated runs ran in (`order` input: `ABBA`, or `time`). */
  order?: string;
  /** Micro-benchmarks: the centre compared (`center` input), refused when a file cannot give it. */
  center?: 'median' | 'mean';
  selectOn: SelectOn;
  minEffectPct: number;
  duplicates: DuplicatePolicy;
  failOn: FailOn;
  /** Micro-benchmarks: a suspect regression fails the step (`fail`, default) or only warns. */
  suspect: 'fail' | 'warn';
  comment: CommentMode;
  commentKey: string;
  check: boolean;
  token: string;
  maxRows: number;
  jsonOutput?: string;
  csvOutput?: string;
  markdownOutput?: string;
  badgeOutput?: string;
  /** Write the self-contained HTML report (charts) here; the comment says where to find it. */
  htmlOutput?: string;
  prNumber?: number;
  /** The benchdelta service: where `baseline: service` comes from and where results are uploaded. */
  service?: { url: string; token?: string; project: string; name?: string };
  /** The most bytes of text read from one input (the CLI's --max-input-bytes). */
  maxInputBytes?: number;
}

const label = (name: string) => `input '${name}'`;

function optional(name: string): string | undefined {
  const value = core.getInput(name).trim();
  return value === '' ? undefined : value;
}

function withDefault(name: string, fallback: string): string {
  return optional(name) ?? fallback;
}

/** An input's value parsed as its option (pipeline/compare-request.ts), or undefined when not given. */
function given<K extends OptionName>(key: K, name: string) {
  const raw = optional(name);
  return raw === undefined ? undefined : parseOption(key, raw, label(name));
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
  const check = withDefault('check', 'false').toLowerCase();
  const interleaved = withDefault('interleaved', 'false').toLowerCase();
  if (!['true', 'false'].includes(interleaved))
    throw new UserError(`input 'interleaved' "${interleaved}" is not valid: use true or false`);
  if (!['true', 'false'].includes(check))
    throw new UserError(`input 'check' "${check}" is not valid: use true or false`);
  const serviceToken = optional('service-token');
  if (serviceToken) core.setSecret(serviceToken);
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
    thresholdPct: given('thresholdPct', 'threshold') ?? COMPARE_DEFAULTS.thresholdPct,
    slowMs: given('slowMs', 'slow') ?? [...COMPARE_DEFAULTS.slowMs],
    items: core
      .getMultilineInput('items')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
    aaPair: given('aaPair', 'aa-pair'),
    ...(optional('max-input-bytes') !== undefined && {
      maxInputBytes: given('maxInputBytes', 'max-input-bytes'),
    }),
    runNoisePct: given('runNoisePct', 'run-noise'),
    interleaved: interleaved === 'true',
    ...(optional('metric') !== undefined && { metric: optional('metric') }),
    ...(optional('order') !== undefined && { order: optional('order') }),
    ...(optional('center') !== undefined && { center: given('center', 'center') }),
    selectOn: given('selectOn', 'select') ?? COMPARE_DEFAULTS.selectOn,
    minEffectPct: given('minEffectPct', 'min-effect') ?? COMPARE_DEFAULTS.minEffectPct,
    duplicates: given('duplicates', 'duplicates') ?? COMPARE_DEFAULTS.duplicates,
    failOn: given('failOn', 'fail-on') ?? DEFAULT_FAIL_ON,
    suspect: given('suspect', 'suspect') ?? COMPARE_DEFAULTS.suspect,
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
    service: readServiceInputs(serviceToken),
    htmlOutput: optional('html-output'),
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

function readServiceInputs(token: string | undefined): ActionInputs['service'] {
  const url = optional('service-url');
  if (!url) {
    if (token)
      throw new UserError("input 'service-token' is set but 'service-url' is not: give the service's URL");
    return undefined;
  }
  if (!/^https?:\/\/[^\s]+$/.test(url)) {
    throw new UserError(
      `input 'service-url' "${url}" is not an http(s) URL (e.g. https://bench.example.org)`,
    );
  }
  const repo = (process.env.GITHUB_REPOSITORY ?? '').split('/')[1];
  const project = optional('service-project') ?? repo;
  if (!project || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(project)) {
    throw new UserError(
      `input 'service-project' "${project ?? ''}" is not a project name (letters, digits, . _ -)`,
    );
  }
  return { url, token, project, name: optional('service-name') };
}
