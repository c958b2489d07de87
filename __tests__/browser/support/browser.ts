// A real browser for the page tests: Debian's Chromium driven by playwright-core, with every request that
// would leave the page recorded and refused, and every console error and page error collected.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Session {
  browser: BrowserContext;
  close(): Promise<void>;
}

/** Chromium with a fresh profile (the persistent context is how playwright passes --user-data-dir). */
export async function launchChromium(): Promise<Session> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
  });
  return {
    browser: context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions and dialogs (an alert would mean injected script ran). */
  errors: string[];
  /** Requests to anywhere but the allowed origin: each was aborted. */
  leaks: string[];
  /** Responses with an error status, as `STATUS URL`. */
  failed: string[];
  close(): Promise<void>;
}

/** A new page whose requests must satisfy `allowed` (file:// for a report, loopback for the dashboard). */
export async function watchedPage(
  context: BrowserContext,
  allowed: (url: string) => boolean,
): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const leaks: string[] = [];
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('request', (r) => {
    if (!allowed(r.url()) && !r.url().startsWith('data:')) leaks.push(r.url());
  });
  await page.route('**/*', (route) =>
    allowed(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
  );
  return { page, errors, leaks, failed, close: () => page.close() };
}

/** Where the tests write their screenshots (gitignored). */
export const TEST_OUTPUT = path.resolve('test-output', 'browser');

/** The README's screenshots are rewritten only on request, so a test run leaves the tree clean. */
export const README_SCREENSHOTS =
  process.env.UPDATE_SCREENSHOTS === '1' ? path.resolve('docs', 'screenshots') : null;

/** The whole page into the test output; with `readmeClip` (page coordinates), that region for the README. */
export async function saveScreenshots(
  page: Page,
  name: string,
  readmeClip?: { y: number; height: number },
): Promise<void> {
  mkdirSync(TEST_OUTPUT, { recursive: true });
  // No tooltip or cursor lines left from a hover.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(TEST_OUTPUT, `${name}.png`), fullPage: true });
  if (README_SCREENSHOTS && readmeClip) {
    mkdirSync(README_SCREENSHOTS, { recursive: true });
    await page.screenshot({
      path: path.join(README_SCREENSHOTS, `${name}.png`),
      clip: { x: 0, y: readmeClip.y, width: 1280, height: readmeClip.height },
      fullPage: true,
    });
  }
}

export type { Browser };
