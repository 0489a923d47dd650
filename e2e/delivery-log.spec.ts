// The webhook delivery log in Chromium (issue 17.8): against a failing endpoint every attempt is its own row with
// its date, HTTP status and result ("Fallida", never "Entregada"), the result filter narrows it, and a double
// click on "Reenviar fallidas" re-sends each failed delivery exactly once (one recovery job); afterwards the old
// attempts still read as failed and the new ones as delivered. Desktop and phone, axe on the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { webhookRecoveries } from '@/db/schema';
import { api } from './api';
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
      .poll(async () => (await api(key, 'GET', `/webhooks/${id}/deliveries`)).body.data.filter((a: { deliveryState: string }) => a.deliveryState === 'failed').length, { timeout: 20_000 })
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
