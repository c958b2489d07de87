// Node's Jest environment, plus the stores the service tests run on (BENCHDELTA_TEST_STORES, read by
// __tests__/service/harness.ts): the project's `testEnvironmentOptions.serviceStores` says which, and for which
// files (jest.config.js). Files it does not match test both stores.
// Each test file also gets its own temporary folder as os.tmpdir(), removed when the file ends: whatever a test
// (or a child process, a bundle, a browser profile) leaves there does not outlive it (issue 31: one unit run left
// 84 benchdelta-* folders of up to 9 MB in the system's temporary folder).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestEnvironment } from 'jest-environment-node';

export default class StoresEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const choice = config.projectConfig.testEnvironmentOptions.serviceStores;
    if (choice && new RegExp(choice.files).test(context.testPath)) {
      // The test's own copy of process.env: the choice stays with this file.
      this.global.process.env.BENCHDELTA_TEST_STORES = choice.stores;
    }
  }

  async setup() {
    await super.setup();
    this.outerTmpdir = process.env.TMPDIR;
    this.fileTmpdir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-test-'));
    // os.tmpdir() reads the worker's real environment; children the test starts inherit the test's copy.
    process.env.TMPDIR = this.fileTmpdir;
    this.global.process.env.TMPDIR = this.fileTmpdir;
  }

  async teardown() {
    if (this.outerTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = this.outerTmpdir;
    rmSync(this.fileTmpdir, { recursive: true, force: true, maxRetries: 5 });
    await super.teardown();
  }
}
