import type { MessageCode } from '@vozka/domain';

/**
 * An error a client can cause: it becomes a 4xx answer `{ message, code, fields? }` with the message
 * translated into the caller's language by the error handler.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly options: {
      params?: Record<string, string | number>;
      fields?: Record<string, MessageCode>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
