// Record one change in the audit log (db/schema/audit.ts), with the caller's transaction: the entry exists
// exactly when the change committed. Callers pass who acted (lib/http/audit-actor.ts builds it from a dashboard
// session or an API key; cliActor and systemActor below) and a summary without secrets.
import type { DbOrTx } from '@/db/client';
import { auditLogs, type AuditActorType } from '@/db/schema';
import { storableJson, storableText } from '@/lib/platform/text/storable';
import type { AuditAction } from './actions';

export type AuditActor = {
  type: AuditActorType;
  /** the user's or the key's id */
  id?: string | null;
  /** the user's email, the key's name, "CLI de administración", "Sistema" */
  label: string;
  ip?: string | null;
};

export type AuditEntry = {
  organizationId: string | null;
  actor: AuditActor;
  /** "<area>.<verb>" from lib/audit/actions.ts */
  action: AuditAction;
  target?: { type: string; id: string } | null;
  /** before/after of what changed, never a secret, a key, a token or a password */
  summary?: Record<string, unknown>;
};

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    organizationId: entry.organizationId,
    actorType: entry.actor.type,
    actorId: entry.actor.id ?? null,
    // what people typed (a name, an email) may reach here unchecked: storable (lib/platform/text/storable.ts)
    actorLabel: storableText(entry.actor.label),
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    summary: storableJson(entry.summary ?? {}),
    ip: entry.actor.ip ?? null,
  });
}

export const cliActor: AuditActor = { type: 'cli', label: 'CLI de administración' };
export const systemActor: AuditActor = { type: 'system', label: 'Sistema' };
