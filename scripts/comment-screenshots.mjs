// Regenerates the README's pictures of the PR comment: docs/screenshots/pr-comment-micro.png and
// pr-comment-blocks.png. Each is the Markdown the action posts — the action itself, bundled from the sources and
// run as the runner runs it on real inputs (the go interleaved 5 + 5 session of __fixtures__/real-runs/go, and the
// demo's Besu pair in examples/) — rendered to HTML with markdown-it and GitHub's own Markdown stylesheet
// (github-markdown-css), in a comment frame, and photographed by Debian's Chromium through playwright-core.
// Usage: node scripts/comment-screenshots.mjs   (Node 24 first in PATH, as npm scripts have it; /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { bundle } from './bundle.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const MarkdownIt = require('markdown-it');
const githubCss = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-screenshots-'));

const CASES = [
  {
    name: 'micro',
    files: ['__fixtures__/real-runs/go', /^inter-\d+-[AB]\.txt$/],
    inputs: { baseline: 'inter-*-A.txt', candidate: 'inter-*-B.txt', interleaved: 'true' },
  },
  {
    name: 'blocks',
    files: ['examples', /\.(log|csv)$/],
    inputs: { baseline: 'besu-control.log', candidate: 'besu-test.log', items: 'xen=xen-minter.csv' },
  },
];

/** Runs the bundled action on a workspace holding the case's files; returns the comment's Markdown. */
function actionMarkdown(action, { name, files: [dir, pattern], inputs }) {
  const workspace = path.join(scratch, name);
  mkdirSync(workspace);
  for (const f of readdirSync(path.join(repo, dir))) {
    if (pattern.test(f)) copyFileSync(path.join(repo, dir, f), path.join(workspace, f));
  }
  for (const f of ['event.json', 'summary', 'output'])
    writeFileSync(path.join(workspace, f), f === 'event.json' ? '{}' : '');
  const env = {
    PATH: process.env.PATH,
    HOME: os.homedir(),
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: path.join(workspace, 'event.json'),
    GITHUB_REPOSITORY: 'acme/widgets',
    GITHUB_RUN_ID: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9', // nothing is posted: comment is never
    GITHUB_OUTPUT: path.join(workspace, 'output'),
    GITHUB_STEP_SUMMARY: path.join(workspace, 'summary'),
    RUNNER_TEMP: workspace,
    'INPUT_GITHUB-TOKEN': 'unused',
    INPUT_COMMENT: 'never',
    'INPUT_FAIL-ON': 'never',
    'INPUT_MARKDOWN-OUTPUT': 'comment.md',
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const r = spawnSync(process.execPath, [action], { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the action failed on ${name}:\n${r.stdout}\n${r.stderr}`);
  return readFileSync(path.join(workspace, 'comment.md'), 'utf8');
}

/** GitHub's alerts (`> [!NOTE]`) as GitHub marks them up; markdown-it leaves them plain blockquotes. */
function githubAlerts(html) {
  return html.replace(
    /<blockquote>\n<p>\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\n?/g,
    (_, kind) =>
      `<blockquote class="markdown-alert markdown-alert-${kind.toLowerCase()}"><p class="markdown-alert-title">` +
      `${kind[0]}${kind.slice(1).toLowerCase()}</p><p>`,
  );
}

function page(markdown) {
  const md = new MarkdownIt({ html: true, linkify: true });
  return `<!doctype html><html><head><meta charset="utf-8"><style>${githubCss}
body { margin: 0; padding: 16px; background: #fff; font-family: -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
.comment { width: 1000px; border: 1px solid #d1d9e0; border-radius: 6px; }
.comment header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; font-size: 14px; color: #59636e; border-radius: 6px 6px 0 0; }
.comment header b { color: #1f2328; }
.comment .markdown-body { padding: 16px; font-size: 14px; }
.markdown-alert { padding: 0 1em; border-left: .25em solid #0969da; color: inherit; }
.markdown-alert-title { color: #0969da; font-weight: 500; }
</style></head><body><div class="comment"><header><b>github-actions</b> <span>bot</span> commented</header>
<article class="markdown-body">${githubAlerts(md.render(markdown))}</article></div></body></html>`;
}

try {
  await bundle(path.join(scratch, 'dist'));
  writeFileSync(path.join(scratch, 'dist', 'package.json'), '{"type":"module"}');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    for (const c of CASES) {
      const markdown = actionMarkdown(path.join(scratch, 'dist', 'index.js'), c);
      const tab = await browser.newPage({ viewport: { width: 1040, height: 600 }, deviceScaleFactor: 1 });
      // Nothing leaves the page: what GitHub would load from elsewhere (avatars, images) is not shown.
      await tab.route(/^https?:/, (route) => route.abort());
      await tab.setContent(page(markdown), { waitUntil: 'load' });
      const out = path.join(repo, 'docs', 'screenshots', `pr-comment-${c.name}.png`);
      await tab.locator('.comment').screenshot({ path: out });
      await tab.close();
      console.log(`wrote ${path.relative(repo, out)} (${markdown.length} characters of Markdown)`);
    }
  } finally {
    await browser.close();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
