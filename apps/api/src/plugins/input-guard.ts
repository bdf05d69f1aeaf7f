import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.ts';

/**
 * The path (`a.b.0`) of the first string — value or key — holding a NUL character in `value`, '' when
 * `value` itself is one, undefined when there is none. Walks without recursion: a deeply nested JSON
 * body must not overflow the stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return undefined;
}

/**
 * No text with a NUL character gets past the door: PostgreSQL cannot store it in `text` (the query
 * failed with a 500), and no field of the portal needs it. One rule for every route — path parameters,
 * query and body alike — answering 400 INVALID_INPUT with the field. app.ts checks it after the access guard
 * (an anonymous caller learns nothing about a route's input) and before the route's own validation.
 * Multipart text fields are checked where they are read (modules/files/upload-form.ts).
 */
export function inputRefusal(request: FastifyRequest): AppError | null {
  return partRefusal('params', request.params) ?? partRefusal('query', request.query) ?? partRefusal('body', request.body);
}

function partRefusal(part: string, value: unknown): AppError | null {
  // Most requests send no query and no body, and many no path parameter: nothing to walk.
  if (value === undefined || value === null || isEmptyObject(value)) return null;
  const at = findNul(value);
  return at === undefined ? null : new AppError(400, 'INVALID_INPUT', { fields: { [at || part]: 'INVALID_INPUT' } });
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object') return false;
  for (const _ in value) return false;
  return true;
}
