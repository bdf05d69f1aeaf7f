import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../../support/fixtures.ts';

/**
 * The test browser reaches its portal and nothing else (playwright.config.ts, decision 0055): opening any
 * other host fails at once, as offline — here a server that does answer, on another loopback address.
 */
test('a page reaches its portal, and no other host', async ({ page }) => {
  const other = http.createServer((_, res) => res.end('another server'));
  await new Promise<void>((resolve) => other.listen(0, '0.0.0.0', resolve));
  try {
    const { port } = other.address() as AddressInfo;
    // The server answers whoever can reach it (this test's process can).
    expect(await (await fetch(`http://127.0.0.2:${port}/`)).text()).toBe('another server');
    const response = await page.goto('/api/health');
    expect(await response?.json()).toMatchObject({ status: 'ok' });
    // A page each: a failed navigation leaves its page on Chromium's error page.
    for (const url of [`http://127.0.0.2:${port}/`, 'https://tile.openstreetmap.org/0/0/0.png']) {
      const tab = await page.context().newPage();
      await expect(tab.goto(url)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
      await tab.close();
    }
  } finally {
    other.close();
  }
});
