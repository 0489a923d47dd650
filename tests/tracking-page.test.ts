// The public tracking page (app/rastreo/[trackingNumber]) rendered on the server as Next.js would, and its data
// (lib/tracking/public-tracking.ts): brand, status, progress, timeline in Mexico City time, destination city and
// state only (no street, phone, email, name, price); an unknown or malformed number is a 404 (notFound) without
// a query for a malformed one; the per-IP limit answers a Spanish 429 page (app/rastreo/_lib/page-limit.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { organizations } from '@/db/schema';
import { resetConfigCache } from '@/lib/config';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address.mjs';
import { createMemoryLimiter } from '@/lib/rate-limit/memory-limiter';
import { setRateLimiter } from '@/lib/rate-limit';
import { getPublicTracking, isTrackingNumberShape, progressOf, progressSteps } from '@/lib/tracking/public-tracking';
import TrackingPage, { generateMetadata } from '@/app/rastreo/[trackingNumber]/page';
import { limitTrackingPage } from '@/app/rastreo/_lib/page-limit';
import { startAppServer, type TestServer } from './helpers/app-server';
import { createTestClient } from './helpers/fixtures';
import { createOrderViaApi } from './helpers/orders';
import { providerReport, sendProviderReport } from './helpers/provider';

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
      deliveryAddress: { email: 'maria.privada@example.com', street: 'Calle Secreta', exteriorNumber: '4321', contactPhone: '+52 33 5555 0199', contactName: 'María Privada' },
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
    expect(meta.openGraph).toMatchObject({ url: `https://envios.example.test/rastreo/${order.trackingNumber}`, siteName: 'Tienda Ñandú', locale: 'es_MX' });
    expect(String(meta.title)).toContain('En reparto');
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
    expect(progressOf('in_transit', [])).toEqual({ reached: 2, exception: null });
    expect(progressOf('failed', ['created', 'picked_up', 'in_transit', 'out_for_delivery'])).toEqual({ reached: 3, exception: 'failed' });
    expect(progressOf('cancelled', ['created'])).toEqual({ reached: 0, exception: 'cancelled' });
    expect(progressOf('return_approved', ['delivered', 'return_requested'])).toEqual({ reached: 4, exception: 'return' });
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
