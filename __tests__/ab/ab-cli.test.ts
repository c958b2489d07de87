// benchdelta ab run in-process on real child processes: a tiny node harness printing go test -bench output.
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../../src/cli/run-cli.js';
import { readManifest, readRoundRecords, readRoundResults } from '../../src/ab/ab-folder.js';
import { judgeRounds } from '../../src/ab/judge-rounds.js';

const harness = fileURLToPath(new URL('./fake-go-bench.mjs', import.meta.url));
const bench = (args = '') => `node '${harness}' ${args}`;

async function ab(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['ab', ...argv], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
  });
  return { code, stdout, stderr };
}

const fresh = () => join(mkdtempSync(join(tmpdir(), 'ab-test-')), 'run');

describe('benchdelta ab', () => {
  const out = fresh();
  let live: { code: number; stdout: string; stderr: string };

  beforeAll(async () => {
    live = await ab([
      '--base',
      bench(),
      '--candidate',
      bench('Hash=1.2 Sort=1.05'),
      '--out',
      out,
      '--seed',
      '7',
    ]);
  }, 120_000);

  it('names the slowed benchmarks, exits 1 and stops once every benchmark is decided', () => {
    expect(live.code).toBe(1);
    expect(live.stdout).toMatch(/verdict: regression \(ab.BenchmarkHash-2, ab.BenchmarkSort-2\)/);
    expect(live.stdout).toMatch(/^ab.BenchmarkParse-2 .* ~ same$/m);
    expect(live.stdout).toMatch(/stopped: every benchmark decided/);
    expect(live.stdout).toMatch(/\(1 warm-up discarded\)/);
  });

  it('prints a progress line per round on stderr and says the warm-up is discarded', () => {
    expect(live.stderr).toMatch(/^1 warm-up round: run and discarded$/m);
    const lines = live.stderr.split('\n').filter((l) => l.startsWith('round '));
    expect(lines[0]).toMatch(/^round 1 · \d+s · decided 0\/6 · ~/);
    expect(lines.at(-1)).toMatch(/decided 6\/6 · done$/);
    expect(lines.length).toBe(readRoundRecords(out).length - 1);
  });

  it('keeps every round: raw outputs, order, times and the environment', () => {
    const records = readRoundRecords(out);
    expect(records[0].warmup).toBe(true);
    expect(new Set(records.map((r) => r.order[0]))).toEqual(new Set(['base', 'candidate']));
    expect(records[0].fingerprint.base).toEqual({ goos: 'linux', goarch: 'amd64', cpu: 'Test CPU' });
    expect(Object.keys(records[0].host)).toEqual(['cpu.model', 'cpu.cores', 'kernel', 'node']);
    const files = readdirSync(out);
    expect(files).toContain('round-001-base.out');
    expect(files).toContain(`round-${String(records.length).padStart(3, '0')}-candidate.out`);
    expect(readManifest(out).seed).toBe(7);
  });

  it('gives the same verdict when the folder is judged again', async () => {
    const again = await ab(['--judge', out]);
    expect(again.code).toBe(1);
    const table = (s: string) => s.split('\n\n')[0];
    expect(table(again.stdout)).toBe(table(live.stdout));
  });

  it('compare --interleaved on the folder gives the same table and verdict as the runner', async () => {
    let stdout = '';
    let stderr = '';
    const io = { stdout: (t: string) => (stdout += t), stderr: (t: string) => (stderr += t) };
    const code = await runCli(['compare', '--interleaved', out], io);
    expect(code).toBe(1);
    const table = (s: string) => s.split('\n\n')[0];
    expect(table(stdout)).toBe(table(live.stdout));
    expect(stdout).toMatch(/verdict: regression \(ab.BenchmarkHash-2, ab.BenchmarkSort-2\)/);
    // Options of compare's own engine do not apply to a folder judged as the runner judged it: said, not ignored.
    stdout = '';
    expect(await runCli(['compare', out, '--threshold', '5'], io)).toBe(2);
    expect(stderr).toMatch(
      /is a kept `benchdelta ab` folder: .* takes only --interleaved, --quiet and --json FILE \(got "--threshold"\)/,
    );
  });

  it('judges a run killed midway from its folder as the run stood after its last finished round', async () => {
    // What SIGKILL during round 8 leaves: 7 finished lines, a torn 8th, round 8's base output half-written.
    const cut = fresh();
    const { mkdirSync, copyFileSync } = await import('node:fs');
    mkdirSync(cut);
    const lines = readFileSync(join(out, 'rounds.jsonl'), 'utf8').split('\n');
    for (const f of readdirSync(out)) copyFileSync(join(out, f), join(cut, f));
    writeFileSync(join(cut, 'rounds.jsonl'), lines.slice(0, 7).join('\n') + '\n' + lines[7].slice(0, 40));
    appendFileSync(join(cut, 'round-008-base.out'), 'BenchmarkPar');
    const judged = await ab(['--judge', cut, '--quiet']);
    const records = readRoundRecords(out).slice(1, 7);
    const rounds = await Promise.all(records.map((r) => readRoundResults(out, r)));
    const expected = judgeRounds(rounds, readManifest(out));
    expect(judged.stdout).toBe(`verdict: ${expected.verdict}\n`);
    const liveLine = live.stderr.split('\n').find((l) => l.startsWith('round 6 '));
    const full = await ab(['--judge', cut]);
    expect(full.stdout).toMatch(/6 rounds counted \(1 warm-up discarded\)/);
    expect(liveLine).toContain(`decided ${expected.decided}/6`);
  });

  it('re-reads a kept run at another margin (--judge DIR --min-effect PCT)', async () => {
    // Hash (+20%) and Sort (+5%) are within ±30%: at that margin nothing regressed and every row is the same.
    const wide = await ab(['--judge', out, '--min-effect', '30']);
    expect(wide.code).toBe(0);
    expect(wide.stdout).toMatch(/verdict: no regression \(every benchmark decided\)/);
    expect(wide.stdout).toMatch(/margin ±30%/);
    expect((await ab(['--judge', out, '--min-effect', 'ten'])).stderr).toMatch(/--min-effect/);
  });

  it('an undecided run says what would settle it, and following the advice settles it', async () => {
    // An A/A run whose rounds move ~0.3%, judged at ±0.01%: no row can be called the same.
    const aa = fresh();
    // Numbers drawn from a counted seed and a fixed run order: the same rounds every time (a random A/A pair would
    // decide a row by chance in ~1% of runs of this test).
    const counter = join(aa, '..', 'counter');
    const seeded = bench(`--counter '${counter}'`);
    const run = await ab([
      '--base',
      seeded,
      '--candidate',
      seeded,
      '--out',
      aa,
      '--max-rounds',
      '25',
      '--seed',
      '3',
    ]);
    expect(run.code).toBe(0);
    const json = join(aa, '..', 'tight.json');
    const tight = await ab(['--judge', aa, '--min-effect', '0.01', '--json', json]);
    expect(tight.stdout).toMatch(/verdict: undecided/);
    const settle = JSON.parse(readFileSync(json, 'utf8')).settle;
    expect(settle).toMatchObject({ undecided: 6, unbounded: 0 });
    expect(tight.stdout).toContain(`--min-effect ${settle.minEffectPct})`);
    const advice =
      /a margin of ±([\d.]+)% decides every benchmark \(benchdelta ab --judge (\S+) --min-effect ([\d.]+)\)/.exec(
        tight.stdout,
      );
    expect(advice).not.toBeNull();
    expect(advice![2]).toBe(aa);
    const followed = await ab(['--judge', aa, '--min-effect', advice![3]]);
    expect(followed.stdout).toMatch(/verdict: no regression \(every benchmark decided\)/);
    expect(followed.stdout).not.toMatch(/to settle/);
  }, 60_000);

  it('reads each round from the file the runner names, refusing a line that names another path', async () => {
    const forged = fresh();
    const { mkdirSync, copyFileSync } = await import('node:fs');
    mkdirSync(forged);
    for (const f of readdirSync(out)) copyFileSync(join(out, f), join(forged, f));
    const text = readFileSync(join(out, 'rounds.jsonl'), 'utf8');
    writeFileSync(join(forged, 'rounds.jsonl'), text.replace('"round-003-base.out"', '"../../etc/hostname"'));
    const judged = await ab(['--judge', forged]);
    expect(judged.code).toBe(2);
    expect(judged.stderr).toMatch(
      /round 3 names its base results "\.\.\/\.\.\/etc\/hostname", not round-003-base\.out/,
    );
  });

  it('refuses a used folder, naming --judge', async () => {
    const again = await ab(['--base', bench(), '--candidate', bench(), '--out', out]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/is not empty: give a new folder .* benchdelta ab --judge/);
  });
});

describe('benchdelta ab refuses and stops', () => {
  it('stops on a failing command with the tail of its output', async () => {
    const r = await ab([
      '--base',
      bench(),
      '--candidate',
      bench('--fail'),
      '--out',
      fresh(),
      '--warmup',
      '0',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the candidate command of round 1 failed \(exit 2\)/);
    expect(r.stderr).toMatch(/panic: runtime error: index out of range/);
  });

  it('stops a round that runs past --round-timeout', async () => {
    const r = await ab([
      '--base',
      bench('--sleep 20000'),
      '--candidate',
      bench(),
      '--out',
      fresh(),
      '--round-timeout',
      '1s',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/ran past the round time-out \(1 s\) and was stopped/);
  }, 20_000);

  it('refuses sides whose outputs name different CPUs', async () => {
    const r = await ab(['--base', bench(), '--candidate', bench("--cpu 'Other CPU'"), '--out', fresh()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /the base and the candidate ran in different environments \(cpu: Test CPU ≠ Other CPU\)/,
    );
  });

  it('reads results from {out}, runs both at once under --duet and says whether it pinned them', async () => {
    const out = fresh();
    const r = await ab([
      '--base',
      bench('--out {out}'),
      '--candidate',
      bench('--out {out}'),
      '--out',
      out,
      '--duet',
      '--max-rounds',
      '4',
      '--seed',
      '1',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/4 rounds counted .* --max-rounds reached/);
    const records = readRoundRecords(out);
    if (records[0].cpus) expect(records[0].cpus).toEqual([0, 1]);
    else expect(r.stderr).toMatch(/duet: cannot pin the two sides to disjoint CPUs \(/);
    // In pairs: the counted rounds 2 and 4 swap the CPUs (places) of rounds 1 and 3.
    expect(readManifest(out).pairs).toBe(true);
    const counted = records.filter((x) => !x.warmup);
    expect(counted[1].order).toEqual([...counted[0].order].reverse());
    expect(counted[3].order).toEqual([...counted[2].order].reverse());
    expect(r.stdout).toMatch(/of the rounds and of pairs of rounds with the sides’ CPUs swapped/);
    expect(r.stdout).toMatch(/^ab\.BenchmarkParse-2 +4 /m);
  });

  it('explains a missing command or folder', async () => {
    expect((await ab(['--base', 'x'])).stderr).toMatch(/needs --base 'CMD' and --candidate 'CMD'/);
    expect((await ab(['--base', 'x', '--candidate', 'y'])).stderr).toMatch(/needs --out DIR/);
    expect((await ab(['--judge', fresh()])).stderr).toMatch(
      /has no ab\.json: give the folder an A\/B run wrote/,
    );
    expect(
      (await ab(['--budget', '10 minutes', '--base', 'x', '--candidate', 'y', '--out', fresh()])).stderr,
    ).toMatch(/--budget "10 minutes" is not valid: give a duration such as 90s, 10m or 1h/);
  });
});
