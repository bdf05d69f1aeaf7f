import { type ErrorBody, type Language, type MessageCode, isMessageCode, translate } from '@vozka/domain';
import { currentLanguage } from './i18n';

/** A failed API call: the HTTP status (0 when the server could not be reached), message and code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: MessageCode | string;
  readonly fields: Readonly<Record<string, string>>;
  /** The whole error answer, for errors that carry more than a message (a 409 with the current record). */
  readonly body: unknown;

  constructor(status: number, message: string, code: MessageCode | string, fields: Record<string, string> = {}, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except a FormData (multipart, the browser sets its boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 of this call is the expected answer (login, the user-details probe): do not report it. */
  ignoreUnauthorized?: boolean;
  /**
   * The answer of this very request, already asked for with the client's headers (the HTML's first script
   * asks who is signed in before the app has loaded: vite-route-preload.ts); read as if fetched here.
   */
  response?: Promise<Response>;
}

export interface ApiClientConfig {
  baseUrl: string;
  getLanguage: () => Language;
  /** Called on a 401 answer (spec §8: it refreshes the user, which may lead to the login page). */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const language = config.getLanguage();
    const headers: Record<string, string> = { 'Accept-Language': language, Accept: 'application/json, text/plain' };
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      const doFetch = config.fetch ?? globalThis.fetch;
      response = await (options.response ??
        doFetch(`${config.baseUrl}${path}`, {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
          credentials: 'same-origin',
          signal: options.signal,
        }));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, translate('SERVER_ERROR', language), 'SERVER_ERROR');
    }

    if (response.status === 401 && !options.ignoreUnauthorized) config.onUnauthorized();
    const body = await readBody(response);
    if (response.ok) return body as T;
    throw toApiError(response.status, body, language);
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') && text !== '') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown, language: Language): ApiError {
  if (isErrorBody(body)) {
    const code = body.code ?? 'SERVER_ERROR';
    const message = body.message?.trim() || (isMessageCode(code) ? translate(code, language) : fallbackMessage(status, language));
    return new ApiError(status, message, code, body.fields ?? {}, body);
  }
  // Not our JSON (a proxy page, an empty body): a generic message in the user's language.
  const code: MessageCode = status === 502 || status === 503 || status === 504 ? 'SERVICE_UNAVAILABLE' : 'SERVER_ERROR';
  const text = typeof body === 'string' && status < 500 && !body.trimStart().startsWith('<') ? body.trim() : '';
  return new ApiError(status, text || translate(code, language), code);
}

function fallbackMessage(status: number, language: Language): string {
  if (status === 401) return translate('LOGIN_REQUIRED', language);
  if (status === 403) return translate('FORBIDDEN', language);
  if (status === 404) return translate('NOT_FOUND', language);
  return translate('SERVER_ERROR', language);
}

function isErrorBody(body: unknown): body is Partial<ErrorBody> {
  return typeof body === 'object' && body !== null && ('message' in body || 'code' in body);
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Subscribes to 401 answers of the shared client; returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The client every feature uses: same origin, under /api, in the current UI language. */
export const api: ApiClient = createApiClient({
  baseUrl: '/api',
  getLanguage: currentLanguage,
  onUnauthorized: () => unauthorizedListeners.forEach((listener) => listener()),
});
