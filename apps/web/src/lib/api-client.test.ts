import type { Language } from '@vozka/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

function client(fetchImpl: typeof fetch, language: Language = 'en') {
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: '/api', getLanguage: () => language, onUnauthorized, fetch: fetchImpl });
  return { api, onUnauthorized };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends JSON with the UI language and the same-origin cookie', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(201, { message: 'ok' }));
    const { api } = client(fetchMock, 'cs');

    await expect(api.post('/registration', { email: 'a@b.cz' })).resolves.toEqual({ message: 'ok' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/registration');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"email":"a@b.cz"}');
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'cs', 'Content-Type': 'application/json' });
  });

  it('reads an answer asked for already (the HTML asks who is signed in) as its own, without fetching', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, {}));
    const { api, onUnauthorized } = client(fetchMock);

    await expect(api.get('/user-details', { response: Promise.resolve(json(200, { id: 7 })) })).resolves.toEqual({ id: 7 });
    const error = await api
      .get('/user-details', {
        ignoreUnauthorized: true,
        response: Promise.resolve(json(401, { code: 'LOGIN_REQUIRED', message: 'Log in' })),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    const offline = await api.get('/user-details', { response: Promise.reject(new TypeError('offline')) }).catch((e: unknown) => e);
    expect((offline as ApiError).code).toBe('SERVER_ERROR');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads a text body (the login token)', async () => {
    const { api } = client(async () => new Response('token-123', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    await expect(api.post('/login', {})).resolves.toBe('token-123');
  });

  it('reports a 401 to the callback, so the user is refreshed', async () => {
    const { api, onUnauthorized } = client(async () =>
      json(401, { message: 'For this operation you need to login.', code: 'LOGIN_REQUIRED' }),
    );

    const error = await api.get('/orders').catch((e: unknown) => e);

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'LOGIN_REQUIRED',
      message: 'For this operation you need to login.',
    });
  });

  it('does not report the 401 of a call that expects it (login itself)', async () => {
    const { api, onUnauthorized } = client(async () => json(401, { message: 'Login details are not correct', code: 'LOGIN_INCORRECT' }));

    await expect(api.post('/login', {}, { ignoreUnauthorized: true })).rejects.toMatchObject({
      code: 'LOGIN_INCORRECT',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not report other failures as 401', async () => {
    const { api, onUnauthorized } = client(async () => json(403, { message: 'no', code: 'FORBIDDEN' }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the message, code and field errors of an error body', async () => {
    const body = {
      message: 'The data sent is not valid.',
      code: 'INVALID_INPUT',
      fields: { email: 'Enter a valid e-mail address.' },
    };
    const { api } = client(async () => json(400, body));
    await expect(api.post('/registration', {})).rejects.toMatchObject({ status: 400, ...body });
  });

  it.each([
    ['cs', 'Nastal problém, zkuste to prosím později'],
    ['en', 'There was a problem, please try again later'],
  ] as const)('turns a network failure into the server-error message (%s)', async (language, text) => {
    const { api, onUnauthorized } = client(async () => {
      throw new TypeError('Failed to fetch');
    }, language);

    await expect(api.get('/health')).rejects.toMatchObject({ status: 0, code: 'SERVER_ERROR', message: text });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('says the service is unavailable for a gateway page instead of showing its HTML', async () => {
    const { api } = client(async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await expect(api.get('/health')).rejects.toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is not available right now, please try again later',
    });
  });

  it('answers undefined for 204', async () => {
    const { api } = client(async () => new Response(null, { status: 204 }));
    await expect(api.get('/logout')).resolves.toBeUndefined();
  });
});
