// The dashboard's script and stylesheet as the bundle carries them: scripts/package.mjs replaces this module
// with one holding the files' text. From the sources it is undefined and assets.ts reads the files.
// The type lives here, not in assets.ts, so the two modules do not import each other.
export interface DashboardAssets {
  dashboardJs: string;
  dashboardCss: string;
}

export const BUNDLED_ASSETS: DashboardAssets | undefined = undefined;
