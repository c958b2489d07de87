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

test("the README's workflow passes only inputs action.yml declares", () => {
  const workflow = /```yaml\n([^]*?)\n```/.exec(readme)![1];
  const step = workflow.slice(workflow.indexOf('uses: benchdelta/benchdelta@'));
  const keys = [...step.matchAll(/^ {10}([a-z][a-z-]*):/gm)].map((m) => m[1]);
  expect(keys).toEqual(['baseline', 'candidate']);
  const actionYml = read('action.yml');
  for (const key of keys) expect(actionYml).toMatch(new RegExp(`^  ${key}:`, 'm'));
});
