import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '@/db/schema';
import { parseCursorParam } from '@/lib/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/pagination/keyset';
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
  const webhook = await findWebhook(db, { organizationId: input.organizationId, id: input.webhookId });
  const after = input.cursor ? parseCursorParam(input.cursor) : undefined;
  const rows = await db
    .select({
      attempt: webhookAttempts,
      deliveryState: webhookDeliveries.state,
      requestId: webhookEvents.requestId,
      cursorTime: cursorTime(webhookAttempts.startedAt),
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .leftJoin(webhookEvents, eq(webhookEvents.id, webhookAttempts.eventId))
    .where(
      and(
        eq(webhookAttempts.webhookId, webhook.id),
        eq(webhookAttempts.organizationId, input.organizationId),
        after ? afterCursor(webhookAttempts.startedAt, webhookAttempts.id, after) : undefined,
      ),
    )
    .orderBy(desc(webhookAttempts.startedAt), desc(webhookAttempts.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit, (row) => ({ t: row.cursorTime, id: row.attempt.id }));
  return {
    data: page.rows.map(({ attempt, deliveryState, requestId }) => ({
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
      requestId: requestId ?? null,
    })),
    nextCursor: page.nextCursor,
  };
}
