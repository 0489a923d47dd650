// Recipient notifications end to end, through a real SMTP server: an order created and moved by signed provider
// reports over real HTTP, the outbox drained by the email sender (lib/email/deliver-email.ts): one message per
// configured event, none twice when the provider repeats a report, none after unsubscribing (opening the link only
// asks to confirm; the confirm button and a mail client's one-click POST stop them); a reply invited only with a
// reply-to, the estimate only on the way; the SMS channel's adapter; GET /orders/{id} `notifications`; trackingUrl
// in the responses.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { InngestTestEngine } from '@inngest/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { emailOutbox, recipientNotifications, recipientSuppressions } from '@/db/schema';
import { resetConfigCache } from '@/lib/platform/config';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { createLoggingAdapter } from '@/lib/notifications/channels/logging';
import { inngestFunctionOf } from '@/lib/platform/jobs/inngest';
import { JobRunner } from '@/lib/platform/jobs/job-runner';
import { setMessageChannel } from '@/lib/notifications/channels';
import { recipientMessageJob } from '@/lib/notifications/message-job';
import { sendPendingMessages } from '@/lib/notifications/send-messages';
import { saveNotificationSettings, notificationSettingsSchema } from '@/lib/notifications/settings';
import { findUnsubscribeLink, unsubscribeRecipient } from '@/lib/notifications/unsubscribe';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address.mjs';
import UnsubscribePage from '@/app/baja/[token]/page';
import TrackingPage from '@/app/rastreo/[trackingNumber]/page';
import { trackingDateTime } from '@/lib/platform/time/format';
import { proxy } from '@/proxy';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { providerReport, sendProviderReport } from '../helpers/provider';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

let server: TestServer;
let smtp: TestSmtpServer;
const PUBLIC = 'https://rastreo.example.test';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = 'Envíos MX <avisos@envios.test>';
  process.env.PUBLIC_URL = PUBLIC;
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const db = () => getDb();
let counter = 0;
const uniqueEmail = () => `destinatario.${Date.now()}.${++counter}@example.com`;

async function orgWithNotifications(settings: Partial<Parameters<typeof notificationSettingsSchema.parse>[0]> = {}) {
  const client = await createTestClient(server.url);
  await saveNotificationSettings(db(), {
    organizationId: client.org.id,
    settings: notificationSettingsSchema.parse({
      emailEnabled: true,
      messageEnabled: false,
      events: ['created', 'picked_up', 'out_for_delivery', 'delivered', 'exception', 'return'],
      senderName: 'Tienda Ana',
      replyTo: 'soporte@tienda-ana.example',
      ...settings,
    }),
  });
  return client;
}

async function report(trackingNumber: string, code: string) {
  const res = await sendProviderReport(server.url, providerReport(trackingNumber, code));
  expect(res.status, res.text).toBe(200);
  return res;
}

const mailsTo = (address: string) => smtp.to(address);

async function renderUnsubscribePage(token: string): Promise<string> {
  return renderToStaticMarkup(await UnsubscribePage({ params: Promise.resolve({ token }) }));
}

/** POST to the unsubscribe route over HTTP, as a form (proxy.ts rewrites POST /baja/<token> to it). */
function postUnsubscribe(token: string, body: string): Promise<Response> {
  return fetch(`${server.url}/api/public/unsubscribe/${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
}

function viaProxy(path: string, init: { method?: string; body?: string } = {}): Promise<Response> {
  const headers = { [PEER_ADDRESS_HEADER]: '198.51.100.77', 'content-type': 'application/x-www-form-urlencoded' };
  return proxy(new NextRequest(`http://localhost${path}`, { ...init, headers }));
}

describe('recipient email notifications', () => {
  it('sends one branded message per configured event, with the tracking and unsubscribe links, and never twice', async () => {
    const { api } = await orgWithNotifications();
    const email = uniqueEmail();
    const created = await createOrderViaApi(api, { deliveryAddress: { email } });
    expect(created).toMatchObject({ trackingUrl: `${PUBLIC}/rastreo/${created.trackingNumber}` });

    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) await report(created.trackingNumber, code);
    // The provider repeats its last report: nothing new is queued.
    await report(created.trackingNumber, 'delivered');
    await drainEmailOutbox(db());

    const subjects = [
      'Tienda Ana: tu pedido ya tiene guía de envío',
      'Tienda Ana: recolectamos tu paquete',
      'Tienda Ana: tu paquete sale hoy a reparto',
      'Tienda Ana: tu paquete fue entregado',
    ];
    for (const subject of subjects) await smtp.waitFor((m) => m.to.includes(email) && m.subject === subject);
    await drainEmailOutbox(db());
    const mails = mailsTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual([...subjects].sort());

    const delivered = mails.find((m) => m.subject.endsWith('entregado'))!;
    expect(delivered.headers.get('from')).toMatchObject({ text: expect.stringContaining('Tienda Ana') });
    expect(delivered.from).toBe('avisos@envios.test');
    expect(delivered.headers.get('reply-to')).toMatchObject({ text: 'soporte@tienda-ana.example' });
    expect(smtp.link(delivered, '/rastreo/')).toBe(`${PUBLIC}/rastreo/${created.trackingNumber}`);
    expect(smtp.link(delivered, '/baja/')).toMatch(new RegExp(`^${PUBLIC}/baja/[A-Za-z0-9_-]{32}$`));
    expect(delivered.raw).toMatch(/^List-Unsubscribe:\s*<https:\/\/rastreo\.example\.test\/baja\/[A-Za-z0-9_-]{32}>/im);
    expect(delivered.text).toContain('Guadalajara, Jalisco');
    // City and state only: no street, phone or name of the recipient in the message.
    expect(delivered.text).not.toContain('Av. Juárez');
    // the phone (docs/examples/order.json), in any spacing; a random tracking number may hold its digits, so not "9876"
    expect(delivered.text.replace(/[\s+-]/g, '')).not.toContain('523398765432');
    expect(delivered.text).not.toContain('9876 5432');

    const rows = await db().select().from(recipientNotifications).where(eq(recipientNotifications.orderId, created.orderId));
    expect(rows.map((r) => r.event).sort()).toEqual(['created', 'delivered', 'out_for_delivery', 'picked_up']);
    expect(
      rows.every((r) => r.channel === 'email' && !r.unsubscribeTokenHash.includes(smtp.link(delivered, '/baja/').split('/baja/')[1])),
    ).toBe(true);

    const detail = await api('GET', `/orders/${created.orderId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.tracking_url).toBe(`${PUBLIC}/rastreo/${created.trackingNumber}`);
    expect(detail.body.notifications).toHaveLength(4);
    expect(
      detail.body.notifications.every(
        (n: { channel: string; status: string; sent_at: string | null }) => n.channel === 'email' && n.status === 'sent' && n.sent_at,
      ),
    ).toBe(true);
    expect(detail.body.notifications.map((n: { event: string }) => n.event)).toEqual([
      'created',
      'picked_up',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('invites a reply only when the organization set a reply-to, and shows the estimate only while on the way', async () => {
    const withReply = await orgWithNotifications({ events: ['created', 'out_for_delivery', 'exception', 'return'] });
    const noReply = await orgWithNotifications({ events: ['exception'], replyTo: '' });
    const [a, b, c] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    const failing = await createOrderViaApi(withReply.api, { deliveryAddress: { email: a } });
    const failingNoReply = await createOrderViaApi(noReply.api, { deliveryAddress: { email: b } });
    const returning = await createOrderViaApi(withReply.api, { deliveryAddress: { email: c } });
    for (const order of [failing, failingNoReply]) {
      for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'failed']) await report(order.trackingNumber, code);
    }
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) await report(returning.trackingNumber, code);
    expect((await withReply.api('POST', `/orders/${returning.orderId}/return`, { reason: 'Talla equivocada' })).status).toBe(200);
    expect((await withReply.api('POST', `/orders/${returning.orderId}/return/approve`)).status).toBe(200);
    await drainEmailOutbox(db());
    const mail = (to: string, subject: string) => smtp.waitFor((m) => m.to.includes(to) && m.subject.endsWith(subject));

    const exception = await mail(a, 'no pudimos entregar tu paquete');
    expect(exception.headers.get('reply-to')).toMatchObject({ text: 'soporte@tienda-ana.example' });
    expect(exception.text).toContain('Si necesitas ayuda con la entrega, responde a este correo.');
    expect(exception.text).not.toContain('no respondas');
    expect(exception.text).not.toContain('Entrega estimada');
    const exceptionNoReply = await mail(b, 'no pudimos entregar tu paquete');
    expect(exceptionNoReply.headers.get('reply-to')).toBeUndefined();
    expect(exceptionNoReply.text).not.toContain('responde a este');
    expect(exceptionNoReply.text).toContain('Este es un mensaje automático; por favor no respondas a este correo.');

    for (const subject of ['tu pedido ya tiene guía de envío', 'tu paquete sale hoy a reparto']) {
      const onTheWay = await mail(a, subject);
      expect(onTheWay.text, subject).toContain('Entrega estimada');
      expect(onTheWay.text, subject).not.toContain('no respondas');
    }
    const returnNotice = await mail(c, 'tu devolución fue aprobada');
    expect(returnNotice.text).not.toContain('Entrega estimada');
  });

  it('the failed-delivery notice promises only what its tracking page shows: when and where the attempt was (issue 32, 18)', async () => {
    const { api } = await orgWithNotifications({ events: ['exception'] });
    const email = uniqueEmail();
    const order = await createOrderViaApi(api, { deliveryAddress: { email } });
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery']) await report(order.trackingNumber, code);
    // the provider's free text names a person: the page never shows it, so the email cannot promise it
    const failed = providerReport(order.trackingNumber, 'failed', {
      location: 'Zapopan, Jalisco',
      observations: 'Nadie en casa; avisó a Rosa Quiñones',
    });
    expect((await sendProviderReport(server.url, failed)).status).toBe(200);
    await drainEmailOutbox(db());
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.endsWith('no pudimos entregar tu paquete'));
    expect(mail.text).toContain('En la página de rastreo verás cuándo y dónde fue el intento de entrega.');
    expect(mail.text).not.toMatch(/detalle/i);

    // the page the email links to, as proxy.ts lets it through and Next.js renders it
    const number = smtp.link(mail, '/rastreo/').split('/rastreo/')[1];
    const viaProxyRes = await proxy(
      new NextRequest(`http://localhost/rastreo/${number}`, { headers: { [PEER_ADDRESS_HEADER]: '198.51.100.78' } }),
    );
    expect(viaProxyRes.headers.get('x-middleware-next')).toBe('1');
    const html = renderToStaticMarkup(await TrackingPage({ params: Promise.resolve({ trackingNumber: number }) }));
    const when = trackingDateTime(new Date(failed.dateTimeISO));
    const attempt = /<dt>Intento de entrega<\/dt><dd><time[^>]*>([^<]+)<\/time> · ([^<]+)<\/dd>/.exec(html);
    expect(attempt, html).not.toBeNull();
    expect(attempt!.slice(1)).toEqual([when, 'Zapopan, Jalisco']);
    expect(html).not.toContain('Rosa Quiñones');
    expect(html).not.toContain('Nadie en casa');
  });

  it('notifies only the events the organization chose, and an exception', async () => {
    const { api } = await orgWithNotifications({ events: ['delivered', 'exception'] });
    const email = uniqueEmail();
    const created = await createOrderViaApi(api, { deliveryAddress: { email } });
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'failed']) await report(created.trackingNumber, code);
    await drainEmailOutbox(db());
    await smtp.waitFor((m) => m.to.includes(email));
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Tienda Ana: no pudimos entregar tu paquete']);
  });

  it('sends nothing when notifications are off or the order has no email', async () => {
    const off = await orgWithNotifications({ emailEnabled: false });
    const email = uniqueEmail();
    const a = await createOrderViaApi(off.api, { deliveryAddress: { email } });
    const on = await orgWithNotifications();
    const b = await createOrderViaApi(on.api);
    await report(a.trackingNumber, 'picked_up');
    await report(b.trackingNumber, 'picked_up');
    const rows = await db().select().from(recipientNotifications).where(eq(recipientNotifications.orderId, a.orderId));
    const rowsB = await db().select().from(recipientNotifications).where(eq(recipientNotifications.orderId, b.orderId));
    expect([...rows, ...rowsB]).toEqual([]);
    const detail = await off.api('GET', `/orders/${a.orderId}`);
    expect(detail.body.notifications).toEqual([]);
  });

  it('stops every further message to an address that unsubscribed, for that organization only', async () => {
    const { api, org } = await orgWithNotifications();
    const other = await orgWithNotifications();
    const email = uniqueEmail();
    const first = await createOrderViaApi(api, { deliveryAddress: { email } });
    await drainEmailOutbox(db());
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const token = smtp.link(mail, '/baja/').split('/baja/')[1];

    // A message queued before the unsubscribe is dropped too.
    await report(first.trackingNumber, 'picked_up');
    // Opening the link (a person, or a mail scanner following it) only asks to confirm: nothing changes.
    const page = await renderUnsubscribePage(token);
    expect(page).toContain('¿Dejar de recibir avisos?');
    expect(page).toContain(`action="/baja/${token}" method="post"`);
    expect(page).toContain('Tienda Ana te avisa a este correo');
    expect((await viaProxy(`/baja/${token}`)).headers.get('x-middleware-next')).toBe('1');
    expect(await db().select().from(recipientSuppressions).where(eq(recipientSuppressions.organizationId, org.id))).toEqual([]);

    // A mail client's one-click POST (RFC 8058) to the link: proxy.ts hands it to the route, which stops at once, 200.
    const rewrite = await viaProxy(`/baja/${token}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(new URL(rewrite.headers.get('x-middleware-rewrite')!).pathname).toBe(`/api/public/unsubscribe/${token}`);
    const oneClick = await postUnsubscribe(token, 'List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('ya no recibirás avisos');
    // Idempotent; the page's confirm button (another body) is sent back to the page with 303, which now says it is done.
    const confirmed = await postUnsubscribe(token, '');
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/baja/${token}`);
    expect(await renderUnsubscribePage(token)).toContain('Listo, ya no recibirás avisos');
    const unknown = await postUnsubscribe('x'.repeat(32), 'List-Unsubscribe=One-Click');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Este enlace no es válido');
    expect(await unsubscribeRecipient(db(), '../../etc')).toEqual({ ok: false });
    expect(await findUnsubscribeLink(db(), 'x'.repeat(32))).toBeNull();
    const suppressed = await db().select().from(recipientSuppressions).where(eq(recipientSuppressions.organizationId, org.id));
    expect(suppressed).toHaveLength(1);
    expect(JSON.stringify(suppressed)).not.toContain(email);

    await report(first.trackingNumber, 'in_transit');
    await report(first.trackingNumber, 'out_for_delivery');
    const second = await createOrderViaApi(api, { deliveryAddress: { email: email.toUpperCase() } });
    await report(second.trackingNumber, 'picked_up');
    const elsewhere = await createOrderViaApi(other.api, { deliveryAddress: { email } });
    await drainEmailOutbox(db());
    await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith('Tienda Ana') && smtp.link(m, '/rastreo/').endsWith(elsewhere.trackingNumber),
    );
    await drainEmailOutbox(db());
    const fromFirstOrg = mailsTo(email).filter((m) => !smtp.link(m, '/rastreo/').endsWith(elsewhere.trackingNumber));
    expect(fromFirstOrg).toHaveLength(1);

    const queued = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(queued.filter((r) => r.status === 'cancelled')).toHaveLength(1);
    const detail = await api('GET', `/orders/${first.orderId}`);
    expect(detail.body.notifications.map((n: { event: string; status: string }) => `${n.event}:${n.status}`)).toEqual([
      'created:sent',
      'picked_up:suppressed',
    ]);
  });
});

describe('SMS/WhatsApp channel', () => {
  it('queues one text per event for the phone and the adapter sends it once', async () => {
    const { api } = await orgWithNotifications({ emailEnabled: false, messageEnabled: true, events: ['created', 'delivered'] });
    const created = await createOrderViaApi(api, { receiverPhone: '+52 33 1111 2222' });
    const adapter = createLoggingAdapter('sms');
    let sent = 0;
    while ((await sendPendingMessages(db(), { adapter })) > 0) sent++;
    const mine = adapter.sent.filter((m) => m.body.includes(created.trackingNumber));
    expect(mine).toHaveLength(1);
    expect(mine[0].to).toBe('+52 33 1111 2222');
    expect(mine[0].body).toContain('Tienda Ana: Tu pedido está registrado');
    expect(mine[0].body).toContain(`${PUBLIC}/rastreo/${created.trackingNumber}`);
    expect(mine[0].body).toMatch(new RegExp(`${PUBLIC}/baja/[A-Za-z0-9_-]{32}`));
    expect(sent).toBeGreaterThan(0);
    // Sent rows are not sent again.
    await sendPendingMessages(db(), { adapter });
    expect(adapter.sent.filter((m) => m.body.includes(created.trackingNumber))).toHaveLength(1);

    const detail = await api('GET', `/orders/${created.orderId}`);
    expect(detail.body.notifications).toMatchObject([{ channel: 'sms', event: 'created', status: 'sent' }]);
  });
});

describe('the message runner (lib/platform/jobs/wake-loop.ts)', () => {
  async function until<T>(read: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const value = await read();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it('is woken by the NOTIFY of a queued message (its poll is an hour away) and sends it once', async () => {
    const adapter = createLoggingAdapter('sms');
    const runner = new JobRunner(recipientMessageJob, { adapter, pollIntervalMs: 3_600_000 });
    await runner.start();
    try {
      // the start pass sends what earlier tests left; this order's message arrives only through the NOTIFY
      const { api } = await orgWithNotifications({ emailEnabled: false, messageEnabled: true, events: ['created'] });
      const created = await createOrderViaApi(api, { receiverPhone: '+52 33 4444 5555' });
      const message = await until(() => adapter.sent.find((m) => m.body.includes(created.trackingNumber)), 'the message');
      expect(message.to).toBe('+52 33 4444 5555');
      // the adapter holds the message before the runner records the outcome: wait for the row, then count sends
      const status = await until(async () => {
        const [row] = await db().select().from(recipientNotifications).where(eq(recipientNotifications.orderId, created.orderId));
        return row?.status === 'pending' ? undefined : row?.status;
      }, 'the outcome');
      expect(status).toBe('sent');
      expect(adapter.sent.filter((m) => m.body.includes(created.trackingNumber))).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });

  it('stop() waits for the message being sent and records its outcome', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sending: string[] = [];
    const adapter = {
      name: 'slow',
      channel: 'sms' as const,
      async send(message: { to: string; body: string }) {
        sending.push(message.body);
        await gate;
        return { providerMessageId: null };
      },
    };
    const { api } = await orgWithNotifications({ emailEnabled: false, messageEnabled: true, events: ['created'] });
    const created = await createOrderViaApi(api, { receiverPhone: '+52 33 6666 7777' });
    const runner = new JobRunner(recipientMessageJob, { adapter, pollIntervalMs: 3_600_000 });
    await runner.start();
    await until(() => (sending.some((b) => b.includes(created.trackingNumber)) ? true : undefined), 'the send to begin');
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [row] = await db().select().from(recipientNotifications).where(eq(recipientNotifications.orderId, created.orderId));
    expect(row.status).toBe('sent');
  });

  it('on Inngest the function sends a relayed message once; run again, the row is settled', async () => {
    const adapter = createLoggingAdapter('sms');
    setMessageChannel(adapter);
    try {
      const { api } = await orgWithNotifications({ emailEnabled: false, messageEnabled: true, events: ['created'] });
      const created = await createOrderViaApi(api, { receiverPhone: '+52 33 8888 9999' });
      const [queued] = await db().select().from(recipientNotifications).where(eq(recipientNotifications.orderId, created.orderId));
      const run = () =>
        new InngestTestEngine({
          function: inngestFunctionOf(recipientMessageJob),
          events: [{ name: recipientMessageJob.inngest.event, data: { notificationId: queued.id } }],
        }).execute();
      expect((await run()).result).toBe('sent');
      expect((await run()).result).toBe('settled-elsewhere');
      expect(adapter.sent.filter((m) => m.body.includes(created.trackingNumber))).toHaveLength(1);
      const [row] = await db().select().from(recipientNotifications).where(eq(recipientNotifications.id, queued.id));
      expect(row.status).toBe('sent');
    } finally {
      setMessageChannel(undefined);
    }
  });
});
