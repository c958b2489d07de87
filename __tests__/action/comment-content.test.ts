// The comment a PR gets, at its limits: a 1,000-benchmark suite stays under GitHub's size limit and says what
// it trimmed; benchmark names from an artifact (written by anyone who can open a PR) render inert.
import { FakeGitHub } from '../support/fake-github/fake-github-server.js';
import { sha } from '../support/fake-github/harness.js';
import { makeZip } from '../support/fake-github/zip-builder.js';
import { pullRequestEvent } from '../support/action/events.js';
import { goSuite, hostileCustomJson } from '../support/action/generated-suites.js';
import { removeActionRunDirs, requireBundle, runAction } from '../support/action/run-action.js';

requireBundle();
afterAll(removeActionRunDirs);

const PR = 77;
const base = sha('base');
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
  expect(fake.violations).toEqual([]);
});

async function commentFor(baseline: string, candidate: string, file: string) {
  const run = fake.addWorkflowRun({ headSha: base, event: 'push' });
  fake.addArtifact(Number(run.id), 'bench', makeZip({ [file]: baseline }));
  const result = await runAction({
    fake,
    event: pullRequestEvent(fake, { number: PR, headSha: sha('head'), baseSha: base }),
    inputs: { baseline: 'artifact:bench', candidate: file, 'fail-on': 'never', 'max-rows': '1000' },
    files: { [file]: candidate },
  });
  expect(result.errors).toEqual([]);
  return { result, body: String(fake.commentsOn(PR)[0].body) };
}

/** Markdown outside fenced code blocks (where names would be rendered as markup). */
function outsideFences(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
}

test('a 1,000-benchmark suite with many changes stays under the size cap and says what was trimmed', async () => {
  const suite = goSuite(1000);
  const { result, body } = await commentFor(suite.baseline, suite.candidate, 'bench.txt');
  expect(Number(result.outputs.compared)).toBeGreaterThanOrEqual(1000);
  expect(Number(result.outputs.flagged)).toBeGreaterThan(300);
  expect(body.length).toBeLessThanOrEqual(60_100);
  expect(new TextEncoder().encode(body).byteLength).toBeLessThan(65_536);
  expect(body).toMatch(
    /Trimmed to fit GitHub's size limit: \d+ benchmark rows of bench\.txt not shown; see the JSON\/CSV outputs\./,
  );
  expect(result.summary.length).toBeLessThan(65_536);
  // Rows are dropped whole: every table row has as many cells as its header.
  expectWellFormedTables(body);
});

test('hostile benchmark names render inert: no markup, no mentions, no links, no broken tables', async () => {
  const suite = hostileCustomJson();
  const { body } = await commentFor(suite.baseline, suite.candidate, 'bench.json');
  const text = outsideFences(body);
  // The names made it into the comment, escaped.
  expect(text).toContain('@\u200doctocat please look');
  expect(text).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;');
  expect(text).toContain('pipe &#124; in &#124; name');
  expect(text).not.toMatch(/@octocat/);
  expect(text).not.toMatch(/<img/i);
  expect(text).not.toMatch(/\]\(javascript:/i);
  expect(text).not.toMatch(/javascript:/i);
  expect(text).not.toContain('| forged | row |');
  // A backtick in a name cannot open a code span or fence that swallows the rest of the comment.
  expect(body.match(/^```/gm)?.length ?? 0).toBe((body.match(/^```mermaid$/gm)?.length ?? 0) * 2);
  expectWellFormedTables(body);
});

function expectWellFormedTables(markdown: string): void {
  const lines = outsideFences(markdown).split('\n');
  const cells = (line: string) => line.split('|').length;
  let header: number | undefined;
  for (const line of lines) {
    if (!line.startsWith('|')) {
      header = undefined;
      continue;
    }
    header ??= cells(line);
    expect({ line, cells: cells(line) }).toEqual({ line, cells: header });
  }
}
