// Returns over real HTTP: the whole flow from creation to the package back at origin, and every refusal; the
// return-approved email through a real SMTP server, and the return label its link downloads (read back with pdftotext).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { returnResponseSchema } from '@/lib/returns/schemas';
import { SANDBOX_OUTAGE_REFERENCE, sandboxProvider } from '@/lib/providers/sandbox';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient } from '../helpers/fixtures';
import { insertOrderRow, orderSnapshot } from '../helpers/order-rows';
import { createOrderViaApi } from '../helpers/orders';
import { providerReport, sendProviderReport } from '../helpers/provider';
import { pdfText } from '../helpers/pdf';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { getDb, getSql } from '@/db/client';
import { resetConfigCache } from '@/lib/platform/config';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { closeMailTransport } from '@/lib/email/send';
import { createLoggingAdapter } from '@/lib/notifications/channels/logging';
import { sendPendingMessages } from '@/lib/notifications/send-messages';
import { startTracing, stopTracing } from '@/lib/platform/observability/tracing';
import { notificationSettingsSchema, saveNotificationSettings } from '@/lib/notifications/settings';
import { hashReturnLabelToken } from '@/lib/returns/return-label-token';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => vi.restoreAllMocks());

const someId = '00000000-0000-4000-8000-000000000000';

describe('returns', () => {
  runCommonRouteChecks(() => server.url, {
    method: 'POST',
    path: `/orders/${someId}/return`,
    scope: 'orders:write',
    body: { reason: 'x' },
  });
  runCommonRouteChecks(() => server.url, { method: 'POST', path: `/orders/${someId}/return/approve`, scope: 'orders:write' });

  it('drives an order created -> … -> delivered -> return_requested -> return_approved -> returned, every step in tracking_events', async () => {
    const { org, api } = await createTestClient(server.url, { scopes: ['orders:write', 'tracking:read'] });
    const order = await insertOrderRow(org.id);
    const tn = order.providerTrackingNumber!;
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      const res = await sendProviderReport(server.url, providerReport(tn, code));
      expect(res.body, code).toMatchObject({ status: code, applied: true });
    }

    const requested = await api('POST', `/orders/${order.id}/return`, { reason: '  Talla equivocada  ' });
    expect(requested.status).toBe(200);
    expect(returnResponseSchema.parse(requested.body)).toMatchObject({
      order_id: order.id,
      status: 'return_requested',
      status_label: 'Devolucion Solicitada',
      return_reason: 'Talla equivocada',
      return_requested_at: expect.stringMatching(/Z$/),
      return_guide_number: null,
    });

    const approved = await api('POST', `/orders/${order.id}/return/approve`);
    expect(approved.status).toBe(200);
    const body = returnResponseSchema.parse(approved.body);
    expect(body).toMatchObject({ status: 'return_approved', status_label: 'Devolucion Aprobada', return_reason: 'Talla equivocada' });
    expect(body.return_guide_number).toMatch(/^SBR\d{16}$/);
    expect(body.return_tracking_number).toMatch(/^MX\d{16}$/);
    expect(body.return_tracking_number).not.toBe(tn);

    const returned = await sendProviderReport(
      server.url,
      providerReport(body.return_tracking_number!, 'returned', { location: 'Ciudad de México, CDMX' }),
    );
    expect(returned.body).toMatchObject({
      orderId: order.id,
      status: 'returned',
      applied: true,
      trackingNumber: body.return_tracking_number,
    });
    // The carrier reporting it again on the original number changes nothing more.
    const again = await sendProviderReport(server.url, providerReport(tn, 'returned'));
    expect(again.body).toMatchObject({ status: 'returned', applied: false });

    const { order: after, outbox } = await orderSnapshot(order.id);
    expect(after).toMatchObject({
      status: 'returned',
      returnReason: 'Talla equivocada',
      returnGuideNumber: body.return_guide_number,
      returnTrackingNumber: body.return_tracking_number,
    });
    expect(after.returnApprovedAt!.getTime()).toBeGreaterThanOrEqual(after.returnRequestedAt!.getTime());

    const tracking = await api('GET', `/tracking/${body.return_tracking_number}`);
    const steps = tracking.body.events.map((e: { status: string }) => e.status);
    expect(steps.slice(0, 7)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'return_requested',
      'return_approved',
      'returned',
    ]);
    // the event text is the display label (lib/orders/display-labels.ts); status_label and the webhook's StatusObj keep the SPEC's
    expect(tracking.body.events[4].description).toBe('Devolución solicitada: Talla equivocada');
    expect(tracking.body.events[5].description).toMatch(/^Devolución aprobada: guía de retorno /);
    expect(tracking.body.events[5].description).toContain(body.return_guide_number);

    // Return states emit only order.status_changed (docs/api/tracking.md, returns).
    const kinds = outbox.map((e) => [JSON.parse(e.body).data.status, e.kind]);
    for (const status of ['return_requested', 'return_approved', 'returned']) {
      expect(kinds.filter(([s]) => s === status).map(([, k]) => k)).toEqual(['order.status_changed']);
    }
    expect(outbox).toHaveLength(4 * 2 + 3);
    const requestedEvent = outbox.find((e) => JSON.parse(e.body).data.status === 'return_requested')!;
    expect(JSON.parse(requestedEvent.body).data.providerData).toMatchObject({
      value: tn,
      observations: 'Talla equivocada',
      StatusObj: { code: 'return_requested', description: 'Devolucion Solicitada' },
    });
  });

  it('an order created through POST /orders goes the whole way with signed reports; GET /orders/:id shows every step', async () => {
    const { api } = await createTestClient(server.url);
    const { orderId, trackingNumber } = await createOrderViaApi(api);
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      expect((await sendProviderReport(server.url, providerReport(trackingNumber, code))).body).toMatchObject({
        orderId,
        status: code,
        applied: true,
      });
    }
    expect((await api('POST', `/orders/${orderId}/return`, { reason: 'No era lo que pedí' })).status).toBe(200);
    const approved = await api('POST', `/orders/${orderId}/return/approve`);
    expect(approved.status).toBe(200);
    const returned = await sendProviderReport(server.url, providerReport(approved.body.return_tracking_number, 'returned'));
    expect(returned.body).toMatchObject({ orderId, status: 'returned', applied: true });

    const detail = await api('GET', `/orders/${orderId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.status).toBe('returned');
    const steps = detail.body.tracking_events.map((e: { status: string }) => e.status);
    expect(steps.slice(steps.indexOf('created'))).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'return_requested',
      'return_approved',
      'returned',
    ]);
    const tracking = await api('GET', `/orders/${orderId}/tracking`);
    expect(tracking.body.events.map((e: { status: string }) => e.status)).toEqual(steps);
    // An order cancelled through the API can no longer be moved by the provider.
    const second = await createOrderViaApi(api);
    expect((await api('POST', `/orders/${second.orderId}/cancel`, { reason: 'Cliente desistió' })).status).toBe(200);
    const late = await sendProviderReport(server.url, providerReport(second.trackingNumber, 'picked_up'));
    expect(late.status).toBe(409);
    expect(late.headers.get('x-error-code')).toBe('invalid_transition');
  });

  it('refuses a return of an order that is not delivered with 409, and bad input with 400; nothing changes', async () => {
    const { org, api } = await createTestClient(server.url);
    for (const status of ['created', 'in_transit', 'failed', 'cancelled', 'return_requested', 'returned'] as const) {
      const order = await insertOrderRow(org.id, { status });
      const before = await orderSnapshot(order.id);
      const res = await api('POST', `/orders/${order.id}/return`, { reason: 'No lo quiero' });
      expect(res.status, status).toBe(409);
      expect(res.headers.get('x-error-code')).toBe('invalid_transition');
      expect(res.body.error).toContain('entregado');
      expect(await orderSnapshot(order.id)).toEqual(before);
    }
    const delivered = await insertOrderRow(org.id, { status: 'delivered' });
    const before = await orderSnapshot(delivered.id);
    for (const [body, message] of [
      [{}, 'El campo reason es obligatorio'],
      [{ reason: '   ' }, 'El campo reason no puede estar vacío'],
      [{ reason: 'x'.repeat(501) }, 'El campo reason debe tener como máximo 500 caracteres'],
      [{ reason: 'ok', extra: 1 }, 'contiene campos no permitidos: extra'],
    ] as const) {
      const res = await api('POST', `/orders/${delivered.id}/return`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(message);
    }
    expect(await orderSnapshot(delivered.id)).toEqual(before);
  });

  it('refuses approval unless a return was requested', async () => {
    const { org, api } = await createTestClient(server.url);
    for (const status of ['created', 'delivered', 'return_approved', 'returned'] as const) {
      const order = await insertOrderRow(org.id, { status });
      const before = await orderSnapshot(order.id);
      const res = await api('POST', `/orders/${order.id}/return/approve`);
      expect(res.status, status).toBe(409);
      expect(res.headers.get('x-error-code')).toBe('invalid_transition');
      expect(await orderSnapshot(order.id)).toEqual(before);
    }
  });

  it('answers 503 when the provider cannot generate the return guide, and the return stays requested', async () => {
    const { org, api } = await createTestClient(server.url);
    const order = await insertOrderRow(org.id, {
      status: 'return_requested',
      internalReference: `${SANDBOX_OUTAGE_REFERENCE}:1`,
      returnReason: 'Dañado',
      returnRequestedAt: new Date(),
    });
    const before = await orderSnapshot(order.id);
    const res = await api('POST', `/orders/${order.id}/return/approve`);
    expect(res.status).toBe(503);
    expect(res.headers.get('x-error-code')).toBe('provider_unavailable');
    expect(res.body.error).toContain('devolución sigue solicitada');
    expect(await orderSnapshot(order.id)).toEqual(before);
  });

  it('asks for another return guide when its tracking number is another order’s return; three repeats are a 503', async () => {
    const { org, api } = await createTestClient(server.url);
    const requested = { status: 'return_requested' as const, returnReason: 'Dañado', returnRequestedAt: new Date() };
    const first = await insertOrderRow(org.id, requested);
    const taken = (await api('POST', `/orders/${first.id}/return/approve`)).body.return_tracking_number as string;
    const firstAfter = await orderSnapshot(first.id);

    const second = await insertOrderRow(org.id, requested);
    const repeat = { guideNumber: 'SBR2611270000000017', trackingNumber: taken };
    const create = vi.spyOn(sandboxProvider, 'createReturnGuide').mockResolvedValueOnce(repeat);
    const cancel = vi.spyOn(sandboxProvider, 'cancelGuide');
    const approved = await api('POST', `/orders/${second.id}/return/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.return_tracking_number).toMatch(/^MX\d{16}$/);
    expect(approved.body.return_tracking_number).not.toBe(taken);
    expect(create).toHaveBeenCalledTimes(2);
    expect(cancel).not.toHaveBeenCalled(); // cancelling by that number would void the first order's return
    expect(await orderSnapshot(first.id)).toEqual(firstAfter);

    // three repeats in a row: 503, the return stays requested, nothing written
    const third = await insertOrderRow(org.id, requested);
    const before = await orderSnapshot(third.id);
    vi.spyOn(sandboxProvider, 'createReturnGuide').mockResolvedValue(repeat);
    const refused = await api('POST', `/orders/${third.id}/return/approve`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('x-error-code')).toBe('provider_unavailable');
    expect(refused.body.error).toContain('devolución sigue solicitada');
    expect(await orderSnapshot(third.id)).toEqual(before);
    vi.restoreAllMocks();
    expect((await api('POST', `/orders/${third.id}/return/approve`)).status).toBe(200);
  });

  it('approves once under concurrent approvals: one return guide, one event', async () => {
    const { org, api } = await createTestClient(server.url);
    const order = await insertOrderRow(org.id, { status: 'return_requested', returnReason: 'Dañado', returnRequestedAt: new Date() });
    const results = await Promise.all(Array.from({ length: 6 }, () => api('POST', `/orders/${order.id}/return/approve`)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const { order: after, events, outbox } = await orderSnapshot(order.id);
    expect(after.returnGuideNumber).toBe(ok[0].body.return_guide_number);
    expect(events.map((e) => e.status)).toEqual(['return_approved']);
    expect(outbox.map((e) => e.kind)).toEqual(['order.status_changed']);
  });

  it('404 for another organization’s order or a malformed id', async () => {
    const owner = await createTestClient(server.url);
    const other = await createTestClient(server.url);
    const order = await insertOrderRow(owner.org.id, { status: 'delivered' });
    for (const [path, body] of [
      [`/orders/${order.id}/return`, { reason: 'x' }],
      [`/orders/${order.id}/return/approve`, undefined],
      ['/orders/nope/return', { reason: 'x' }],
      ['/orders/nope/return/approve', undefined],
    ] as const) {
      const res = await other.api('POST', path, body);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('x-error-code')).toBe('not_found');
    }
    expect((await orderSnapshot(order.id)).order.status).toBe('delivered');
  });
});

describe('the return-approved email to the recipient (issue 32, finding 12)', () => {
  const PUBLIC = 'https://devoluciones.example.test';
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    process.env.SMTP_URL = smtp.url;
    process.env.EMAIL_FROM = 'Envíos MX <avisos@envios.test>';
    process.env.PUBLIC_URL = PUBLIC;
    resetConfigCache();
  });
  afterAll(async () => {
    closeMailTransport();
    await smtp?.stop();
  });

  /**
   * An order delivered to `email` (Guadalajara, from the sender in Mexico City), its return requested and approved;
   * `beforeSend` runs once the notices are queued, before the outbox is sent.
   */
  async function approvedReturn(email: string, options: { messages?: boolean; beforeSend?: (orderId: string) => Promise<void> } = {}) {
    const client = await createTestClient(server.url);
    await saveNotificationSettings(getDb(), {
      organizationId: client.org.id,
      settings: notificationSettingsSchema.parse({
        emailEnabled: true,
        messageEnabled: options.messages ?? false,
        events: ['return'],
        senderName: 'Tienda Ana',
      }),
    });
    const order = await createOrderViaApi(client.api, { deliveryAddress: { email } });
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      expect((await sendProviderReport(server.url, providerReport(order.trackingNumber, code))).status).toBe(200);
    }
    expect((await client.api('POST', `/orders/${order.orderId}/return`, { reason: 'Talla equivocada' })).status).toBe(200);
    const approved = await client.api('POST', `/orders/${order.orderId}/return/approve`);
    expect(approved.status, approved.text).toBe(200);
    await options.beforeSend?.(order.orderId);
    await drainEmailOutbox(getDb());
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Tienda Ana: tu devolución fue aprobada');
    return {
      order,
      returnGuide: approved.body.return_guide_number as string,
      returnTracking: approved.body.return_tracking_number as string,
      mail,
    };
  }

  const labelPath = (link: string) => new URL(link).pathname;

  it('carries the return tracking number, the way back to the sender and a link that downloads the return label', async () => {
    const email = `devolucion.${Date.now()}@example.com`;
    const { order, returnGuide, returnTracking, mail } = await approvedReturn(email);

    // the return guide, not the outbound one; from the recipient's city back to the sender's
    expect(mail.text).toContain(returnTracking);
    expect(mail.text).not.toContain(order.trackingNumber);
    expect(mail.text).toMatch(/Sale de:\s+Guadalajara, Jalisco/);
    expect(mail.text).toMatch(/Regresa a:\s+Ciudad de México, Ciudad de México/);
    expect(mail.text).not.toMatch(/Destino:?\s+Guadalajara/);
    expect(smtp.link(mail, '/rastreo/')).toBe(`${PUBLIC}/rastreo/${returnTracking}`);
    const link = smtp.link(mail, '/api/public/return-labels/');
    expect(link).toMatch(new RegExp(`^${PUBLIC}/api/public/return-labels/[A-Za-z0-9_-]{32}$`));
    expect(mail.html).toContain('Descargar la guía de devolución (PDF)');

    // the link downloads the PDF of this order's return label
    const res = await fetch(`${server.url}${labelPath(link)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="guia-devolucion-${returnGuide}.pdf"`);
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(returnGuide);
    expect(text).toContain(returnTracking);

    // stored only as a hash, on that order's return notice
    const token = link.split('/').pop()!;
    const rows = await getSql()<{ event: string; hash: string | null; order_id: string }[]>`
      select event, return_label_token_hash as hash, order_id from recipient_notifications where return_label_token_hash is not null and order_id = ${order.orderId}`;
    expect(rows).toEqual([{ event: 'return', hash: hashReturnLabelToken(token), order_id: order.orderId }]);
    expect(rows[0].hash).not.toContain(token);
  });

  it('a link opens only the return label it was sent for; any other token is the Spanish 404 page', async () => {
    const first = await approvedReturn(`primera.${Date.now()}@example.com`);
    const second = await approvedReturn(`segunda.${Date.now()}@example.com`);
    const firstPdf = await pdfText(
      Buffer.from(await (await fetch(`${server.url}${labelPath(smtp.link(first.mail, '/api/public/return-labels/'))}`)).arrayBuffer()),
    );
    const secondPdf = await pdfText(
      Buffer.from(await (await fetch(`${server.url}${labelPath(smtp.link(second.mail, '/api/public/return-labels/'))}`)).arrayBuffer()),
    );
    expect(firstPdf).toContain(first.returnGuide);
    expect(firstPdf).not.toContain(second.returnGuide);
    expect(secondPdf).toContain(second.returnGuide);

    const token = smtp.link(first.mail, '/api/public/return-labels/').split('/').pop()!;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [altered, 'x'.repeat(32), 'corto', hashReturnLabelToken(token)]) {
      const res = await fetch(`${server.url}/api/public/return-labels/${wrong}`);
      expect(res.status, wrong).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('No encontramos esta guía de devolución');
    }
    // the unsubscribe token of the same message is no label link
    const unsubscribe = smtp.link(first.mail, '/baja/').split('/baja/')[1];
    expect((await fetch(`${server.url}/api/public/return-labels/${unsubscribe}`)).status).toBe(404);
  });

  it('the access line names the route, never the token', async () => {
    const { mail } = await approvedReturn(`registro.${Date.now()}@example.com`);
    const token = smtp.link(mail, '/api/public/return-labels/').split('/').pop()!;
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    let written: string[];
    try {
      expect(
        (await fetch(`${server.url}/api/public/return-labels/${token}`, { headers: { 'X-Request-Id': 'req_guia_devolucion' } })).status,
      ).toBe(200);
    } finally {
      process.env.LOG_LEVEL = level;
      written = spy.mock.calls.map((c) => String(c[0]));
      spy.mockRestore();
    }
    const lines = written.filter((l) => l.includes('req_guia_devolucion'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
    expect(JSON.parse(lines.find((l) => l.includes('"api request"'))!)).toMatchObject({
      path: '/api/public/return-labels/{token}',
      status: 200,
    });
  });

  /** Every column of the order's notices and of their outbox rows, as text. */
  async function storedNotices(orderId: string): Promise<string> {
    const rows = await getSql()<{ row: string }[]>`
      select row_to_json(n)::text as row from recipient_notifications n where n.order_id = ${orderId}
      union all
      select row_to_json(e)::text from email_outbox e where e.id in (select email_outbox_id from recipient_notifications where order_id = ${orderId})`;
    return rows.map((r) => r.row).join('\n');
  }

  it('no stored value is a working link: neither the notices nor the outbox hold the token, queued or sent, and both links open the PDF', async () => {
    let queued = '';
    const { order, returnGuide, returnTracking, mail } = await approvedReturn(`sin-token.${Date.now()}@example.com`, {
      messages: true,
      beforeSend: async (orderId) => {
        queued = await storedNotices(orderId);
      },
    });
    const adapter = createLoggingAdapter('sms');
    while ((await sendPendingMessages(getDb(), { adapter })) > 0);
    const text = adapter.sent.find((m) => m.body.includes(returnTracking) && m.body.includes('Guía de devolución (PDF)'));
    const emailed = smtp.link(mail, '/api/public/return-labels/');
    const texted = /\/api\/public\/return-labels\/([A-Za-z0-9_-]{32})/.exec(text?.body ?? '')?.[0];
    expect(texted, adapter.sent.map((m) => m.body).join('\n')).toBeDefined();
    expect(texted).not.toBe(new URL(emailed).pathname); // one link per message

    const sent = await storedNotices(order.orderId);
    expect(queued).toContain('"event":"return"');
    expect(sent).toContain('"status":"sent"');
    for (const link of [new URL(emailed).pathname, texted!]) {
      const token = link.split('/').pop()!;
      expect(queued).not.toContain(token);
      expect(sent).not.toContain(token);
      const res = await fetch(`${server.url}${link}`);
      expect(res.status, link).toBe(200);
      expect(await pdfText(Buffer.from(await res.arrayBuffer()))).toContain(returnGuide);
    }
  });

  it('a link expires 30 days after the return was approved and once the return is completed: the Spanish 410 page', async () => {
    const { order, returnTracking, mail } = await approvedReturn(`vence.${Date.now()}@example.com`);
    const link = labelPath(smtp.link(mail, '/api/public/return-labels/'));
    const gone = async () => {
      const res = await fetch(`${server.url}${link}`);
      expect(res.status).toBe(410);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('Este enlace de la guía de devolución ya venció');
    };
    const age = (days: number) => getSql()`
      update recipient_notifications set created_at = now() - make_interval(days => ${days}) where order_id = ${order.orderId} and event = 'return'`;
    await age(29);
    expect((await fetch(`${server.url}${link}`)).status).toBe(200);
    await age(30);
    await gone();
    await age(0);
    expect((await fetch(`${server.url}${link}`)).status).toBe(200);
    const returned = await sendProviderReport(server.url, providerReport(returnTracking, 'returned'));
    expect(returned.body).toMatchObject({ status: 'returned', applied: true });
    await gone();
  });

  it('a token that looks like no id (no digit) stays out of the route, the metrics and the span', async () => {
    const { order } = await approvedReturn(`sin-digitos.${Date.now()}@example.com`);
    // a token the service could issue (32 base64url characters) with no digit: what ID_SEGMENT never took for an id
    const token = 'abcdefghijklmnopqrstuvwxyzABCDEF';
    await getSql()`update recipient_notifications set return_label_token_hash = ${hashReturnLabelToken(token)} where order_id = ${order.orderId} and event = 'return'`;

    // spans go to a real OTLP/HTTP receiver (JSON), as in e2e/observability.spec.ts
    const spans: Array<{ name: string; attributes: Array<{ key: string; value: { stringValue?: string } }> }> = [];
    const otlp = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        if (req.url === '/v1/traces')
          for (const rs of JSON.parse(body).resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => otlp.listen(0, '127.0.0.1', resolve));
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(otlp.address() as AddressInfo).port}`;
    process.env.METRICS_TOKEN = 'token-de-metricas-de-prueba-0123456789';
    resetConfigCache();
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    let written: string[];
    let metrics: string;
    try {
      expect(await startTracing()).toBe(true);
      const res = await fetch(`${server.url}/api/public/return-labels/${token}`, { headers: { 'X-Request-Id': 'req_token_sin_digitos' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      metrics = await (
        await fetch(`${server.url}/api/metrics`, { headers: { Authorization: `Bearer ${process.env.METRICS_TOKEN}` } })
      ).text();
    } finally {
      process.env.LOG_LEVEL = level;
      written = spy.mock.calls.map((c) => String(c[0]));
      spy.mockRestore();
      await stopTracing();
      delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      delete process.env.METRICS_TOKEN;
      resetConfigCache();
      otlp.close();
    }
    const line = JSON.parse(written.find((l) => l.includes('req_token_sin_digitos') && l.includes('"api request"'))!);
    expect(line).toMatchObject({ route: '/api/public/return-labels/{token}', path: '/api/public/return-labels/{token}', status: 200 });
    expect(metrics).toContain('route="/api/public/return-labels/{token}"');
    expect(metrics).not.toContain(token);
    const span = spans.find((s) =>
      s.attributes.some((a) => a.key === 'envios.request_id' && a.value.stringValue === 'req_token_sin_digitos'),
    );
    expect(span, spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(span!.name).toBe('GET /api/public/return-labels/{token}');
    expect(JSON.stringify(spans)).not.toContain(token);
    expect(span!.attributes.find((a) => a.key === 'url.path')?.value.stringValue).toBe('/api/public/return-labels/{token}');
  });
});
