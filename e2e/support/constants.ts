import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const ARTIFACTS = path.join(E2E_DIR, '.artifacts');
/**
 * The e2e tests run in E2E_WORKERS Playwright workers (2 unless said otherwise: on this 2-core machine two
 * finish in about two thirds of one's time, decision 0053), each against a portal of its own: its own port,
 * embedded database, SMTP catcher and fake flight provider. A worker's tests change the demo data (settings,
 * the board, the demo driver's rides) and no other worker sees that.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The portal of this process: serve.ts is told by E2E_SERVER; a Playwright worker takes its parallel index. */
export const SERVER_INDEX = Number(process.env.E2E_SERVER ?? process.env.TEST_PARALLEL_INDEX ?? 0);
export const serverUrl = (index: number): string => `http://127.0.0.1:${E2E_PORT + index}`;
export const SERVER_URL = serverUrl(SERVER_INDEX);
/** Where portal `index` keeps its database, caught e-mails and fake flight provider's address. */
export const serverDir = (index: number): string => path.join(ARTIFACTS, `server-${index}`);
export const MAIL_DIR = path.join(serverDir(SERVER_INDEX), 'mail');
export const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');
export const DEMO_PASSWORD = 'Vozka-demo-2026';
/** Where the e2e server's fake flight provider listens: `{ url, apiKey }` (serve.ts writes it). */
export const FAKE_FLIGHTS_FILE = path.join(serverDir(SERVER_INDEX), 'fake-flights.json');
