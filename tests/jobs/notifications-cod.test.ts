// The recipient's notices of a cash-on-delivery order (issue 35, docs/cod.md "Limits and label"), through a real SMTP
// server and the SMS adapter: the notices before the delivery (created, picked up, out for delivery) say the amount
// to have ready; the delivered notice and a prepaid order's notices say nothing of a payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { createLoggingAdapter } from '@/lib/notifications/channels/logging';
import { sendPendingMessages } from '@/lib/notifications/send-messages';
import { notificationSettingsSchema, saveNotificationSettings } from '@/lib/notifications/settings';
import { resetConfigCache } from '@/lib/platform/config';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { providerReport, sendProviderReport } from '../helpers/provider';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = 'Envíos MX <avisos@envios.test>';
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const PAY = 'Ten listo el pago de $1,234.50 MXN en efectivo para recibir tu paquete (pago contra entrega).';

async function orgWithNotices(settings: Record<string, unknown>) {
  const client = await createTestClient(server.url);
  await saveNotificationSettings(getDb(), {
    organizationId: client.org.id,
    settings: notificationSettingsSchema.parse({
      emailEnabled: true,
      messageEnabled: false,
      events: ['created', 'out_for_delivery', 'delivered'],
      senderName: 'Tienda Ana',
      replyTo: '',
      ...settings,
    }),
  });
  return client;
}

async function report(trackingNumber: string, code: string) {
  const res = await sendProviderReport(server.url, providerReport(trackingNumber, code));
  expect(res.status, res.text).toBe(200);
}

describe('a cash-on-delivery order tells the recipient what to pay', () => {
  it('email: the notices before the delivery carry the amount; the delivered one and a prepaid order do not', async () => {
    const { api } = await orgWithNotices({});
    const codEmail = `cod.${Date.now()}@example.com`;
    const plainEmail = `prepagado.${Date.now()}@example.com`;
    const cod = await createOrderViaApi(api, { isCod: true, codAmount: 1234.5, deliveryAddress: { email: codEmail } });
    await createOrderViaApi(api, { deliveryAddress: { email: plainEmail } });
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) await report(cod.trackingNumber, code);
    await drainEmailOutbox(getDb());
    const mail = (to: string, subject: string) => smtp.waitFor((m) => m.to.includes(to) && m.subject.endsWith(subject));

    for (const subject of ['tu pedido ya tiene guía de envío', 'tu paquete sale hoy a reparto']) {
      const notice = await mail(codEmail, subject);
      expect(notice.text.replace(/\s+/g, ' '), subject).toContain(PAY);
      expect(notice.text).toContain('Pago contra entrega');
    }
    const delivered = await mail(codEmail, 'tu paquete fue entregado');
    expect(delivered.text).not.toContain('Ten listo el pago');
    const prepaid = await mail(plainEmail, 'tu pedido ya tiene guía de envío');
    expect(prepaid.text).not.toContain('Ten listo el pago');
    expect(prepaid.text).not.toContain('Pago contra entrega');
  });

  it('SMS/WhatsApp: the text carries the amount', async () => {
    const { api } = await orgWithNotices({ emailEnabled: false, messageEnabled: true, events: ['created'] });
    const cod = await createOrderViaApi(api, { isCod: true, codAmount: 1234.5, receiverPhone: '+52 33 4444 5555' });
    const plain = await createOrderViaApi(api, { receiverPhone: '+52 33 4444 6666' });
    const adapter = createLoggingAdapter('sms');
    while ((await sendPendingMessages(getDb(), { adapter })) > 0);
    const [codText] = adapter.sent.filter((m) => m.body.includes(cod.trackingNumber));
    expect(codText.body).toContain(`Tienda Ana: Tu pedido está registrado. ${PAY} Rastreo:`);
    const [plainText] = adapter.sent.filter((m) => m.body.includes(plain.trackingNumber));
    expect(plainText.body).not.toContain('Ten listo el pago');
  });
});
