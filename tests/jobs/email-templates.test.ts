// Email templates and the brand they carry: every registered template is named as registered; HTML and plain
// text are Spanish, show the organization's logo (public absolute URL) and colour, and the platform's own brand
// when there is none; the public logo route answers with a cacheable PNG, an ETag and 304, or 404.
import { PNG } from 'pngjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { organizations } from '@/db/schema';
import { setOrganizationLogo } from '@/lib/branding';
import { resetConfigCache } from '@/lib/platform/config';
import { emailLinks, loadEmailBrand } from '@/lib/email/brand';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { SERVICE_COLOR } from '@/lib/email/layout';
import { enqueueEmail } from '@/lib/email/outbox';
import { renderEmail } from '@/lib/email/render';
import { closeMailTransport } from '@/lib/email/send';
import { templates } from '@/lib/email/templates';
import { previewNotifications } from '@/lib/notifications/preview';
import { publicUrl } from '@/lib/platform/public-url';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestOrg } from '../helpers/fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = 'Envíos MX <avisos@envios.test>';
  process.env.PUBLIC_URL = 'https://envios.example.com/';
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  closeMailTransport();
  await smtp.stop();
  await server.close();
});

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(0x80);
  return PNG.sync.write(image);
}

const samples = {
  'api-key-created': {
    keyName: 'Tienda en línea',
    keyPrefix: 'sk_live_ab12',
    scopes: ['orders:write', 'orders:read'],
    createdBy: 'ana@tienda.test',
    createdAt: '2026-11-24T16:30:00Z',
    keysUrl: 'https://envios.example.com/dashboard/api-keys',
  },
  // the invoice's XML and PDF are attached at send time from its row (tests/api/invoices-email.test.ts); the subject and
  // body need only the data
  'invoice-stamped': {
    invoiceId: '0b6f3c1e-2a4d-4f5e-9a7b-1c2d3e4f5a6b',
    organizationId: '5d8e9f10-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    series: 'EMX',
    folio: 12,
    uuid: '66933DFF-7B8F-4D69-9B0F-62D5C0E8C5A1',
    totalCentavos: 116_000,
    receiverRfc: 'EKU9003173C9',
    receiverName: 'Escuela Kemper Urgate',
    billingUrl: 'https://envios.example.com/dashboard/billing',
  },
  'low-balance': { balanceCentavos: 12_345, thresholdCentavos: 50_000, billingUrl: 'https://envios.example.com/dashboard/billing' },
  'webhook-failing': {
    webhookUrl: 'https://tienda.test/webhooks',
    failingSince: '2026-11-23T10:00:00Z',
    disableAfterDays: 5,
    webhooksUrl: 'https://envios.example.com/dashboard/webhooks/x',
  },
} as const;

describe('templates', () => {
  it('every registered template is stored under its own name (the key the outbox rows carry)', () => {
    for (const [key, template] of Object.entries(templates)) expect(template.name).toBe(key);
  });

  it('publicUrl builds absolute links from PUBLIC_URL (trailing slash dropped)', () => {
    expect(publicUrl('/dashboard/billing')).toBe('https://envios.example.com/dashboard/billing');
    expect(() => publicUrl('dashboard')).toThrow();
  });

  it.each(Object.keys(samples) as (keyof typeof samples)[])(
    '%s: Spanish HTML and text with the brand logo, colour and links',
    async (name) => {
      const brand = { name: 'Tienda Ñandú', logoUrl: 'https://envios.example.com/api/public/logos/0000?v=1', color: '#7c2d12' };
      const out = await renderEmail(name, { data: samples[name], brand, links: emailLinks() });
      expect(out.subject).toContain('Tienda Ñandú');
      expect(out.html).toContain('lang="es-MX"');
      expect(out.html).toContain('src="https://envios.example.com/api/public/logos/0000?v=1"');
      expect(out.html).toContain('#7c2d12');
      expect(out.html).toContain('Este es un mensaje automático');
      expect(out.text).toContain('Tienda Ñandú · enviado con Envíos MX');
      expect(out.text).not.toMatch(/undefined|NaN|\[object/);
      expect(out.html).not.toMatch(/undefined|NaN|\[object/);
      const link = Object.values(samples[name]).find(
        (v) => typeof v === 'string' && v.startsWith('https://envios.example.com/dashboard'),
      ) as string;
      expect(out.text).toContain(link); // the call to action survives in the plain-text part
      expect(out.text).not.toContain('<');
    },
  );

  it('low balance: amounts in pesos, in Spanish', async () => {
    const out = await renderEmail('low-balance', {
      data: samples['low-balance'],
      brand: { name: 'Tienda', logoUrl: null, color: SERVICE_COLOR },
      links: emailLinks(),
    });
    expect(out.subject).toBe('Saldo bajo en Tienda: $123.45');
    expect(out.text).toContain('Saldo actual: $123.45');
    expect(out.text).toContain('Aviso configurado por debajo de: $500.00');
    expect(out.text).toContain('Tu saldo está bajo');
    // no logo: the brand name in its colour instead of an image
    expect(out.html).not.toContain('<img');
    expect(out.text).not.toContain('CLABE');
  });

  it('low balance with deposits enabled: the CLABE, bank and beneficiary to transfer to', async () => {
    const out = await renderEmail('low-balance', {
      data: {
        ...samples['low-balance'],
        transfer: { clabe: '646180000000000012', beneficiaryName: 'Envios MX SA de CV', bankName: 'STP' },
      },
      brand: { name: 'Tienda', logoUrl: null, color: SERVICE_COLOR },
      links: emailLinks(),
    });
    expect(out.text).toContain('CLABE: 646180000000000012');
    expect(out.text).toContain('Banco: STP');
    expect(out.text).toContain('Beneficiario: Envios MX SA de CV');
    expect(out.text).toContain('transferencia SPEI');
  });

  it('invoice stamped: series and folio, UUID, receiver and total; a test-mode invoice says so in its subject and body', async () => {
    const brand = { name: 'Tienda', logoUrl: null, color: SERVICE_COLOR };
    const out = await renderEmail('invoice-stamped', { data: samples['invoice-stamped'], brand, links: emailLinks() });
    expect(out.subject).toBe('Tu factura EMX-12 de Tienda');
    expect(out.text).toContain('66933DFF-7B8F-4D69-9B0F-62D5C0E8C5A1');
    expect(out.text).toContain('Escuela Kemper Urgate (EKU9003173C9)');
    expect(out.text).toContain('$1,160.00');
    expect(out.text).not.toContain('validez fiscal');
    const test = await renderEmail('invoice-stamped', {
      data: { ...samples['invoice-stamped'], testMode: true },
      brand,
      links: emailLinks(),
    });
    expect(test.subject).toBe('[Modo de prueba] Tu factura EMX-12 de Tienda');
    expect(test.text).toContain('no tiene validez fiscal');
  });

  it('webhook failing: the date in Mexico City time', async () => {
    const out = await renderEmail('webhook-failing', {
      data: samples['webhook-failing'],
      brand: { name: 'Tienda', logoUrl: null, color: SERVICE_COLOR },
      links: emailLinks(),
    });
    expect(out.text).toMatch(/Falla desde: 23 de noviembre de 2026 a las 4:00\sa\.\s?m\. \(hora de la Ciudad de México\)/);
    expect(out.text).toContain('se desactivará automáticamente a los 5 días');
  });

  it('account notices link the password reset through the one public-URL builder (no "//recuperar")', async () => {
    const brand = { name: 'Envíos MX', logoUrl: null, color: SERVICE_COLOR };
    const rendered = await Promise.all([
      renderEmail('new-sign-in', {
        data: { name: 'Ana', when: 'hoy', ip: '203.0.113.5', browser: 'Chromium' },
        brand,
        links: emailLinks(),
      }),
      renderEmail('email-change', {
        data: { kind: 'requested', name: 'Ana', newEmail: 'nuevo@tienda.test', oldEmail: 'ana@tienda.test' },
        brand,
        links: emailLinks(),
      }),
      renderEmail('email-change', { data: { kind: 'taken', newEmail: 'ocupado@tienda.test' }, brand, links: emailLinks() }),
    ]);
    for (const out of rendered) {
      expect(out.text).toContain('https://envios.example.com/recuperar');
      expect(out.text).not.toContain('//recuperar');
    }
    expect(rendered[2].subject).toBe('Alguien intentó usar este correo en Envíos MX');
    expect(rendered[2].text).toContain('ocupado@tienda.test');
    expect(rendered[2].text).toContain('no cambiamos nada');
  });

  it('a rolled key: the new-key email names the key it replaces and when that one stops', async () => {
    const data = { ...samples['api-key-created'], replaces: { keyPrefix: 'sk_live_old1', expiresAt: '2026-11-25T16:30:00Z' } };
    const out = await renderEmail('api-key-created', {
      data,
      brand: { name: 'Tienda', logoUrl: null, color: SERVICE_COLOR },
      links: emailLinks(),
    });
    expect(out.subject).toBe('Nueva clave de API en Tienda: Tienda en línea');
    expect(out.text).toContain('ana@tienda.test rotó una clave de API en Tienda');
    expect(out.text).toMatch(/Reemplaza a:?\s+sk_live_old1/);
    expect(out.text).toMatch(/La anterior deja de funcionar:?\s+25 de noviembre de 2026/);
  });

  it('the return notice, as the dashboard previews it: the return guide, the way back and the label link (issue 32, 12)', async () => {
    const org = await createTestOrg();
    const previews = await previewNotifications(getDb(), { organizationId: org.id, senderName: 'Tienda Ana' });
    const notice = previews.find((p) => p.event === 'return')!;
    const text = notice.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Número de rastreo de la devolución : MX9876543210987654');
    expect(text).toContain('Sale de : Guadalajara, Jalisco Regresa a : Ciudad de México, Ciudad de México');
    expect(notice.html).toContain('https://envios.example.com/api/public/return-labels/');
    expect(notice.html).toContain('Descargar la guía de devolución (PDF)');
    expect(notice.html).toContain('https://envios.example.com/rastreo/MX9876543210987654');
    expect(notice.html).not.toContain('MX1234567890123452');
    expect(notice.message).toContain('Guía de devolución (PDF): https://envios.example.com/api/public/return-labels/');
    // the outbound notices keep the outbound guide and its destination, without a label link
    const delivered = previews.find((p) => p.event === 'delivered')!;
    expect(delivered.html).toContain('MX1234567890123452');
    expect(delivered.html).not.toContain('return-labels');
  });

  it('a subject never spans lines', async () => {
    const out = await renderEmail('api-key-created', {
      data: { ...samples['api-key-created'], keyName: 'a\r\nBcc: x@evil.test' },
      brand: { name: 'T', logoUrl: null, color: SERVICE_COLOR },
      links: emailLinks(),
    });
    expect(out.subject).not.toMatch(/[\r\n]/);
  });
});

describe('the brand at send time', () => {
  it("an organization's logo (versioned public URL), colour and brand name reach the delivered message", async () => {
    const org = await createTestOrg({ brandName: 'Tienda Ñandú' });
    await setOrganizationLogo(getDb(), { organizationId: org.id, bytes: png(120, 40) });
    await getDb().update(organizations).set({ brandColor: '#1d4ed8' }).where(eq(organizations.id, org.id));
    const brand = await loadEmailBrand(getDb(), org.id);
    expect(brand.name).toBe('Tienda Ñandú');
    expect(brand.color).toBe('#1d4ed8');
    expect(brand.logoUrl).toMatch(new RegExp(`^https://envios\\.example\\.com/api/public/logos/${org.id}\\?v=\\d+$`));

    await enqueueEmail(getDb(), {
      organizationId: org.id,
      to: 'marca@cliente.test',
      template: 'low-balance',
      data: samples['low-balance'],
    });
    await drainEmailOutbox(getDb());
    const mail = await smtp.waitFor((m) => m.to.includes('marca@cliente.test'));
    expect(mail.subject).toBe('Saldo bajo en Tienda Ñandú: $123.45');
    expect(mail.html).toContain(brand.logoUrl!.replace('&', '&amp;'));
    expect(mail.html).toContain('#1d4ed8');
    expect(mail.text).toContain('Tu saldo está bajo');
    expect(mail.text).toContain('https://envios.example.com/dashboard/billing');

    // the logo the message points at is served publicly (no session), as a mail client fetches it
    const res = await fetch(brand.logoUrl!.replace('https://envios.example.com', server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('platform messages (no organization) and organizations without brand use the service brand', async () => {
    expect(await loadEmailBrand(getDb(), null)).toEqual({ name: 'Envíos MX', logoUrl: null, color: SERVICE_COLOR });
    const org = await createTestOrg();
    const brand = await loadEmailBrand(getDb(), org.id);
    expect(brand).toEqual({ name: org.name, logoUrl: null, color: SERVICE_COLOR });
  });
});

describe('GET /api/public/logos/:organizationId', () => {
  it('ETag by logo version: 304 for a matching If-None-Match, a new ETag after a new logo', async () => {
    const org = await createTestOrg();
    await setOrganizationLogo(getDb(), { organizationId: org.id, bytes: png(60, 60) });
    const url = `${server.url}/api/public/logos/${org.id}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await setOrganizationLogo(getDb(), { organizationId: org.id, bytes: png(80, 40) });
    const changed = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('404 in Spanish without a logo, for an unknown organization or a malformed id', async () => {
    const org = await createTestOrg();
    for (const id of [org.id, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await fetch(`${server.url}/api/public/logos/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'La organización no tiene logotipo.' });
    }
  });
});
