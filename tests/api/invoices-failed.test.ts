// A failed invoice as the merchant reads it over real HTTP (docs/payments.md "Invoices for the merchant"): the PAC
// simulator refuses the receiver's name for good (CFDI40145), the invoice is listed with status failed, its Spanish
// label, when and why; its XML and PDF are 409 (never stamped); the invoice built again for the same top-up is listed
// beside it.
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { buildInvoices } from '@/lib/payments/invoices/build-invoices';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { apiClient, createTestKey } from '../helpers/fixtures';
import { orgWithFiscalData, stampDue, topUp, withPacSimulator } from '../helpers/invoices';

const pac = withPacSimulator();
let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => server.close());
afterEach(() => pac().fault(null));

describe('a failed invoice', () => {
  it('is listed and read with status failed, its label, when and why; its files are 409; its top-up invoiced again', async () => {
    const org = await orgWithFiscalData('per_topup');
    const entry = await topUp(org.id, 232_00);
    const [failedId] = await buildInvoices(getDb(), { organizationId: org.id });
    pac().fault({ mode: 'reject_receiver', names: ['ESCUELA KEMPER URGATE'] });
    expect((await stampDue()).find((r) => r.id === failedId)?.outcome).toBe('refused');
    pac().fault(null);
    const [againId] = await buildInvoices(getDb(), { organizationId: org.id });
    expect((await stampDue()).find((r) => r.id === againId)?.outcome).toBe('stamped');

    const { key } = await createTestKey(org.id, ['billing:read']);
    const api = apiClient(server.url, key);
    const failed = await api('GET', '/billing/invoices?status=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.data.map((i: { id: string }) => i.id)).toEqual([failedId]);
    const detail = await api('GET', `/billing/invoices/${failedId}`);
    expect(detail.body).toMatchObject({
      status: 'failed',
      statusLabel: 'Rechazada por el PAC (se emite otra)',
      uuid: null,
      failedAt: expect.any(String),
      failureReason: expect.stringContaining('CFDI40145'),
      replacesInvoiceId: null,
      relatedUuid: null,
    });
    expect(detail.body.topups.map((t: { ledgerEntryId: string }) => t.ledgerEntryId)).toEqual([entry]);
    const xml = await api('GET', `/billing/invoices/${failedId}/xml`);
    expect(xml.status).toBe(409);
    expect(xml.headers.get('x-error-code')).toBe('invoice_not_stamped');
    expect(xml.text).toContain('fue rechazada por el PAC');

    const all = await api('GET', '/billing/invoices');
    expect(all.body.data.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [againId, 'stamped'],
      [failedId, 'failed'],
    ]);
    expect(all.body.data[0]).toMatchObject({ failedAt: null, failureReason: null });
  });
});
