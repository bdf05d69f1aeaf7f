import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // CI also keeps a JSON report, added up with the e2e one into a single closing line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: process.env.CI ? { json: '.tmp/results-unit.json' } : undefined,
  },
});
