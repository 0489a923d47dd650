// The substitute of an invoice cancelled with reason 01 ("comprobante emitido con errores con relación", docs/payments.md
// "Invoices for the merchant"): when the merchant asks for reason 01 without naming a substitute, the service builds it
// itself, in the caller's transaction under the fiscal profile's row lock: a new invoice of the same top-ups with a new
// folio, the Fecha of now and the fiscal data as they are now, `replaces_invoice_id` = the original,
// `related_uuid` = the original's UUID and CfdiRelacionados TipoRelacion 04 in its XML. The original's links are
// released and the substitute's written in the same transaction, so a top-up always has one active link. The original
// stays stamped until the substitute is stamped (stamp-invoices.ts then asks for its cancellation with
// folioSustitucion = the substitute's UUID); a substitute the PAC refuses for good gives the links back to the original.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { type Invoice, type InvoiceReceiver } from '@/db/schema';
import { openCsd } from '@/lib/payments/cfdi/csd';
import { INVOICE_NOTIFY_CHANNEL } from '@/lib/payments/fiscal/fiscal-data';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { OrganizationMode } from '@/model/organizations';
import { type InvoiceEntry, insertInvoice } from './build-invoices';
import { invoiceSettings } from './invoice-settings';

/** Builds the substitute of a stamped invoice; returns its id. */
export async function buildSubstitute(tx: DbOrTx, input: { original: Invoice; now?: Date }): Promise<string> {
  const { original } = input;
  if (!original.uuid) throw new RangeError('only a stamped invoice has a substitute');
  const name = `${original.series}-${original.folio}`;
  const [profile] = await tx.execute<InvoiceReceiver & { mode: OrganizationMode }>(sql`
    select fp.rfc, fp.legal_name as "legalName", fp.tax_regime as "taxRegime", fp.postal_code as "postalCode",
      fp.cfdi_use as "cfdiUse", o.mode
    from fiscal_profiles fp join organizations o on o.id = fp.organization_id
    where fp.organization_id = ${original.organizationId}::uuid
    for update of fp`);
  const settings = profile && invoiceSettings(profile.mode);
  if (!profile || !settings) {
    throw new DomainError(
      'invoice_not_cancellable',
      `No se puede emitir la factura sustituta de ${name}: faltan tus datos fiscales o la facturación no está configurada.`,
    );
  }
  const entries = await tx.execute<InvoiceEntry>(sql`
    select le.id, le.amount_centavos, le.created_at from invoice_ledger_entries ile
    join ledger_entries le on le.id = ile.ledger_entry_id
    where ile.invoice_id = ${original.id}::uuid and ile.released_at is null
    order by le.created_at, le.id`);
  if (entries.length === 0) {
    throw new DomainError('invoice_not_cancellable', `La factura ${name} ya no ampara ninguna recarga: no hay nada que sustituir.`);
  }
  await tx.execute(sql`
    update invoice_ledger_entries set released_at = now() where invoice_id = ${original.id}::uuid and released_at is null`);
  const { rfc, legalName, taxRegime, postalCode, cfdiUse } = profile;
  const id = await insertInvoice(tx, {
    organizationId: original.organizationId,
    settings,
    csd: openCsd(settings.csd),
    receiver: { rfc, legalName, taxRegime, postalCode, cfdiUse },
    now: input.now ?? new Date(),
    kind: original.kind,
    // the same month as the original (invoices_org_monthly_uq leaves substitutes out)
    period: original.period,
    entries,
    replaces: { invoiceId: original.id, uuid: original.uuid },
  });
  await tx.execute(sql`select pg_notify(${INVOICE_NOTIFY_CHANNEL}, ${original.organizationId})`);
  return id;
}
