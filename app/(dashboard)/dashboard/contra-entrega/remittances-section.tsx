// «Remesas»: the provider's remittances that paid this organization's COD orders, newest first, each with its match
// report (lines and pesos per outcome) and its lines (lib/cod/org-remittances.ts: only this organization's lines).
import type { OrgRemittance } from '@/lib/cod/org-remittances';
import { remittanceOutcomeLabels, remittanceOutcomeTones } from '@/lib/cod/display-labels';
import { formatCount, formatDate, formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { Badge, Card, EmptyState } from '@/app/_components/ui';
import { remittanceLineOutcomes } from '@/model/cod';
import styles from './cod.module.css';

export function RemittancesSection({ remittances, linesShown }: { remittances: OrgRemittance[]; linesShown: number }) {
  return (
    <Card
      id="remesas"
      title="Remesas"
      description="Cada pago del proveedor que incluyó cobros de tus pedidos, con el resultado de la conciliación de cada línea."
    >
      {remittances.length === 0 ? (
        <EmptyState icon="wallet" title="Todavía no hay remesas">
          Cuando el proveedor nos pague los cobros de tus pedidos, verás aquí cada remesa y su conciliación.
        </EmptyState>
      ) : (
        <div className="card-body" data-testid="cod-remittances">
          {remittances.map((r) => (
            <section key={r.id} className="stack" aria-label={`Remesa ${r.reference}`}>
              <h3>
                Remesa {r.reference} <span className="muted">· {formatDateTime(r.importedAt)}</span>
              </h3>
              <p>
                {formatCount(r.lineCount)} {r.lineCount === 1 ? 'línea' : 'líneas'} de tus pedidos por {formatPesos(r.total)}:{' '}
                {remittanceLineOutcomes
                  .filter((o) => r.outcomes[o])
                  .map((o) => `${remittanceOutcomeLabels[o]} ${formatCount(r.outcomes[o]?.count ?? 0)}`)
                  .join(' · ')}
              </p>
              <div className="table-wrap" tabIndex={0} role="region" aria-label={`Líneas de la remesa ${r.reference}`}>
                <table className="table">
                  <thead>
                    <tr>
                      <th className="num hide-sm">Línea</th>
                      <th>Guía</th>
                      <th className="num">Monto</th>
                      <th>Resultado</th>
                      <th className="hide-md">Cobrado el</th>
                      <th className="hide-md">Detalle</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.lines.map((l) => (
                      <tr key={l.lineNumber}>
                        <td className="num hide-sm">{l.lineNumber}</td>
                        <td className={styles.guide}>{l.trackingNumber}</td>
                        <td className="num nowrap">{formatPesos(l.amount)}</td>
                        <td>
                          <Badge tone={remittanceOutcomeTones[l.outcome]}>{remittanceOutcomeLabels[l.outcome]}</Badge>
                        </td>
                        <td className="hide-md nowrap">{l.collectedOn ? formatDate(`${l.collectedOn}T12:00:00-06:00`) : '—'}</td>
                        <td className="hide-md">{l.message ?? <span className="muted">—</span>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {r.lineCount > r.lines.length && (
                <p className="muted">
                  Se muestran las primeras {formatCount(linesShown)} líneas de {formatCount(r.lineCount)}; exporta el CSV de pedidos para
                  ver todas.
                </p>
              )}
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
