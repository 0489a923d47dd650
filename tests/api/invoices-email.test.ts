// The invoice email (docs/payments.md "Invoices for the merchant"): queued once per invoice in the stamp's transaction
// (invoices.email_queued), to the fiscal profile's email or, without one, to the owners, admins and finance; delivered
// to the real SMTP catcher as "Tu factura <serie>-<folio>" with two attachments made at send time: the stamped XML
// byte for byte and the PDF (read back with pdftotext). The outbox row holds the invoice's id, not the files.
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { emailOutbox, fiscalProfiles, invoices } from '@/db/schema';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { closeMailTransport } from '@/lib/email/send';
import { queueInvoiceEmail } from '@/lib/payments/invoices/invoice-email';
import { resetConfigCache } from '@/lib/platform/config';
import { createUser } from '@/lib/users/create-user';
import { createTestOrg, randomName } from '../helpers/fixtures';
import { insertStampedInvoice } from '../helpers/invoice-fixtures';
import { pdfText } from '../helpers/pdf';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = 'Envíos MX <avisos@envios.test>';
  process.env.PUBLIC_URL = 'https://envios.example.com/';
  resetConfigCache();
});
afterAll(async () => {
  closeMailTransport();
  await smtp.stop();
});

const member = (organizationId: string, role: 'owner' | 'admin' | 'finance' | 'viewer' | 'operations') =>
  createUser(getDb(), {
    email: `${role}-${randomName('f').slice(4)}@tienda-factura.test`,
    password: 'contraseña-de-prueba-1',
    organizationId,
    role,
  });

describe('queueInvoiceEmail', () => {
  it('sends "Tu factura" to the fiscal profile email with the stamped XML and the PDF attached, once', async () => {
    const org = await createTestOrg({ brandName: 'Tienda Ñandú' });
    const address = `facturas-${org.id.slice(0, 8)}@tienda-factura.test`;
    await getDb().insert(fiscalProfiles).values({
      organizationId: org.id,
      rfc: 'AABF800614HI0',
      legalName: 'FELIX MANUEL ANDRADE BALLADO',
      taxRegime: '614',
      postalCode: '86400',
      cfdiUse: 'S01',
      email: address,
    });
    await member(org.id, 'owner');
    const invoice = await insertStampedInvoice(org.id, { emailQueued: false });
    expect(await getDb().transaction((tx) => queueInvoiceEmail(tx, invoice))).toBe(1);
    expect(await getDb().transaction((tx) => queueInvoiceEmail(tx, invoice))).toBe(0);
    expect((await getDb().select().from(invoices).where(eq(invoices.id, invoice.id)))[0].emailQueued).toBe(true);
    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
    expect(JSON.stringify(row.data)).not.toContain('<cfdi:');

    await drainEmailOutbox(getDb());
    const mail = await smtp.waitFor((m) => m.to.includes(address));
    expect(smtp.to(address)).toHaveLength(1);
    expect(mail.subject).toBe(`Tu factura PRUEBAD-${invoice.folio} de Tienda Ñandú`);
    expect(mail.text).toContain(invoice.uuid!);
    expect(mail.text).toContain('$1,160.00');
    const parsed = await simpleParser(mail.raw);
    const files = Object.fromEntries(parsed.attachments.map((a) => [a.filename, a]));
    const base = `factura-PRUEBAD-${invoice.folio}-${invoice.uuid}`;
    expect(Object.keys(files).sort()).toEqual([`${base}.pdf`, `${base}.xml`]);
    expect(files[`${base}.xml`].contentType).toBe('application/xml');
    expect(files[`${base}.xml`].content.equals(Buffer.from(invoice.stampedXml!, 'utf8'))).toBe(true);
    expect(files[`${base}.pdf`].contentType).toBe('application/pdf');
    const text = await pdfText(files[`${base}.pdf`].content);
    expect(text).toContain(invoice.uuid!);
    expect(text).toContain('un mil ciento sesenta pesos 00/100 M.N.');
  });

  it('without a fiscal profile email, goes to the owners, admins and finance only', async () => {
    const org = await createTestOrg();
    const people = await Promise.all((['owner', 'admin', 'finance', 'viewer', 'operations'] as const).map((role) => member(org.id, role)));
    const invoice = await insertStampedInvoice(org.id, { emailQueued: false });
    expect(await getDb().transaction((tx) => queueInvoiceEmail(tx, invoice))).toBe(3);
    await drainEmailOutbox(getDb());
    for (const [i, person] of people.entries()) {
      const got = smtp.to(person.email).filter((m) => m.subject.startsWith('Tu factura'));
      expect(got, person.email).toHaveLength(i < 3 ? 1 : 0);
    }
  });
});
