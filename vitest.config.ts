import { defineConfig } from 'vitest/config';

/** Tests that replace a module with vi.mock: they need a module registry of their own. */
const MOCKING = ['test/cli/diff-second-opinion.test.ts'];

// Child-process and corpus tests take seconds on a loaded two-core machine.
const testTimeout = 30_000;

export default defineConfig({
  test: {
    // Only the test tree (scratch folders and fixtures never hold tests), in two projects.
    projects: [
      {
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: MOCKING,
          testTimeout,
          // The test files share each worker's modules instead of loading the rules, the kit and
          // ajv's generated validators again for every file: that loading was half of the suite's
          // time. Tests keep no state in modules between files, which running them so checks.
          isolate: false,
        },
      },
      { test: { name: 'isolated', include: MOCKING, testTimeout } },
    ],
  },
});
