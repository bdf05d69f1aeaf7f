/**
 * Work done after the answer has gone out. Registration and password reset answer at once and do their
 * account-dependent work (database writes, e-mails) here, so the answer takes the same time whether the
 * e-mail has an account or not (docs/decisions/0014).
 */
export interface DeferredWork {
  /** Runs `job` once the current answer has been sent; a failure is logged, never thrown. */
  defer(label: string, job: () => Promise<void>): void;
  /** Resolves when every deferred job has finished (the app waits for it when it closes). */
  idle(): Promise<void>;
}

export function createDeferredWork(logger: { error(obj: object, msg: string): void }): DeferredWork {
  const pending = new Set<Promise<void>>();
  return {
    defer(label, job) {
      // setImmediate: after the handler's answer has been written, not in the microtasks before it.
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((err: unknown) => {
          logger.error({ err, job: label }, 'deferred work failed');
        })
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
