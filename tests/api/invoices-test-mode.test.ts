// Test-mode invoices (docs/payments.md "CFDI 4.0 and the PAC", docs/modes.md), as Stripe's test mode: a test-mode
// twin's top-up is invoiced, but only through the PAC's test environment (PAC_TEST_*; here a second PAC simulator),
// never the production PAC (PAC_*, the first one): built, stamped and cancelled there, its PDF marked "Factura de
// prueba: sin validez fiscal" and its email "[Modo de prueba]" to the live organization's billing members. Without
// PAC_TEST_* a twin's top-ups are not invoiced and a twin's pending invoice is not stamped; PAC_TEST_* go whole with
// the CFDI_* settings.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { systemActor } from '@/lib/audit/record-audit';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { closeMailTransport } from '@/lib/email/send';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { updateFiscalData } from '@/lib/payments/fiscal/fiscal-data';
import { buildInvoices, organizationsToInvoice } from '@/lib/payments/invoices/build-invoices';
import { parseConfig, resetConfigCache } from '@/lib/platform/config';
import { createUser } from '@/lib/users/create-user';
import { type PacSimulator, startPacSimulator } from '@/simulators/pac/server';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { apiClient, createTestKey } from '../helpers/fixtures';
import { invoiceRow, orgWithFiscalData, stampDue, TEST_RECEIVER, topUp, withPacSimulator } from '../helpers/invoices';
import { pdfText } from '../helpers/pdf';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { testCfdiEnv } from '../helpers/test-csd';

const TEST_MARK = 'Factura de prueba: sin validez fiscal';
const production = withPacSimulator();
let testPac: PacSimulator;
let server: TestServer;
let smtp: TestSmtpServer;

const useTestPac = (on: boolean) => {
  if (on) Object.assign(process.env, { PAC_TEST_API_URL: testPac.url, PAC_TEST_API_TOKEN: testPac.token });
  else for (const name of ['PAC_TEST_API_URL', 'PAC_TEST_API_TOKEN']) delete process.env[name];
  resetConfigCache();
};

beforeAll(async () => {
  testPac = await startPacSimulator({ token: 'token-pac-ambiente-de-pruebas-0001' });
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.PUBLIC_URL = 'https://envios.example.com/';
  useTestPac(true);
  server = await startAppServer();
});
afterAll(async () => {
  useTestPac(false);
  closeMailTransport();
  await smtp.stop();
  await server.close();
  await testPac.close();
});

/** A live organization with an owner, and its twin with fiscal data (no email: the owner gets the invoices). */
async function liveAndTwin() {
  const live = await orgWithFiscalData('per_topup');
  const owner = await createUser(getDb(), {
    email: `duena-${live.id.slice(0, 8)}@tienda-prueba.test`,
    password: 'contraseña-de-prueba-1',
    organizationId: live.id,
    role: 'owner',
  });
  const twin = await ensureTestTwin(getDb(), live.id);
  await updateFiscalData(getDb(), { ...TEST_RECEIVER, invoiceMode: 'per_topup', organizationId: twin.id, actor: systemActor });
  return { live, owner, twin };
}

describe('a test-mode twin with the PAC test environment configured', () => {
  it('is invoiced and stamped by the test PAC only, emailed "[Modo de prueba]", its PDF marked, cancelled there', async () => {
    const { live, owner, twin } = await liveAndTwin();
    await topUp(twin.id, 116_000);
    await topUp(live.id, 58_000);
    expect(await organizationsToInvoice(getDb(), { limit: 1000 })).toContain(twin.id);
    const [testId] = await buildInvoices(getDb(), { organizationId: twin.id });
    const [liveId] = await buildInvoices(getDb(), { organizationId: live.id });
    const before = { test: testPac.stats.stampsIssued, production: production().stats.stampsIssued };
    const outcomes = await stampDue();
    expect(outcomes.find((s) => s.id === testId)?.outcome).toBe('stamped');
    expect(outcomes.find((s) => s.id === liveId)?.outcome).toBe('stamped');
    // one stamp each: the twin's at the test environment, the live one's at the production PAC
    expect(testPac.stats.stampsIssued - before.test).toBe(1);
    expect(production().stats.stampsIssued - before.production).toBe(1);
    const invoice = await invoiceRow(testId);
    expect(invoice).toMatchObject({ status: 'stamped', emailQueued: true, totalCentavos: 116_000 });

    // the twin has no members: its invoice, marked as a test, goes to the live organization's billing members
    await drainEmailOutbox(getDb());
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject.startsWith('[Modo de prueba] '));
    expect(mail.subject).toBe(`[Modo de prueba] Tu factura ${invoice.series}-${invoice.folio} de ${live.name}`);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.text).toContain('no tiene validez fiscal');
    const mailedPdf = parsed.attachments.find((a) => a.filename?.endsWith('.pdf'));
    expect(await pdfText(mailedPdf!.content)).toContain(TEST_MARK);
    const liveMail = await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject.startsWith('Tu factura '));
    expect(liveMail.subject).not.toContain('Modo de prueba');

    const twinKey = (await createTestKey(twin.id, ['*'])).key;
    const liveKey = (await createTestKey(live.id, ['*'])).key;
    const pdfOf = async (key: string, id: string) => {
      const res = await fetch(`${server.url}/api/v1/billing/invoices/${id}/pdf`, { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      return pdfText(Buffer.from(await res.arrayBuffer()));
    };
    expect(await pdfOf(twinKey, testId)).toContain(TEST_MARK);
    expect(await pdfOf(liveKey, liveId)).not.toContain(TEST_MARK);

    // the cancellation goes to the test environment too: the production PAC does not know this UUID and would refuse it
    const res = await apiClient(server.url, twinKey)('POST', `/billing/invoices/${testId}/cancel`, { reason: '02' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('cancelled');
  });
});

describe('without the PAC test environment', () => {
  it("a twin's top-ups are not invoiced and a twin's pending invoice is not stamped (never at the production PAC)", async () => {
    const { live, twin } = await liveAndTwin();
    await topUp(twin.id, 11_600);
    const [pending] = await buildInvoices(getDb(), { organizationId: twin.id });
    expect(pending).toBeDefined();
    useTestPac(false);
    try {
      await topUp(twin.id, 23_200);
      expect(await organizationsToInvoice(getDb(), { limit: 1000 })).not.toContain(twin.id);
      expect(await buildInvoices(getDb(), { organizationId: twin.id })).toEqual([]);
      const issued = production().stats.stampCalls;
      expect((await stampDue()).map((s) => s.id)).not.toContain(pending);
      expect(production().stats.stampCalls).toBe(issued);
      expect((await invoiceRow(pending)).status).toBe('pending_stamp');
      // the live organization is invoiced as before
      await topUp(live.id, 5_800);
      expect(await buildInvoices(getDb(), { organizationId: live.id })).toHaveLength(1);
    } finally {
      useTestPac(true);
    }
    expect((await stampDue()).find((s) => s.id === pending)?.outcome).toBe('stamped');
  });

  it('PAC_TEST_* go whole, with the CFDI_* settings; the CFDI_* settings alone serve the live invoices', () => {
    const cfdi = testCfdiEnv();
    const pac = { PAC_API_URL: 'https://pac.example.com', PAC_API_TOKEN: 'token-de-produccion-0001' };
    const test = { PAC_TEST_API_URL: 'https://services.test.sw.com.mx', PAC_TEST_API_TOKEN: 'token-de-pruebas-00001' };
    expect(() => parseConfig({ ...cfdi, ...pac })).not.toThrow();
    expect(parseConfig({ ...cfdi, ...pac, ...test }).PAC_TEST_API_URL).toBe(test.PAC_TEST_API_URL);
    expect(() => parseConfig({ ...cfdi, ...test })).toThrow(/Para las facturas faltan PAC_API_URL, PAC_API_TOKEN/);
    expect(() => parseConfig({ ...cfdi, ...pac, PAC_TEST_API_URL: test.PAC_TEST_API_URL })).toThrow(/PAC_TEST_API_TOKEN/);
    expect(() => parseConfig({ ...test })).toThrow(/Para las facturas de prueba faltan CFDI_ISSUER_RFC/);
    expect(() => parseConfig({ ...cfdi, ...pac, PAC_TEST_API_URL: 'ftp://pac.test' })).toThrow(/PAC_TEST_API_URL/);
  });
});
