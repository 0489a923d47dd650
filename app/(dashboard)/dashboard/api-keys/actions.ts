'use server';
// API key actions: create (the full key is returned once, to this caller only) and revoke. Admins and owners only;
// the organization always comes from the session (lib/http/server-action.ts).
import { z } from 'zod';
import { getDb } from '@/db/client';
import { createApiKey, revokeApiKey } from '@/lib/api-keys/create-api-key';
import { createApiKeyFormSchema, endOfMexicoDay } from '@/lib/api-keys/create-api-key-form';
import { orgAction } from '@/lib/http/server-action';
import { log } from '@/lib/log';

export const createApiKeyAction = orgAction(
  { name: 'createApiKey', role: 'admin', input: createApiKeyFormSchema },
  async ({ session, input }) => {
    const { apiKey, key } = await createApiKey(getDb(), {
      organizationId: session.organizationId,
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expiresOn ? endOfMexicoDay(input.expiresOn) : null,
      createdByUserId: session.user.id,
    });
    log.info('api key created from dashboard', { organizationId: session.organizationId, apiKeyId: apiKey.id, userId: session.user.id });
    return { id: apiKey.id, name: apiKey.name, key };
  },
);

export const revokeApiKeyAction = orgAction(
  { name: 'revokeApiKey', role: 'admin', input: z.uuid('La clave de API no existe.') },
  async ({ session, input: id }) => {
    const revoked = await revokeApiKey(getDb(), { id, organizationId: session.organizationId });
    log.info('api key revoked from dashboard', { organizationId: session.organizationId, apiKeyId: id, userId: session.user.id });
    return { id: revoked.id, revokedAt: revoked.revokedAt?.toISOString() ?? null };
  },
);
