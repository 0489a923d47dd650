// A bank callback refused before it was read as a deposit (docs/payments.md "Refused before reading"): a bad or stale
// signature, or a body that is not a deposit. Kept for the operator (bank_callback_rejections), credits nobody.
import type { DbOrTx } from '@/db/client';
import { bankCallbackRejections } from '@/db/schema';
import { storableText, storableTextOrNull } from '@/lib/platform/text/storable';
import type { BankCallbackRejectionReason } from '@/model/payments';

export const REJECTED_BODY_MAX_CHARS = 64 * 1024;

export async function recordBankCallbackRejection(
  db: DbOrTx,
  input: { reason: BankCallbackRejectionReason; body: string; clientAddress: string | null },
): Promise<void> {
  await db.insert(bankCallbackRejections).values({
    reason: input.reason,
    body: storableText(input.body.slice(0, REJECTED_BODY_MAX_CHARS)),
    clientAddress: storableTextOrNull(input.clientAddress),
  });
}
