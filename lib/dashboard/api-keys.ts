// The API keys page's list: every key of one organization, newest first, in a JSON-safe shape.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { apiKeys } from '@/db/schema';
import { apiScopes } from '@/lib/api-keys/scopes';
import { safeText } from '@/lib/text/zod';

export type ApiKeyState = 'active' | 'expired' | 'revoked';

export type ApiKeyRow = {
  id: string;
  name: string;
  displayPrefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  usageCount: number;
  expiresAt: string | null;
  revokedAt: string | null;
  state: ApiKeyState;
};

export async function listApiKeys(db: DbOrTx, organizationId: string, now = new Date()): Promise<ApiKeyRow[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((k) => ({
    id: k.id,
    name: k.name,
    displayPrefix: k.displayPrefix,
    scopes: k.scopes,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    usageCount: k.usageCount,
    expiresAt: k.expiresAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    state: k.revokedAt ? 'revoked' : k.expiresAt && k.expiresAt <= now ? 'expired' : 'active',
  }));
}

/** The create form: a name, at least one scope, and an optional expiry day (the key expires at the end of it, Mexico City). */
export const createApiKeyFormSchema = z.object({
  name: safeText({ max: 100, messages: { min: 'Escribe un nombre para la clave', max: 'El nombre debe tener como máximo 100 caracteres' } }),
  scopes: z.array(z.enum(apiScopes)).min(1, 'Elige al menos un permiso'),
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha de expiración no es válida')
    .nullable()
    .optional(),
});
export type CreateApiKeyForm = z.input<typeof createApiKeyFormSchema>;

/** End of the given day in Mexico City (UTC-6, no daylight saving since 2022). */
export function endOfMexicoDay(day: string): Date {
  return new Date(`${day}T23:59:59.999-06:00`);
}
