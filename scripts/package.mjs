// Bundles the action, the CLI, the library and the block-log worker into dist/ (committed; CI checks it
// is what a fresh build gives). ESM bundles need `require` for the CommonJS code they contain.
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';

const { version } = JSON.parse(await readFile('package.json', 'utf8'));

// The HTML report inlines uPlot and its own drawing script: the bundle carries their text in place of
// src/report/html/bundled-assets.ts (from the sources, assets.ts reads the files).
const resolve = createRequire(import.meta.url).resolve;
const htmlAssets = {
  uplotJs: await readFile(resolve('uplot/dist/uPlot.iife.min.js'), 'utf8'),
  uplotCss: await readFile(resolve('uplot/dist/uPlot.min.css'), 'utf8'),
  chartsJs: await readFile('src/report/html/browser/charts.js', 'utf8'),
  pageCss: await readFile('src/report/html/browser/report.css', 'utf8'),
};
const inlineHtmlAssets = {
  name: 'inline-html-assets',
  setup(b) {
    b.onLoad({ filter: /report[\\/]html[\\/]bundled-assets\.ts$/ }, () => ({
      contents: `export const BUNDLED_ASSETS = ${JSON.stringify(htmlAssets)};`,
      loader: 'js',
    }));
  },
};

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    index: 'src/action-main.ts',
    cli: 'src/cli/main.ts',
    lib: 'src/index.ts',
    'block-log-worker': 'src/io/block-log-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [inlineHtmlAssets],
  define: { __BENCHDELTA_VERSION__: JSON.stringify(version) },
  banner: {
    js: "import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);",
  },
});
