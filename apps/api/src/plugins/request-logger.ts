import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

const METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's logger (`request.log`), made when the request first logs. Fastify makes a pino child for every
 * request, and pino writes the child's bindings (the request id) as text when it makes one: about 2 µs, more
 * than any hook of a trivial route. In production most requests never log (LOG_REQUESTS is off), so the child
 * is made on the first line — the same child, the same lines, with the same request id.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

// Each level's method on the prototype (one object a request, no closures): it logs through the real child.
for (const method of METHODS) {
  Object.defineProperty(RequestLogger.prototype, method, {
    value: function (this: RequestLogger, ...args: unknown[]) {
      const real = this.real;
      Reflect.apply(real[method], real, args);
    },
  });
}

/** Fastify's `childLoggerFactory`: the request's logger, its pino child made when it first logs. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
