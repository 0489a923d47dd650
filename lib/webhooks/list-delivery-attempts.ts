import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webhookAttempts, webhookDeliveries } from '@/db/schema';
import { decodeCursor, encodeCursor } from './cursor';
import { findWebhook } from './find-webhook';

function parsePayload(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** The webhook's delivery log: every attempt, newest first (keyset on attempted time and id). */
export async function listDeliveryAttempts(db: DbOrTx, input: { organizationId: string; webhookId: string; limit: number; cursor?: string }) {
  const webhook = await findWebhook(db, input.organizationId, input.webhookId);
  const after = input.cursor ? decodeCursor(input.cursor) : undefined;
  const rows = await db
    .select({ attempt: webhookAttempts, deliveryState: webhookDeliveries.state })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(
      and(
        eq(webhookAttempts.webhookId, webhook.id),
        eq(webhookAttempts.organizationId, input.organizationId),
        after
          ? or(lt(webhookAttempts.startedAt, after.at), and(eq(webhookAttempts.startedAt, after.at), lt(webhookAttempts.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(webhookAttempts.startedAt), desc(webhookAttempts.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1)?.attempt;
  return {
    data: page.map(({ attempt, deliveryState }) => ({
      id: attempt.id,
      deliveryId: attempt.deliveryId,
      eventId: attempt.eventId,
      event: attempt.eventKind,
      attemptNumber: attempt.attemptNumber,
      attemptedAt: attempt.startedAt.toISOString(),
      statusCode: attempt.statusCode,
      responseTimeMs: attempt.durationMs,
      error: attempt.error,
      payload: parsePayload(attempt.requestBody),
      responseBody: attempt.responseBody,
      deliveryState,
    })),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.startedAt, last.id) : null,
  };
}
