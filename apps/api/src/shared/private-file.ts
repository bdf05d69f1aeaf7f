import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok } from './route-plugin.ts';

/** An xlsx workbook's content type (ride import template, ride export, reports). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answers of a route that sends a file of `type` (documented by its type), or one of the errors. */
export function download<const S extends number>(type: string, ...errors: S[]) {
  return ok(z.any().describe(type), ...errors);
}

/** A file a route answers with: its content type, how the browser shows it (`inline`/`attachment`) under which name. */
export interface PrivateFile {
  type: string;
  disposition: 'inline' | 'attachment';
  name: string;
  body: unknown;
  /** Behind a secret link: no search engines either (`x-robots-tag: noindex`). */
  noindex?: boolean;
}

/** Sends a file that is the caller's alone: never kept by a shared cache (`private, no-store`). */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile): FastifyReply {
  reply
    .header('content-type', file.type)
    .header('content-disposition', `${file.disposition}; filename="${file.name}"`)
    .header('cache-control', 'private, no-store');
  if (file.noindex) reply.header('x-robots-tag', 'noindex');
  return reply.send(file.body);
}
