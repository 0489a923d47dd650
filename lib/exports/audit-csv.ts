// The audit log as CSV (lib/csv/stream-csv.ts: BOM, Spanish headers, formula cells neutralised), the rows of the
// current filters streamed from the database in keyset batches (lib/audit/list-audit-logs.ts).
import type { DbOrTx } from '@/db/client';
import { auditActionLabel, auditActorTypeLabels, describeAuditSummary } from '@/lib/audit/describe';
import { iterateAuditLogs, type AuditLogFilter, type AuditLogRow } from '@/lib/audit/list-audit-logs';
import { csvStream, type CsvColumn } from '@/lib/csv/stream-csv';
import { csvDateTime, fileDay } from './format';

const columns: CsvColumn<AuditLogRow>[] = [
  { header: 'Fecha (Ciudad de México)', value: (r) => csvDateTime(r.createdAt) },
  { header: 'Quién', value: (r) => r.actorLabel },
  { header: 'Tipo de actor', value: (r) => auditActorTypeLabels[r.actorType] },
  { header: 'Acción', value: (r) => auditActionLabel(r.action) },
  { header: 'Código de acción', value: (r) => r.action },
  { header: 'Objetivo', value: (r) => (r.targetType ? `${r.targetType} ${r.targetId ?? ''}`.trim() : '') },
  { header: 'IP', value: (r) => r.ip },
  { header: 'Resumen', value: (r) => describeAuditSummary(r.summary) },
];

export function auditCsv(db: DbOrTx, filter: AuditLogFilter): { body: ReadableStream<Uint8Array>; filename: string } {
  return { body: csvStream(iterateAuditLogs(db, filter), columns), filename: `auditoria-${fileDay()}.csv` };
}
