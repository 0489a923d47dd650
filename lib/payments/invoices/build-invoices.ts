// Builds the invoices of an organization's top-ups (docs/payments.md "Decisions" and "CFDI 4.0 and the PAC"): the
// `topup` ledger entries without an active (not released) link in invoice_ledger_entries of a live organization with
// fiscal data (a top-up whose invoice failed, or was cancelled and released, is invoiced again). per_topup: one
// invoice per top-up, at once; monthly: one invoice per Mexico City month once that month has ended, a concept per
// top-up (a top-up of a month already invoiced, e.g. made before the fiscal data existed, gets its own invoice). Each
// invoice (folio from invoice_folio_seq, the receiver's snapshot, the amounts, the sealed XML) and its links to the
// entries are written in one transaction, under the fiscal profile's row lock, so two builders never invoice an entry
// twice (and invoice_ledger_entries_entry_uq would refuse it). A test-mode twin's top-ups (play money) are invoiced
// only when the PAC's test environment is configured (PAC_TEST_*, invoice-settings.ts), and stamped there.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { fiscalProfiles, type InvoiceReceiver, invoiceLedgerEntries, invoices, organizations } from '@/db/schema';
import { type Csd, openCsd } from '@/lib/payments/cfdi/csd';
import { sealCfdi } from '@/lib/payments/cfdi/seal';
import { INVOICE_NOTIFY_CHANNEL } from '@/lib/payments/fiscal/fiscal-data';
import { mexicoCityDateTime, mexicoCityDay, mexicoCityDayStart } from '@/lib/platform/time/mexico-city';
import { type InvoiceSettings, invoicedModes, invoiceSettings } from './invoice-settings';

type Entry = { id: string; amount_centavos: number | string; created_at: Date | string };

/** The first instant of the Mexico City month of `at`. */
export const monthStart = (at: Date) => mexicoCityDayStart(`${mexicoCityDay(at).slice(0, 7)}-01`);

/** The Comprobante's Fecha: Mexico City local time to the second, no zone. */
export const cfdiDate = (at: Date) => mexicoCityDateTime(at).replace(' ', 'T');

const day = (at: Date) => {
  const [y, m, d] = mexicoCityDay(at).split('-');
  return `${d}/${m}/${y}`;
};
const description = (entry: Entry) => `Servicios de envío de paquetería: saldo prepagado, recarga del ${day(new Date(entry.created_at))}`;

/** Organizations with fiscal data, of a mode invoiced (live; test with PAC_TEST_*), with a top-up due at `now`. */
export async function organizationsToInvoice(db: Db, input: { limit: number; now?: Date }): Promise<string[]> {
  const modes = invoicedModes();
  if (modes.length === 0) return [];
  const thisMonth = monthStart(input.now ?? new Date());
  const rows = await db.execute<{ organization_id: string }>(sql`
    select fp.organization_id from fiscal_profiles fp
    join organizations o on o.id = fp.organization_id and o.mode::text = any(${`{${modes.join(',')}}`}::text[])
    where exists (
      select 1 from ledger_entries le
      where le.organization_id = fp.organization_id and le.kind = 'topup' and le.amount_centavos > 0
        and (fp.invoice_mode = 'per_topup' or le.created_at < ${thisMonth.toISOString()}::timestamptz)
        and not exists (select 1 from invoice_ledger_entries ile where ile.ledger_entry_id = le.id and ile.released_at is null))
    limit ${input.limit}::int`);
  return rows.map((r) => r.organization_id);
}

export type InvoiceEntry = Entry;

/**
 * Writes one invoice of `entries` and links them (the caller holds the fiscal profile's lock and has checked that no
 * entry has an active link): a new folio, the Fecha of `now`, the receiver given, the sealed XML; a substitute names
 * the invoice it replaces and carries its UUID in CfdiRelacionados (TipoRelacion 04). Returns the new invoice's id.
 */
export async function insertInvoice(
  tx: DbOrTx,
  input: {
    organizationId: string;
    settings: InvoiceSettings;
    csd: Csd;
    receiver: InvoiceReceiver;
    now: Date;
    kind: 'topup' | 'monthly';
    period: string | null;
    entries: Entry[];
    replaces?: { invoiceId: string; uuid: string };
  },
): Promise<string> {
  const { settings, receiver } = input;
  const [{ folio }] = await tx.execute<{ folio: string }>(sql`select nextval('invoice_folio_seq')::text as folio`);
  const issuedAt = cfdiDate(input.now);
  const sealed = sealCfdi(
    {
      series: settings.series,
      folio: Number(folio),
      issuedAt,
      issuer: settings.issuer,
      receiver,
      concepts: input.entries.map((e) => ({ totalCentavos: Number(e.amount_centavos), description: description(e) })),
      replacesUuid: input.replaces?.uuid ?? null,
    },
    input.csd,
  );
  const [row] = await tx
    .insert(invoices)
    .values({
      organizationId: input.organizationId,
      kind: input.kind,
      period: input.period,
      series: settings.series,
      folio: Number(folio),
      receiver,
      subtotalCentavos: sealed.document.amounts.subtotalCentavos,
      taxCentavos: sealed.document.amounts.taxCentavos,
      totalCentavos: sealed.document.amounts.totalCentavos,
      issuedAt,
      sealedXml: sealed.xml,
      replacesInvoiceId: input.replaces?.invoiceId ?? null,
      relatedUuid: input.replaces?.uuid.toUpperCase() ?? null,
    })
    .returning({ id: invoices.id });
  await tx
    .insert(invoiceLedgerEntries)
    .values(input.entries.map((e) => ({ invoiceId: row.id, ledgerEntryId: e.id, amountCentavos: Number(e.amount_centavos) })));
  return row.id;
}

/** Builds every invoice of the organization due at `now`; returns the ids built (none without the settings). */
export async function buildInvoices(db: Db, input: { organizationId: string; now?: Date }): Promise<string[]> {
  const modes = invoicedModes();
  if (modes.length === 0) return [];
  // the issuer and its CSD are the same in both modes
  const csd = openCsd((invoiceSettings(modes[0]) as InvoiceSettings).csd);
  const now = input.now ?? new Date();
  const thisMonth = monthStart(now);
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ profile: fiscalProfiles, mode: organizations.mode })
      .from(fiscalProfiles)
      .innerJoin(organizations, eq(organizations.id, fiscalProfiles.organizationId))
      .where(eq(fiscalProfiles.organizationId, input.organizationId))
      .for('update', { of: fiscalProfiles });
    const settings = profile && invoiceSettings(profile.mode);
    if (!profile || !settings) return [];
    const { rfc, legalName, taxRegime, postalCode, cfdiUse, invoiceMode } = profile.profile;
    const receiver: InvoiceReceiver = { rfc, legalName, taxRegime, postalCode, cfdiUse };
    const entries = await tx.execute<Entry>(sql`
      select le.id, le.amount_centavos, le.created_at from ledger_entries le
      where le.organization_id = ${input.organizationId}::uuid and le.kind = 'topup' and le.amount_centavos > 0
        and not exists (select 1 from invoice_ledger_entries ile where ile.ledger_entry_id = le.id and ile.released_at is null)
      order by le.created_at, le.id`);

    const groups: Array<{ kind: 'topup' | 'monthly'; period: string | null; entries: Entry[] }> = [];
    if (invoiceMode === 'per_topup') {
      for (const entry of entries) groups.push({ kind: 'topup', period: null, entries: [entry] });
    } else {
      const byMonth = new Map<string, Entry[]>();
      for (const entry of entries) {
        const at = new Date(entry.created_at);
        if (at >= thisMonth) continue;
        const period = `${mexicoCityDay(at).slice(0, 7)}-01`;
        byMonth.set(period, [...(byMonth.get(period) ?? []), entry]);
      }
      for (const [period, list] of byMonth) {
        const [taken] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(
            and(
              eq(invoices.organizationId, input.organizationId),
              eq(invoices.kind, 'monthly'),
              eq(invoices.period, period),
              // as invoices_org_monthly_uq: a failed month, or a substitute, leaves the month to be invoiced again
              ne(invoices.status, 'failed'),
              isNull(invoices.replacesInvoiceId),
            ),
          );
        if (taken) for (const entry of list) groups.push({ kind: 'topup', period: null, entries: [entry] });
        else groups.push({ kind: 'monthly', period, entries: list });
      }
    }

    const built: string[] = [];
    for (const group of groups) {
      built.push(await insertInvoice(tx, { organizationId: input.organizationId, settings, csd, receiver, now, ...group }));
    }
    if (built.length > 0) await tx.execute(sql`select pg_notify(${INVOICE_NOTIFY_CHANNEL}, ${input.organizationId})`);
    return built;
  });
}
