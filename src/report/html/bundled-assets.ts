// The page's scripts and styles as the bundle carries them: scripts/package.mjs replaces this module with one
// holding the files' text (dist/ has no node_modules at run time). From the sources it is undefined and
// assets.ts reads the files.
// The type lives here, not in assets.ts, so the two modules do not import each other.
export interface HtmlAssets {
  uplotJs: string;
  uplotCss: string;
  chartsJs: string;
  pageCss: string;
}

export const BUNDLED_ASSETS: HtmlAssets | undefined = undefined;
