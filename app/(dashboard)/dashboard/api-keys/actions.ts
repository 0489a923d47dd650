'use server';
// API key actions: create and roll (the full key is returned once, to this caller only), edit and revoke. Roles
// with keys:manage only, giving a key only scopes the role grants (grantedByRole, lib/api-keys/role-scopes.ts);
// the organization always comes from the session (lib/http/server-action.ts). The page acts on the
// keys of both modes (docs/modes.md): a test key belongs to the test twin, made on the first one.
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { revokeApiKey } from '@/lib/api-keys/revoke-api-key';
import { createApiKeyFormSchema, endOfMexicoDay } from '@/lib/api-keys/create-api-key-form';
import { rollApiKeyFormSchema, updateApiKeyFormSchema } from '@/lib/api-keys/edit-api-key-forms';
import { rollApiKey } from '@/lib/api-keys/roll-api-key';
import { findApiKeyOrganizationInModes } from '@/lib/api-keys/find-api-key';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { updateApiKey } from '@/lib/api-keys/update-api-key';
import { orgAction } from '@/lib/http/server-action';
import { log } from '@/lib/platform/log';

/** The key dialogs' labels: a domain refusal ("El campo name …", lib/api-keys/key-fields.ts) names «Nombre». */
const apiKeyFormLabels = { name: 'Nombre', scopes: 'Permisos', expiresOn: 'Expira (opcional)' };

export const createApiKeyAction = orgAction(
  { name: 'createApiKey', permission: 'keys:manage', input: createApiKeyFormSchema, labels: apiKeyFormLabels },
  async ({ session, input, actor }) => {
    const mode = input.mode ?? session.mode;
    const organizationId = mode === 'test' ? (await ensureTestTwin(getDb(), session.liveOrganizationId)).id : session.liveOrganizationId;
    const { apiKey, key } = await createApiKey(getDb(), {
      organizationId,
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expiresOn ? endOfMexicoDay(input.expiresOn) : null,
      createdByUserId: session.user.id,
      actor,
      grantedByRole: session.role,
    });
    log.info('api key created from dashboard', { organizationId, apiKeyId: apiKey.id, userId: session.user.id });
    return { id: apiKey.id, name: apiKey.name, key };
  },
);

export const revokeApiKeyAction = orgAction(
  { name: 'revokeApiKey', permission: 'keys:manage', input: z.uuid('La clave de API no existe.') },
  async ({ session, input: id, actor }) => {
    const organizationId = await findApiKeyOrganizationInModes(getDb(), { id, liveOrganizationId: session.liveOrganizationId });
    const revoked = await revokeApiKey(getDb(), { id, organizationId, actor });
    log.info('api key revoked from dashboard', { organizationId, apiKeyId: id, userId: session.user.id });
    return { id: revoked.id, revokedAt: revoked.revokedAt?.toISOString() ?? null };
  },
);

export const rollApiKeyAction = orgAction(
  { name: 'rollApiKey', permission: 'keys:manage', input: rollApiKeyFormSchema },
  async ({ session, input, actor }) => {
    const organizationId = await findApiKeyOrganizationInModes(getDb(), { id: input.id, liveOrganizationId: session.liveOrganizationId });
    const { apiKey, key, previous } = await rollApiKey(getDb(), {
      organizationId,
      id: input.id,
      grace: input.grace,
      createdByUserId: session.user.id,
      actor,
      grantedByRole: session.role,
    });
    log.info('api key rolled from dashboard', {
      organizationId,
      apiKeyId: apiKey.id,
      rolledFromId: previous.id,
      grace: input.grace,
      userId: session.user.id,
    });
    return { id: apiKey.id, name: apiKey.name, key, previousExpiresAt: previous.expiresAt?.toISOString() ?? null };
  },
);

export const updateApiKeyAction = orgAction(
  { name: 'updateApiKey', permission: 'keys:manage', input: updateApiKeyFormSchema, labels: apiKeyFormLabels },
  async ({ session, input, actor }) => {
    const organizationId = await findApiKeyOrganizationInModes(getDb(), { id: input.id, liveOrganizationId: session.liveOrganizationId });
    const updated = await updateApiKey(getDb(), {
      organizationId,
      id: input.id,
      name: input.name,
      scopes: input.scopes,
      actor,
      grantedByRole: session.role,
    });
    log.info('api key edited from dashboard', { organizationId, apiKeyId: updated.id, userId: session.user.id });
    return { id: updated.id, name: updated.name, scopes: updated.scopes };
  },
);
