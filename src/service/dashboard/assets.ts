// The dashboard's own script and stylesheet (browser/); uPlot comes from the HTML report's assets.
import { readFileSync } from 'node:fs';
import { BUNDLED_ASSETS, type DashboardAssets } from './bundled-assets.js';

export type { DashboardAssets };

let loaded: DashboardAssets | undefined;

export function dashboardAssets(): DashboardAssets {
  // scripts/package.mjs reads the same two files for the bundle.
  const beside = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
  loaded ??= BUNDLED_ASSETS ?? {
    dashboardJs: beside('browser/dashboard.js'),
    dashboardCss: beside('browser/dashboard.css'),
  };
  return loaded;
}
