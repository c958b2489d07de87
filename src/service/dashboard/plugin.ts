// The service's dashboard as a fastify plugin (buildServer's `plugins`): one page at `/` and `/dashboard/*`
// whose script reads the JSON API like any client (projects → branches → series with change points and
// alerts, triage with a project token, runs, badge snippets), and the comparison view of two runs: their HTML
// report (compare-view.ts). Nothing is inline in the dashboard, so its policy allows only this origin.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { htmlAssets } from '../../report/html/assets.js';
import { dashboardAssets } from './assets.js';
import { comparisonPage } from './compare-view.js';

const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The comparison view is the self-contained HTML report (its script and style inline): its policy allows
 * exactly those inline blocks, by hash, and nothing from anywhere else.
 */
function reportPolicy(html: string): string {
  const hashes = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))]
      .map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`)
      .join(' ');
  return [
    "default-src 'none'",
    `script-src ${hashes('script') || "'none'"}`,
    `style-src ${hashes('style') || "'none'"}`,
    "style-src-attr 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// dashboard.js is a module (deferred): it runs after uplot.js, a classic script, has set the global uPlot.
const SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>benchdelta</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/dashboard/assets/uplot.css">
<link rel="stylesheet" href="/dashboard/assets/report.css">
<link rel="stylesheet" href="/dashboard/assets/dashboard.css">
</head>
<body>
<header><a class="home" href="/dashboard/#/">benchdelta</a><span id="signin"></span></header>
<main id="app" aria-live="polite"><p>Loading…</p></main>
<script src="/dashboard/assets/uplot.js"></script>
<script type="module" src="/dashboard/assets/dashboard.js"></script>
</body>
</html>
`;

type Asset = { type: string; text: () => string };

const ASSETS: Record<string, Asset> = {
  'uplot.js': { type: 'text/javascript; charset=utf-8', text: () => htmlAssets().uplotJs },
  'uplot.css': { type: 'text/css; charset=utf-8', text: () => htmlAssets().uplotCss },
  // The HTML report's stylesheet (tables, figures, tooltips); dashboard.css adds what only the dashboard has.
  'report.css': { type: 'text/css; charset=utf-8', text: () => htmlAssets().pageCss },
  'dashboard.css': { type: 'text/css; charset=utf-8', text: () => dashboardAssets().dashboardCss },
};

/** A file of the asset route: one of the above, or one of the dashboard's script modules (dashboard.js imports). */
function assetNamed(file: string): Asset | undefined {
  if (Object.hasOwn(ASSETS, file)) return ASSETS[file];
  const modules = dashboardAssets().dashboardModules;
  if (!Object.hasOwn(modules, file)) return undefined;
  return { type: 'text/javascript; charset=utf-8', text: () => modules[file] };
}

const hidden = { schema: { hide: true } };

function sendShell(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', CSP).type('text/html; charset=utf-8').send(SHELL);
}

export const dashboardPlugin: FastifyPluginAsync = async (app) => {
  app.get('/', hidden, async (_request, reply) => sendShell(reply));
  app.get('/dashboard', hidden, async (_request, reply) => reply.redirect('/dashboard/'));
  app.get('/dashboard/*', hidden, async (_request, reply) => sendShell(reply));

  app.get<{ Params: { file: string } }>('/dashboard/assets/:file', hidden, async (request, reply) => {
    const asset = assetNamed(request.params.file);
    if (!asset) return reply.code(404).send({ error: 'Not Found', message: 'no such dashboard asset' });
    return reply.type(asset.type).header('cache-control', 'public, max-age=300').send(asset.text());
  });

  // The comparison view: the runs read through the API (with the caller's token, if any), drawn as the HTML report.
  app.get<{ Params: { project: string; id: string; baselineId: string } }>(
    '/dashboard/compare/:project/:id/:baselineId',
    {
      schema: {
        hide: true,
        params: {
          type: 'object',
          properties: {
            project: { type: 'string', minLength: 1, maxLength: 200 },
            id: { type: 'string', pattern: '^[0-9]{1,15}$' },
            baselineId: { type: 'string', pattern: '^[0-9]{1,15}$' },
          },
          required: ['project', 'id', 'baselineId'],
        },
      },
    },
    async (request, reply) => {
      const page = await comparisonPage(app, request.params, request.headers.authorization);
      if (typeof page.body === 'string' && page.type.startsWith('text/html')) {
        reply.header('content-security-policy', reportPolicy(page.body));
      }
      // With a token it may be a private project's: never for a shared cache.
      if (request.headers.authorization) reply.header('cache-control', 'private, no-store');
      return reply.code(page.status).type(page.type).send(page.body);
    },
  );
};
