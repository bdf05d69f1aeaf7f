import { z } from 'zod';
import { ZErrorBody } from '@vozka/domain';

// The contracts themselves live in @vozka/domain (issue 13 §1); re-exported for the routes.
export { ZErrorBody, ZMessage, ZUserDetails } from '@vozka/domain';

/** A 200 that is a `text/event-stream` (written by the stream itself, never serialized). */
export const ZEventStream = z.string().describe('Server-sent events (text/event-stream)');

export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ZErrorBody])) as Record<S, typeof ZErrorBody>;
}
