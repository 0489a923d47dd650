import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, webhookAttempts, webhookDeliveries, webhookEvents } from '@/db/schema';
import { parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import { isUuid, parseUuid } from '@/lib/platform/text/uuid';
import { findWebhook } from './find-webhook';
import { MEXICO_CITY_OFFSET } from '@/lib/platform/time/mexico-city';

function parsePayload(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** The webhook's delivery log: every attempt, newest first (keyset on attempted time and id). */
export async function listDeliveryAttempts(
  db: DbOrTx,
  input: { organizationId: string; webhookId: string; limit: number; cursor?: string },
) {
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

/** The dashboard log's "Resultado" filter: the attempt's own answer (2xx or not), or deliveries still under way. */
export const deliveryLogResults = ['succeeded', 'failed', 'pending'] as const;
export type DeliveryLogResult = (typeof deliveryLogResults)[number];

export type DeliveryLogFilter = {
  organizationId: string;
  webhookId: string;
  limit: number;
  cursor?: string;
  result?: DeliveryLogResult | null;
  /** attempts started in [from, to] */
  from?: Date | null;
  to?: Date | null;
  /** only the attempts of this order's events (the order page's "Webhooks de este pedido" links here) */
  orderId?: string | null;
};

/**
 * The dashboard's delivery log (issue 17.8): every attempt is its own row, newest first, with the order it is
 * about (reference) and whether it is its delivery's latest attempt. A failed attempt stays failed even when a
 * later attempt of the same delivery succeeded; the delivery's state belongs to its latest attempt only.
 * Filters: the attempt's result, a time range and an order. The public API keeps listDeliveryAttempts' shape.
 */
export async function listDeliveryLog(db: DbOrTx, input: DeliveryLogFilter) {
  const webhook = await findWebhook(db, { organizationId: input.organizationId, id: input.webhookId });
  const after = input.cursor ? parseCursorParam(input.cursor) : undefined;
  const ok = sql`(${webhookAttempts.statusCode} between 200 and 299)`;
  const latest = sql<boolean>`not exists (
    select 1 from webhook_attempts later
    where later.delivery_id = ${webhookAttempts.deliveryId}
      and (later.started_at, later.id) > (${webhookAttempts.startedAt}, ${webhookAttempts.id}))`;
  const resultCondition =
    input.result === 'succeeded'
      ? ok
      : input.result === 'failed'
        ? sql`not coalesce(${ok}, false)`
        : input.result === 'pending'
          ? and(eq(webhookDeliveries.state, 'pending'), latest)
          : undefined;
  const rows = await db
    .select({
      attempt: webhookAttempts,
      deliveryState: webhookDeliveries.state,
      orderId: orders.id,
      orderReference: orders.internalReference,
      isLatest: latest,
      cursorTime: cursorTime(webhookAttempts.startedAt),
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .leftJoin(webhookEvents, eq(webhookEvents.id, webhookAttempts.eventId))
    .leftJoin(orders, eq(orders.id, webhookEvents.orderId))
    .where(
      and(
        eq(webhookAttempts.webhookId, webhook.id),
        eq(webhookAttempts.organizationId, input.organizationId),
        resultCondition,
        input.from ? gte(webhookAttempts.startedAt, input.from) : undefined,
        input.to ? lte(webhookAttempts.startedAt, input.to) : undefined,
        input.orderId ? eq(webhookEvents.orderId, input.orderId) : undefined,
        after ? afterCursor(webhookAttempts.startedAt, webhookAttempts.id, after) : undefined,
      ),
    )
    .orderBy(desc(webhookAttempts.startedAt), desc(webhookAttempts.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit, (row) => ({ t: row.cursorTime, id: row.attempt.id }));
  return {
    data: page.rows.map(({ attempt, deliveryState, orderId, orderReference, isLatest }) => ({
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
      succeeded: attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300,
      isLatest,
      deliveryState,
      orderId,
      orderReference,
    })),
    nextCursor: page.nextCursor,
  };
}

export type DeliveryLogPage = Awaited<ReturnType<typeof listDeliveryLog>>;
export type DeliveryLogAttempt = DeliveryLogPage['data'][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The log's filters as the dashboard sends them (result, from/to as Mexico City calendar days, orderId, cursor;
 * one value each); values that cannot be right are dropped. Mexico City has had no daylight saving time since
 * 2022: days start at -06:00.
 */
export function readDeliveryLogQuery(params: Readonly<Record<string, string | undefined>>) {
  const day = (name: string, time: string) => {
    const value = params[name];
    const at = value && DAY.test(value) ? new Date(`${value}T${time}${MEXICO_CITY_OFFSET}`) : null;
    return at && !Number.isNaN(at.getTime()) ? at : null;
  };
  const result = params.result;
  return {
    result: (deliveryLogResults as readonly string[]).includes(result ?? '') ? (result as DeliveryLogResult) : null,
    from: day('from', '00:00:00'),
    to: day('to', '23:59:59.999'),
    orderId: parseUuid(params.orderId ?? null),
    cursor: params.cursor || undefined,
  };
}

/** The order a log filter names, when it is one of the organization's: its id and reference for the filter's label. */
export async function deliveryLogOrder(
  db: DbOrTx,
  input: { organizationId: string; orderId: string },
): Promise<{ id: string; reference: string | null } | null> {
  if (!isUuid(input.orderId)) return null;
  const [order] = await db
    .select({ id: orders.id, reference: orders.internalReference })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.organizationId, input.organizationId)));
  return order ?? null;
}
