// The webhook delivery log in Chromium (issue 17.8): against a failing endpoint every attempt is its own row with
// its date, HTTP status and result ("Fallida", never "Entregada"), the result filter narrows it, and a double
// click on "Reenviar fallidas" re-sends each failed delivery exactly once (one recovery job); afterwards the old
// attempts still read as failed and the new ones as delivered. Desktop and phone, axe on the page. The order page's
// webhook deliveries link to the log filtered on that order (?pedido=), events read in Spanish.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { webhookRecoveries } from '@/db/schema';
import { api, createOrder } from './api';
import { seededApiKey, shot, startReceiver, withDb } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

test('failed attempts stay failed, filters narrow the log, "Reenviar fallidas" twice re-sends once', async ({ page }) => {
  let answer = 410; // refused: final at once, no retries
  const receiver = await startReceiver(() => answer);
  try {
    const key = await seededApiKey(`delivery-log-spec ${Date.now()}`);
    const name = `Registro de entregas ${Date.now()}`;
    const created = await api(key, 'POST', '/webhooks', { name, url: receiver.url('/falla'), events: ['order.delivered'] });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (let i = 0; i < 2; i++) expect((await api(key, 'POST', `/webhooks/${id}/test`)).status).toBe(201);
    await expect
      .poll(
        async () =>
          (await api(key, 'GET', `/webhooks/${id}/deliveries`)).body.data.filter(
            (a: { deliveryState: string }) => a.deliveryState === 'failed',
          ).length,
        { timeout: 20_000 },
      )
      .toBe(2);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/webhooks/${id}`);
    const log = page.getByTestId('deliveries-table');
    const attempts = log.getByTestId('delivery-attempt');
    await expect(attempts).toHaveCount(2);
    for (let i = 0; i < 2; i++) {
      await expect(attempts.nth(i)).toContainText('HTTP 410');
      await expect(attempts.nth(i)).toHaveAttribute('data-result', 'Fallida');
      await expect(attempts.nth(i)).toContainText(/\d{4}/); // the date, not only the time
    }
    await page.getByLabel('Resultado').selectOption('succeeded');
    await expect(page.getByText('Ningún intento coincide con estos filtros.')).toBeVisible();
    await page.getByLabel('Resultado').selectOption('failed');
    await expect(attempts).toHaveCount(2);
    await shot(page, 'delivery-log-01-failed-1280x800');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    answer = 200;
    await page.getByRole('button', { name: 'Reenviar fallidas' }).dblclick();
    const progress = page.getByTestId('recovery-progress');
    await expect(progress).toHaveAttribute('data-state', 'completed', { timeout: 20_000 });
    await expect(progress).toContainText('2 de 2 reenviadas · 2 exitosas', { timeout: 20_000 });
    expect(receiver.received.filter((r) => r.path === '/falla')).toHaveLength(4);
    expect(await withDb((db) => db.select().from(webhookRecoveries).where(eq(webhookRecoveries.webhookId, id)))).toHaveLength(1);

    await page.getByLabel('Resultado').selectOption('');
    await expect(attempts).toHaveCount(4, { timeout: 10_000 });
    await expect(log.locator('tr[data-result="Entregada"]')).toHaveCount(2);
    await expect(log.locator('tr[data-result="Fallida, reintentada"]')).toHaveCount(2);
    await expect(log.locator('tr[data-result="Entregada"]').filter({ hasText: 'HTTP 410' })).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'delivery-log-02-redelivered-375x812');
  } finally {
    await receiver.close();
  }
});

test('the order page links each webhook delivery to the log filtered on that order, in Spanish', async ({ page }) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver(() => 200);
  try {
    const key = await seededApiKey(`delivery-log-order ${Date.now()}`);
    const name = `Por pedido ${Date.now()}`;
    const created = await api(key, 'POST', '/webhooks', {
      name,
      url: receiver.url('/pedido'),
      events: ['order.created', 'order.picked_up'],
    });
    expect(created.status).toBe(201);
    const webhookId = created.body.id as string;
    const [mine, other] = [`LOG-A-${Date.now()}`, `LOG-B-${Date.now()}`];
    const mineId = await createOrder(key, mine);
    await createOrder(key, other);
    expect((await api(key, 'POST', `/sandbox/orders/${mineId}/advance`, {})).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await api(key, 'GET', `/webhooks/${webhookId}/deliveries`)).body.data.filter(
            (a: { deliveryState: string }) => a.deliveryState === 'succeeded',
          ).length,
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(3);

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const size = viewport.width < 600 ? 'movil' : 'escritorio';
      await page.setViewportSize(viewport);
      await page.goto(`/dashboard/orders/${mineId}`);
      const deliveries = page.getByTestId('order-deliveries');
      await expect(deliveries).toContainText(name);
      await deliveries.getByRole('link', { name: new RegExp(`${name} los intentos de este pedido \\(Pedido creado\\)`) }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/webhooks/${webhookId}\\?pedido=${mineId}#registro-title$`));
      await expect(page.getByTestId('log-order-filter')).toContainText(`Pedido ${mine}`);
      const attempts = page.getByTestId('deliveries-table').getByTestId('delivery-attempt');
      await expect(attempts).toHaveCount(2);
      for (const row of await attempts.all()) await expect(row).toContainText(mine);
      // the event as a person reads it (the one display map), the code kept in the row's data
      await expect(page.getByTestId('deliveries-table').locator('tr[data-event="order.picked_up"]')).toContainText('Paquete recolectado');
      await expect(page.getByTestId('deliveries-table').locator('tr[data-event="order.created"]')).toContainText('Pedido creado');
      await shot(page, `delivery-log-03-por-pedido-${size}`);

      await page.getByRole('button', { name: `Quitar el filtro del pedido ${mine}` }).click();
      await expect(page.getByTestId('deliveries-table')).toContainText(other);
      await expect(page).toHaveURL(new RegExp(`/dashboard/webhooks/${webhookId}$`));
    }

    await page.goto(`/dashboard/webhooks/${webhookId}?pedido=roto`);
    await expect(page.getByText('El pedido de este enlace no existe en tu organización')).toBeVisible();
    await expect(page.getByTestId('deliveries-table')).toContainText(other);
  } finally {
    await receiver.close();
  }
});
