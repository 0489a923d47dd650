// The merchant's side of an invoice on the real pipeline (part C's builder and stamp job, the PAC simulator of
// simulators/pac/server.ts): a top-up is invoiced and stamped, the stamp's transaction queues "Tu factura" and the
// SMTP catcher receives the stamped XML byte for byte and the PDF; the API's XML and PDF are the same invoice; the
// cancellation goes to the same simulator, which knows the stamp it issued, and the PDF then says CANCELADO.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { closeMailTransport } from '@/lib/email/send';
import { buildInvoices } from '@/lib/payments/invoices/build-invoices';
import { resetConfigCache } from '@/lib/platform/config';
import { createUser } from '@/lib/users/create-user';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { apiClient, createTestKey } from '../helpers/fixtures';
import { invoiceRow, orgWithFiscalData, stampDue, TEST_RECEIVER, topUp, withPacSimulator } from '../helpers/invoices';
import { pdfText } from '../helpers/pdf';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { TEST_ISSUER } from '../helpers/test-csd';

withPacSimulator();
let server: TestServer;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.PUBLIC_URL = 'https://envios.example.com/';
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  closeMailTransport();
  await smtp.stop();
  await server.close();
});

describe('an invoice from top-up to cancellation', () => {
  it('is stamped and emailed with its XML and PDF, downloaded the same, and cancelled at the PAC', async () => {
    const org = await orgWithFiscalData('per_topup');
    const owner = await createUser(getDb(), {
      email: `duena-${org.id.slice(0, 8)}@tienda-factura.test`,
      password: 'contraseña-de-prueba-1',
      organizationId: org.id,
      role: 'owner',
    });
    await topUp(org.id, 116_000);
    const [id] = await buildInvoices(getDb(), { organizationId: org.id });
    expect((await stampDue()).find((s) => s.id === id)?.outcome).toBe('stamped');
    const invoice = await invoiceRow(id);
    expect(invoice.emailQueued).toBe(true);
    const name = `${invoice.series}-${invoice.folio}`;

    await drainEmailOutbox(getDb());
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email));
    expect(mail.subject).toMatch(new RegExp(`^Tu factura ${name} de `));
    const parsed = await simpleParser(mail.raw);
    const xmlFile = parsed.attachments.find((a) => a.filename?.endsWith('.xml'));
    const pdfFile = parsed.attachments.find((a) => a.filename?.endsWith('.pdf'));
    expect(xmlFile?.content.equals(Buffer.from(invoice.stampedXml!, 'utf8'))).toBe(true);
    const mailedPdf = await pdfText(pdfFile!.content);
    for (const text of [invoice.uuid!, TEST_ISSUER.rfc, TEST_RECEIVER.rfc, '$1,160.00', 'un mil ciento sesenta pesos 00/100 M.N.']) {
      expect(mailedPdf, text).toContain(text);
    }

    const { key } = await createTestKey(org.id, ['*']);
    const get = (path: string) => fetch(`${server.url}/api/v1${path}`, { headers: { Authorization: `Bearer ${key}` } });
    expect(
      Buffer.from(await (await get(`/billing/invoices/${id}/xml`)).arrayBuffer()).equals(Buffer.from(invoice.stampedXml!, 'utf8')),
    ).toBe(true);

    const res = await apiClient(server.url, key)('POST', `/billing/invoices/${id}/cancel`, { reason: '02' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('cancelled');
    const pdf = Buffer.from(await (await get(`/billing/invoices/${id}/pdf`)).arrayBuffer());
    const text = await pdfText(pdf);
    expect(text).toContain('CANCELADO');
    expect(text).toContain(invoice.uuid!);
  });
});
