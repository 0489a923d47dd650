// The recipient's journey: an order of a branded organization moved through every status by the sandbox
// simulator (POST /api/v1/sandbox/orders/:id/advance), the "delivered" email read from the real mailbox, its
// tracking link opened at 375x812 and 1280x800: status, progress, timeline and brand, and the page's HTML holds
// no street, phone or email of the order; noindex; axe. An exception (failed) order, its email's promise kept by the
// page; the guide number in the search box; an unknown number's 404
// page (a whole page in the HTML: over HTTP and with JavaScript off; also broken percent-encodings) and the search
// box; the unsubscribe link: opening it only asks to confirm (JavaScript on and off), the confirm button and a
// mail client's one-click POST stop the notices.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { organizations, recipientSuppressions } from '@/db/schema';
import { saveNotificationSettings, notificationSettingsSchema } from '@/lib/notifications/settings';
import { api, orderBody, sendProviderReport } from './api';
import { seededApiKey, shot, withDb } from './helpers';
import { mailLink, waitForMail } from './mailbox';
import { OWNER_STORAGE, seedState } from './state';

const BRAND_COLOR = '#7c2d12';
const street = 'Calle Privadísima';
const phone = '+52 33 4444 0177';
const viewports = [
  { name: 'movil', width: 375, height: 812 },
  { name: 'escritorio', width: 1280, height: 800 },
];

/** The organization's unsubscribed addresses (a GET of the link must not add one). */
async function suppressionCount(): Promise<number> {
  return withDb(
    async (db) =>
      (await db.select().from(recipientSuppressions).where(eq(recipientSuppressions.organizationId, seedState().organizationId))).length,
  );
}

async function expectNoSeriousA11yIssues(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(serious, label).toEqual([]);
}

test.describe('public tracking page', () => {
  test.beforeAll(async () => {
    const organizationId = seedState().organizationId;
    await withDb(async (db) => {
      await db
        .update(organizations)
        .set({ brandColor: BRAND_COLOR, brandName: 'Aurora Regalos' })
        .where(eq(organizations.id, organizationId));
      await saveNotificationSettings(db, {
        organizationId,
        settings: notificationSettingsSchema.parse({
          emailEnabled: true,
          messageEnabled: false,
          events: ['created', 'delivered', 'exception'],
          senderName: 'Aurora Regalos',
          replyTo: '',
        }),
      });
    });
  });

  test('a delivered order: the email link, status, progress, timeline and brand, nothing personal', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const key = await seededApiKey(`tracking-spec ${Date.now()}`);
    const email = `destinatario.${Date.now()}@example.com`;
    const created = await api(
      key,
      'POST',
      '/orders',
      orderBody(`RAS-${Date.now()}`, {
        deliveryAddress: { ...orderBody('x').deliveryAddress, email, street, contactPhone: phone },
        receiverPhone: phone,
      }),
    );
    expect(created.status).toBe(201);
    const { orderId, trackingNumber, trackingUrl } = created.body as { orderId: string; trackingNumber: string; trackingUrl: string };
    expect(trackingUrl).toMatch(new RegExp(`/rastreo/${trackingNumber}$`));
    for (let i = 0; i < 4; i++) expect((await api(key, 'POST', `/sandbox/orders/${orderId}/advance`, {})).status).toBe(200);
    expect((await api(key, 'GET', `/orders/${orderId}`)).body.status).toBe('delivered');

    const mail = await waitForMail({ to: email, subject: /entregado/, timeoutMs: 30_000 });
    expect(mail.subject).toBe('Aurora Regalos: tu paquete fue entregado');
    const link = new URL(mailLink(mail, '/rastreo/'));
    expect(link.pathname).toBe(`/rastreo/${trackingNumber}`);

    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      const response = await page.goto(link.pathname);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(page.getByRole('heading', { level: 1, name: 'Entregado' })).toBeVisible();
      await expect(page.getByText('Aurora Regalos').first()).toBeVisible();
      await expect(page.locator('[aria-current="step"]')).toContainText('Entregado');
      const timeline = page.locator('ol li[data-status]');
      await expect(timeline).toHaveCount(5);
      expect(await timeline.evaluateAll((items) => items.map((li) => li.getAttribute('data-status')))).toEqual([
        'delivered',
        'out_for_delivery',
        'in_transit',
        'picked_up',
        'created',
      ]);
      await expect(page.getByText('Guadalajara, Jalisco').first()).toBeVisible();
      // The brand colour paints the page's top rule and the progress dots.
      const ruleColor = await page.locator('h1').evaluate((h1) => getComputedStyle(h1.closest('main')!.parentElement!).borderTopColor);
      expect(ruleColor).toBe('rgb(124, 45, 18)');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Entregado/);
      const html = await page.content();
      for (const secret of [street, '4444', '0177', email, 'María José', 'Tocar el timbre']) expect(html, secret).not.toContain(secret);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `tracking-entregado-${viewport.name}`);
      await expectNoSeriousA11yIssues(page, `tracking ${viewport.name}`);
    }

    // The unsubscribe link of the message: opening it (a person, or a mail scanner following links) only asks to
    // confirm, with or without JavaScript; nothing changes until the button is pressed.
    const baja = new URL(mailLink(mail, '/baja/'));
    const confirmHeading = { level: 1, name: '¿Dejar de recibir avisos?' } as const;
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'es-MX' });
    const plain = await noScript.newPage();
    try {
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        expect((await page.goto(baja.pathname))?.status()).toBe(200);
        await expect(page.getByRole('heading', confirmHeading)).toBeVisible();
        await expect(page.getByText('Aurora Regalos te avisa a este correo')).toBeVisible();
        await shot(page, `tracking-baja-confirmar-${viewport.name}`);
        await expectNoSeriousA11yIssues(page, `baja ${viewport.name}`);
        await plain.setViewportSize(viewport);
        await plain.goto(baja.pathname);
        await expect(plain.getByRole('heading', confirmHeading)).toBeVisible();
        await shot(plain, `tracking-baja-confirmar-sin-js-${viewport.name}`);
      }
      expect(await suppressionCount()).toBe(0);
      // Confirming is a plain form POST: it works without JavaScript, and the page then says it is done.
      await plain.getByRole('button', { name: 'Sí, dejar de recibir avisos' }).click();
      await expect(plain.getByRole('heading', { level: 1, name: 'Listo, ya no recibirás avisos' })).toBeVisible();
      expect(new URL(plain.url()).pathname).toBe(baja.pathname);
      await shot(plain, 'tracking-baja-listo-sin-js');
    } finally {
      await noScript.close();
    }
    expect(await suppressionCount()).toBe(1);
    await page.goto(baja.pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Listo, ya no recibirás avisos' })).toBeVisible();
    await shot(page, 'tracking-baja');
    // A mail client's one-click unsubscribe (RFC 8058: POST with List-Unsubscribe=One-Click, no Origin) answers 200 at
    // once, no redirect; an unknown link's one-click is a 404.
    const oneClick = await page.request.post(baja.pathname, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toContain('ya no recibirás avisos');
    const unknown = await page.request.post(`/baja/${'x'.repeat(32)}`, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });

  test('a one-click unsubscribe from the mail client stops the notices at once, without a visit', async ({ page }) => {
    const key = await seededApiKey(`tracking-spec-oneclick ${Date.now()}`);
    const email = `un.clic.${Date.now()}@example.com`;
    const created = await api(
      key,
      'POST',
      '/orders',
      orderBody(`RAS-U-${Date.now()}`, { deliveryAddress: { ...orderBody('x').deliveryAddress, email } }),
    );
    expect(created.status).toBe(201);
    const mail = await waitForMail({ to: email, subject: /guía de envío/, timeoutMs: 30_000 });
    const before = await suppressionCount();
    const oneClick = await page.request.post(new URL(mailLink(mail, '/baja/')).pathname, {
      form: { 'List-Unsubscribe': 'One-Click' },
      maxRedirects: 0,
    });
    expect(oneClick.status()).toBe(200);
    expect(await suppressionCount()).toBe(before + 1);
  });

  test('an exception: the failed delivery is marked on the progress line, and the page shows what the email promises', async ({ page }) => {
    test.setTimeout(120_000);
    const key = await seededApiKey(`tracking-spec-failed ${Date.now()}`);
    const email = `fallida.${Date.now()}@example.com`;
    const created = await api(
      key,
      'POST',
      '/orders',
      orderBody(`RAS-F-${Date.now()}`, { deliveryAddress: { ...orderBody('x').deliveryAddress, email } }),
    );
    const { orderId, trackingNumber } = created.body as { orderId: string; trackingNumber: string };
    for (let i = 0; i < 3; i++) expect((await api(key, 'POST', `/sandbox/orders/${orderId}/advance`, {})).status).toBe(200);
    const report = await sendProviderReport({
      value: trackingNumber,
      location: 'Zapopan, Jalisco',
      latitud: '',
      longitud: '',
      observations: 'Domicilio cerrado',
      dateTimeISO: new Date().toISOString(),
      StatusObj: { code: 'failed', description: 'No entregado' },
    });
    expect(report.status).toBe(200);
    // the failed-delivery email (issue 32, 18) promises the attempt's time and place, which its link's page shows
    const mail = await waitForMail({ to: email, subject: /no pudimos entregar tu paquete/, timeoutMs: 30_000 });
    expect(mail.text).toContain('En la página de rastreo verás cuándo y dónde fue el intento de entrega.');
    await page.setViewportSize(viewports[0]);
    const link = new URL(mailLink(mail, '/rastreo/'));
    expect(link.pathname).toBe(`/rastreo/${trackingNumber}`);
    expect((await page.goto(link.pathname))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrega no realizada' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Avance del envío' })).toContainText('Entrega no realizada');
    const attempt = page.locator('dt', { hasText: 'Intento de entrega' }).locator('xpath=following-sibling::dd');
    await expect(attempt).toContainText('Zapopan, Jalisco');
    await expect(attempt.locator('time')).toHaveText(/\d{4}, \d{1,2}:\d{2}/);
    expect(await page.content()).not.toContain('Domicilio cerrado');
    await shot(page, 'tracking-fallida-movil');
  });

  test('an unknown or malformed number, and a broken address anywhere, get a whole Spanish 404 page, readable without JavaScript', async ({
    browser,
    request,
  }) => {
    // Over HTTP: the page is in the body itself (Next.js' notFound() would leave it empty, drawn by JavaScript).
    const unknown = await request.get('/rastreo/MX0000000000000000');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('<h1>No encontramos esa guía</h1>');
    for (const path of ['/rastreo/%', '/rastreo/%ZZ', '/rastreo/%E0%A4%A', '/rastreo/%C0%AF']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      expect(await res.text(), path).toContain('<h1>No encontramos esa guía</h1>');
    }
    for (const path of ['/baja/%E0%A4%A', `/baja/${'x'.repeat(32)}`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('<h1>Este enlace no es válido</h1>');
    }
    for (const path of ['/dashboard/orders/%ZZ', '/invitacion/%ZZ', '/recuperar/%ZZ', '/docs/guias/%ZZ']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('<h1>Esta página no existe</h1>');
    }
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'es-MX' });
    try {
      const plain = await noScript.newPage();
      for (const viewport of viewports) {
        await plain.setViewportSize(viewport);
        expect((await plain.goto('/rastreo/MX0000000000000000'))?.status()).toBe(404);
        await expect(plain.getByRole('heading', { level: 1, name: 'No encontramos esa guía' })).toBeVisible();
        await expect(plain.getByLabel('Número de rastreo')).toBeVisible();
        await shot(plain, `tracking-404-sin-js-${viewport.name}`);
      }
      expect((await plain.goto('/rastreo/%E0%A4%A'))?.status()).toBe(404);
      await expect(plain.getByRole('heading', { level: 1, name: 'No encontramos esa guía' })).toBeVisible();
    } finally {
      await noScript.close();
    }
  });

  test('an unknown number answers the Spanish 404 page; the search box finds a real one', async ({ page }) => {
    const key = await seededApiKey(`tracking-spec-404 ${Date.now()}`);
    const created = await api(key, 'POST', '/orders', orderBody(`RAS-S-${Date.now()}`));
    const { trackingNumber } = created.body as { trackingNumber: string };
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      const response = await page.goto('/rastreo/MX0000000000000000');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esa guía' })).toBeVisible();
      await shot(page, `tracking-404-${viewport.name}`);
      await expectNoSeriousA11yIssues(page, `tracking 404 ${viewport.name}`);
    }
    expect((await page.goto('/rastreo/%3Cscript%3E'))?.status()).toBe(404);
    await page.goto('/rastreo');
    await page.getByLabel('Número de rastreo').fill(` ${trackingNumber.toLowerCase()} `);
    await page.getByRole('button', { name: 'Rastrear' }).click();
    await expect(page).toHaveURL(new RegExp(`/rastreo/${trackingNumber}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Guía generada' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'tracking search result');
    // the guide number, printed largest on the label (issue 32, 13), finds the same shipment
    const { guideNumber } = created.body as { guideNumber: string };
    await page.goto('/rastreo');
    await page.getByLabel('Número de rastreo o de guía').fill(guideNumber);
    await page.getByRole('button', { name: 'Rastrear' }).click();
    await expect(page).toHaveURL(new RegExp(`/rastreo/${guideNumber}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Guía generada' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Número de rastreo ${trackingNumber}`);
  });
});

test.describe('dashboard: recipient notices and brand colour', () => {
  test.use({ storageState: OWNER_STORAGE });

  test('the settings page previews every message, saves, and the branding page refuses a colour too light', async ({ page }) => {
    test.setTimeout(120_000);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/notificaciones');
      await expect(page.getByRole('heading', { level: 1, name: 'Avisos al destinatario' })).toBeVisible();
      await expect(page.getByTestId('preview-subject')).toHaveText('Aurora Regalos: tu pedido ya tiene guía de envío');
      await page.getByLabel('Aviso', { exact: true }).selectOption({ label: 'Entregado' });
      await expect(page.getByTestId('preview-subject')).toHaveText('Aurora Regalos: tu paquete fue entregado');
      await expect(page.getByTestId('preview-message')).toContainText('/rastreo/MX1234567890123452');
      const preview = page.frameLocator('iframe[title="Correo: Entregado"]');
      await expect(preview.getByText('Tu paquete fue entregado')).toBeVisible();
      await expect(preview.getByRole('link', { name: 'Rastrear mi paquete' })).toBeVisible();
      await page
        .locator('iframe.email-preview')
        .screenshot({ path: `test-results/screenshots/notificaciones-correo-${viewport.name}.png` });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `notificaciones-${viewport.name}`);
      await expectNoSeriousA11yIssues(page, `notificaciones ${viewport.name}`);
    }
    await page.getByLabel('Responder a', { exact: true }).fill('no es un correo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('.alert-error')).toContainText('La dirección de respuesta debe ser un correo válido.');
    await page.getByLabel('Responder a', { exact: true }).fill('soporte@aurora.test');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('.alert-success')).toContainText('Configuración guardada.');

    await page.goto('/dashboard/branding');
    await page.getByLabel('Color (#RRGGBB)').fill('#ffee00');
    await expect(page.getByText(/Demasiado claro/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar color' })).toBeDisabled();
    await page.getByLabel('Color (#RRGGBB)').fill('#1d4ed8');
    await page.getByRole('button', { name: 'Guardar color' }).click();
    await expect(page.getByText('Color guardado.')).toBeVisible();
    await shot(page, 'branding-color-escritorio');
    const color = await withDb(
      async (db) =>
        (await db.select({ c: organizations.brandColor }).from(organizations).where(eq(organizations.id, seedState().organizationId)))[0].c,
    );
    expect(color).toBe('#1d4ed8');
    // Put the colour the other tests of this file expect back.
    await withDb((db) => db.update(organizations).set({ brandColor: BRAND_COLOR }).where(eq(organizations.id, seedState().organizationId)));
  });
});
