// Enqueue an email: one row in the outbox (db/schema/email.ts), written with the caller's transaction so the
// message exists exactly when the change that caused it committed. The email runner (lib/email/) renders the
// template and sends it later with retries; nothing here talks to SMTP.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@/db/client';
import { emailOutbox } from '@/db/schema';

export type EnqueueEmailInput = {
  /** whose brand the message carries (logo, colour, sender name); null for platform messages */
  organizationId: string | null;
  to: string;
  /** a template name registered in lib/email/templates/index.ts */
  template: string;
  /** the template's data: plain JSON, no secrets other than the single-use link the message exists to carry */
  data: Record<string, unknown>;
  /** at most one message per key, ever: a second enqueue with the same key is ignored */
  dedupeKey?: string;
};

/** Writes the message to the outbox; returns its id, or null when `dedupeKey` was already used. */
export async function enqueueEmail(db: DbOrTx, input: EnqueueEmailInput): Promise<string | null> {
  const id = randomUUID();
  const rows = await db
    .insert(emailOutbox)
    .values({
      id,
      organizationId: input.organizationId,
      toAddress: input.to.trim().toLowerCase(),
      template: input.template,
      data: input.data,
      dedupeKey: input.dedupeKey ?? null,
      messageId: `<${id}@envios.mx>`,
    })
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return rows[0]?.id ?? null;
}
