// The invoice email is decided at send time (docs/payments.md "Invoices for the merchant", docs/email.md
// "Attachments"): an invoice cancelled, in cancellation or failed between the stamp and the send is not mailed ("El
// SAT certificó la factura…" beside a CANCELADO PDF); the outbox marks the message cancelled with the Spanish reason
// and never tries it again. A stamped one is still sent with its files.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { emailOutbox, fiscalProfiles } from '@/db/schema';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { closeMailTransport } from '@/lib/email/send';
import { queueInvoiceEmail } from '@/lib/payments/invoices/invoice-email';
import { resetConfigCache } from '@/lib/platform/config';
import { createTestOrg } from '../helpers/fixtures';
import { insertStampedInvoice } from '../helpers/invoice-fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.PUBLIC_URL = 'https://envios.example.com/';
  resetConfigCache();
});
afterAll(async () => {
  closeMailTransport();
  await smtp.stop();
});

/** An organization whose fiscal profile email gets its invoices, with one stamped invoice whose email is queued. */
async function queued() {
  const org = await createTestOrg();
  const address = `facturas-${org.id.slice(0, 8)}@tienda-cancelada.test`;
  await getDb().insert(fiscalProfiles).values({
    organizationId: org.id,
    rfc: 'AABF800614HI0',
    legalName: 'FELIX MANUEL ANDRADE BALLADO',
    taxRegime: '614',
    postalCode: '86400',
    cfdiUse: 'S01',
    email: address,
  });
  const invoice = await insertStampedInvoice(org.id, { emailQueued: false });
  expect(await getDb().transaction((tx) => queueInvoiceEmail(tx, invoice))).toBe(1);
  return { invoice, address };
}

const outboxRow = async (address: string) => (await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)))[0];

describe('an invoice email at send time', () => {
  it('cancelled or in cancellation since it was queued: not sent, the outbox says why', async () => {
    const pending = await queued();
    const cancelled = await queued();
    await getDb().execute(
      sql`update invoices set status = 'cancellation_pending', cancellation_reason = '02', cancellation_requested_at = now()
        where id in (${pending.invoice.id}::uuid, ${cancelled.invoice.id}::uuid)`,
    );
    await getDb().execute(sql`update invoices set status = 'cancelled', cancelled_at = now() where id = ${cancelled.invoice.id}::uuid`);
    const sentBefore = smtp.messages.length;

    await drainEmailOutbox(getDb());
    for (const [{ address, invoice }, why] of [
      [pending, 'su cancelación ante el SAT está en proceso'],
      [cancelled, 'fue cancelada ante el SAT'],
    ] as const) {
      const row = await outboxRow(address);
      expect(row.status).toBe('cancelled');
      expect(row.lastError).toBe(`No se envió la factura ${invoice.series}-${invoice.folio}: ${why}.`);
      expect(row.sentAt).toBeNull();
      expect(smtp.to(address)).toHaveLength(0);
    }
    // never tried again
    await drainEmailOutbox(getDb(), { now: new Date(Date.now() + 24 * 3_600_000) });
    expect(smtp.messages.length).toBe(sentBefore);
    expect((await outboxRow(pending.address)).status).toBe('cancelled');
  });

  it('still stamped: sent with its XML and PDF', async () => {
    const { address } = await queued();
    await drainEmailOutbox(getDb());
    const mail = await smtp.waitFor((m) => m.to.includes(address));
    expect(mail.text).toContain('El SAT certificó la factura');
    expect((await outboxRow(address)).status).toBe('sent');
  });
});
