// The README stays short and true, and nothing that moved out of it is lost: it has at most 250 lines, every
// relative link in it and in the other documents resolves (the file, and the #anchor among the target's headings as
// GitHub makes them), its sample output is what `npm run demo` prints, and its workflow passes declared inputs only.
import GithubSlugger from 'github-slugger';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cli } from './support/cli/run-cli.js';

const repo = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const readme = read('README.md');
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  'bench/README.md',
  ...readdirSync(path.join(repo, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks (links and headings there are examples, not links). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[^]*?^\1[ \t]*$/gm, '');
}

/** Anchors of a document's headings, as GitHub makes them (duplicates get -1, -2…). */
function anchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(
    [...prose(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((m) =>
      slugger.slug(m[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')),
    ),
  );
}

/** Relative link targets of a document: `[text](target)` and `![alt](target)`, outside code. */
function relativeLinks(markdown: string): string[] {
  const text = prose(markdown).replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

test('the README has at most 250 lines, the Action first, and keeps the quick start exactly', () => {
  expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  const sections = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  expect(sections[0]).toBe('Add it to a workflow');
  expect(readme).toContain(
    '```sh\n' +
      'npm ci && npm run demo   # installs, then compares the two sample Besu logs in examples/ and prints the report\n' +
      'npm test                 # runs the test suite\n' +
      '```',
  );
});

test.each(DOCUMENTS)('every relative link in %s resolves, anchors included', (document) => {
  const links = relativeLinks(read(document));
  const broken: string[] = [];
  for (const link of links) {
    const [file, anchor] = link.split('#') as [string, string | undefined];
    const target =
      file === '' ? document : path.posix.normalize(path.posix.join(path.posix.dirname(document), file));
    if (!existsSync(path.join(repo, target))) {
      broken.push(`${link}: no file ${target}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!target.endsWith('.md') || statSync(path.join(repo, target)).isDirectory()) {
      broken.push(`${link}: an anchor into a file that is not Markdown`);
    } else if (!anchors(read(target)).has(decodeURIComponent(anchor))) {
      broken.push(`${link}: no heading in ${target} gives #${anchor}`);
    }
  }
  expect(broken).toEqual([]);
});

test('every document in docs/ is reachable from the README, directly or through another document', () => {
  const reached = new Set<string>();
  const queue = ['README.md'];
  while (queue.length > 0) {
    const document = queue.shift()!;
    if (reached.has(document) || !document.endsWith('.md') || !existsSync(path.join(repo, document)))
      continue;
    reached.add(document);
    for (const link of relativeLinks(read(document))) {
      const file = link.split('#')[0];
      if (file) queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(document), file)));
    }
  }
  expect(DOCUMENTS.filter((d) => !reached.has(d))).toEqual([]);
});

test("the README's sample output is what `npm run demo` prints (the lines shown, in order)", async () => {
  const sample = /The top of `npm run demo`'s report:\n\n```text\n([^]*?)\n```/.exec(readme);
  expect(sample).not.toBeNull();
  const demo = JSON.parse(read('package.json'))
    .scripts.demo.replace(/^node bin\/benchdelta\.js /, '')
    .split(' ');
  const { code, stdout } = await cli(demo.map((arg: string) => arg));
  expect(code).toBe(0);
  // The runs of lines on each side of a `[…]` appear in the output verbatim, in that order.
  let from = 0;
  for (const part of sample![1].split('\n[…]\n')) {
    const at = stdout.indexOf(part + '\n', from);
    expect({ part, found: at >= 0 }).toEqual({ part, found: true });
    from = at + part.length;
  }
});

/** The first fenced YAML block of a document. */
const firstWorkflow = (markdown: string) => /```yaml\n([^]*?)\n```/.exec(markdown)![1];

test("the README's first workflow, and docs/action.md's, is the interleaved replicated one, with declared inputs", () => {
  const workflow = read('examples/workflows/pr-check.yml').trimEnd();
  expect(firstWorkflow(readme)).toBe(workflow);
  expect(firstWorkflow(read('docs/action.md'))).toBe(workflow);
  // Five runs a side, interleaved in one job, given as globs: the design measured to catch real 20% slowdowns.
  expect(workflow).toMatch(/for i in 1 2 3 4 5; do\n\s+\S*base\S* [^\n]+\n\s+\S*pr\S* [^\n]+\n\s+done/);
  const step = workflow.slice(workflow.indexOf('uses: benchdelta/benchdelta@'));
  const keys = [...step.matchAll(/^ {10}([a-z][a-z-]*):/gm)].map((m) => m[1]);
  expect(keys).toEqual(['baseline', 'candidate', 'interleaved']);
  expect(step).toMatch(/baseline: '[^']*\*[^']*'\n\s+candidate: '[^']*\*[^']*'\n\s+interleaved: true/);
  const actionYml = read('action.yml');
  for (const key of keys) expect(actionYml).toMatch(new RegExp(`^  ${key}:`, 'm'));
});

test('the figures beside the first workflow are the 5 + 5 ones docs/micro-noise.md measured, on all five harnesses', () => {
  const doc = read('docs/micro-noise.md');
  const calibration = doc.slice(
    doc.indexOf('## Calibration'),
    doc.indexOf('\n### ', doc.indexOf('## Calibration')),
  );
  const table = calibration
    .split('\n')
    .filter((line) =>
      /^\| (go|Google Benchmark|pytest-benchmark|tinybench|hyperfine) \(.*\| \*\*\d+\/45\*\* /.test(line),
    );
  expect(table).toHaveLength(5);
  // The last column is K = 5: "A/A / caught [Wilson interval]".
  const k5 = table.map((row) => /\| (\d+)\/40 \/ \*\*(\d+)\/40\*\* (\[[\d.]+, [\d.]+\]) \|$/.exec(row)!);
  expect(k5.every(Boolean)).toBe(true);
  const caught = k5.map((m) => Number(m[2]));
  const [lo, hi] = [Math.min(...caught), Math.max(...caught)];
  const beside = readme.slice(readme.indexOf('```yaml'), readme.indexOf('### '));
  expect(k5.every((m) => m[1] === '0')).toBe(true);
  expect(beside).toContain('**A/A 0/40**');
  expect(beside).toContain(lo === hi ? `**caught in ${hi}/40**` : `**caught in ${lo}–${hi} of 40**`);
  for (const m of k5) expect(beside).toContain(m[3].slice(0, -1));
  expect(beside).toContain('(docs/micro-noise.md#calibration)');
  // The one-run-per-side workflow stays documented, with what it cannot see.
  expect(beside).toMatch(/\*\*One run per side\*\*[^]*cannot tell a real 20% slowdown/);
});

test('the README shows the PR comment of each kind, as images that exist, and a glossary', () => {
  const images = [...prose(readme).matchAll(/!\[([^\]]+)\]\(([^)]+)\)/g)].map((m) => ({
    alt: m[1],
    src: m[2],
  }));
  const comments = images.filter((i) => i.src.includes('comment') && /comment/i.test(i.alt));
  expect(comments.map((i) => i.src)).toEqual([
    'docs/screenshots/pr-comment-micro.png',
    'docs/screenshots/pr-comment-blocks.png',
  ]);
  for (const { src } of comments) expect(statSync(path.join(repo, src)).size).toBeGreaterThan(20_000);
  // The hero picture is the first thing after the introduction: the micro-benchmark comment.
  expect(images[0].src).toBe('docs/screenshots/pr-comment-micro.png');
  const glossary = readme
    .slice(readme.indexOf('### Words the reports use'))
    .split('\n')
    .filter((l) => l.startsWith('- **'));
  const terms = ['cut', 'vs rest', 'flagged / by noise', 'A/A pair', '`--min-effect`', 'xen', 'inconclusive'];
  for (const term of terms)
    expect({
      term,
      defined: glossary.some((l) => l.startsWith(`- **${term}**: `) || l.startsWith(`- **${term}** (`)),
    }).toEqual({ term, defined: true });
});

test('the README gives, per harness, the command that writes the file benchdelta reads', () => {
  const table = readme.slice(readme.indexOf('### The command that writes the file benchdelta reads'));
  const rows = table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---'));
  const commands: [harness: string, flag: string][] = [
    ['Go', '-bench .'],
    ['JMH', '-rf json'],
    ['criterion', 'cargo bench'],
    ['pytest-benchmark', '--benchmark-json='],
    ['Google Benchmark', '--benchmark_out='],
    ['hyperfine', '--export-json'],
    ['Catch2', '--reporter xml'],
    ['vitest', '--outputJson'],
    ['tinybench', 'bench.table()'],
    ['benchmark.js', 'String(event.target)'],
    ['BenchmarkDotNet', '--exporters json'],
  ];
  for (const [harness, flag] of commands) {
    const row = rows.find((r) => r.startsWith(`| ${harness}`));
    expect({ harness, row: row?.includes(flag) }).toEqual({ harness, row: true });
  }
});
