// The invoice job (docs/payments.md "CFDI 4.0 and the PAC"): each tick claims the organizations with top-ups due to
// be invoiced (./build-invoices.ts) and the invoices due to be stamped (./stamp-invoices.ts) and runs each. Woken by
// the fiscal data's save and a built invoice (NOTIFY invoices), and by its poll: a month ends, a retry falls due.
// Without the invoice settings it claims nothing: top-ups and pending invoices wait.
import type { Db } from '@/db/client';
import { defineJob } from '@/lib/platform/jobs/job';
import { INVOICE_NOTIFY_CHANNEL } from '@/lib/payments/fiscal/fiscal-data';
import { buildInvoices, organizationsToInvoice } from './build-invoices';
import { claimInvoicesToStamp, stampInvoice } from './stamp-invoices';

/** `key`: the organization (build) or the invoice (stamp), one run at a time each in Inngest. */
export type InvoiceJobItem = { kind: 'build'; key: string } | { kind: 'stamp'; key: string };

/** Runs one claimed item: what it did, in words for the logs. */
export async function runInvoiceItem(db: Db, item: InvoiceJobItem): Promise<string> {
  if (item.kind === 'build') return `${(await buildInvoices(db, { organizationId: item.key })).length} facturas`;
  return stampInvoice(db, item.key);
}

export const invoiceJob = defineJob<InvoiceJobItem, InvoiceJobItem>({
  name: 'invoices',
  channel: INVOICE_NOTIFY_CHANNEL,
  pollIntervalMs: 60_000,
  concurrency: 2,
  leaseMs: 2 * 60_000,
  claim: async (db, { limit, leaseMs }) => [
    ...(await organizationsToInvoice(db, { limit })).map((key) => ({ kind: 'build' as const, key })),
    ...(await claimInvoicesToStamp(db, { limit, leaseMs })).map((key) => ({ kind: 'stamp' as const, key })),
  ],
  run: (db, item) => runInvoiceItem(db, item),
  inngest: {
    id: 'build-and-stamp-invoices',
    name: 'Facturar recargas y timbrar facturas',
    event: 'payments/invoice.due',
    concurrency: { key: 'event.data.key', limit: 1 },
    retries: 3,
    data: (item) => item,
    run: (db, data, step) => step.run(data.kind, () => runInvoiceItem(db, data)),
  },
});
