// The scripts and styles the HTML report inlines: uPlot (from its package) and the page's own drawing script
// and stylesheet (browser/). The bundle carries their text (bundled-assets.ts); from the sources they are read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BUNDLED_ASSETS, type HtmlAssets } from './bundled-assets.js';

export type { HtmlAssets };

let loaded: HtmlAssets | undefined;

export function htmlAssets(): HtmlAssets {
  loaded ??= BUNDLED_ASSETS ?? readAssets();
  return loaded;
}

function readAssets(): HtmlAssets {
  const fromPackage = (file: string) => readFileSync(createRequire(import.meta.url).resolve(file), 'utf8');
  const beside = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
  // scripts/package.mjs reads the same four files for the bundle.
  return {
    uplotJs: fromPackage('uplot/dist/uPlot.iife.min.js'),
    uplotCss: fromPackage('uplot/dist/uPlot.min.css'),
    chartsJs: beside('browser/charts.js'),
    pageCss: beside('browser/report.css'),
  };
}
