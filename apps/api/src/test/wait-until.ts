/**
 * Waits until `check` answers a value that is not undefined/false, asking again after each tick (no fixed
 * sleep decides the outcome: the deadline only ends a test that would otherwise hang).
 */
export async function waitUntil<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
