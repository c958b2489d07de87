// The CLI as a function of its arguments, so tests can run it in-process and check every output.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../core/errors.js';
import { escapeTerminalText } from '../report/escape.js';
import { compareInputs } from '../pipeline/compare-inputs.js';
import { reportVerdict, type ComparisonReport } from '../core/report-model.js';
import { COMPARE_USAGE, parseCompareArgs, type CompareCommand } from './args.js';
import type { CliIo } from './cli-io.js';

const USAGE = `benchdelta — catch performance regressions with honest statistics

Usage:
  benchdelta compare <baseline> <candidate> [more candidates…] [options]
  benchdelta changepoints <series file> [options]
  benchdelta ab --base 'CMD' --candidate 'CMD' --out DIR [options]   (A/B rounds; ab --help)
  benchdelta serve [--db PATH|postgres://…] [--host H] [--port N]     (the service; serve --help)
  benchdelta token create|list|revoke …                              (service write tokens)
  benchdelta service export|import|delete-run|delete-project …       (service data; service --help)
  benchdelta --help | --version

Run "benchdelta compare --help" for the options.
`;

export const EXIT_OK = 0;
export const EXIT_FAILING_VERDICT = 1;
export const EXIT_USAGE = 2;
/** A bug of ours, not a verdict: one line, the stack only under --debug. */
export const EXIT_INTERNAL_ERROR = 3;

/** What the CLI prints for an error that is not the user's, and the code it exits with. */
export function describeInternalError(error: unknown, debug: boolean): string {
  const e = error instanceof Error ? error : new Error(String(error));
  if (debug) return `benchdelta: internal error: ${e.stack ?? e.message}\n`;
  const first = e.message.split('\n')[0];
  return `benchdelta: internal error: ${first} (a bug in benchdelta, not a verdict; run again with --debug for the stack and please report it)\n`;
}

// The renderers load only when an output needs them: `--quiet` in CI scripts starts faster without them.
const renderers = () => import('../report/report.js');

/** The output flags whose value `-` means standard output, as the usual convention goes. */
const OUTPUT_FLAGS = ['json', 'markdown', 'csv', 'html'] as const;

/** Which output, if any, goes to standard output; two cannot share it. */
function stdoutOutput(cmd: CompareCommand): (typeof OUTPUT_FLAGS)[number] | undefined {
  const dashed = OUTPUT_FLAGS.filter((flag) => cmd[flag] === '-');
  if (dashed.length > 1) {
    throw new UserError(
      `${dashed.map((f) => `--${f} -`).join(' and ')} would both write to standard output: give all but one a file name`,
    );
  }
  return dashed[0];
}

async function writeOutputs(cmd: CompareCommand, report: ComparisonReport, io: CliIo): Promise<void> {
  if (!cmd.json && !cmd.markdown && !cmd.csv && !cmd.html) return;
  const { renderReportJson, renderReportMarkdown } = await renderers();
  const { writePairsCsv, reportCsvChunks } = await import('../report/write-csv.js');
  const render = {
    json: () => renderReportJson(report),
    markdown: () => renderReportMarkdown(report, {}),
    html: async () => (await import('../report/html/page.js')).renderReportHtml(report),
  };
  const jobs: Promise<void>[] = [];
  for (const flag of OUTPUT_FLAGS) {
    const file = cmd[flag];
    if (!file) continue;
    if (file === '-') {
      if (flag === 'csv') for (const chunk of reportCsvChunks(report)) io.stdout(chunk);
      else io.stdout(await render[flag]());
    } else if (flag === 'csv') jobs.push(writePairsCsv(file, report));
    else jobs.push(Promise.resolve(render[flag]()).then((text) => writeFile(file, text)));
  }
  try {
    await Promise.all(jobs);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new UserError(
      `cannot write ${err.path ?? 'an output file'}: ${err.code ?? err.message} (check the directory exists and is writable)`,
    );
  }
}

async function runCompare(argv: string[], io: CliIo): Promise<number> {
  const cmd = parseCompareArgs(argv);
  if (cmd === 'help') {
    io.stdout(COMPARE_USAGE + '\n');
    return EXIT_OK;
  }
  const toStdout = stdoutOutput(cmd);
  // `--quiet` without output files reads the verdict alone: no column of another metric is parsed for it.
  const readsOnlyVerdict = cmd.quiet && !cmd.json && !cmd.markdown && !cmd.csv && !cmd.html;
  // Only the CSV and the HTML report read the compared pairs: without them the block times go once compared.
  const readsNoPairs = !cmd.csv && !cmd.html;
  const report = await compareInputs({ ...cmd, readsOnlyVerdict, readsNoPairs });
  await writeOutputs(cmd, report, io);
  const verdict = reportVerdict(report);
  // An output on standard output is the whole of it (`--json - | jq …`): the terminal report then stays out.
  if (toStdout) return exitCode(cmd, verdict);
  if (cmd.quiet) io.stdout(`verdict: ${verdict}\n`);
  else io.stdout((await renderers()).renderReportText(report));
  return exitCode(cmd, verdict);
}

/**
 * `compare [--interleaved] DIR [--quiet] [--json FILE]` on a kept ab folder, as `ab --judge DIR` arguments; any
 * other option or a second input is refused, since the folder's rounds are judged as the runner judged them.
 */
function abFolderArgs(argv: string[], folder: string): string[] {
  const out = ['--judge', folder];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === folder || a === '--interleaved') continue;
    if (a === '--quiet') out.push(a);
    else if (a === '--json' && argv[i + 1] !== undefined) out.push(a, argv[++i]);
    else
      throw new UserError(
        `${folder} is a kept \`benchdelta ab\` folder: compare judges it alone, as the runner did, and takes only ` +
          `--interleaved, --quiet and --json FILE (got ${JSON.stringify(a)}); to compare its rounds with ` +
          `compare's own engine give the files: '${folder}/round-*-base.out' '${folder}/round-*-candidate.out' --interleaved`,
      );
  }
  return out;
}

const exitCode = (cmd: CompareCommand, verdict: string): number =>
  cmd.failOn === 'regression' && verdict === 'regression' ? EXIT_FAILING_VERDICT : EXIT_OK;

export async function runCli(argv: string[], raw: CliIo): Promise<number> {
  // Reports and messages carry names from the inputs: nothing printed may steer a terminal or an Actions runner.
  const io: CliIo = {
    stdout: (text) => raw.stdout(escapeTerminalText(text)),
    stderr: (text) => raw.stderr(escapeTerminalText(text)),
  };
  const [command, ...rest] = argv;
  try {
    if (!command || command === '--help' || command === '-h' || command === 'help') {
      io.stdout(USAGE);
      return command ? EXIT_OK : EXIT_USAGE;
    }
    if (command === '--version' || command === '-v') {
      io.stdout(`${VERSION}\n`);
      return EXIT_OK;
    }
    if (command === 'compare') {
      // A kept `benchdelta ab` folder: judged as the runner judged it (a killed run loses nothing).
      const abFolder = rest.find((a) => !a.startsWith('-') && existsSync(join(a, 'ab.json')));
      if (abFolder !== undefined)
        return await (await import('./ab-cli.js')).runAbCli(abFolderArgs(rest, abFolder), io);
      return await runCompare(rest, io);
    }
    if (command === 'ab') return await (await import('./ab-cli.js')).runAbCli(rest, io);
    if (command === 'changepoints')
      return await (await import('./changepoints-cli.js')).runChangepoints(rest, io);
    if (command === 'serve') return await (await import('./serve-cli.js')).runServe(rest, io);
    if (command === 'token') return await (await import('./token-cli.js')).runToken(rest, io);
    if (command === 'service') return await (await import('./service-cli.js')).runService(rest, io);
    throw new UserError(`unknown command "${command}": use "benchdelta compare <baseline> <candidate>"`);
  } catch (e) {
    if (e instanceof UserError) {
      io.stderr(`benchdelta: ${e.message}\n`);
      return EXIT_USAGE;
    }
    io.stderr(describeInternalError(e, argv.includes('--debug')));
    return EXIT_INTERNAL_ERROR;
  }
}

// Replaced by the bundler's define; from sources it reads as the development version.
declare const __BENCHDELTA_VERSION__: string | undefined;
const VERSION = typeof __BENCHDELTA_VERSION__ === 'string' ? __BENCHDELTA_VERSION__ : '0.0.0-dev';
