import type { Language, SendMessageInput, SendMessageResult } from '@vozka/domain';
import { queueMessages, type Outgoing } from '../../adapters/outbox/outbox.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { renderEmailLayout } from '../../locales/email-layout.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { findDispatchRide } from '../dispatch/dispatch-access.ts';
import { rideRecipients } from './deliveries.repository.ts';

/** The delivery kind of a free message (the deliveries list shows it as "Message"). */
export const MESSAGE_KIND = 'MESSAGE';

const FOOTNOTE: Record<Language, (rideId: number) => string> = {
  cs: (id) => `Zpráva od dispečinku k jízdě č. ${id}.`,
  en: (id) => `A message from dispatch about ride no. ${id}.`,
};

/**
 * `POST /api/orders/{id}/send-message` (spec §7; docs/decisions/0030): ADMIN or the ride's fleet manager
 * sends the ride's users of one role a free e-mail or SMS. Each recipient with an address gets one delivery
 * (in its language's company layout, the text escaped, line breaks kept), all queued in one transaction;
 * those without an e-mail address or phone are counted as skipped.
 */
export function createMessagesService(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'clock'>) {
  const { db } = deps.database;
  return {
    async send(caller: UserRow, rideId: number, input: SendMessageInput): Promise<SendMessageResult> {
      const now = deps.clock.now();
      return db.transaction(async (tx) => {
        const ride = await findDispatchRide(tx, caller, rideId);
        const people = await rideRecipients(tx, ride, input.userRole);
        const outgoing: Outgoing[] = [];
        for (const person of people) {
          const address = input.type === 'EMAIL' ? person.email : person.phone;
          if (!address) continue;
          const language: Language = person.language === 'cs' ? 'cs' : 'en';
          const base = {
            recipient: address,
            kind: MESSAGE_KIND,
            language,
            userId: person.id,
            rideId,
            role: input.userRole,
            createdBy: caller.id,
          };
          if (input.type === 'SMS') {
            outgoing.push({ ...base, channel: 'SMS', text: input.body });
            continue;
          }
          const mail = renderEmailLayout(language, {
            subject: input.subject ?? '',
            paragraphs: [input.body],
            footnote: FOOTNOTE[language](rideId),
          });
          outgoing.push({ ...base, channel: 'EMAIL', ...mail });
        }
        const ids = await queueMessages(tx, deps.jobs, outgoing, now);
        return { queued: ids.length, skipped: people.length - outgoing.length };
      });
    },
  };
}
