import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Only the test tree: scratch folders and fixtures never hold tests.
    include: ['test/**/*.test.ts'],
    // Child-process and corpus tests take seconds on a loaded two-core machine.
    testTimeout: 30_000,
  },
});
