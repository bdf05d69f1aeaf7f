import fs from 'node:fs';
import path from 'node:path';
import { startMailCatcher } from '../../apps/api/src/test/mail-catcher.ts';
import { startFakeAeroDataBox } from '../../apps/api/src/test/fake-aerodatabox.ts';
import { FAKE_FLIGHTS_FILE, MAIL_DIR, SERVER_INDEX, SERVER_URL, serverDir } from './constants.ts';

/**
 * One of the servers the e2e tests drive (E2E_SERVER, constants.ts): a real SMTP server on loopback (each
 * message saved as JSON for the tests to read), then the portal itself as `npm start` runs it, on a fresh
 * embedded database.
 */
const dataDir = path.join(serverDir(SERVER_INDEX), 'data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(MAIL_DIR, { recursive: true, force: true });
fs.mkdirSync(MAIL_DIR, { recursive: true });

const mail = await startMailCatcher();
let saved = 0;
setInterval(() => {
  while (saved < mail.messages.length) {
    const m = mail.messages[saved++]!;
    fs.writeFileSync(
      path.join(MAIL_DIR, `${String(saved).padStart(4, '0')}.json`),
      JSON.stringify({ to: m.to, subject: m.subject, text: m.text }),
    );
  }
}, 50).unref();

// A local AeroDataBox (its documented format): the portal asks it once ADMIN picks the provider in the
// settings; the tests set a flight's scenario over HTTP (FAKE_FLIGHTS_FILE says where it listens).
const flights = await startFakeAeroDataBox();
fs.writeFileSync(FAKE_FLIGHTS_FILE, JSON.stringify({ url: flights.url, apiKey: flights.apiKey }));

Object.assign(process.env, {
  FLIGHT_API_URL: flights.url,
  PORT: new URL(SERVER_URL).port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SMTP_URL: mail.url,
  PUBLIC_URL: SERVER_URL,
  LOG_LEVEL: 'warn',
  DEMO_SEED: '1',
});
await import('../../apps/api/src/server.ts');
