// An organization's invoices as the merchant reads them: the list (newest first, keyset-paged on (created_at, id) over
// invoices_org_created_idx, by status and creation dates), one invoice with the top-ups it covers, and its XML and PDF
// downloads. Another organization's invoice is "not found", never "forbidden": its existence is not told.
import { and, asc, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { invoiceLedgerEntries, invoices, ledgerEntries, type Invoice } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import { ledgerDescriptionLabel } from '@/lib/orders/display-labels';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import type { InvoiceStatus } from '@/model/payments';
import { invoiceStatusLabels } from './invoice-labels';
import { organizationMode } from '@/lib/organizations/organization-mode';
import { invoiceFileBase, renderInvoicePdf } from './invoice-pdf';
import type { InvoiceJson } from './invoice-schemas';

type Boundary = { at: Date; exclusive: boolean };

export const invoiceNotFound = () => new DomainError('not_found', 'La factura no existe.');

export function invoiceJson(row: Invoice): InvoiceJson {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    series: row.series,
    folio: row.folio,
    status: row.status,
    statusLabel: invoiceStatusLabels[row.status],
    receiver: row.receiver,
    subtotal: toPesos(row.subtotalCentavos),
    tax: toPesos(row.taxCentavos),
    total: toPesos(row.totalCentavos),
    issuedAt: row.issuedAt,
    uuid: row.uuid,
    stampedAt: row.stampedAt?.toISOString() ?? null,
    cancellationReason: (row.cancellationReason as InvoiceJson['cancellationReason']) ?? null,
    substituteUuid: row.substituteUuid,
    cancellationRequestedAt: row.cancellationRequestedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    failureReason: row.status === 'failed' ? row.lastError : null,
    replacesInvoiceId: row.replacesInvoiceId,
    relatedUuid: row.relatedUuid,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listInvoices(
  db: DbOrTx,
  input: { organizationId: string; limit?: number; cursor?: string; status?: InvoiceStatus; from?: Boundary; to?: Boundary },
): Promise<{ data: InvoiceJson[]; nextCursor: string | null }> {
  const limit = input.limit ?? 50;
  const conditions: SQL[] = [eq(invoices.organizationId, input.organizationId)];
  if (input.cursor) conditions.push(afterCursor(invoices.createdAt, invoices.id, parseCursorParam(input.cursor)));
  if (input.status) conditions.push(eq(invoices.status, input.status));
  if (input.from) conditions.push(gte(invoices.createdAt, input.from.at));
  if (input.to) conditions.push((input.to.exclusive ? lt : lte)(invoices.createdAt, input.to.at));
  const rows = await db
    .select({ invoice: invoices, cursorTime: cursorTime(invoices.createdAt) })
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit + 1);
  const page = toPage(rows, limit, (row) => ({ t: row.cursorTime, id: row.invoice.id }));
  return { data: page.rows.map((row) => invoiceJson(row.invoice)), nextCursor: page.nextCursor };
}

/** The organization's invoice, or 404. */
export async function findInvoice(db: DbOrTx, input: { organizationId: string; invoiceId: string }): Promise<Invoice> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.organizationId, input.organizationId)));
  if (!row) throw invoiceNotFound();
  return row;
}

export async function getInvoiceDetail(db: DbOrTx, input: { organizationId: string; invoiceId: string }) {
  const invoice = await findInvoice(db, input);
  const topups = await db
    .select({
      ledgerEntryId: invoiceLedgerEntries.ledgerEntryId,
      amountCentavos: invoiceLedgerEntries.amountCentavos,
      description: ledgerEntries.description,
      createdAt: ledgerEntries.createdAt,
    })
    .from(invoiceLedgerEntries)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, invoiceLedgerEntries.ledgerEntryId))
    .where(eq(invoiceLedgerEntries.invoiceId, invoice.id))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return {
    ...invoiceJson(invoice),
    topups: topups.map((t) => ({
      ledgerEntryId: t.ledgerEntryId,
      amount: toPesos(t.amountCentavos),
      description: ledgerDescriptionLabel(t.description),
      createdAt: t.createdAt.toISOString(),
    })),
  };
}

/** The stamped XML of a stamped (or cancelled) invoice; 409 while it waits for the PAC, or when it failed. */
export function stampedXmlOf(invoice: Invoice): { xml: string; uuid: string } {
  if (invoice.status === 'failed') {
    throw new DomainError(
      'invoice_not_stamped',
      `La factura ${invoice.series}-${invoice.folio} fue rechazada por el PAC y nunca fue certificada por el SAT: no tiene XML ni PDF. Sus recargas se facturan en otra factura.`,
    );
  }
  if (!invoice.stampedXml || !invoice.uuid) {
    throw new DomainError(
      'invoice_not_stamped',
      `La factura ${invoice.series}-${invoice.folio} está pendiente de timbrar: el XML y el PDF estarán disponibles cuando el SAT la certifique.`,
    );
  }
  return { xml: invoice.stampedXml, uuid: invoice.uuid };
}

/** The XML download: the stamped XML byte for byte and its file name. */
export async function invoiceXmlDownload(db: DbOrTx, input: { organizationId: string; invoiceId: string }) {
  const invoice = await findInvoice(db, input);
  const { xml, uuid } = stampedXmlOf(invoice);
  return { xml, filename: `${invoiceFileBase(invoice.series, invoice.folio, uuid)}.xml` };
}

/** The PDF download; "CANCELADO" once the SAT cancelled it. */
export async function invoicePdfDownload(db: DbOrTx, input: { organizationId: string; invoiceId: string }) {
  const invoice = await findInvoice(db, input);
  return invoicePdf(db, invoice);
}

/** The invoice's PDF: CANCELADO once cancelled, marked as a test invoice for a test-mode twin's. */
export async function invoicePdf(db: DbOrTx, invoice: Invoice) {
  const { xml } = stampedXmlOf(invoice);
  const testMode = (await organizationMode(db, invoice.organizationId)) === 'test';
  return renderInvoicePdf(xml, { cancelled: invoice.status === 'cancelled', testMode });
}
