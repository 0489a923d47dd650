// The main dashboard journeys on a phone (375x812) and a desktop (1280x800): the "Nueva clave" dialog and the
// webhook detail fully on screen, the order detail (copy buttons, deliveries of the order, a cancelled order's
// label and ETA), the overview charts, the low-balance threshold and its banner on every page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { organizations } from '@/db/schema';
import { api, createOrder } from './api';
import { seededApiKey, shot, withDb } from './helpers';
import { OWNER_STORAGE, seedState } from './state';

test.use({ storageState: OWNER_STORAGE });

const SIZES = [
  { label: 'movil', viewport: { width: 375, height: 812 } },
  { label: 'escritorio', viewport: { width: 1280, height: 800 } },
] as const;

async function expectInsideViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  expect(box, 'the element is rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height + 0.5);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page is not wider than the screen').toBeLessThanOrEqual(0);
}

for (const { label, viewport } of SIZES) {
  test.describe(`dashboard (${label})`, () => {
    test.use({ viewport });

    test('the new-key dialog and the webhook detail fit the screen', async ({ page }) => {
      await page.goto('/dashboard/api-keys');
      await expectNoSidewaysScroll(page);
      await page
        .getByRole('button', { name: /Nueva clave|Crear mi primera clave/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
      await expect(dialog).toBeVisible();
      await expectInsideViewport(page, dialog);
      await expect(dialog.getByLabel('Nombre')).toBeFocused();
      await shot(page, `movil-nueva-clave-${label}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const key = await seededApiKey(`mobile ${label} ${Date.now()}`);
      const hook = await api(key, 'POST', '/webhooks', {
        name: `Móvil ${label}`,
        url: `https://example.com/movil-${Date.now()}`,
        events: ['order.created'],
      });
      expect(hook.status).toBe(201);
      await page.goto(`/dashboard/webhooks/${hook.body.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Móvil ${label}`);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Editar' }).first().click();
      const edit = page.getByRole('dialog', { name: 'Editar webhook' });
      await expect(edit).toBeVisible();
      await expectInsideViewport(page, edit);
      await shot(page, `movil-webhook-editar-${label}`);
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();
    });

    test('the order detail copies its numbers, lists its webhook deliveries and marks a cancelled label', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const key = await seededApiKey(`detail ${label} ${Date.now()}`);
      const hook = await api(key, 'POST', '/webhooks', {
        name: `Pedidos ${label}`,
        url: `https://example.com/pedidos-${Date.now()}`,
        events: ['order.created', 'order.cancelled'],
      });
      expect(hook.status).toBe(201);
      const reference = `DET-${label}-${Date.now()}`;
      const orderId = await createOrder(key, reference);
      const detail = (await api(key, 'GET', `/orders/${orderId}`)).body;
      expect((await api(key, 'POST', `/orders/${orderId}/cancel`, { reason: 'Prueba de la vista de detalle' })).status).toBe(200);

      await page.goto(`/dashboard/orders/${orderId}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Copiar número de guía' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detail.guide_number);
      await page.getByRole('button', { name: 'Copiar número de rastreo' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detail.provider_tracking_number);
      await page.getByRole('button', { name: 'Copiar id del pedido' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderId);

      await expect(page.getByTestId('download-label')).toHaveText(/Descargar guía \(cancelada\)/);
      await expect(page.getByText(/Entrega estimada/)).toHaveCount(0);
      const deliveries = page.getByTestId('order-deliveries');
      await expect(deliveries).toContainText('Pedido creado');
      await expect(deliveries).toContainText('Pedido cancelado');
      // each delivery opens its endpoint's log on this order's attempts
      await expect(deliveries.getByRole('link', { name: new RegExp(`Pedidos ${label}`) }).first()).toHaveAttribute(
        'href',
        `/dashboard/webhooks/${hook.body.id}?pedido=${orderId}#registro-title`,
      );
      await shot(page, `movil-detalle-cancelado-${label}`);
    });

    test('the overview draws its charts with a data table', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByTestId('chart-shipments').locator('svg.recharts-surface')).toBeVisible();
      await expect(page.getByTestId('chart-balance').locator('svg.recharts-surface')).toBeVisible();
      await expect(page.getByTestId('stat-delivery-time')).toContainText('Tiempo promedio de entrega');
      await page.getByText('Ver datos: envíos por día').click();
      await expect(page.getByRole('table', { name: 'Envíos por día' }).locator('tbody tr')).toHaveCount(30);
      await expectNoSidewaysScroll(page);
      await shot(page, `movil-resumen-graficas-${label}`);
    });
  });
}

test('a low-balance threshold shows a banner on every dashboard page until it is lowered', async ({ page }) => {
  const { organizationId } = seedState();
  const [org] = await withDb((db) =>
    db.select({ balance: organizations.balanceCentavos }).from(organizations).where(eq(organizations.id, organizationId)),
  );
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard/billing');
    await page.getByLabel('Umbral (MXN)').fill(String(Math.ceil(org.balance / 100) + 1000));
    await page.getByRole('button', { name: 'Guardar umbral' }).click();
    await expect(page.getByText('Umbral guardado')).toBeVisible();
    for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/webhooks']) {
      await page.goto(path);
      await expect(page.getByTestId('low-balance-banner')).toContainText('Tu saldo es bajo');
    }
    await shot(page, 'movil-saldo-bajo');
    await page.goto('/dashboard/billing');
    await page.getByLabel('Umbral (MXN)').fill('mil');
    await page.getByRole('button', { name: 'Guardar umbral' }).click();
    await expect(page.locator('.alert-error')).toContainText('Escribe el umbral en pesos');
    await page.getByLabel('Umbral (MXN)').fill('');
    await page.getByRole('button', { name: 'Guardar umbral' }).click();
    await expect(page.getByText('Aviso de saldo bajo desactivado.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByTestId('low-balance-banner')).toHaveCount(0);
  } finally {
    // the banner shows on every page of the shared organization: never leave it on for the other specs
    await withDb((db) => db.update(organizations).set({ lowBalanceThresholdCentavos: null }).where(eq(organizations.id, organizationId)));
  }
});
