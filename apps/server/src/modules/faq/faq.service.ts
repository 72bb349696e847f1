import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type ClerkRow, clerkNotFound, displayName, findCompanyClerk } from '../clerk/index.ts';
import { enqueueMail, type OutboxMessage } from '../outbox/index.ts';
import type { AuthContext } from '../session/index.ts';
import { insertQuestion } from './faq.repository.ts';

/** The first address of a comma-separated list, or null. */
const firstAddress = (list: string | null) =>
  list
    ?.split(',')
    .map((entry) => entry.trim())
    .find((entry) => entry !== '') ?? null;

/** The e-mail to the complaints body: who asks, for which company, and the question. */
function questionMail(config: Config, clerk: ClerkRow, message: string): OutboxMessage {
  const name = displayName(clerk.firstName, clerk.lastName);
  const portal = config.branding.portalName;
  return {
    to: config.mail.questionEmail,
    subject: `Spørsmål fra ${clerk.companyName} via ${portal}`,
    text: [
      `${name} i ${clerk.companyName} har sendt dette spørsmålet fra hjelpesiden i ${portal}:`,
      '',
      message,
      '',
      '--',
      `Navn: ${name}`,
      `E-post: ${clerk.membership.email ?? 'ikke registrert'}`,
      `Foretak: ${clerk.companyName}`,
    ].join('\n'),
    replyTo: firstAddress(clerk.membership.email),
  };
}

export function createFaqService({ db, config, clock }: { db: Database; config: Config; clock: () => Date }) {
  return {
    /** POST /api/faq: stores the question and, in the same transaction, the e-mail that delivers it. */
    async askQuestion(auth: AuthContext, message: string) {
      await db.transaction(async (tx) => {
        const clerk = await findCompanyClerk(tx, auth.companyId, auth.personId);
        if (!clerk) throw clerkNotFound();
        const now = clock();
        await insertQuestion(tx, {
          personId: auth.personId,
          companyId: auth.companyId,
          message,
          createdAt: now,
        });
        await enqueueMail(tx, questionMail(config, clerk, message), now);
      });
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
