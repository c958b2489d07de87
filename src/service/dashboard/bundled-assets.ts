// The dashboard's script modules and stylesheet as the bundle carries them: scripts/bundle.mjs replaces this
// module with one holding the files' text. From the sources it is undefined and assets.ts reads the files.
// The type lives here, not in assets.ts, so the two modules do not import each other.
export interface DashboardAssets {
  /** Every browser/*.js by file name: dashboard.js is the page's module, it imports the others by name. */
  dashboardModules: Record<string, string>;
  dashboardCss: string;
}

export const BUNDLED_ASSETS: DashboardAssets | undefined = undefined;
