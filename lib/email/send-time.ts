// What a message needs from its domain when it is sent (docs/email.md "Attachments"): its files, or the reason it must
// not be sent any more (an invoice cancelled or failed since it was queued). The domain registers the provider under
// the template's name (lib/payments/invoices/invoice-email.ts), so lib/email and its templates import no domain. A
// template that declares `sendTime` is never sent without its provider's answer: with no provider registered in the
// process, the attempt fails and is retried like any other.
import type { DbOrTx } from '@/db/client';
import type { EmailAttachment } from './template';

export type SendTimeContent = { send: true; attachments: EmailAttachment[] } | { send: false; reason: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SendTimeProvider = (db: DbOrTx, data: any) => Promise<SendTimeContent>;

const providers = new Map<string, SendTimeProvider>();

/** Registers the send-time content of a template's messages (once per process; a second call replaces it). */
export function provideSendTimeContent(template: string, provider: SendTimeProvider): void {
  providers.set(template, provider);
}

export function sendTimeProvider(template: string): SendTimeProvider | undefined {
  return providers.get(template);
}

/** The message must not be sent: the outbox marks it cancelled with the reason (lib/email/deliver-email.ts). */
export class EmailDroppedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'EmailDroppedError';
  }
}
