// The public tracking page (app/rastreo/[trackingNumber]) rendered on the server as Next.js would, and its data
// (lib/tracking/public-tracking.ts): brand, status, progress, timeline in Mexico City time, destination city and
// state only (no street, phone, email, name, price; the sender's city for a return guide), the estimate only on
// the way; an unknown or malformed number is a whole Spanish 404 page answered by proxy.ts before Next.js renders
// (and notFound() in the page, without a query for a malformed one), as are an unknown unsubscribe link and any
// address whose percent-encoding is broken; the per-IP limit answers a Spanish 429 page
// (app/rastreo/_lib/page-limit.ts). Over real HTTP on the built app: e2e/tracking.spec.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders, organizations } from '@/db/schema';
import { resetConfigCache } from '@/lib/platform/config';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address.mjs';
import { createMemoryLimiter } from '@/lib/platform/rate-limit/memory-limiter';
import { setRateLimiter } from '@/lib/platform/rate-limit';
import { orderStatuses } from '@/lib/orders/order-states';
import {
  getPublicTracking,
  isTrackingNumberShape,
  progressOf,
  progressSteps,
  publicTrackingExists,
  showsEstimatedDelivery,
} from '@/lib/tracking/public-tracking';
import TrackingPage, { generateMetadata } from '@/app/rastreo/[trackingNumber]/page';
import { limitTrackingPage } from '@/app/rastreo/_lib/page-limit';
import { proxy } from '@/proxy';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { providerReport, sendProviderReport } from '../helpers/provider';

let server: TestServer;
beforeAll(async () => {
  process.env.PUBLIC_URL = 'https://envios.example.test';
  process.env.RATE_LIMIT_TRACKING_PER_MINUTE = '5';
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

async function renderPage(trackingNumber: string): Promise<string> {
  const element = await TrackingPage({ params: Promise.resolve({ trackingNumber }) });
  return renderToStaticMarkup(element);
}

const isNotFound = (error: unknown) => String((error as { digest?: string }).digest ?? '').includes('404');

describe('public tracking page', () => {
  it('shows brand, status, progress and timeline, and nothing personal', async () => {
    const { api, org } = await createTestClient(server.url);
    await getDb().update(organizations).set({ brandName: 'Tienda Ñandú', brandColor: '#7c2d12' }).where(eq(organizations.id, org.id));
    const order = await createOrderViaApi(api, {
      deliveryAddress: {
        email: 'maria.privada@example.com',
        street: 'Calle Secreta',
        exteriorNumber: '4321',
        contactPhone: '+52 33 5555 0199',
        contactName: 'María Privada',
      },
      receiverName: 'María Privada Receptora',
      receiverPhone: '+52 33 5555 0188',
    });
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery']) {
      const res = await sendProviderReport(server.url, providerReport(order.trackingNumber, code, { location: 'Zapopan, Jalisco' }));
      expect(res.status).toBe(200);
    }
    const html = await renderPage(order.trackingNumber);
    expect(html).toContain('Tienda Ñandú');
    expect(html).toContain('--track-brand:#7c2d12');
    expect(html).toMatch(/<h1[^>]*data-status="out_for_delivery"[^>]*>En reparto<\/h1>/);
    expect(html).toContain('Guadalajara, Jalisco');
    expect(html).toContain('Entrega estimada');
    expect(html).toContain('Zapopan, Jalisco');
    expect(html).toContain('aria-current="step"');
    // Timeline newest first, with times in Mexico City.
    const statuses = [...html.matchAll(/data-status="([a-z_]+)"/g)].map((m) => m[1]).slice(1);
    expect(statuses).toEqual(['out_for_delivery', 'in_transit', 'picked_up', 'created']);
    expect(html).toContain('Ciudad de México');
    for (const secret of ['Calle Secreta', '4321', '5555', 'maria.privada', 'María Privada', 'Centro', '44100', '$', 'MXN', 'Guía SBX']) {
      expect(html, secret).not.toContain(secret);
    }

    const meta = await generateMetadata({ params: Promise.resolve({ trackingNumber: order.trackingNumber }) });
    expect(meta.robots).toEqual({ index: false, follow: false });
    expect(meta.openGraph).toMatchObject({
      url: `https://envios.example.test/rastreo/${order.trackingNumber}`,
      siteName: 'Tienda Ñandú',
      locale: 'es_MX',
    });
    expect(String(meta.title)).toContain('En reparto');
  });

  it('a return guide goes back to the sender: its page shows the origin city, and the completed return is not a problem', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createOrderViaApi(api);
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      expect((await sendProviderReport(server.url, providerReport(order.trackingNumber, code))).status).toBe(200);
    }
    expect((await api('POST', `/orders/${order.orderId}/return`, { reason: 'Talla equivocada' })).status).toBe(200);
    const approved = await api('POST', `/orders/${order.orderId}/return/approve`);
    const returnNumber: string = approved.body.return_tracking_number;

    // Under way: the outbound page keeps the recipient's city, the return guide's page the sender's; no estimate.
    const outbound = await renderPage(order.trackingNumber);
    expect(outbound).toMatch(/<dt>Destino<\/dt><dd>Guadalajara, Jalisco<\/dd>/);
    const returning = await renderPage(returnNumber);
    expect(returning).toContain('Guía de devolución');
    expect(returning).toMatch(/<dt>Destino<\/dt><dd>Ciudad de México, Ciudad de México<\/dd>/);
    expect(returning).not.toContain('Guadalajara, Jalisco</dd>');
    expect(returning).not.toContain('Entrega estimada');
    expect(returning).toMatch(/aria-current="step"[^>]*><span[^>]*><\/span><span[^>]*>En devolución/);

    expect((await sendProviderReport(server.url, providerReport(returnNumber, 'returned'))).status).toBe(200);
    const returned = await renderPage(returnNumber);
    expect(returned).toMatch(/<h1[^>]*data-status="returned"[^>]*>Devuelto al remitente<\/h1>/);
    // The last step is completed and current, not a red exception.
    const last =
      /<li class="([^"]*)" aria-current="step"><span[^>]*><\/span><span[^>]*>Devuelto al remitente<span[^>]*> \(completado\)/.exec(
        returned,
      );
    expect(last, returned).not.toBeNull();
    expect(last![1]).toContain('stepDone');
    expect(last![1]).not.toContain('stepException');
    expect(returned).not.toContain('En devolución');
  });

  it('accepts every number printed on the label: the guide (SBX…) and the tracking number, outbound and return (issue 32, finding 13)', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createOrderViaApi(api);
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      expect((await sendProviderReport(server.url, providerReport(order.trackingNumber, code))).status).toBe(200);
    }
    expect((await api('POST', `/orders/${order.orderId}/return`, { reason: 'Talla equivocada' })).status).toBe(200);
    const approved = await api('POST', `/orders/${order.orderId}/return/approve`);
    const returnGuide: string = approved.body.return_guide_number;
    const returnTracking: string = approved.body.return_tracking_number;
    // The label prints the guide large under its barcode, and the tracking number (lib/labels/label-pdf.ts).
    for (const number of [order.guideNumber, order.guideNumber.toLowerCase(), order.trackingNumber]) {
      const html = await renderPage(number);
      expect(html, number).toMatch(/<dt>Destino<\/dt><dd>Guadalajara, Jalisco<\/dd>/);
      expect(html, number).toMatch(new RegExp(`Número de rastreo <span class="[^"]*">${order.trackingNumber}</span>`));
      expect((await getPublicTracking(getDb(), number))?.isReturn, number).toBe(false);
    }
    for (const number of [returnGuide, returnTracking]) {
      const html = await renderPage(number);
      expect(html, number).toMatch(new RegExp(`Guía de devolución <span class="[^"]*">${returnTracking}</span>`));
      expect(html, number).toMatch(/<dt>Destino<\/dt><dd>Ciudad de México, Ciudad de México<\/dd>/);
    }
    // proxy.ts lets every one of them through to the page instead of its 404 page, and the search box sends them there
    for (const number of [order.guideNumber, order.guideNumber.toLowerCase(), order.trackingNumber, returnGuide, returnTracking]) {
      const res = await viaProxy(`/rastreo/${number}`);
      expect(res.status, number).toBe(200);
      expect(res.headers.get('x-middleware-next'), number).toBe('1');
    }
    // the reference, also printed, is the merchant's own and often sequential: never public (docs/tracking.md)
    const [row] = await getDb().select({ reference: orders.internalReference }).from(orders).where(eq(orders.id, order.orderId));
    expect((await viaProxy(`/rastreo/${row.reference}`)).status).toBe(404);
  });

  it('answers 404 (notFound) for an unknown or a malformed number', async () => {
    for (const number of ['MX0000000000000000', 'x', '%E0%A4%A', "MX1' or '1'='1", 'a'.repeat(41), '../../etc/passwd']) {
      await expect(renderPage(number), number).rejects.toSatisfy(isNotFound);
    }
    expect(isTrackingNumberShape('MX1234567890123452')).toBe(true);
    expect(isTrackingNumberShape('MX 123')).toBe(false);
    expect(await getPublicTracking(getDb(), 'MX0000000000000000')).toBeNull();
  });

  it('finds a number typed in lower case', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createOrderViaApi(api);
    expect((await getPublicTracking(getDb(), order.trackingNumber.toLowerCase()))?.status).toBe('created');
  });

  it('derives the progress line from the state machine, exceptions and returns included', () => {
    expect(progressSteps).toEqual(['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    expect(progressOf('in_transit', [])).toEqual({ reached: 2, exception: null, returning: null });
    expect(progressOf('failed', ['created', 'picked_up', 'in_transit', 'out_for_delivery'])).toEqual({
      reached: 3,
      exception: 'failed',
      returning: null,
    });
    expect(progressOf('cancelled', ['created'])).toEqual({ reached: 0, exception: 'cancelled', returning: null });
    expect(progressOf('return_approved', ['delivered', 'return_requested'])).toEqual({
      reached: 4,
      exception: null,
      returning: 'in_progress',
    });
    expect(progressOf('returned', ['delivered', 'return_requested', 'return_approved'])).toEqual({
      reached: 4,
      exception: null,
      returning: 'completed',
    });
  });

  it('shows the estimated delivery only while the parcel is on its way to the recipient', () => {
    expect(orderStatuses.filter(showsEstimatedDelivery)).toEqual(['created', 'picked_up', 'in_transit', 'out_for_delivery']);
  });
});

/** A GET through proxy.ts as Next.js runs it before any page, each from its own client address (no 429). */
let nextAddress = 0;
async function viaProxy(path: string, method = 'GET'): Promise<Response> {
  const headers = { [PEER_ADDRESS_HEADER]: `198.51.100.${++nextAddress % 250}` };
  return proxy(new NextRequest(`http://localhost${path}`, { method, headers }));
}

describe('404 pages answered by proxy.ts, readable without JavaScript', () => {
  it('an unknown or malformed number gets the whole Spanish page with status 404; a real one goes on to the page', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createOrderViaApi(api);
    for (const path of [
      '/rastreo/MX0000000000000000',
      '/rastreo/x',
      '/rastreo/%',
      '/rastreo/%ZZ',
      '/rastreo/%E0%A4%A',
      '/rastreo/%C0%AF',
      `/rastreo/${'a'.repeat(41)}`,
      '/rastreo/MX1%27%20or%20%271%27%3D%271',
    ]) {
      const res = await viaProxy(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await res.text();
      expect(html, path).toContain('<h1>No encontramos esa guía</h1>');
      expect(html).toContain('lang="es-MX"');
      expect(html).toContain('<form action="/rastreo" method="get" role="search">');
      expect(html).not.toContain('<script');
    }
    expect((await viaProxy('/rastreo/MX0000000000000000', 'HEAD')).status).toBe(404);
    for (const number of [order.trackingNumber, order.trackingNumber.toLowerCase()]) {
      const res = await viaProxy(`/rastreo/${number}`);
      expect(res.status, number).toBe(200);
      expect(res.headers.get('x-middleware-next')).toBe('1');
    }
    expect(await publicTrackingExists(getDb(), order.trackingNumber)).toBe(true);
    expect(await publicTrackingExists(getDb(), 'MX0000000000000000')).toBe(false);
  });

  it('an unknown unsubscribe link, and any page address whose percent-encoding is broken, get a Spanish 404 instead of a 500', async () => {
    for (const path of ['/baja/%E0%A4%A', `/baja/${'x'.repeat(32)}`, '/baja/corto']) {
      const res = await viaProxy(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<h1>Este enlace no es válido</h1>');
    }
    for (const path of ['/dashboard/orders/%ZZ', '/invitacion/%ZZ', '/recuperar/%E0%A4%A', '/docs/guias/%ZZ', '/login/%C0%AF']) {
      const res = await viaProxy(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<h1>Esta página no existe</h1>');
    }
    const json = await viaProxy('/api/dashboard/webhooks/%ZZ/deliveries');
    expect(json.status).toBe(404);
    expect(json.headers.get('x-error-code')).toBe('not_found');
    // A well-encoded address goes on as before (here: to the sign-in page).
    expect((await viaProxy('/dashboard/orders/%C3%B1')).status).toBe(307);
  });
});

describe('per-IP limit of the tracking pages', () => {
  it('answers the Spanish 429 page with Retry-After once an address exceeds its views a minute, other addresses unaffected', async () => {
    const limiter = createMemoryLimiter({ prefix: `test-${randomUUID()}` });
    setRateLimiter(limiter);
    try {
      const request = (ip: string) => new Request('http://localhost/rastreo/MX1', { headers: { [PEER_ADDRESS_HEADER]: ip } });
      for (let i = 0; i < 5; i++) expect(await limitTrackingPage(request('203.0.113.7'))).toBeNull();
      const limited = await limitTrackingPage(request('203.0.113.7'));
      expect(limited?.status).toBe(429);
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited?.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(limited?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const body = await limited!.text();
      expect(body).toContain('Demasiadas consultas');
      expect(body).toContain('lang="es-MX"');
      expect(await limitTrackingPage(request('203.0.113.8'))).toBeNull();
    } finally {
      setRateLimiter(undefined);
      await limiter.close();
    }
  });
});
