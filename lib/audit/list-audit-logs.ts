// Reading the audit log (db/schema/audit.ts) of one organization: newest first, filtered by who (actor type
// and/or a part of the actor's name), what (an action of lib/audit/actions.ts) and when (an instant range),
// keyset-paged with the one cursor codec (lib/platform/pagination), and as a stream of rows for the CSV export
// (lib/exports/audit-csv.ts) read in keyset batches so memory stays flat however long the log is.
import { and, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditActorTypes, auditLogs, type AuditActorType } from '@/db/schema';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import type { Cursor } from '@/lib/platform/pagination/cursor';
import { auditActionLabels, type AuditAction } from './actions';

export type AuditLogFilter = {
  organizationId: string;
  actorType?: AuditActorType | null;
  /** part of the actor's label (an email, a key's name or prefix), case-insensitive */
  actor?: string | null;
  action?: AuditAction | null;
  /** instants, inclusive */
  from?: Date | null;
  to?: Date | null;
};

export type AuditLogRow = {
  id: string;
  createdAt: Date;
  actorType: AuditActorType;
  actorId: string | null;
  actorLabel: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  summary: Record<string, unknown>;
  ip: string | null;
  /** the row's position for the next page */
  cursorTime: string;
};

export const isAuditActorType = (v: unknown): v is AuditActorType => (auditActorTypes as readonly unknown[]).includes(v);
export const isAuditAction = (v: unknown): v is AuditAction => typeof v === 'string' && Object.hasOwn(auditActionLabels, v);

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: AuditLogFilter): SQL[] {
  const where: SQL[] = [eq(auditLogs.organizationId, filter.organizationId)];
  if (filter.actorType) where.push(eq(auditLogs.actorType, filter.actorType));
  if (filter.actor) where.push(ilike(auditLogs.actorLabel, `%${likeEscape(filter.actor)}%`));
  if (filter.action) where.push(eq(auditLogs.action, filter.action));
  if (filter.from) where.push(gte(auditLogs.createdAt, filter.from));
  if (filter.to) where.push(lte(auditLogs.createdAt, filter.to));
  return where;
}

async function readPage(db: DbOrTx, filter: AuditLogFilter, cursor: Cursor | null, take: number): Promise<AuditLogRow[]> {
  const where = conditions(filter);
  if (cursor) where.push(afterCursor(auditLogs.createdAt, auditLogs.id, cursor));
  return db
    .select({
      id: auditLogs.id,
      createdAt: auditLogs.createdAt,
      actorType: auditLogs.actorType,
      actorId: auditLogs.actorId,
      actorLabel: auditLogs.actorLabel,
      action: auditLogs.action,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      summary: auditLogs.summary,
      ip: auditLogs.ip,
      cursorTime: cursorTime(auditLogs.createdAt),
    })
    .from(auditLogs)
    .where(and(...where))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(take);
}

/** One page of the log (newest first) and the cursor of the next. */
export async function listAuditLogs(db: DbOrTx, filter: AuditLogFilter & { cursor?: Cursor | null; limit: number }) {
  const rows = await readPage(db, filter, filter.cursor ?? null, filter.limit + 1);
  return toPage(rows, filter.limit, (r) => ({ t: r.cursorTime, id: r.id }));
}

/** Every entry matching the filter, newest first, read `batchSize` rows at a time (for the CSV export). */
export async function* iterateAuditLogs(db: DbOrTx, filter: AuditLogFilter, batchSize = 500): AsyncGenerator<AuditLogRow> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await readPage(db, filter, cursor, batchSize);
    yield* rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    cursor = { t: last.cursorTime, id: last.id };
  }
}
