// Node's Jest environment, plus the stores the service tests run on (BENCHDELTA_TEST_STORES, read by
// __tests__/service/harness.ts): the project's `testEnvironmentOptions.serviceStores` says which, and for which
// files (jest.config.js). Files it does not match test both stores.
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
}
