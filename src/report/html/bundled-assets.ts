// The page's scripts and styles as the bundle carries them: scripts/package.mjs replaces this module with one
// holding the files' text (dist/ has no node_modules at run time). From the sources it is undefined and
// assets.ts reads the files.
import type { HtmlAssets } from './assets.js';

export const BUNDLED_ASSETS: HtmlAssets | undefined = undefined;
