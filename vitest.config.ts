import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // Test files in parallel, one per core (Vitest's default leaves one core out: a single worker on this
    // 2-core machine, idle while a file waits on its database). VITEST_MAX_WORKERS overrides it.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // CI also keeps a JSON report, added up with the e2e one into a single closing line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: process.env.CI ? { json: '.tmp/results-unit.json' } : undefined,
  },
});
