// Invoices that fail for good (docs/payments.md "CFDI 4.0 and the PAC"), through the PAC simulator over real HTTP: a
// permanent refusal (a CFDI40xxx code, here the SAT's CFDI40145 for a receiver's name) or 72 hours passed since the
// Fecha move the invoice to failed with a Spanish last_error and release its top-ups in one transaction; the build
// job invoices them again with a new folio, a new Fecha and the fiscal data of that moment, which the PAC stamps.
// Transient answers (503, 429, no answer) are retried as before (tests/jobs/invoices-stamp.test.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { invoiceLedgerEntries } from '@/db/schema';
import { systemActor } from '@/lib/audit/record-audit';
import { updateFiscalData } from '@/lib/payments/fiscal/fiscal-data';
import { buildInvoices, organizationsToInvoice } from '@/lib/payments/invoices/build-invoices';
import { stampCfdi } from '@/lib/payments/pac/stamp';
import {
  invoiceRow,
  invoicesOf,
  orgWithFiscalData,
  stampDue,
  TEST_RECEIVER,
  topUp,
  withPacSimulator,
  xmlAttribute,
} from '../helpers/invoices';

const pac = withPacSimulator();
afterEach(() => pac().fault(null));

const activeLinks = (ledgerEntryId: string) =>
  getDb()
    .select()
    .from(invoiceLedgerEntries)
    .where(and(eq(invoiceLedgerEntries.ledgerEntryId, ledgerEntryId), isNull(invoiceLedgerEntries.releasedAt)));
const allLinks = (ledgerEntryId: string) =>
  getDb().select().from(invoiceLedgerEntries).where(eq(invoiceLedgerEntries.ledgerEntryId, ledgerEntryId));

describe('a permanent refusal', () => {
  it('fails the invoice, releases its top-up, and the corrected fiscal data is invoiced again with a new folio', async () => {
    const org = await orgWithFiscalData('per_topup');
    // the régimen societario in the razón social: the SAT's records have the name without it
    const wrong = { ...TEST_RECEIVER, legalName: 'Escuela Kemper Urgate SA de CV' };
    await updateFiscalData(getDb(), { ...wrong, invoiceMode: 'per_topup', organizationId: org.id, actor: systemActor });
    const entry = await topUp(org.id, 1160_00);
    const [first] = await buildInvoices(getDb(), { organizationId: org.id });
    pac().fault({ mode: 'reject_receiver', names: ['ESCUELA KEMPER URGATE SA DE CV'] });

    const outcome = (await stampDue()).find((r) => r.id === first)?.outcome;
    expect(outcome).toBe('refused');
    const failed = await invoiceRow(first);
    expect(failed).toMatchObject({ status: 'failed', uuid: null, stampedXml: null });
    expect(failed.failedAt).toBeInstanceOf(Date);
    expect(failed.lastError).toContain('El PAC rechazó la factura');
    expect(failed.lastError).toContain('CFDI40145');
    expect(failed.lastError).toContain('se facturan de nuevo con otro folio');
    expect(await activeLinks(entry)).toEqual([]);
    expect((await allLinks(entry))[0].releasedAt).toBeInstanceOf(Date);
    // never stamped again: it is no longer pending
    expect((await stampDue()).map((r) => r.id)).not.toContain(first);

    // the merchant corrects the razón social; the top-up is invoiced again and stamped
    await updateFiscalData(getDb(), { ...TEST_RECEIVER, invoiceMode: 'per_topup', organizationId: org.id, actor: systemActor });
    expect(await organizationsToInvoice(getDb(), { limit: 100_000 })).toContain(org.id);
    const [second] = await buildInvoices(getDb(), { organizationId: org.id });
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await stampDue()).find((r) => r.id === second)?.outcome).toBe('stamped');
    const stamped = await invoiceRow(second);
    expect(stamped.folio).toBeGreaterThan(failed.folio);
    expect(stamped.receiver.legalName).toBe('Escuela Kemper Urgate');
    expect(xmlAttribute(stamped.stampedXml ?? '', 'cfdi:Receptor', 'Nombre')).toBe('ESCUELA KEMPER URGATE');
    expect((await activeLinks(entry)).map((l) => l.invoiceId)).toEqual([second]);
    // nothing more to invoice
    expect(await buildInvoices(getDb(), { organizationId: org.id })).toEqual([]);
    expect((await invoicesOf(org.id)).map((i) => i.status)).toEqual(['failed', 'stamped']);
  });

  it('the database keeps a failed invoice failed', async () => {
    const org = await orgWithFiscalData('per_topup');
    await topUp(org.id, 50_00);
    const [id] = await buildInvoices(getDb(), { organizationId: org.id });
    pac().fault({ mode: 'reject' });
    expect((await stampDue()).find((r) => r.id === id)?.outcome).toBe('refused');
    await expect(getDb().execute(`update invoices set status = 'pending_stamp' where id = '${id}'`)).rejects.toThrow();
  });
});

describe('a failed monthly invoice', () => {
  it("its month's top-ups are invoiced again as one monthly invoice, not one each", async () => {
    const org = await orgWithFiscalData('monthly');
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 10 * 86_400_000);
    const a = await topUp(org.id, 100_00, lastMonth);
    const b = await topUp(org.id, 250_50, lastMonth);
    const [first] = await buildInvoices(getDb(), { organizationId: org.id });
    pac().fault({ mode: 'reject' });
    expect((await stampDue()).find((r) => r.id === first)?.outcome).toBe('refused');
    pac().fault(null);

    const again = await buildInvoices(getDb(), { organizationId: org.id });
    expect(again).toHaveLength(1);
    const rebuilt = await invoiceRow(again[0]);
    expect(rebuilt).toMatchObject({ kind: 'monthly', period: (await invoiceRow(first)).period, totalCentavos: 350_50 });
    expect((await activeLinks(a)).map((l) => l.invoiceId)).toEqual([again[0]]);
    expect((await activeLinks(b)).map((l) => l.invoiceId)).toEqual([again[0]]);
    // stamped here, so no later test's stamping round finds it pending
    expect((await stampDue()).find((r) => r.id === again[0])?.outcome).toBe('stamped');
  });
});

describe('the 72 hours', () => {
  it('an invoice still pending 72 hours after its Fecha fails without asking the PAC and its top-up is invoiced again', async () => {
    const org = await orgWithFiscalData('per_topup');
    const entry = await topUp(org.id, 300_00);
    const longAgo = new Date(Date.now() - 73 * 3_600_000);
    const [old] = await buildInvoices(getDb(), { organizationId: org.id, now: longAgo });
    const calls = pac().stats.stampCalls;
    expect((await stampDue()).find((r) => r.id === old)?.outcome).toBe('refused');
    expect(pac().stats.stampCalls).toBe(calls);
    const failed = await invoiceRow(old);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toContain('72 horas');
    expect(await activeLinks(entry)).toEqual([]);

    const [again] = await buildInvoices(getDb(), { organizationId: org.id });
    expect((await stampDue()).find((r) => r.id === again)?.outcome).toBe('stamped');
    const stamped = await invoiceRow(again);
    expect(stamped.issuedAt > failed.issuedAt).toBe(true);
  });

  it('the PAC simulator refuses a Fecha older than 72 hours as a permanent refusal; 71 hours are stamped', async () => {
    const org = await orgWithFiscalData('per_topup');
    await topUp(org.id, 10_00);
    const [old] = await buildInvoices(getDb(), { organizationId: org.id, now: new Date(Date.now() - 73 * 3_600_000) });
    const refused = await stampCfdi(
      { url: pac().url, token: pac().token },
      { xml: (await invoiceRow(old)).sealedXml, idempotencyKey: old },
    );
    expect(refused).toMatchObject({ ok: false, permanent: true });
    expect(!refused.ok && refused.message).toContain('72 horas');

    await topUp(org.id, 20_00);
    const [recent] = await buildInvoices(getDb(), { organizationId: org.id, now: new Date(Date.now() - 71 * 3_600_000) });
    expect((await stampDue()).find((r) => r.id === recent)?.outcome).toBe('stamped');
  });

  it('transient answers are not permanent: 503 and 429 and no answer', async () => {
    const org = await orgWithFiscalData('per_topup');
    await topUp(org.id, 10_00);
    const [id] = await buildInvoices(getDb(), { organizationId: org.id });
    const xml = (await invoiceRow(id)).sealedXml;
    for (const mode of ['unavailable', 'throttled'] as const) {
      pac().fault({ mode, count: 1 });
      expect(await stampCfdi({ url: pac().url, token: pac().token }, { xml, idempotencyKey: id })).toMatchObject({
        ok: false,
        permanent: false,
      });
    }
    expect(await stampCfdi({ url: 'http://127.0.0.1:9', token: 'x' }, { xml, idempotencyKey: id })).toMatchObject({
      ok: false,
      permanent: false,
    });
  });
});
