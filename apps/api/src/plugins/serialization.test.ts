import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonText } from '../shared/json-text.ts';
import { createSerializerCompiler } from './serialization.ts';

const ZAnswer = z.object({ total: z.number(), items: z.array(z.object({ id: z.number(), note: z.string().optional() })) });

/** A Fastify with the API's serializer, one route answering `answer` under ZAnswer. */
async function appAnswering(answer: unknown, checked: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ checked }));
  app.get('/answer', { schema: { response: { 200: ZAnswer } } }, () => answer);
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/answer' });
  await app.close();
  return res;
}

describe('a JSON text answer (shared/json-text.ts)', () => {
  const text = '{"items":[{"note":"Dobrý den","id":7}],"total":1}';

  it('is sent as it is, keys in its own order, with the JSON media type, whether text or UTF-8 bytes', async () => {
    for (const checked of [true, false]) {
      for (const answer of [text, Buffer.from(text)]) {
        const res = await appAnswering(new JsonText(answer), checked);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(text);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['content-length']).toBe(String(Buffer.byteLength(text)));
      }
    }
  });

  it('fails where answers are checked when it holds a key the schema does not name, or a value of another type', async () => {
    const extra = await appAnswering(new JsonText(Buffer.from('{"total":1,"items":[{"id":7,"secret":"x"}]}')), true);
    expect(extra.statusCode).toBe(500);
    expect(extra.body).not.toContain('secret');
    const wrong = await appAnswering(new JsonText('{"total":"1","items":[]}'), true);
    expect(wrong.statusCode).toBe(500);
    const broken = await appAnswering(new JsonText('{"total":1,'), true);
    expect(broken.statusCode).toBe(500);
  });

  it('leaves every other answer to the compiled serializer', async () => {
    const res = await appAnswering({ items: [{ id: 7, extra: true }], total: 1 }, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 1, items: [{ id: 7 }] });
  });
});
