// The API request log (docs/request-log.md): one row per /api/v1 request, kept 30 days. The table is
// partitioned by UTC day on created_at (db/migrations/0006_request_log.sql, hand-written: Drizzle cannot
// declare partitions), so the primary key holds created_at. Written only by lib/request-log/buffer.ts.
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const requestLogs = pgTable(
  'request_logs',
  {
    id: uuid('id').notNull().defaultRandom(),
    // when the request arrived (the server's clock); the partition key
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // ctx.requestId: the X-Request-Id the response carried (the client's own when it sent a valid one)
    requestId: text('request_id').notNull(),
    // null when no valid key: such rows are seen by operators only, never by an organization
    organizationId: uuid('organization_id'),
    apiKeyId: uuid('api_key_id'),
    // the key's name when the row was written
    apiKeyName: text('api_key_name'),
    method: text('method').notNull(),
    // the declared operation path (/orders/{id}); null for routes no operation declares
    pathTemplate: text('path_template'),
    // the concrete path, /api/v1 included
    path: text('path').notNull(),
    // the query string without "?", secrets redacted, at most 2 KB
    query: text('query'),
    status: smallint('status').notNull(),
    // the response's X-Error-Code
    errorCode: text('error_code'),
    durationMs: integer('duration_ms').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // failed requests only (status >= 400): the first 2 KB, secrets and card-like numbers redacted
    requestBody: text('request_body'),
    responseBody: text('response_body'),
  },
  (t) => [
    primaryKey({ name: 'request_logs_pkey', columns: [t.id, t.createdAt] }),
    index('request_logs_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('request_logs_request_id_idx').on(t.requestId),
  ],
);

export type RequestLog = typeof requestLogs.$inferSelect;
export type NewRequestLog = typeof requestLogs.$inferInsert;
