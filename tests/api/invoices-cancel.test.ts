// Cancelling an invoice with the SAT's reasons over real HTTP, through the PAC adapter (lib/payments/pac/cancel.ts) to
// a local PAC playing SW Sapien's cancellation (simulators/pac/cancel.ts): under $5,000 cancelled at once; from $5,000
// "en proceso" until the receiver accepts (the poll job finds it cancelled) or rejects (back to stamped); reason 01
// needs a stamped substitute of the same organization; Spanish 4xx for a bad reason, a missing or foreign substitute,
// an invoice not stamped, already cancelled or in process, and a cancellation the PAC refuses; a PAC that does not
// answer leaves it in process and the poll asks again; the same Idempotency-Key answers the first answer.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, invoices } from '@/db/schema';
import { resetConfigCache } from '@/lib/platform/config';
import { claimDueCancellations, pollCancellation } from '@/lib/payments/invoices/cancellation-job';
import { readCancelAnswer } from '@/lib/payments/pac/cancel';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { CANCEL_TOKEN, type CancelPac, insertStampedInvoice, startCancelPac } from '../helpers/invoice-fixtures';
import { pdfText } from '../helpers/pdf';
import documented from '@/simulators/pac/fixtures/cancel-csd-response.json';

let server: TestServer;
let pac: CancelPac;

beforeAll(async () => {
  pac = await startCancelPac();
  const dir = mkdtempSync(path.join(tmpdir(), 'csd-cancel-'));
  writeFileSync(path.join(dir, 'csd.cer'), 'certificado de prueba');
  writeFileSync(path.join(dir, 'csd.key'), 'llave de prueba');
  Object.assign(process.env, {
    PAC_API_URL: pac.url,
    PAC_API_TOKEN: CANCEL_TOKEN,
    CFDI_ISSUER_RFC: 'EKU9003173C9',
    CFDI_ISSUER_NAME: 'ESCUELA KEMPER URGATE',
    CFDI_ISSUER_POSTAL_CODE: '20928',
    CFDI_CSD_CERTIFICATE_PATH: path.join(dir, 'csd.cer'),
    CFDI_CSD_KEY_PATH: path.join(dir, 'csd.key'),
    CFDI_CSD_PASSWORD: 'contraseña-de-prueba',
  });
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
  await pac.close();
});

const rowOf = async (id: string) => (await getDb().select().from(invoices).where(eq(invoices.id, id)))[0];

async function stampedAtPac(organizationId: string, totalCentavos = 116_000) {
  const invoice = await insertStampedInvoice(organizationId, { totalCentavos });
  pac.know(invoice);
  return invoice;
}

const receiverSays = (uuid: string, answer: 'Aceptacion' | 'Rechazo') =>
  fetch(`${pac.url}/simulator/cancel/${uuid.toLowerCase()}/${answer}`, {
    method: 'POST',
    headers: { Authorization: `bearer ${CANCEL_TOKEN}` },
  });

describe('the PAC answer', () => {
  it("reads SW Sapien's documented example answer: the SAT code of the UUID and the acuse", () => {
    expect(readCancelAnswer(documented, 'F7392818-ACA8-44B0-9942-120D862A71EA')).toEqual({ code: '201', acuse: documented.data.acuse });
    expect(readCancelAnswer({ status: 'error', message: 'x' }, 'f7392818-aca8-44b0-9942-120d862a71ea')).toBeNull();
  });
});

describe('POST /billing/invoices/{id}/cancel', () => {
  it('cancels at once an invoice under $5,000: cancelled, the PDF says CANCELADO, a second request is a Spanish 409', async () => {
    const { api, org, key } = await createTestClient(server.url);
    const invoice = await stampedAtPac(org.id, 116_000);
    const res = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '02' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: invoice.id,
      status: 'cancelled',
      statusLabel: 'Cancelada',
      cancellationReason: '02',
      substituteUuid: null,
    });
    expect(res.body.cancelledAt).toEqual(expect.any(String));
    const row = await rowOf(invoice.id);
    expect(row.stampedXml).toBe(invoice.stampedXml);
    const pdf = await fetch(`${server.url}/api/v1/billing/invoices/${invoice.id}/pdf`, { headers: { Authorization: `Bearer ${key}` } });
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('CANCELADO');
    const [audit] = await getDb().select().from(auditLogs).where(eq(auditLogs.targetId, invoice.id));
    expect(audit).toMatchObject({ action: 'invoice.cancellation_requested', targetType: 'invoice', organizationId: org.id });
    expect(audit.summary).toMatchObject({ invoice: `PRUEBAD-${invoice.folio}`, uuid: invoice.uuid, reason: '02' });
    const again = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '02' });
    expect(again.status).toBe(409);
    expect(again.headers.get('x-error-code')).toBe('invoice_not_cancellable');
    expect(again.body.error).toBe(`La factura PRUEBAD-${invoice.folio} ya está cancelada.`);
  });

  it('from $5,000 waits for the receiver: cancellation_pending, the poll keeps it, acceptance cancels it', async () => {
    const { api, org } = await createTestClient(server.url);
    const invoice = await stampedAtPac(org.id, 1_160_000);
    const res = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '03' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancellation_pending',
      statusLabel: 'Cancelación en proceso',
      cancellationReason: '03',
      cancelledAt: null,
    });
    const inProcess = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '03' });
    expect(inProcess.status).toBe(409);
    expect(inProcess.body.error).toContain('ya está en proceso');
    // not due until CANCELLATION_POLL_MS has passed; due, the job's claim takes it once (its lease moves next_attempt_at)
    expect(await claimDueCancellations(getDb(), { limit: 1000 })).not.toContain(invoice.id);
    await getDb()
      .update(invoices)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(invoices.id, invoice.id));
    expect(await claimDueCancellations(getDb(), { limit: 1000 })).toContain(invoice.id);
    expect(await claimDueCancellations(getDb(), { limit: 1000 })).not.toContain(invoice.id);
    await pollCancellation(getDb(), invoice.id);
    expect((await rowOf(invoice.id)).status).toBe('cancellation_pending');
    expect((await receiverSays(invoice.uuid!, 'Aceptacion')).status).toBe(200);
    await pollCancellation(getDb(), invoice.id);
    const row = await rowOf(invoice.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).not.toBeNull();
  });

  it('a receiver who rejects leaves the invoice stamped, and it may be cancelled again', async () => {
    const { api, org } = await createTestClient(server.url);
    const invoice = await stampedAtPac(org.id, 600_000);
    expect((await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '02' })).body.status).toBe('cancellation_pending');
    await receiverSays(invoice.uuid!, 'Rechazo');
    await pollCancellation(getDb(), invoice.id);
    const row = await rowOf(invoice.id);
    expect(row).toMatchObject({
      status: 'stamped',
      cancellationReason: null,
      cancellationRequestedAt: null,
      lastError: 'El receptor rechazó la cancelación.',
    });
    expect((await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '02' })).body.status).toBe('cancellation_pending');
  });

  it('reason 01 with substituteUuid needs a stamped invoice of the same organization that relates this one', async () => {
    const { api, org } = await createTestClient(server.url);
    const invoice = await stampedAtPac(org.id);
    // without substituteUuid the service builds the substitute (tests/api/invoices-substitute.test.ts): here there is
    // no fiscal data to build it with
    const missing = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '01' });
    expect(missing.status).toBe(409);
    expect(missing.body.error).toContain('faltan tus datos fiscales');
    const { org: other } = await createTestClient(server.url);
    const foreign = await insertStampedInvoice(other.id, { relatedUuid: invoice.uuid! });
    const cancelled = await insertStampedInvoice(org.id, { status: 'cancelled', relatedUuid: invoice.uuid! });
    // stamped and of the organization, but not a substitute of this invoice
    const unrelated = await insertStampedInvoice(org.id);
    for (const substituteUuid of [foreign.uuid!, cancelled.uuid!, unrelated.uuid!, randomUUID(), invoice.uuid!]) {
      const res = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '01', substituteUuid });
      expect(res.status, substituteUuid).toBe(422);
      expect(res.headers.get('x-error-code')).toBe('invoice_substitute_invalid');
    }
    const notWith02 = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '02', substituteUuid: foreign.uuid });
    expect(notWith02.status).toBe(400);
    const replacement = await insertStampedInvoice(org.id, { relatedUuid: invoice.uuid! });
    const res = await api('POST', `/billing/invoices/${invoice.id}/cancel`, {
      reason: '01',
      substituteUuid: replacement.uuid!.toLowerCase(),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancellationReason: '01', substituteUuid: replacement.uuid });
  });

  it('refuses a reason outside the SAT catalogue, an invoice not stamped, and what the PAC refuses, in Spanish', async () => {
    const { api, org } = await createTestClient(server.url);
    const invoice = await stampedAtPac(org.id);
    const bad = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '05' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('debe ser un motivo de cancelación del SAT');
    const pending = await insertStampedInvoice(org.id, { status: 'pending_stamp' });
    const notStamped = await api('POST', `/billing/invoices/${pending.id}/cancel`, { reason: '02' });
    expect(notStamped.status).toBe(409);
    expect(notStamped.headers.get('x-error-code')).toBe('invoice_not_stamped');
    const unknownToPac = await insertStampedInvoice(org.id);
    const refused = await api('POST', `/billing/invoices/${unknownToPac.id}/cancel`, { reason: '02' });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('x-error-code')).toBe('invoice_cancellation_refused');
    expect(refused.body.error).toBe('El PAC rechazó la cancelación: CA1005 - 205: El UUID no existe.');
    expect((await rowOf(unknownToPac.id)).status).toBe('stamped');
    expect((await rowOf(invoice.id)).status).toBe('stamped');
  });

  it('answers a repeated Idempotency-Key with the first answer and asks the PAC once', async () => {
    const { api, org } = await createTestClient(server.url);
    const invoice = await stampedAtPac(org.id);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '03' }, headers);
    const second = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '03' }, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('with the PAC down stays cancellation_pending, and the poll sends the request again once it answers', async () => {
    const { api, org } = await createTestClient(server.url);
    const invoice = await stampedAtPac(org.id);
    const closed = await startCancelPac();
    await closed.close();
    process.env.PAC_API_URL = closed.url;
    resetConfigCache();
    try {
      const res = await api('POST', `/billing/invoices/${invoice.id}/cancel`, { reason: '02' });
      expect(res.status, res.text).toBe(200);
      expect(res.body.status).toBe('cancellation_pending');
      expect((await rowOf(invoice.id)).lastError).toBe('El PAC no respondió: la cancelación se pedirá de nuevo.');
    } finally {
      process.env.PAC_API_URL = pac.url;
      resetConfigCache();
    }
    await pollCancellation(getDb(), invoice.id);
    expect(await rowOf(invoice.id)).toMatchObject({ status: 'cancelled', cancellationReason: '02', lastError: null });
  });
});
