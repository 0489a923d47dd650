// "Rotar" (as Stripe rolls a key): a new key with the same name, scopes, expiry and organization, its secret
// returned once; the old key keeps working until the chosen grace ends and then answers 401 api_key_expired
// (lib/api-keys/authenticate.ts). One transaction: the new key, the old key's expiry, its audit entry and (when
// someone rolls it) the owners' and admins' "nueva clave" email, or nothing.
//
// Refused with 409 `conflict`: a revoked key, an expired key, and a key that was already rolled (it has a
// successor; roll the successor instead). A roll never lengthens a key's life: the old key's expiry becomes
// the earlier of its own and the grace's end, and the new key inherits the old key's own expiry (if it had one).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys, type ApiKey, type MembershipRole } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { enqueueApiKeyCreatedEmails } from '@/lib/email/operational/api-key-created';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { apiKeyCache } from './authenticate';
import { generateApiKey, keyModeOf } from './key-format';
import { rollGraceMs, type RollGrace } from './roll-grace';
import { scopesBeyondRole } from './role-scopes';

export type RollApiKeyInput = {
  organizationId: string;
  id: string;
  grace: RollGrace;
  createdByUserId?: string | null;
  /** who rolls it, for the audit log (lib/audit) */
  actor?: AuditActor;
  /** the role of the dashboard member who rolls it: the new secret carries the key's scopes, so all of them must
   *  be ones this role grants (role-scopes.ts); none for the platform operator (the admin CLI) */
  grantedByRole?: MembershipRole;
  /** the moment of the roll (tests move it; default: now) */
  now?: Date;
};

export type RollApiKeyResult = {
  /** the new key's row */
  apiKey: ApiKey;
  /** the new key's full value: the only time it exists outside the caller's hands */
  key: string;
  /** the old key's row, with its new expiry */
  previous: ApiKey;
};

export async function rollApiKey(db: DbOrTx, input: RollApiKeyInput): Promise<RollApiKeyResult> {
  const now = input.now ?? new Date();
  const graceEnd = new Date(now.getTime() + rollGraceMs[input.grace]);
  const result = await db.transaction(async (tx) => {
    // Locked: two rolls of one key run one after the other, and the second sees the first's successor.
    const [old] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, input.id), eq(apiKeys.organizationId, input.organizationId)))
      .for('update');
    if (!old) throw new DomainError('not_found', 'La clave de API no existe.');
    if (old.revokedAt) {
      throw new DomainError('conflict', `La clave «${old.name}» está revocada: no se puede rotar. Crea una clave nueva.`);
    }
    if (old.expiresAt && old.expiresAt <= now) {
      throw new DomainError('conflict', `La clave «${old.name}» ya expiró: no se puede rotar. Crea una clave nueva.`);
    }
    const [successor] = await tx.select({ displayPrefix: apiKeys.displayPrefix }).from(apiKeys).where(eq(apiKeys.rolledFromId, old.id));
    if (successor) {
      throw new DomainError(
        'conflict',
        `La clave «${old.name}» ya fue rotada: la reemplaza la clave ${successor.displayPrefix}…; rota esa si necesitas otro secreto.`,
      );
    }
    const beyond = input.grantedByRole ? scopesBeyondRole(input.grantedByRole, old.scopes) : [];
    if (beyond.length) {
      throw new DomainError(
        'forbidden',
        `Tu rol no puede rotar la clave «${old.name}»: su nuevo secreto tendría ${beyond.length === 1 ? 'el permiso' : 'los permisos'} ${beyond.join(', ')}, que tu rol no tiene.`,
      );
    }
    // The new key keeps the old one's mode (a key without a marker, issued before the modes, rolls to flt_live_).
    const { key, hash, displayPrefix } = generateApiKey(keyModeOf(old.displayPrefix));
    const [apiKey] = await tx
      .insert(apiKeys)
      .values({
        organizationId: old.organizationId,
        name: old.name,
        keyHash: hash,
        displayPrefix,
        scopes: old.scopes,
        expiresAt: old.expiresAt,
        rolledFromId: old.id,
        createdByUserId: input.createdByUserId ?? null,
      })
      .returning();
    const expiresAt = old.expiresAt && old.expiresAt < graceEnd ? old.expiresAt : graceEnd;
    const [previous] = await tx.update(apiKeys).set({ expiresAt }).where(eq(apiKeys.id, old.id)).returning();
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: old.organizationId,
        actor: input.actor,
        action: 'api_key.rolled',
        target: { type: 'api_key', id: apiKey.id },
        summary: {
          name: old.name,
          grace: input.grace,
          before: { prefix: old.displayPrefix, expiresAt: old.expiresAt?.toISOString() ?? null },
          after: { prefix: apiKey.displayPrefix, previousExpiresAt: expiresAt.toISOString() },
        },
      });
      // A new secret exists: the same notice as a created key, naming the key it replaces and when that one stops.
      await enqueueApiKeyCreatedEmails(tx, {
        organizationId: old.organizationId,
        apiKey,
        createdBy: input.actor.label,
        replaces: { keyPrefix: old.displayPrefix, expiresAt: expiresAt.toISOString() },
      });
    }
    return { apiKey, key, previous };
  });
  // Every process hears of the new expiry from PostgreSQL at commit (lib/platform/cache); the roll answers once all of them have.
  await apiKeyCache.invalidate(result.previous.keyHash);
  return result;
}
