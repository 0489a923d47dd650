// Webhooks: create one to a receiver started by the test, move an order, see the delivery in the log
// (polled), check the signature with the revealed secret; a failing receiver, then redelivery.
import { expect, test } from '@playwright/test';
import { api, createOrder } from './api';
import { seededApiKey, shot, startReceiver, validSignature } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

test('a status change reaches the receiver and shows in the delivery log', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    const name = `ERP ${Date.now()}`;
    await page.goto('/dashboard/webhooks');
    await page
      .getByRole('button', { name: /Nuevo webhook|Crear un webhook/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo webhook' });
    // Refusals name the fields as the form labels them (Nombre, URL, Eventos), not as the API's schema does.
    await dialog.getByLabel('Nombre').fill('   ');
    await dialog.getByLabel('URL').fill('ftp://ejemplo.mx/hooks');
    await dialog.getByRole('button', { name: 'Crear webhook' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('El campo «Nombre» no puede estar vacío.');
    await expect(refusal).toContainText('El campo «URL» debe empezar con https://');
    await expect(refusal).toContainText('Marca al menos una opción en «Eventos».');
    await expect(refusal).not.toContainText(/El campo (name|url|events)\b/);
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('URL').fill(receiver.url('/hooks/envios'));
    await dialog.getByRole('checkbox', { name: /order\.picked_up/ }).check();
    await dialog.getByRole('checkbox', { name: /order\.status_changed/ }).check();
    await shot(page, '20-webhook-create-dialog');
    await dialog.getByRole('button', { name: 'Crear webhook' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByTestId('webhooks-table')).toContainText(name);
    await shot(page, '21-webhooks-list');

    // An order moved by the sandbox provider (the API's simulator endpoint): created -> picked_up.
    const key = await seededApiKey(`webhooks-spec ${Date.now()}`);
    const reference = `WH-${Date.now()}`;
    const orderId = await createOrder(key, reference);
    expect((await api(key, 'POST', `/sandbox/orders/${orderId}/advance`, {})).status).toBe(200);

    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const log = page.getByTestId('deliveries-table');
    // No reload: the log is polled while the page is open.
    await expect(log.locator('tr[data-event="order.picked_up"]')).toContainText('HTTP 200', { timeout: 20_000 });
    await expect(log.locator('tr[data-event="order.status_changed"]')).toContainText('Entregada');

    const delivered = receiver.received.find((r) => r.headers['x-service-event'] === 'order.picked_up')!;
    expect(JSON.parse(delivered.body).data).toMatchObject({ orderId, internalReference: reference, status: 'picked_up' });

    // The revealed secret is the one that signs the deliveries.
    await page.getByRole('button', { name: 'Mostrar secreto' }).click();
    await expect(page.getByTestId('webhook-secret-value')).toHaveText(secret);
    expect(validSignature(secret, delivered.body, delivered.headers['x-service-signature'])).toBe(true);

    await log.locator('tr[data-event="order.picked_up"]').getByRole('button', { name: 'Payload' }).click();
    await expect(page.locator('pre.payload').first()).toContainText(orderId);
    await page.getByRole('button', { name: 'Enviar evento de prueba' }).click();
    await expect(log.locator('tr[data-event="webhook.test"]')).toContainText('HTTP 200', { timeout: 20_000 });
    await shot(page, '22-webhook-detail-log');

    // Rotating the secret (confirmed) gives a new one, used from then on.
    await page.getByRole('button', { name: 'Rotar secreto' }).click();
    await page.getByRole('dialog', { name: '¿Rotar el secreto?' }).getByRole('button', { name: 'Rotar secreto' }).click();
    await expect(page.getByTestId('webhook-secret-value')).not.toHaveText(secret);
  } finally {
    await receiver.close();
  }
});

test('a failed delivery can be redelivered, and a webhook can be disabled and deleted', async ({ page }) => {
  let answer = 503;
  const receiver = await startReceiver(() => answer);
  try {
    const name = `Receptor inestable ${Date.now()}`;
    await page.goto('/dashboard/webhooks');
    await page
      .getByRole('button', { name: /Nuevo webhook|Crear un webhook/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo webhook' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('URL').fill(receiver.url('/flaky'));
    await dialog.getByRole('checkbox', { name: /order\.delivered/ }).check();
    await dialog.getByRole('button', { name: 'Crear webhook' }).click();
    await page.getByRole('link', { name: 'Ver detalle' }).click();

    await page.getByRole('button', { name: 'Enviar evento de prueba' }).click();
    const log = page.getByTestId('deliveries-table');
    // Three attempts (about 1.5 s and 3 s apart), then the delivery is failed.
    await expect(log.locator('tr[data-event="webhook.test"]').first()).toContainText('Fallida', { timeout: 25_000 });
    await expect(log.locator('tr[data-event="webhook.test"]')).toHaveCount(3);
    await shot(page, '23-webhook-failed-deliveries');

    answer = 200;
    await log.getByRole('button', { name: 'Reenviar' }).click();
    await expect(log.locator('tr[data-event="webhook.test"]').first()).toContainText('HTTP 200', { timeout: 20_000 });
    await expect(log.locator('tr[data-event="webhook.test"]').first()).toContainText('Entregada');

    await page.getByRole('main').getByRole('switch').click();
    await expect(page.getByRole('heading', { name })).toContainText('Inactivo');
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: '¿Eliminar este webhook?' }).getByRole('button', { name: 'Eliminar webhook' }).click();
    await expect(page).toHaveURL(/\/dashboard\/webhooks$/);
    await expect(page.getByText(name)).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
