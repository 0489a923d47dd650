// Cancellation and the top-ups over real HTTP and the PAC simulator (docs/payments.md "Invoices for the merchant"):
// reason 01 without substituteUuid builds the substitute (same top-ups, new folio and Fecha, the current fiscal data,
// CfdiRelacionados TipoRelacion 04 with the original's UUID: XSD-valid, the SAT XSLT's cadena, its Sello verifies),
// answers 202 with both, moves the links in one transaction, keeps the original stamped until the substitute is
// stamped, then the cancellation job cancels the original with folioSustitucion = the substitute's UUID. Reason 02
// releases the top-ups (invoiced again); 03 does not.
import '../helpers/auth-server';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { invoiceLedgerEntries } from '@/db/schema';
import { systemActor } from '@/lib/audit/record-audit';
import { updateFiscalData } from '@/lib/payments/fiscal/fiscal-data';
import { buildInvoices } from '@/lib/payments/invoices/build-invoices';
import { claimDueCancellations, pollCancellation } from '@/lib/payments/invoices/cancellation-job';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { apiClient, createTestKey } from '../helpers/fixtures';
import { invoiceRow, orgWithFiscalData, stampDue, TEST_RECEIVER, topUp, withPacSimulator, xmlAttribute } from '../helpers/invoices';
import { satCadenaOriginal, verifiesWith, xsdErrors } from '../helpers/sat-xml';

const pac = withPacSimulator();
let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => server.close());

const activeLinks = async (ledgerEntryId: string) =>
  (
    await getDb()
      .select({ invoiceId: invoiceLedgerEntries.invoiceId })
      .from(invoiceLedgerEntries)
      .where(and(eq(invoiceLedgerEntries.ledgerEntryId, ledgerEntryId), isNull(invoiceLedgerEntries.releasedAt)))
  ).map((l) => l.invoiceId);

/** A live organization with one stamped invoice of one top-up, and a client with a key with every permission. */
async function stampedInvoice(centavos = 1160_00) {
  const org = await orgWithFiscalData('per_topup');
  const entry = await topUp(org.id, centavos);
  const [id] = await buildInvoices(getDb(), { organizationId: org.id });
  expect((await stampDue()).find((r) => r.id === id)?.outcome).toBe('stamped');
  const { key } = await createTestKey(org.id, ['*']);
  return { org, entry, id, api: apiClient(server.url, key) };
}

/** The cancellation job's pass: claims what is due and polls each. */
async function pollDue() {
  const ids = await claimDueCancellations(getDb(), { limit: 100 });
  for (const id of ids) await pollCancellation(getDb(), id);
  return ids;
}

describe('reason 01 without substituteUuid', () => {
  it('builds the substitute with the current fiscal data, and cancels the original once the substitute is stamped', async () => {
    const { org, entry, id, api } = await stampedInvoice();
    const original = await invoiceRow(id);
    // the merchant corrects the uso de CFDI: the substitute carries it
    await updateFiscalData(getDb(), {
      ...TEST_RECEIVER,
      cfdiUse: 'G01',
      invoiceMode: 'per_topup',
      organizationId: org.id,
      actor: systemActor,
    });

    const res = await api('POST', `/billing/invoices/${id}/cancel`, { reason: '01' });
    expect(res.status, res.text).toBe(202);
    expect(res.body.invoice).toMatchObject({ id, status: 'stamped', cancellationReason: '01', substituteUuid: null });
    expect(res.body.invoice.cancellationRequestedAt).toEqual(expect.any(String));
    const substituteId: string = res.body.substitute.id;
    expect(res.body.substitute).toMatchObject({
      status: 'pending_stamp',
      replacesInvoiceId: id,
      relatedUuid: original.uuid,
      total: 1160,
      receiver: { cfdiUse: 'G01' },
      topups: [{ ledgerEntryId: entry }],
    });
    expect(res.body.substitute.folio).toBeGreaterThan(original.folio);
    // the links moved in the same transaction: the top-up is the substitute's only
    expect(await activeLinks(entry)).toEqual([substituteId]);
    expect(await buildInvoices(getDb(), { organizationId: org.id })).toEqual([]);

    // its XML: CfdiRelacionados 04 with the original's UUID, valid against the SAT XSD, the SAT XSLT's cadena, sealed
    const substitute = await invoiceRow(substituteId);
    expect(substitute.sealedXml).toContain(
      `<cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="${original.uuid}"/></cfdi:CfdiRelacionados><cfdi:Emisor`,
    );
    expect(await xsdErrors(substitute.sealedXml)).toEqual([]);
    const cadena = await satCadenaOriginal(substitute.sealedXml);
    expect(cadena).toContain(`|04|${original.uuid}|`);
    expect(
      verifiesWith(
        xmlAttribute(substitute.sealedXml, 'cfdi:Comprobante', 'Certificado') ?? '',
        cadena,
        xmlAttribute(substitute.sealedXml, 'cfdi:Comprobante', 'Sello') ?? '',
      ),
    ).toBe(true);

    // asked again while the substitute waits: 409; nothing is sent to the PAC before the substitute is stamped
    const again = await api('POST', `/billing/invoices/${id}/cancel`, { reason: '01' });
    expect(again.status).toBe(409);
    expect(again.headers.get('x-error-code')).toBe('invoice_not_cancellable');
    expect(await pollDue()).not.toContain(id);
    expect((await invoiceRow(id)).status).toBe('stamped');

    // the substitute is stamped (the PAC simulator checks its seal over the cadena with CfdiRelacionados)
    expect((await stampDue()).find((r) => r.id === substituteId)?.outcome).toBe('stamped');
    const stampedSubstitute = await invoiceRow(substituteId);
    expect(await invoiceRow(id)).toMatchObject({ status: 'cancellation_pending', substituteUuid: stampedSubstitute.uuid });
    // the cancellation job cancels the original with folioSustitucion = the substitute's UUID (under $5,000: at once)
    expect(await pollDue()).toContain(id);
    expect(await invoiceRow(id)).toMatchObject({ status: 'cancelled', cancellationReason: '01', substituteUuid: stampedSubstitute.uuid });
    expect(await activeLinks(entry)).toEqual([substituteId]);
    const read = await api('GET', `/billing/invoices/${substituteId}`);
    expect(read.body).toMatchObject({ status: 'stamped', replacesInvoiceId: id, relatedUuid: original.uuid });
  });
});

describe('a substitute the PAC refuses for good', () => {
  it('gives the top-ups back to the original, which stays stamped with its request withdrawn', async () => {
    const { entry, id, api } = await stampedInvoice(200_00);
    const res = await api('POST', `/billing/invoices/${id}/cancel`, { reason: '01' });
    expect(res.status).toBe(202);
    const substituteId: string = res.body.substitute.id;
    pac().fault({ mode: 'reject', count: 1 });
    expect((await stampDue()).find((r) => r.id === substituteId)?.outcome).toBe('refused');
    expect((await invoiceRow(substituteId)).status).toBe('failed');
    expect(await activeLinks(entry)).toEqual([id]);
    const original = await invoiceRow(id);
    expect(original).toMatchObject({ status: 'stamped', cancellationReason: null, cancellationRequestedAt: null });
    expect(original.lastError).toContain('La factura sustituta fue rechazada por el PAC');
    // the merchant may ask again
    const again = await api('POST', `/billing/invoices/${id}/cancel`, { reason: '01' });
    expect(again.status).toBe(202);
  });
});

describe('reason 01 with substituteUuid', () => {
  it('takes only an invoice whose related UUID is this one', async () => {
    const { org, api, id } = await stampedInvoice(100_00);
    await topUp(org.id, 50_00);
    const [otherId] = await buildInvoices(getDb(), { organizationId: org.id });
    await stampDue();
    const other = await invoiceRow(otherId);
    const res = await api('POST', `/billing/invoices/${id}/cancel`, { reason: '01', substituteUuid: other.uuid });
    expect(res.status).toBe(422);
    expect(res.headers.get('x-error-code')).toBe('invoice_substitute_invalid');
    expect(res.body.error).toContain('no sustituye a');
  });
});

describe('the top-ups of a cancelled invoice', () => {
  it('reason 02: released in the transaction that records the cancellation, and invoiced again', async () => {
    const { org, entry, id, api } = await stampedInvoice(300_00);
    const res = await api('POST', `/billing/invoices/${id}/cancel`, { reason: '02' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(await activeLinks(entry)).toEqual([]);
    const [again] = await buildInvoices(getDb(), { organizationId: org.id });
    expect(again).toBeDefined();
    expect(await activeLinks(entry)).toEqual([again]);
  });

  it('reason 03: not released (the operation did not happen: the top-up is not invoiced again)', async () => {
    const { org, entry, id, api } = await stampedInvoice(300_00);
    const res = await api('POST', `/billing/invoices/${id}/cancel`, { reason: '03' });
    expect(res.body.status).toBe('cancelled');
    expect(await activeLinks(entry)).toEqual([id]);
    expect(await buildInvoices(getDb(), { organizationId: org.id })).toEqual([]);
  });
});
