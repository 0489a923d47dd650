// Stamped invoices for the invoice tests (docs/payments.md "Invoices for the merchant"): a row as the stamping job
// leaves it, whose stamped XML is the SAT's real CFDI 4.0 example (tests/fixtures/invoices) with its own UUID, serie,
// folio and amounts, linked to a topup ledger entry; and a local PAC that plays the cancellation
// (simulators/pac/cancel.ts) over real HTTP, knowing the stamps given to it.
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDb } from '@/db/client';
import { invoiceLedgerEntries, invoices, type Invoice } from '@/db/schema';
import { applyBalanceChange } from '@/lib/billing/ledger';
import type { InvoiceStatus } from '@/model/payments';
import { createCancelHandler } from '@/simulators/pac/cancel';

export const EXAMPLE_XML = readFileSync('tests/fixtures/invoices/cfdi40-stamped-example.xml', 'utf8');
export const EXAMPLE_ISSUER_RFC = 'EKU9003173C9';
export const EXAMPLE_RECEIVER_RFC = 'AABF800614HI0';
export const CANCEL_TOKEN = 'token-cancelacion-pruebas-0001';

const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** The example CFDI with another UUID, serie, folio and total (IVA 16 % broken down as the service does). */
export function stampedXmlFor(input: { uuid: string; series: string; folio: number; totalCentavos: number }) {
  const subtotal = Math.round(input.totalCentavos / 1.16);
  const tax = input.totalCentavos - subtotal;
  const xml = EXAMPLE_XML.replace('Serie="A" Folio="111"', `Serie="${input.series}" Folio="${input.folio}"`)
    .replace('SubTotal="2000.00" Total="2320.00"', `SubTotal="${pesos(subtotal)}" Total="${pesos(input.totalCentavos)}"`)
    .replace('ValorUnitario="1000.0000" Importe="2000.00"', `ValorUnitario="${pesos(subtotal / 2)}" Importe="${pesos(subtotal)}"`)
    .replace('TotalImpuestosTrasladados="320.00"', `TotalImpuestosTrasladados="${pesos(tax)}"`)
    .replace('Importe="320.00" Base="2000.00"', `Importe="${pesos(tax)}" Base="${pesos(subtotal)}"`)
    .replace('66933DFF-5507-5460-9EF0-9D0BB068A54A', input.uuid);
  return { xml, subtotal, tax };
}

/** A stamped (or other status) invoice of `organizationId` covering one new topup of `totalCentavos`. */
export async function insertStampedInvoice(
  organizationId: string,
  options: {
    totalCentavos?: number;
    status?: InvoiceStatus;
    createdAt?: Date;
    emailQueued?: boolean;
    /** a substitute: the UUID of the invoice it replaces (CfdiRelacionados, TipoRelacion 04) */
    relatedUuid?: string;
  } = {},
): Promise<Invoice> {
  const db = getDb();
  const totalCentavos = options.totalCentavos ?? 116_000;
  const status = options.status ?? 'stamped';
  const uuid = randomUUID().toUpperCase();
  const series = 'PRUEBAD';
  const folio = randomInt(1, 2 ** 40);
  const { xml, subtotal, tax } = stampedXmlFor({ uuid, series, folio, totalCentavos });
  const { ledgerEntryId } = await applyBalanceChange(db, {
    organizationId,
    kind: 'topup',
    amountCentavos: totalCentavos,
    description: `Recarga ${folio}`,
  });
  const stamped = status !== 'pending_stamp';
  const [invoice] = await db
    .insert(invoices)
    .values({
      organizationId,
      kind: 'topup',
      series,
      folio,
      status,
      receiver: {
        rfc: EXAMPLE_RECEIVER_RFC,
        legalName: 'FELIX MANUEL ANDRADE BALLADO',
        taxRegime: '614',
        postalCode: '86400',
        cfdiUse: 'S01',
      },
      subtotalCentavos: subtotal,
      taxCentavos: tax,
      totalCentavos,
      issuedAt: '2022-06-24T15:37:17',
      sealedXml: xml.replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/, ''),
      stampedXml: stamped ? xml : null,
      uuid: stamped ? uuid : null,
      satCertificateNumber: stamped ? '30001000000400002495' : null,
      stampedAt: stamped ? new Date() : null,
      emailQueued: options.emailQueued ?? stamped,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.relatedUuid ? { relatedUuid: options.relatedUuid } : {}),
    })
    .returning();
  await db.insert(invoiceLedgerEntries).values({ invoiceId: invoice.id, ledgerEntryId, amountCentavos: totalCentavos });
  return invoice;
}

export type CancelPac = { url: string; stampsByUuid: Map<string, string>; know(invoice: Invoice): void; close(): Promise<void> };

/** A local PAC answering the cancellation paths (simulators/pac/cancel.ts) for the stamps it is told about. */
export async function startCancelPac(): Promise<CancelPac> {
  const stampsByUuid = new Map<string, string>();
  const handle = createCancelHandler({ token: CANCEL_TOKEN, stampsByUuid });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stampsByUuid,
    know: (invoice) => void stampsByUuid.set(invoice.uuid!, invoice.stampedXml!),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
