import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './request-logger.ts';

/** An app whose routes log (or not) into `lines`, with Fastify's own child loggers or the lazy ones. */
async function appLogging(lazy: boolean, lines: Record<string, unknown>[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    disableRequestLogging: true,
    genReqId: () => 'req-1',
    ...(lazy ? { childLoggerFactory: lazyChildLogger } : {}),
  });
  app.get('/logs', (request) => {
    request.log.info({ step: 1 }, 'first');
    request.log.debug('below the level');
    request.log.child({ part: 'inner' }).warn('from a child');
    request.log.error(new Error('broken'), 'failed');
    return { level: request.log.level };
  });
  app.get('/quiet', () => ({ ok: true }));
  app.get('/warn-level', { logLevel: 'warn' }, (request) => {
    request.log.info('hidden');
    request.log.warn('shown');
    return { level: request.log.level };
  });
  await app.ready();
  return app;
}

/** A line without its time and process fields, which differ between runs. */
const stable = ({ time: _time, pid: _pid, hostname: _hostname, err, ...line }: Record<string, unknown>) => ({
  ...line,
  err: err === undefined ? undefined : { message: (err as { message: string }).message },
});

describe('the lazy request logger', () => {
  it("writes the lines Fastify's own child logger writes, with the request id", async () => {
    const written: Record<string, unknown>[][] = [];
    for (const lazy of [false, true]) {
      const lines: Record<string, unknown>[] = [];
      const app = await appLogging(lazy, lines);
      expect((await app.inject('/logs')).json()).toEqual({ level: 'info' });
      expect((await app.inject('/warn-level')).json()).toEqual({ level: 'warn' });
      await app.close();
      written.push(lines.map(stable));
    }
    const [own, lazy] = written;
    expect(lazy).toEqual(own);
    expect(lazy!.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-1', 'first'],
      ['req-1', 'from a child'],
      ['req-1', 'failed'],
      ['req-1', 'shown'],
    ]);
    expect(lazy![1]!.part).toBe('inner');
  });

  it('makes no child for a request that does not log', async () => {
    const app = await appLogging(true, []);
    const child = vi.spyOn(app.log, 'child');
    await app.inject('/quiet');
    expect(child).not.toHaveBeenCalled();
    await app.inject('/warn-level');
    expect(child).toHaveBeenCalledTimes(1);
    await app.close();
  });
});
