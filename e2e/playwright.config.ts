import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, SERVER_URL, serverUrl } from './support/constants.ts';

/**
 * Chromium features off in every test browser: Playwright's own list (playwright-core's chromiumSwitches.ts,
 * Playwright 1.65.1, pinned) — Chromium reads only the last `--disable-features`, so it is repeated here — and
 * the omnibox popup that Chromium 156 renders as a WebUI page in a renderer of its own for every new window.
 * A headless test never opens the address bar, yet every browser context paid about 0.6 s of CPU for it
 * (docs/decisions/0053).
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

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
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
        // Pages reach only their portal (127.0.0.1): any other host name does not resolve, so a request to it
        // fails at once, as it would offline. Intercepting every request instead (page.route) sent each one
        // through Playwright and turned the HTTP cache off (decision 0055).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
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
