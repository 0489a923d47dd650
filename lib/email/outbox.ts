// Enqueue an email: one row in the outbox (db/schema/email.ts), written with the caller's transaction so the
// message exists exactly when the change that caused it committed. The email job (lib/email/email-job.ts)
// renders the template and sends it later with retries; nothing here talks to SMTP. The NOTIFY is delivered
// by PostgreSQL at commit (never for a rolled-back transaction) and wakes the runners at once.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { emailOutbox } from '@/db/schema';
import { storableJson, storableTextOrNull } from '@/lib/platform/text/storable';

/** The channel enqueueEmail notifies and the runners LISTEN on. */
export const EMAIL_NOTIFY_CHANNEL = 'email_outbox';

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
  /** display name of the From (the address stays EMAIL_FROM's), e.g. the organization's name */
  fromName?: string | null;
  /** Reply-To address, e.g. the organization's support address */
  replyTo?: string | null;
  /** absolute one-click unsubscribe URL: List-Unsubscribe headers and a footer link */
  listUnsubscribeUrl?: string | null;
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
      // the template's data quotes names and messages people typed: storable (lib/platform/text/storable.ts)
      data: storableJson(input.data),
      dedupeKey: input.dedupeKey ?? null,
      messageId: `<${id}@envios.mx>`,
      // a display name on one line: a line break would be a header injection attempt
      fromName: storableTextOrNull(input.fromName?.replace(/[\r\n]+/g, ' ').trim() || null),
      replyTo: input.replyTo?.trim() || null,
      listUnsubscribeUrl: input.listUnsubscribeUrl ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  if (rows[0]) await db.execute(sql`select pg_notify(${EMAIL_NOTIFY_CHANNEL}, '')`);
  return rows[0]?.id ?? null;
}
