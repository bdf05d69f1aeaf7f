import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const ARTIFACTS = path.join(E2E_DIR, '.artifacts');
export const MAIL_DIR = path.join(ARTIFACTS, 'mail');
export const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');
export const DEMO_PASSWORD = 'Vozka-demo-2026';
/** Where the e2e server's fake flight provider listens: `{ url, apiKey }` (serve.ts writes it). */
export const FAKE_FLIGHTS_FILE = path.join(ARTIFACTS, 'fake-flights.json');
