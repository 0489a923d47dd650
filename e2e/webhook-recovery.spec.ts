// Webhook recovery and endpoint health in the dashboard: "Reenviar fallidas" re-sends the failed deliveries of a
// receiver that was down and shows the job's progress live; a webhook the service disabled (every attempt failed
// for 5 days) shows a badge in the list and a banner with the reason, and one click re-enables it.
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { webhooks } from '@/db/schema';
import { disableIfFailing, ENDPOINT_FAILURE_WINDOW_MS } from '@/lib/webhooks/endpoint-health';
import { api } from './api';
import { seededApiKey, shot, startReceiver, withDb } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

/** Screenshots at the desktop and phone sizes. */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, `${name}-1280x800`);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, `${name}-375x812`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function createWebhook(key: string, name: string, url: string): Promise<string> {
  const res = await api(key, 'POST', '/webhooks', { name, url, events: ['order.delivered'] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

test('"Reenviar fallidas" re-sends the failed deliveries and shows the progress', async ({ page }) => {
  let answer = 410;
  const receiver = await startReceiver(() => answer);
  try {
    const key = await seededApiKey(`recovery-spec ${Date.now()}`);
    const name = `Receptor caído ${Date.now()}`;
    const id = await createWebhook(key, name, receiver.url('/down'));
    // Two test events the receiver refuses (410: final at once).
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

    answer = 200;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/webhooks/${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const since = page.getByLabel('Desde');
    await expect(since).not.toHaveValue('');
    await shots(page, 'whrecover-01-before');

    await page.getByRole('button', { name: 'Reenviar fallidas' }).click();
    const progress = page.getByTestId('recovery-progress');
    await expect(progress).toBeVisible();
    // Polled live: the job completes and both deliveries succeed, with no reload.
    await expect(progress).toHaveAttribute('data-state', 'completed', { timeout: 20_000 });
    await expect(progress).toContainText('2 de 2 reenviadas · 2 exitosas · 0 fallidas · 0 en curso', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Reenviar fallidas' })).toBeEnabled();
    expect(receiver.received.filter((r) => r.path === '/down')).toHaveLength(4);
    await expect(page.getByTestId('deliveries-table').locator('tr[data-event="webhook.test"]').first()).toContainText('HTTP 200', {
      timeout: 20_000,
    });
    await shots(page, 'whrecover-02-completed');
  } finally {
    await receiver.close();
  }
});

test('a webhook disabled after 5 days of failures shows why, and one click re-enables it', async ({ page }) => {
  const receiver = await startReceiver(() => 503);
  try {
    const key = await seededApiKey(`health-spec ${Date.now()}`);
    const name = `Receptor muerto ${Date.now()}`;
    const id = await createWebhook(key, name, receiver.url('/dead'));
    // Its failure streak began 5 days and a minute ago; the health check (lib/webhooks/endpoint-health.ts) disables it.
    await withDb(async (db) => {
      await db
        .update(webhooks)
        .set({ failingSince: new Date(Date.now() - ENDPOINT_FAILURE_WINDOW_MS - 60_000) })
        .where(eq(webhooks.id, id));
      expect(await disableIfFailing(db, { webhookId: id, now: new Date() })).not.toBeNull();
    });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/webhooks');
    const row = page.getByTestId('webhooks-table').locator('tr', { hasText: name });
    await expect(row).toContainText('Desactivado automáticamente');
    await shots(page, 'whrecover-03-list-badge');

    await row.getByRole('link', { name }).click();
    const banner = page.getByTestId('webhook-disabled-banner');
    await expect(banner).toContainText('Desactivado automáticamente el');
    await expect(banner).toContainText('Todas las entregas fallaron durante 5 días');
    await expect(page.getByRole('button', { name: 'Reenviar fallidas' })).toBeDisabled();
    await shots(page, 'whrecover-04-disabled-banner');

    await banner.getByRole('button', { name: 'Reactivar webhook' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { name })).toContainText('Activo');
    await expect(page.getByRole('button', { name: 'Reenviar fallidas' })).toBeEnabled();
    // The banner hides optimistically (disabled-banner.tsx) before the server action commits: wait for the commit.
    await expect
      .poll(async () => (await api(key, 'GET', `/webhooks/${id}`)).body, { timeout: 20_000 })
      .toMatchObject({ active: true, disabledAt: null, disabledReason: null });
    await shots(page, 'whrecover-05-re-enabled');
  } finally {
    await receiver.close();
  }
});
