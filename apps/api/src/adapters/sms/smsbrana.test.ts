import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeSmsBrana } from '../../test/fake-smsbrana.ts';
import { createSmsSender } from './index.ts';
import { gatewayNumber, smsBrana } from './smsbrana.ts';

const credentials = { login: 'vozka', password: 'S3cret-pass' };

describe('SMSbrána.cz adapter against a fake gateway in its documented format', () => {
  let gateway: Awaited<ReturnType<typeof startFakeSmsBrana>>;
  beforeAll(async () => {
    gateway = await startFakeSmsBrana(credentials);
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('sends with the hashed sign-in, the number without + and the text in Unicode', async () => {
    const sms = smsBrana({ ...credentials, apiUrl: gateway.url });
    await sms.send({ to: '+420 777 123 456', text: 'Řidič je na místě.' });
    expect(gateway.sent.at(-1)).toEqual({ number: '420777123456', message: 'Řidič je na místě.', unicode: '1' });
  });

  it('throws on an error answer (the queue retries), naming the code', async () => {
    const sms = smsBrana({ ...credentials, apiUrl: gateway.url });
    gateway.failNext(9);
    await expect(sms.send({ to: '777123456', text: 'x' })).rejects.toThrow('SMS gateway error 9: insufficient credit');
    const wrong = smsBrana({ ...credentials, password: 'wrong', apiUrl: gateway.url });
    await expect(wrong.send({ to: '777123456', text: 'x' })).rejects.toThrow('SMS gateway error 3');
    gateway.failHttp(503);
    await expect(sms.send({ to: '777123456', text: 'x' })).rejects.toThrow('HTTP 503');
  });

  it('throws when the gateway cannot be reached or does not answer in time', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) =>
      closed.close(() => {
        resolve();
      }),
    );
    await expect(
      smsBrana({ ...credentials, apiUrl: `http://127.0.0.1:${port}/smsconnect/http.php` }).send({ to: '777123456', text: 'x' }),
    ).rejects.toThrow();

    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    await expect(
      smsBrana({ ...credentials, apiUrl: `http://127.0.0.1:${silentPort}/`, timeoutMs: 200 }).send({ to: '777123456', text: 'x' }),
    ).rejects.toThrow();
    silent.closeAllConnections();
    await new Promise<void>((resolve) =>
      silent.close(() => {
        resolve();
      }),
    );
  });

  it('writes numbers as the gateway wants them', () => {
    expect(gatewayNumber('+420 601 234 567')).toBe('420601234567');
    expect(gatewayNumber('601234567')).toBe('420601234567');
    expect(gatewayNumber('00421 901 234 567')).toBe('421901234567');
  });
});

describe('SMS configuration', () => {
  it('defaults to files under DATA_DIR/sms; smsbrana needs its login and password', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'file', smsbrana: null });
    expect(() => loadConfig({ SMS_PROVIDER: 'smsbrana', SMSBRANA_LOGIN: 'x' })).toThrow(/SMSBRANA_PASSWORD/);
    expect(() => loadConfig({ SMS_PROVIDER: 'other' })).toThrow(/SMS_PROVIDER/);
    const config = loadConfig({
      SMS_PROVIDER: 'smsbrana',
      SMSBRANA_LOGIN: 'a',
      SMSBRANA_PASSWORD: 'b',
      SMSBRANA_API_URL: 'http://127.0.0.1:9/x',
    });
    expect(config.sms).toEqual({ provider: 'smsbrana', smsbrana: { login: 'a', password: 'b', apiUrl: 'http://127.0.0.1:9/x' } });
    const logger = { info: () => undefined };
    expect(createSmsSender(config, logger).name).toBe('smsbrana');
    expect(createSmsSender(loadConfig({}), logger).name).toBe('file');
  });
});
