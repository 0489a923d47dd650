// The invoice email (docs/payments.md "Invoices for the merchant"): queued in the transaction that stores the stamp,
// once per invoice (invoices.email_queued), to the fiscal profile's email or, without one, to everyone who manages
// billing (owners, admins, finance: the low-balance notice's recipients). The message names the invoice; its XML and
// PDF are attached when it is sent (lib/email/templates/invoice-stamped.tsx). A test-mode twin has no members of its
// own (docs/modes.md): its invoice, marked as a test, goes to the live organization's, as the deposit receipt.
// At send time (lib/email/send-time.ts) the invoice is read again: stamped, its XML and PDF are attached; cancelled,
// in cancellation or failed, the message is dropped (the outbox marks it cancelled with the reason).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { fiscalProfiles, invoices, organizations, type Invoice } from '@/db/schema';
import { billingRecipients } from '@/lib/email/operational/recipients';
import { enqueueEmail } from '@/lib/email/outbox';
import { provideSendTimeContent, type SendTimeContent } from '@/lib/email/send-time';
import type { InvoiceStampedData } from '@/lib/email/templates/invoice-stamped';
import { publicUrl } from '@/lib/platform/public-url';
import type { InvoiceStatus } from '@/model/payments';
import { invoiceAttachments } from './invoice-attachments';
import { findInvoice } from './read-invoices';

const notSentBecause: Partial<Record<InvoiceStatus, string>> = {
  cancellation_pending: 'su cancelación ante el SAT está en proceso',
  cancelled: 'fue cancelada ante el SAT',
  failed: 'el PAC la rechazó y nunca fue certificada',
};

/** The invoice email's files at send time, or why it is no longer sent. */
export async function invoiceEmailContent(db: DbOrTx, data: InvoiceStampedData): Promise<SendTimeContent> {
  const invoice = await findInvoice(db, { organizationId: data.organizationId, invoiceId: data.invoiceId });
  const because = notSentBecause[invoice.status];
  if (because) return { send: false, reason: `No se envió la factura ${invoice.series}-${invoice.folio}: ${because}.` };
  return { send: true, attachments: await invoiceAttachments(db, data) };
}

provideSendTimeContent('invoice-stamped', invoiceEmailContent);

/** Queues "Tu factura <serie>-<folio>" for a stamped invoice; returns how many messages were queued (0 if already). */
export async function queueInvoiceEmail(tx: DbOrTx, invoice: Pick<Invoice, 'id'>): Promise<number> {
  const [claimed] = await tx
    .update(invoices)
    .set({ emailQueued: true })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.emailQueued, false)))
    .returning();
  if (!claimed?.uuid) return 0;
  const [profile] = await tx
    .select({ email: fiscalProfiles.email })
    .from(fiscalProfiles)
    .where(eq(fiscalProfiles.organizationId, claimed.organizationId));
  const [organization] = await tx
    .select({ mode: organizations.mode, liveOrganizationId: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, claimed.organizationId));
  const testMode = organization?.mode === 'test';
  const membersOf = (testMode && organization.liveOrganizationId) || claimed.organizationId;
  const to = profile?.email ? [profile.email] : await billingRecipients(tx, membersOf);
  const data: InvoiceStampedData = {
    invoiceId: claimed.id,
    organizationId: claimed.organizationId,
    series: claimed.series,
    folio: claimed.folio,
    uuid: claimed.uuid,
    totalCentavos: claimed.totalCentavos,
    receiverRfc: claimed.receiver.rfc,
    receiverName: claimed.receiver.legalName,
    billingUrl: publicUrl('/dashboard/billing'),
    testMode,
  };
  let queued = 0;
  for (const address of to) {
    const id = await enqueueEmail(tx, {
      organizationId: claimed.organizationId,
      to: address,
      template: 'invoice-stamped',
      data,
      dedupeKey: `invoice-stamped:${claimed.id}:${address.trim().toLowerCase()}`,
    });
    if (id) queued += 1;
  }
  return queued;
}
