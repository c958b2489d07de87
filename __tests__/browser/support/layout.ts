// What a reader of a report page would notice, measured in the page (layout-faults.js): one line per fault.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const LAYOUT_FAULTS = readFileSync(path.join(import.meta.dirname, 'layout-faults.js'), 'utf8');

export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`${LAYOUT_FAULTS}\nlayoutFaults();`);
}
