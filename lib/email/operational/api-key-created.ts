// "A new API key was created": enqueued in the key's own transaction (lib/api-keys/create-api-key.ts, and
// lib/api-keys/roll-api-key.ts for the new secret of a rolled key), one message per owner and admin, so the email
// exists exactly when the key does.
import type { DbOrTx } from '@/db/client';
import { publicUrl } from '@/lib/platform/public-url';
import { enqueueEmail } from '../outbox';
import type { ApiKeyCreatedData } from '../templates/api-key-created';
import { operationalRecipients } from './recipients';

export async function enqueueApiKeyCreatedEmails(
  db: DbOrTx,
  input: {
    organizationId: string;
    apiKey: { id: string; name: string; displayPrefix: string; scopes: string[]; createdAt: Date };
    createdBy: string;
    /** a roll: the key the new one replaces and when it stops working */
    replaces?: ApiKeyCreatedData['replaces'];
  },
): Promise<void> {
  const data: ApiKeyCreatedData = {
    keyName: input.apiKey.name,
    keyPrefix: input.apiKey.displayPrefix,
    scopes: input.apiKey.scopes,
    createdBy: input.createdBy,
    createdAt: input.apiKey.createdAt.toISOString(),
    keysUrl: publicUrl('/dashboard/api-keys'),
    ...(input.replaces ? { replaces: input.replaces } : {}),
  };
  for (const to of await operationalRecipients(db, input.organizationId)) {
    await enqueueEmail(db, {
      organizationId: input.organizationId,
      to,
      template: 'api-key-created',
      data,
      dedupeKey: `api-key-created:${input.apiKey.id}:${to}`,
    });
  }
}
