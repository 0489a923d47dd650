// Building invoices from top-ups (docs/payments.md "CFDI 4.0 and the PAC"): the CFDI 4.0 XML is valid against the
// SAT's XSD (tests/fixtures/sat), its cadena original is the one the SAT's own XSLT computes (xsltproc) and its Sello
// verifies with the certificate it carries; per_topup builds one invoice per top-up at once, monthly one per ended
// Mexico City month; folios are unique; each top-up is invoiced once even by two builders at the same time.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { systemActor } from '@/lib/audit/record-audit';
import { invoiceLedgerEntries } from '@/db/schema';
import { splitTotal } from '@/lib/payments/cfdi/amounts';
import { SHIPPING_SERVICE_PRODUCT_KEY } from '@/lib/payments/cfdi/document';
import { buildInvoices, monthStart, organizationsToInvoice } from '@/lib/payments/invoices/build-invoices';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { updateFiscalData } from '@/lib/payments/fiscal/fiscal-data';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { invoicesOf, orgWithFiscalData, TEST_RECEIVER, topUp, withPacSimulator, xmlAttribute } from '../helpers/invoices';
import { satCadenaOriginal, verifiesWith, xsdErrors } from '../helpers/sat-xml';
import { TEST_ISSUER } from '../helpers/test-csd';

withPacSimulator();

const linksOf = (invoiceId: string) => getDb().select().from(invoiceLedgerEntries).where(eq(invoiceLedgerEntries.invoiceId, invoiceId));

describe('the CFDI 4.0 XML', () => {
  it('is valid against the SAT XSD, its cadena original is the SAT XSLT one and its Sello verifies', async () => {
    const org = await orgWithFiscalData('per_topup');
    await topUp(org.id, 1_234_56);
    const [id] = await buildInvoices(getDb(), { organizationId: org.id });
    const [invoice] = await invoicesOf(org.id);
    expect(invoice.id).toBe(id);
    const xml = invoice.sealedXml;
    expect(await xsdErrors(xml)).toEqual([]);
    const cadena = satCadenaOriginal(xml);
    expect(cadena.startsWith('||4.0|PRUEBA|')).toBe(true);
    const sello = xmlAttribute(xml, 'cfdi:Comprobante', 'Sello')!;
    const certificado = xmlAttribute(xml, 'cfdi:Comprobante', 'Certificado')!;
    expect(verifiesWith(certificado, cadena, sello)).toBe(true);
    expect(xmlAttribute(xml, 'cfdi:Comprobante', 'NoCertificado')).toBe('30001000000500003416');
    // the judges can fail: a changed amount breaks the seal, an unknown uso de CFDI breaks the XSD
    expect(verifiesWith(certificado, satCadenaOriginal(xml.replace('Total="1234.56"', 'Total="1234.57"')), sello)).toBe(false);
    expect((await xsdErrors(xml.replace('UsoCFDI="G03"', 'UsoCFDI="X99"'))).join(' ')).toContain('UsoCFDI');
    // what it says
    const { subtotalCentavos, taxCentavos } = splitTotal(1_234_56);
    expect(invoice).toMatchObject({ kind: 'topup', status: 'pending_stamp', subtotalCentavos, taxCentavos, totalCentavos: 1_234_56 });
    expect(invoice.receiver).toEqual({
      rfc: 'EKU9003173C9',
      legalName: 'Escuela Kemper Urgate',
      taxRegime: '601',
      postalCode: '42501',
      cfdiUse: 'G03',
    });
    for (const [name, value] of [
      ['Version', '4.0'],
      ['TipoDeComprobante', 'I'],
      ['Exportacion', '01'],
      ['FormaPago', '03'],
      ['MetodoPago', 'PUE'],
      ['Moneda', 'MXN'],
      ['LugarExpedicion', TEST_ISSUER.postalCode],
      ['Serie', 'PRUEBA'],
      ['Folio', String(invoice.folio)],
      ['Fecha', invoice.issuedAt],
      ['SubTotal', '1064.28'],
      ['Total', '1234.56'],
    ] as const) {
      expect(xmlAttribute(xml, 'cfdi:Comprobante', name), name).toBe(value);
    }
    expect(invoice.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(xmlAttribute(xml, 'cfdi:Emisor', 'Rfc')).toBe(TEST_ISSUER.rfc);
    expect(xmlAttribute(xml, 'cfdi:Receptor', 'Nombre')).toBe('ESCUELA KEMPER URGATE');
    expect(xmlAttribute(xml, 'cfdi:Receptor', 'DomicilioFiscalReceptor')).toBe('42501');
    expect(xmlAttribute(xml, 'cfdi:Concepto', 'ClaveProdServ')).toBe(SHIPPING_SERVICE_PRODUCT_KEY);
    expect(xmlAttribute(xml, 'cfdi:Concepto', 'ClaveUnidad')).toBe('E48');
    expect(xmlAttribute(xml, 'cfdi:Traslado', 'TasaOCuota')).toBe('0.160000');
    expect(xmlAttribute(xml, 'cfdi:Traslado', 'Importe')).toBe('170.28');
  });
});

describe('per top-up', () => {
  it('one invoice per top-up, each linked to its entry, folios unique; a second pass builds nothing', async () => {
    const org = await orgWithFiscalData('per_topup');
    const first = await topUp(org.id, 100_00);
    const second = await topUp(org.id, 58);
    expect(await organizationsToInvoice(getDb(), { limit: 1000 })).toContain(org.id);
    const built = await buildInvoices(getDb(), { organizationId: org.id });
    expect(built).toHaveLength(2);
    const rows = await invoicesOf(org.id);
    expect(rows.map((r) => [r.subtotalCentavos, r.taxCentavos, r.totalCentavos])).toEqual([
      [86_21, 13_79, 100_00],
      [50, 8, 58],
    ]);
    expect((await linksOf(rows[0].id)).map((l) => l.ledgerEntryId)).toEqual([first]);
    expect((await linksOf(rows[1].id)).map((l) => [l.ledgerEntryId, l.amountCentavos])).toEqual([[second, 58]]);
    expect(await buildInvoices(getDb(), { organizationId: org.id })).toEqual([]);
    expect(await organizationsToInvoice(getDb(), { limit: 1000 })).not.toContain(org.id);
    const [{ all, distinct }] = await getDb().execute<{ all: number; distinct: number }>(
      sql`select count(*)::int as all, count(distinct (series, folio))::int as distinct from invoices`,
    );
    expect(distinct).toBe(all);
  });

  it('two builders at once invoice each top-up once', async () => {
    const org = await orgWithFiscalData('per_topup');
    for (const amount of [10_00, 20_00, 30_00]) await topUp(org.id, amount);
    const [a, b] = await Promise.all([
      buildInvoices(getDb(), { organizationId: org.id }),
      buildInvoices(getDb(), { organizationId: org.id }),
    ]);
    expect([...a, ...b]).toHaveLength(3);
    expect((await invoicesOf(org.id)).map((r) => r.totalCentavos).sort((x, y) => x - y)).toEqual([10_00, 20_00, 30_00]);
  });

  it('a top-up made before the fiscal data existed is invoiced once they are entered; without PAC_TEST_* a test-mode twin is not invoiced', async () => {
    const org = await orgWithFiscalData('per_topup');
    const twin = await ensureTestTwin(getDb(), org.id);
    await topUp(twin.id, 500_00);
    await updateFiscalData(getDb(), { ...TEST_RECEIVER, invoiceMode: 'per_topup', organizationId: twin.id, actor: systemActor });
    expect(await buildInvoices(getDb(), { organizationId: twin.id })).toEqual([]);
    expect(await organizationsToInvoice(getDb(), { limit: 1000 })).not.toContain(twin.id);
    const later = await orgWithFiscalData('per_topup');
    await topUp(later.id, 75_00);
    expect(await buildInvoices(getDb(), { organizationId: later.id })).toHaveLength(1);
  });
});

describe('monthly', () => {
  it('waits for the month to end, then one invoice covers its top-ups; a late top-up of an invoiced month gets its own', async () => {
    const org = await orgWithFiscalData('monthly');
    const thisMonth = monthStart(new Date());
    const lastMonth = new Date(thisMonth.getTime() - 10 * 86_400_000);
    const a = await topUp(org.id, 100_00, lastMonth);
    const b = await topUp(org.id, 250_50, new Date(thisMonth.getTime() - 2 * 86_400_000));
    const current = await topUp(org.id, 40_00);
    const built = await buildInvoices(getDb(), { organizationId: org.id });
    expect(built).toHaveLength(1);
    const [monthly] = await invoicesOf(org.id);
    expect(monthly.kind).toBe('monthly');
    expect(monthly.period).toBe(`${mexicoCityDay(lastMonth).slice(0, 7)}-01`);
    expect(monthly.totalCentavos).toBe(350_50);
    expect(monthly.subtotalCentavos).toBe(splitTotal(100_00).subtotalCentavos + splitTotal(250_50).subtotalCentavos);
    expect(monthly.sealedXml.match(/<cfdi:Concepto /g)).toHaveLength(2);
    expect(await xsdErrors(monthly.sealedXml)).toEqual([]);
    const xml = monthly.sealedXml;
    expect(
      verifiesWith(
        xmlAttribute(xml, 'cfdi:Comprobante', 'Certificado')!,
        satCadenaOriginal(xml),
        xmlAttribute(xml, 'cfdi:Comprobante', 'Sello')!,
      ),
    ).toBe(true);
    expect((await linksOf(monthly.id)).map((l) => l.ledgerEntryId).sort()).toEqual([a, b].sort());
    // this month's top-up waits; a late entry of the invoiced month is invoiced alone
    const late = await topUp(org.id, 12_00, new Date(thisMonth.getTime() - 5 * 86_400_000));
    const again = await buildInvoices(getDb(), { organizationId: org.id });
    expect(again).toHaveLength(1);
    const alone = (await invoicesOf(org.id)).find((r) => r.id === again[0])!;
    expect(alone).toMatchObject({ kind: 'topup', period: null, totalCentavos: 12_00 });
    expect((await linksOf(alone.id)).map((l) => l.ledgerEntryId)).toEqual([late]);
    // when this month has ended too, its top-up is invoiced
    const nextMonth = new Date(thisMonth.getTime() + 40 * 86_400_000);
    const closing = await buildInvoices(getDb(), { organizationId: org.id, now: nextMonth });
    expect(closing).toHaveLength(1);
    expect((await linksOf(closing[0])).map((l) => l.ledgerEntryId)).toEqual([current]);
  });
});
