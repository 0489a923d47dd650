// The audit log's table: when (Mexico City), who, what (Spanish label), on what, from where, and the summary.
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import { auditActionLabel, auditActorTypeLabels, auditTargetTypeLabel, describeAuditSummary } from '@/lib/audit/describe';
import type { AuditLogRow } from '@/lib/audit/list-audit-logs';

export function AuditTable({ rows }: { rows: AuditLogRow[] }) {
  return (
    <div className="table-wrap" tabIndex={0} aria-label="Registro de auditoría (desplazable)">
      <table className="table" data-testid="audit-table">
        <thead>
          <tr>
            <th>Fecha</th>
            <th>Quién</th>
            <th>Acción</th>
            <th className="hide-sm">Objetivo</th>
            <th className="hide-sm">IP</th>
            <th>Resumen</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="muted nowrap">{formatDateTime(r.createdAt)}</td>
              <td>
                <div>{r.actorLabel}</div>
                <div className="muted">{auditActorTypeLabels[r.actorType]}</div>
              </td>
              <td>{auditActionLabel(r.action)}</td>
              <td className="hide-sm">
                {r.targetType ? (
                  <>
                    <div>{auditTargetTypeLabel(r.targetType)}</div>
                    <code className="muted">{r.targetId?.slice(0, 8)}</code>
                  </>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td className="hide-sm">{r.ip ? <code>{r.ip}</code> : <span className="muted">—</span>}</td>
              <td>{describeAuditSummary(r.summary) || <span className="muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
