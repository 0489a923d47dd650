// Webhook recovery (docs/api/webhooks.md, "Recovering failed deliveries"): POST /webhooks/:id/recover starts a job
// that re-queues every failed or cancelled delivery of the endpoint created since a time, oldest first, each with
// a new round (redeliver-delivery.ts's rule), so delivery, signatures and the log need nothing new. The job is a
// webhook_recoveries row, announced on RECOVERY_NOTIFY_CHANNEL and worked in batches by the recovery job
// (recovery-job.ts, run-recovery.ts).
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookDeliveries, webhookRecoveries } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { findWebhook } from './find-webhook';
import { toRecoveryView } from './get-recovery';
import { OPEN_RECOVERY_STATES, RECOVERABLE_STATES } from './run-recovery';
import type { RecoveryView } from './recovery-schemas';

/** How far back a recovery may reach (deliveries older than this are not re-sent). */
export const RECOVERY_WINDOW_DAYS = 30;
const RECOVERY_WINDOW_MS = RECOVERY_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** The channel a new job is announced on (the recovery job, recovery-job.ts, listens). */
export const RECOVERY_NOTIFY_CHANNEL = 'webhook_recoveries';

/** 400 with the reason unless `since` is a time in the last 30 days and not in the future. */
export function parseSince(since: string, now: Date): Date {
  const at = new Date(since);
  if (Number.isNaN(at.getTime())) throw new DomainError('validation_error', 'El campo since debe ser una fecha ISO 8601 válida.');
  if (at.getTime() > now.getTime()) throw new DomainError('validation_error', 'El campo since no puede estar en el futuro.');
  if (at.getTime() < now.getTime() - RECOVERY_WINDOW_MS) {
    throw new DomainError(
      'validation_error',
      `El campo since no puede ser anterior a ${RECOVERY_WINDOW_DAYS} días: solo se recuperan entregas de los últimos ${RECOVERY_WINDOW_DAYS} días.`,
    );
  }
  return at;
}

/** The end of the range (default: now; a time after now is now); 400 unless it is a date after `since`. */
export function parseUntil(until: string | undefined, since: Date, now: Date): Date {
  if (until === undefined || until === '') return now;
  const at = new Date(until);
  if (Number.isNaN(at.getTime())) throw new DomainError('validation_error', 'El campo until debe ser una fecha ISO 8601 válida.');
  if (at.getTime() <= since.getTime()) throw new DomainError('validation_error', 'El campo until debe ser posterior a since.');
  return at.getTime() > now.getTime() ? now : at;
}

/**
 * Starts a recovery of the endpoint's failed (and cancelled) deliveries created since `since`. Idempotent:
 * while a job of the endpoint is open, the same `since` returns that job (`created: false`) and another
 * `since` is a 409. An inactive endpoint is a 409 (re-enable it first). `now` is the request's time.
 */
export async function startRecovery(
  db: Db,
  input: { organizationId: string; webhookId: string; since: string; until?: string; now?: Date; actor?: AuditActor },
): Promise<{ recovery: RecoveryView; created: boolean }> {
  const now = input.now ?? new Date();
  const since = parseSince(input.since, now);
  const until = parseUntil(input.until, since, now);
  return db.transaction(async (tx) => {
    // Locked: two requests for one endpoint are serialized, so the open-job check below cannot race.
    const webhook = await findWebhook(tx, { organizationId: input.organizationId, id: input.webhookId, lock: true });
    if (!webhook.active) {
      throw new DomainError(
        'conflict',
        webhook.disabledAt
          ? 'El webhook fue desactivado automáticamente porque sus entregas fallaban: actívalo para recuperar sus entregas.'
          : 'El webhook está inactivo: actívalo para recuperar sus entregas.',
      );
    }
    const [open] = await tx
      .select()
      .from(webhookRecoveries)
      .where(and(eq(webhookRecoveries.webhookId, webhook.id), inArray(webhookRecoveries.state, OPEN_RECOVERY_STATES)));
    if (open) {
      // The same request again (a double click, a retried call) returns the job under way.
      // (An end at or after now means "now": it matches the job whatever its own end.)
      if (open.since.getTime() === since.getTime() && (until.getTime() === now.getTime() || open.until.getTime() === until.getTime())) {
        return { recovery: await toRecoveryView(tx, open), created: false };
      }
      throw new DomainError(
        'conflict',
        `Ya hay una recuperación en curso para este webhook (desde ${open.since.toISOString()}): espera a que termine o repite la solicitud con el mismo since.`,
      );
    }
    const [{ total }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.webhookId, webhook.id),
          inArray(webhookDeliveries.state, RECOVERABLE_STATES),
          gte(webhookDeliveries.createdAt, since),
          lte(webhookDeliveries.createdAt, until),
        ),
      );
    const [recovery] = await tx
      .insert(webhookRecoveries)
      .values({
        organizationId: input.organizationId,
        webhookId: webhook.id,
        since,
        until,
        total,
        // Nothing to re-send: the job is done as it starts.
        state: total === 0 ? 'completed' : 'queued',
        createdAt: now,
        startedAt: total === 0 ? now : null,
        completedAt: total === 0 ? now : null,
      })
      .returning();
    if (total > 0) await tx.execute(sql`select pg_notify(${RECOVERY_NOTIFY_CHANNEL}, ${recovery.id})`);
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'webhook.recovery_started',
        target: { type: 'webhook', id: webhook.id },
        summary: { name: webhook.name, since: since.toISOString(), until: recovery.until.toISOString(), deliveries: total },
      });
    }
    return { recovery: await toRecoveryView(tx, recovery), created: true };
  });
}
