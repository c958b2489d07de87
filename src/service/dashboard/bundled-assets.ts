// The dashboard's script and stylesheet as the bundle carries them: scripts/package.mjs replaces this module
// with one holding the files' text. From the sources it is undefined and assets.ts reads the files.
import type { DashboardAssets } from './assets.js';

export const BUNDLED_ASSETS: DashboardAssets | undefined = undefined;
