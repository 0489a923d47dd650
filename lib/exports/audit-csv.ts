// The audit log as CSV (lib/platform/csv/stream-csv.ts: BOM, Spanish headers, formula cells neutralised), the rows of the
// current filters streamed from the database in keyset batches (lib/audit/list-audit-logs.ts). It is read by people:
// every code (action, target, the codes inside a summary) is shown by its Spanish label (lib/audit/describe.ts); the
// codes stay in the stored entries.
import type { DbOrTx } from '@/db/client';
import { auditActionLabel, auditActorTypeLabels, auditTargetTypeLabel, describeAuditSummary } from '@/lib/audit/describe';
import { iterateAuditLogs, type AuditLogFilter, type AuditLogRow } from '@/lib/audit/list-audit-logs';
import { csvStream, type CsvColumn } from '@/lib/platform/csv/stream-csv';
import { csvDateTime, fileDay } from '@/lib/platform/time/format';

const columns: CsvColumn<AuditLogRow>[] = [
  { header: 'Fecha (Ciudad de México)', value: (r) => csvDateTime(r.createdAt) },
  { header: 'Quién', value: (r) => r.actorLabel },
  { header: 'Tipo de actor', value: (r) => auditActorTypeLabels[r.actorType] },
  { header: 'Acción', value: (r) => auditActionLabel(r.action) },
  { header: 'Objetivo', value: (r) => (r.targetType ? `${auditTargetTypeLabel(r.targetType)} ${r.targetId ?? ''}`.trim() : '') },
  { header: 'IP', value: (r) => r.ip },
  { header: 'Resumen', value: (r) => describeAuditSummary(r.summary) },
];

export function auditCsv(db: DbOrTx, filter: AuditLogFilter): { body: ReadableStream<Uint8Array>; filename: string } {
  return { body: csvStream(iterateAuditLogs(db, filter), columns), filename: `auditoria-${fileDay()}.csv` };
}
