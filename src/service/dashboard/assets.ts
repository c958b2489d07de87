// The dashboard's own script modules and stylesheet (browser/); uPlot comes from the HTML report's assets.
import { readdirSync, readFileSync } from 'node:fs';
import { BUNDLED_ASSETS, type DashboardAssets } from './bundled-assets.js';

export type { DashboardAssets };

let loaded: DashboardAssets | undefined;

export function dashboardAssets(): DashboardAssets {
  // scripts/bundle.mjs reads the same files for the bundle.
  const browser = new URL('browser/', import.meta.url);
  const beside = (file: string) => readFileSync(new URL(file, browser), 'utf8');
  loaded ??= BUNDLED_ASSETS ?? {
    dashboardModules: Object.fromEntries(
      readdirSync(browser)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [file, beside(file)]),
    ),
    dashboardCss: beside('dashboard.css'),
  };
  return loaded;
}
