// The one esbuild build of benchdelta: the action, the CLI, the library, the block-log worker and the service's
// worker, into `outdir`.
// scripts/package.mjs builds dist/ with it; bench/report-snapshots.mjs builds a scratch copy from the sources.
// ESM bundles need `require` for the CommonJS code they contain.
import { build } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

const { version } = JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8'));

// The HTML report inlines uPlot and its own drawing script, the dashboard serves its script modules and stylesheet:
// the bundle carries their text in place of each bundled-assets.ts (from the sources, assets.ts reads the files).
const resolve = createRequire(import.meta.url).resolve;
const text = (file) => readFile(path.resolve(repo, file), 'utf8');
const dashboardBrowser = 'src/service/dashboard/browser';
const bundledAssets = [
  {
    filter: /report[\\/]html[\\/]bundled-assets\.ts$/,
    assets: {
      uplotJs: await text(resolve('uplot/dist/uPlot.iife.min.js')),
      uplotCss: await text(resolve('uplot/dist/uPlot.min.css')),
      chartsJs: await text('src/report/html/browser/charts.js'),
      pageCss: await text('src/report/html/browser/report.css'),
    },
  },
  {
    filter: /service[\\/]dashboard[\\/]bundled-assets\.ts$/,
    assets: {
      dashboardModules: Object.fromEntries(
        await Promise.all(
          (await readdir(path.join(repo, dashboardBrowser)))
            .filter((file) => file.endsWith('.js'))
            .sort()
            .map(async (file) => [file, await text(path.join(dashboardBrowser, file))]),
        ),
      ),
      dashboardCss: await text(path.join(dashboardBrowser, 'dashboard.css')),
    },
  },
];
const inlineAssets = {
  name: 'inline-assets',
  setup(b) {
    for (const { filter, assets } of bundledAssets) {
      b.onLoad({ filter }, () => ({
        contents: `export const BUNDLED_ASSETS = ${JSON.stringify(assets)};`,
        loader: 'js',
      }));
    }
  },
};

/** Bundles into `outdir` (a relative one is relative to the repository). */
export async function bundle(outdir) {
  await build({
    entryPoints: {
      index: 'src/action-main.ts',
      cli: 'src/cli/main.ts',
      lib: 'src/index.ts',
      'block-log-worker': 'src/io/block-log-worker.ts',
      // The service's worker threads (src/service/offload/worker-script.ts finds it next to the bundle).
      'service-worker': 'src/service/offload/service-worker.ts',
    },
    absWorkingDir: repo,
    outdir: path.resolve(repo, outdir),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [inlineAssets],
    define: { __BENCHDELTA_VERSION__: JSON.stringify(version) },
    banner: {
      js: "import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);",
    },
  });
}
