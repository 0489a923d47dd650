// The stamp of the built invoices (docs/payments.md "CFDI 4.0 and the PAC"): an invoice pending_stamp whose
// next_attempt_at has come is claimed (FOR UPDATE SKIP LOCKED; next_attempt_at moved a lease ahead, so a second
// runner does not take it meanwhile) and its sealed XML sent to the PAC with the invoice id as the idempotency key.
// Stamped: the stamped XML, UUID, SAT certificate number and stamp time are stored and the status is stamped, only
// if it still was pending_stamp without a UUID. Refused or unreachable: one more attempt, the last error and the next
// attempt after the job's back-off; the invoice stays pending_stamp ("pendiente de timbrar"), never lost. Even two
// stamps of one invoice in flight get one UUID: the PAC answers the repeat with the first stamp. The PAC is the one of
// the invoice's organization's mode (invoice-settings.ts): a test-mode twin's invoice never reaches the production PAC.
// A permanent refusal (the PAC refused the document itself, lib/payments/pac/stamp.ts) or an invoice still pending
// 72 hours after its Fecha (the SAT would refuse it: RMF 2.7.2.9) fails for good: in one transaction it becomes
// `failed` (failed_at, last_error in Spanish) and its links to the top-ups are released, so the build job invoices
// them again with a new folio, a new Fecha and the fiscal data of that moment.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { INVOICE_NOTIFY_CHANNEL } from '@/lib/payments/fiscal/fiscal-data';
import { stampCfdi } from '@/lib/payments/pac/stamp';
import { type ExponentialBackoff, backoff } from '@/lib/platform/jobs/backoff';
import { storableText } from '@/lib/platform/text/storable';
import { MEXICO_CITY_OFFSET, MEXICO_CITY_TIME_ZONE } from '@/lib/platform/time/mexico-city';
import type { OrganizationMode } from '@/model/organizations';
import { INVOICE_CANCELLATION_NOTIFY_CHANNEL } from './cancellation-job';
import { queueInvoiceEmail } from './invoice-email';
import { invoicedModes, invoiceSettings } from './invoice-settings';

/** After a failed stamp: 1 minute, doubling, at most 6 hours apart. */
export const STAMP_BACKOFF: ExponentialBackoff = { firstMs: 60_000, maxMs: 6 * 60 * 60_000, jitter: 0.2 };

/** Claims up to `limit` invoices due to be stamped for `leaseMs`, of the modes with a PAC; none without settings. */
export async function claimInvoicesToStamp(db: Db, input: { limit: number; leaseMs: number }): Promise<string[]> {
  const modes = invoicedModes();
  if (modes.length === 0) return [];
  const rows = await db.execute<{ id: string }>(sql`
    update invoices set next_attempt_at = now() + make_interval(secs => ${input.leaseMs / 1000}::float8)
    where id in (
      select i.id from invoices i
      join organizations o on o.id = i.organization_id and o.mode::text = any(${`{${modes.join(',')}}`}::text[])
      where i.status = 'pending_stamp' and i.uuid is null and i.next_attempt_at <= now()
      order by i.next_attempt_at
      limit ${input.limit}::int
      for update of i skip locked)
    returning id`);
  return rows.map((r) => r.id);
}

/** The SAT stamps a CFDI only within 72 hours of its Fecha. */
export const STAMP_WINDOW_HOURS = 72;

export type StampOutcome = 'stamped' | 'failed' | 'refused' | 'skipped';

/**
 * Fails a pending invoice for good and releases its top-ups, in one transaction; false when it was no longer pending.
 * The build job is woken (NOTIFY) to invoice the released top-ups again.
 */
export async function failInvoice(db: Db, invoiceId: string, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.execute<{ organization_id: string }>(sql`
      update invoices set status = 'failed', failed_at = now(), last_error = ${storableText(reason)}
      where id = ${invoiceId}::uuid and status = 'pending_stamp' and uuid is null
      returning organization_id`);
    if (rows.length === 0) return false;
    await tx.execute(sql`
      update invoice_ledger_entries set released_at = now() where invoice_id = ${invoiceId}::uuid and released_at is null`);
    // a substitute refused for good: its top-ups go back to the invoice it was to replace, which stays valid, and that
    // invoice's request to cancel is withdrawn (the merchant may ask again)
    const original = await tx.execute<{ id: string }>(sql`
      update invoices o set cancellation_reason = null, cancellation_requested_at = null,
        last_error = ${storableText(`La factura sustituta fue rechazada por el PAC; la cancelación no se pidió. ${reason}`)}
      from invoices s
      where s.id = ${invoiceId}::uuid and o.id = s.replaces_invoice_id and o.status = 'stamped'
      returning o.id`);
    if (original.length > 0) {
      await tx.execute(sql`
        update invoice_ledger_entries set released_at = null
        where invoice_id = ${original[0].id}::uuid and released_at is not null
          and ledger_entry_id in (select ledger_entry_id from invoice_ledger_entries where invoice_id = ${invoiceId}::uuid)`);
    }
    await tx.execute(sql`select pg_notify(${INVOICE_NOTIFY_CHANNEL}, ${rows[0].organization_id})`);
    return true;
  });
}

const AGAIN = 'sus recargas se facturan de nuevo con otro folio';

/** Sends one claimed invoice to the PAC and records the answer. */
export async function stampInvoice(db: Db, invoiceId: string): Promise<StampOutcome> {
  const [invoice] = await db.execute<{
    sealed_xml: string;
    status: string;
    uuid: string | null;
    stamp_attempts: number;
    mode: OrganizationMode;
    issued_at: string;
    expired: boolean;
  }>(
    sql`select i.sealed_xml, i.status, i.uuid, i.stamp_attempts, o.mode, i.issued_at,
        (i.issued_at::timestamp at time zone ${MEXICO_CITY_TIME_ZONE}::text)
          <= now() - make_interval(hours => ${STAMP_WINDOW_HOURS}::int) as expired
      from invoices i
      join organizations o on o.id = i.organization_id where i.id = ${invoiceId}::uuid`,
  );
  if (!invoice || invoice.status !== 'pending_stamp' || invoice.uuid) return 'skipped';
  const pac = invoiceSettings(invoice.mode)?.pac;
  if (!pac) return 'skipped';
  if (invoice.expired) {
    const reason = `El PAC no timbró la factura dentro de las ${STAMP_WINDOW_HOURS} horas desde su fecha de emisión (${invoice.issued_at}, hora de la Ciudad de México) que el SAT permite; ${AGAIN}.`;
    return (await failInvoice(db, invoiceId, reason)) ? 'refused' : 'skipped';
  }
  const result = await stampCfdi(pac, { xml: invoice.sealed_xml, idempotencyKey: invoiceId });
  if (result.ok) {
    const { stamp } = result;
    const stampedAt = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(stamp.stampedAtLocal)
      ? `${stamp.stampedAtLocal}${MEXICO_CITY_OFFSET}`
      : null;
    // the stamp and the invoice email (its XML and PDF attached at send time) commit together
    const stored = await db.transaction(async (tx) => {
      const rows = await tx.execute(sql`
        update invoices set status = 'stamped', stamped_xml = ${stamp.stampedXml}, uuid = ${stamp.uuid},
          sat_certificate_number = ${stamp.satCertificateNumber}, stamped_at = coalesce(${stampedAt}::timestamptz, now()),
          stamp_attempts = stamp_attempts + 1, last_error = null
        where id = ${invoiceId}::uuid and status = 'pending_stamp' and uuid is null
        returning id`);
      if (rows.length === 0) return false;
      await queueInvoiceEmail(tx, { id: invoiceId });
      // a substitute (reason 01): the invoice it replaces is now cancelled at the PAC with folioSustitucion = this UUID
      const replaced = await tx.execute(sql`
        update invoices set status = 'cancellation_pending', substitute_uuid = ${stamp.uuid}, next_attempt_at = now()
        where id = (select replaces_invoice_id from invoices where id = ${invoiceId}::uuid)
          and status = 'stamped' and cancellation_reason = '01' and cancellation_requested_at is not null
        returning id`);
      if (replaced.length > 0) await tx.execute(sql`select pg_notify(${INVOICE_CANCELLATION_NOTIFY_CHANNEL}, ${invoiceId})`);
      return true;
    });
    return stored ? 'stamped' : 'skipped';
  }
  if (result.permanent) {
    const reason = `El PAC rechazó la factura: ${result.message}; ${AGAIN}.`;
    return (await failInvoice(db, invoiceId, reason)) ? 'refused' : 'skipped';
  }
  const waitMs = backoff(STAMP_BACKOFF, Number(invoice.stamp_attempts) + 1);
  await db.execute(sql`
    update invoices set stamp_attempts = stamp_attempts + 1, last_error = ${storableText(result.message)},
      next_attempt_at = now() + make_interval(secs => ${waitMs / 1000}::float8)
    where id = ${invoiceId}::uuid and status = 'pending_stamp' and uuid is null`);
  return 'failed';
}
