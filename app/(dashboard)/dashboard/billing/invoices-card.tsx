// "Facturas": the organization's CFDI 4.0 invoices (lib/payments/invoices/read-invoices.ts), newest first: serie-folio,
// date, total, status ("Timbrada", "Pendiente de timbrar", "Cancelación en proceso", "Cancelada") and, once stamped,
// the XML and PDF downloads (GET /api/v1/billing/invoices/{id}/xml|pdf, behind the session).
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { Badge, type BadgeTone, Card, EmptyState } from '@/app/_components/ui';
import type { InvoiceJson } from '@/lib/payments/invoices/invoice-schemas';
import type { InvoiceStatus } from '@/model/payments';
import styles from './billing.module.css';

export const INVOICES_SHOWN = 12;

const statusTone: Record<InvoiceStatus, BadgeTone> = {
  stamped: 'green',
  pending_stamp: 'amber',
  cancellation_pending: 'amber',
  cancelled: 'gray',
  failed: 'red',
};

export function InvoicesCard({
  invoices,
  more,
  fiscalComplete,
  testMode,
}: {
  invoices: InvoiceJson[];
  more: boolean;
  fiscalComplete: boolean;
  testMode: boolean;
}) {
  return (
    <Card
      id="facturas"
      title="Facturas"
      description="Un CFDI 4.0 por cada recarga (o uno al mes, según tus datos fiscales). También te llegan por correo con su XML y PDF."
    >
      {invoices.length === 0 ? (
        <EmptyState icon="list" title={testMode ? 'Aún no tienes facturas de prueba' : 'Aún no tienes facturas'}>
          {testMode
            ? 'Con tus datos fiscales de prueba facturamos las recargas de prueba en el ambiente de pruebas del PAC: sin validez fiscal.'
            : fiscalComplete
              ? 'Cuando recibamos una recarga la facturaremos con tus datos fiscales.'
              : 'Captura tus datos fiscales para que facturemos tus recargas, también las que ya hiciste.'}
        </EmptyState>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Facturas">
          <table className="table" data-testid="invoices-table">
            <thead>
              <tr>
                <th>Serie y folio</th>
                <th className="hide-sm">Fecha</th>
                <th className="num hide-sm">Total</th>
                <th className="hide-sm">Estado</th>
                <th>Descargas</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => {
                const name = `${invoice.series}-${invoice.folio}`;
                return (
                  <tr key={invoice.id}>
                    <td className="nowrap">
                      {name}
                      <div className={`text-sm ${styles.smOnly}`}>{formatPesos(invoice.total)}</div>
                      <div className={styles.smOnly}>
                        <Badge tone={statusTone[invoice.status]}>{invoice.statusLabel}</Badge>
                      </div>
                    </td>
                    <td className="nowrap muted hide-sm">{formatDateTime(new Date(invoice.createdAt))}</td>
                    <td className="num nowrap hide-sm">{formatPesos(invoice.total)}</td>
                    <td className="hide-sm">
                      <Badge tone={statusTone[invoice.status]}>{invoice.statusLabel}</Badge>
                    </td>
                    <td>
                      {invoice.uuid ? (
                        <span className={styles.downloads}>
                          <a
                            className="btn btn-sm"
                            href={`/api/v1/billing/invoices/${invoice.id}/xml`}
                            download
                            aria-label={`XML de ${name}`}
                          >
                            XML
                          </a>
                          <a
                            className="btn btn-sm"
                            href={`/api/v1/billing/invoices/${invoice.id}/pdf`}
                            download
                            aria-label={`PDF de ${name}`}
                          >
                            PDF
                          </a>
                        </span>
                      ) : (
                        <span className="text-xs muted">Al timbrarse</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {more && (
        <div className="card-footer text-sm">Ves las {INVOICES_SHOWN} más recientes; todas están en GET /api/v1/billing/invoices.</div>
      )}
    </Card>
  );
}
