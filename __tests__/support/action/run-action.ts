// Runs the BUNDLED action (`node dist/index.js`) the way the runner does: inputs as INPUT_* variables (hyphens
// kept), the event payload in a file, outputs and the job summary in files, the API at the fake GitHub.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FakeGitHub } from '../fake-github/fake-github-server.js';
import type { TestEvent } from './events.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const fixtures = path.resolve(repoRoot, '__fixtures__/shared/fixtures');
export const bundle = path.join(repoRoot, 'dist', 'index.js');

const createdDirs: string[] = [];

/** Removes the workspaces and runner directories this test file created (call from afterAll). */
export async function removeActionRunDirs(): Promise<void> {
  await Promise.all(createdDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Fails the test file up front, with the fix, when the bundle has not been built. */
export function requireBundle(): void {
  if (!existsSync(bundle)) {
    throw new Error(`${bundle} is missing: run \`npm run package\` before the action's end-to-end tests.`);
  }
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Step outputs as the runner reads them from GITHUB_OUTPUT (the last value of a name wins). */
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
  /** The `::error::` lines, decoded. */
  errors: string[];
}

export interface RunOptions {
  fake: FakeGitHub;
  event: TestEvent;
  inputs: Record<string, string>;
  /** Files to create in the workspace: relative path → content. */
  files?: Record<string, string | Uint8Array>;
  runId?: number;
  workflowRef?: string;
  sha?: string;
  env?: Record<string, string>;
  /** Reuse a workspace (e.g. to run twice on the same checkout). */
  workspace?: string;
}

/** Parses the heredoc form @actions/core writes: `name<<DELIM\nvalue\nDELIM`. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    out[m[1]] = value.join('\n');
  }
  return out;
}

function decodeCommand(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

export async function runAction(options: RunOptions): Promise<ActionRun> {
  requireBundle();
  const workspace = options.workspace ?? (await mkdtemp(path.join(os.tmpdir(), 'benchdelta-ws-')));
  const runner = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-runner-'));
  createdDirs.push(runner, ...(options.workspace ? [] : [workspace]));
  for (const [file, content] of Object.entries(options.files ?? {})) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
    await writeFile(path.join(workspace, file), content);
  }
  const eventPath = path.join(runner, 'event.json');
  const outputPath = path.join(runner, 'output.txt');
  const summaryPath = path.join(runner, 'summary.md');
  await writeFile(eventPath, JSON.stringify(options.event.payload));
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  await mkdir(path.join(runner, 'temp'));

  const inputs = { 'github-token': options.fake.token, ...options.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.homedir(),
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: options.event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: options.fake.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: options.fake.fullName,
    GITHUB_RUN_ID: String(options.runId ?? 424242),
    GITHUB_SHA: options.sha ?? 'f'.repeat(40),
    GITHUB_WORKFLOW_REF:
      options.workflowRef ?? `${options.fake.fullName}/.github/workflows/bench.yml@refs/heads/main`,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(runner, 'temp'),
    // Loopback-only knob: retries back off in milliseconds instead of seconds (see createGitHubClient).
    BENCHDELTA_RETRY_BASE_MS: '5',
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;

  const child = spawn(process.execPath, [bundle], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const result: ActionRun = {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputPath, 'utf8')),
    summary: await readFile(summaryPath, 'utf8'),
    workspace,
    errors: [...stdout.matchAll(/^::error::(.*)$/gm)].map((m) => decodeCommand(m[1])),
  };
  return result;
}
