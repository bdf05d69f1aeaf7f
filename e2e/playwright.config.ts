import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, SERVER_URL, serverUrl } from './support/constants.ts';

/**
 * End-to-end tests: the built portal on embedded PGlite with demo data, in Debian's headless Chromium. Each
 * of the E2E_WORKERS workers drives a portal of its own (support/constants.ts), so the files of one worker
 * never see another's changes; the tests of a file run in order.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../.tmp/results-e2e.json' }]] : [['list']],
  use: {
    baseURL: SERVER_URL,
    locale: 'en-US',
    timezoneId: 'Europe/Prague',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node --import tsx e2e/support/serve.ts',
    cwd: '..',
    env: { E2E_SERVER: String(index) },
    url: `${serverUrl(index)}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
