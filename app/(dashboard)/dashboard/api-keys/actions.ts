'use server';
// API key actions: create (the full key is returned once, to this caller only) and revoke. Admins and owners only.
import { z } from 'zod';
import { createApiKey, revokeApiKey } from '@/lib/api-keys/create-api-key';
import { getDb } from '@/db/client';
import { requireOrgAction } from '@/lib/auth/session';
import { runAction } from '@/lib/dashboard/action-result';
import { createApiKeyFormSchema, endOfMexicoDay, type CreateApiKeyForm } from '@/lib/dashboard/api-keys';
import { log } from '@/lib/log';

export async function createApiKeyAction(input: CreateApiKeyForm) {
  return runAction('createApiKey', async () => {
    const session = await requireOrgAction('admin');
    const form = createApiKeyFormSchema.parse(input);
    const { apiKey, key } = await createApiKey(getDb(), {
      organizationId: session.organizationId,
      name: form.name,
      scopes: form.scopes,
      expiresAt: form.expiresOn ? endOfMexicoDay(form.expiresOn) : null,
      createdByUserId: session.user.id,
    });
    log.info('api key created from dashboard', { organizationId: session.organizationId, apiKeyId: apiKey.id, userId: session.user.id });
    return { id: apiKey.id, name: apiKey.name, key };
  });
}

export async function revokeApiKeyAction(id: string) {
  return runAction('revokeApiKey', async () => {
    const session = await requireOrgAction('admin');
    const keyId = z.uuid('La clave de API no existe.').parse(id);
    const revoked = await revokeApiKey(getDb(), { id: keyId, organizationId: session.organizationId });
    log.info('api key revoked from dashboard', { organizationId: session.organizationId, apiKeyId: id, userId: session.user.id });
    return { id: revoked.id, revokedAt: revoked.revokedAt?.toISOString() ?? null };
  });
}
