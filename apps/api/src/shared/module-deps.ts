import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { PaymentProvider } from '../adapters/payments/provider.ts';

/** What feature modules may use; each module takes only what it needs from this. */
export interface ModuleDeps {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  auth: AuthService;
  logger: FastifyBaseLogger;
  /** The payment provider the configuration chose (sandbox or stripe). */
  payments: PaymentProvider;
}
