// Standard Webhooks in the dashboard: the form offers the extended retry schedule and the settings show it; rotating
// the secret with a grace shows the new secret (never the old one), until when the old one still signs, and a
// delivery then carries both signatures, each verifying with its secret.
import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { api } from './api';
import { seededApiKey, shot, startReceiver, validSignature } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, `${name}-1280x800`);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, `${name}-375x812`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The webhook-signature entry of `secret` (Standard Webhooks: key = base64 after whsec_). */
function standardSignature(secret: string, headers: Record<string, string | string[] | undefined>, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest('base64')}`;
}

test('extended retries from the form; rotation with a 24 h grace signs with both secrets', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    const name = `Receptor extendido ${Date.now()}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/webhooks');
    await page
      .getByRole('button', { name: /Nuevo webhook|Crear un webhook/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo webhook' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('URL').fill(receiver.url('/firmas'));
    await dialog.getByRole('checkbox', { name: /order\.status_changed/ }).check();
    await dialog.getByLabel('Reintentos').selectOption('extended');
    await shots(page, 'whsign-01-form-extended');
    await dialog.getByRole('button', { name: 'Crear webhook' }).click();
    const oldSecret = (await page.getByTestId('webhook-secret').textContent())!;
    expect(oldSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    await page.goto('/dashboard/webhooks');
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText(/Extendido: 9 intentos/)).toBeVisible();

    await page.getByRole('button', { name: 'Rotar secreto' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Rotar el secreto?' });
    await expect(confirm.getByRole('radio', { name: 'Ahora' })).toBeChecked();
    await confirm.getByRole('radio', { name: 'En 24 horas' }).check();
    await shots(page, 'whsign-02-rotate-grace');
    await confirm.getByRole('button', { name: 'Rotar secreto' }).click();
    const newSecret = (await page.getByTestId('webhook-secret-value').textContent())!;
    expect(newSecret).not.toBe(oldSecret);
    await expect(page.getByTestId('webhook-secret-grace')).toContainText('el secreto anterior también firma las entregas');
    await expect(page.getByRole('status')).toContainText('la firma del nuevo y también la del anterior');
    await expect(page.locator('body')).not.toContainText(oldSecret);
    await shots(page, 'whsign-03-rotated');

    // A test event: X-Service-Signature with the new secret, webhook-signature with both.
    const id = page.url().split('/').pop()!;
    const key = await seededApiKey(`whsign ${Date.now()}`);
    expect((await api(key, 'POST', `/webhooks/${id}/test`)).status).toBe(201);
    // Other specs move orders of the same organization at the same time, so this endpoint may also receive
    // order.status_changed events: look at the test event only.
    const testEvents = () => receiver.received.filter((r) => r.headers['x-service-event'] === 'webhook.test');
    await expect.poll(() => testEvents().length, { timeout: 20_000 }).toBe(1);
    const [delivered] = testEvents();
    expect(validSignature(newSecret, delivered.body, delivered.headers['x-service-signature'])).toBe(true);
    expect(String(delivered.headers['webhook-signature']).split(' ')).toEqual([
      standardSignature(newSecret, delivered.headers, delivered.body),
      standardSignature(oldSecret, delivered.headers, delivered.body),
    ]);
  } finally {
    await receiver.close();
  }
});
