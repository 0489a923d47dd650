// API keys shown once, used through the API to create orders, orders in the list and detail, cancel, revoke -> 401.
import { expect, test, type Page } from '@playwright/test';
import { api, createOrder, orderBody, sendProviderReport } from './api';
import { shot } from './helpers';
import postgres from 'postgres';
import { sampleDeliveryAddress } from '../lib/orders/sample-order';
import { ORDERS_PAGE_SIZE } from '../lib/orders/orders-page-filter';
import { OWNER_STORAGE, seedState, serverState } from './state';

test.use({ storageState: OWNER_STORAGE });
test.describe.configure({ mode: 'serial' });

let key = '';
const keyName = `Tienda en línea ${Date.now()}`;
const reference = `E2E-${Date.now()}`;
let orderId = '';

async function keyRow(page: Page) {
  return page.getByTestId('api-keys-table').getByRole('row').filter({ hasText: keyName });
}

test('create a key with the orders scopes and see it exactly once', async ({ page }) => {
  await page.goto('/dashboard/api-keys');
  await page
    .getByRole('button', { name: /Nueva clave|Crear mi primera clave/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
  await dialog.getByLabel('Nombre').fill(keyName);
  await dialog.getByRole('checkbox', { name: /orders:read/ }).check();
  await dialog.getByRole('checkbox', { name: /orders:write/ }).check();
  await shot(page, '10-api-key-create-dialog');
  await dialog.getByRole('button', { name: 'Crear clave' }).click();

  const value = page.getByTestId('new-key-value');
  await expect(value).toHaveText(/^flt_live_[0-9A-Za-z]{49}$/);
  key = (await value.textContent())!;
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
  const row = await keyRow(page);
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).toContainText('orders:read');
  await expect(row).toContainText('Activa');
  await shot(page, '11-api-key-shown-once');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Claves de API' })).toBeVisible();
  await expect(page.getByTestId('new-key-value')).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  await expect(await keyRow(page)).toContainText(key.slice(0, 12));
});

test('the key creates an order through the API, which shows in the list and its detail', async ({ page }) => {
  expect(key).not.toBe('');
  orderId = await createOrder(key, reference);
  const tracking = (await api(key, 'GET', `/orders/${orderId}`)).body.provider_tracking_number as string;
  // The provider reports a pickup (signed like the real provider), so the timeline has a second step.
  const report = await sendProviderReport({
    value: tracking,
    location: 'Ciudad de México, CDMX',
    latitud: '19.43',
    longitud: '-99.13',
    observations: 'Recolectado en almacén',
    dateTimeISO: new Date().toISOString(),
    StatusObj: { code: 'picked_up', description: 'Recolectada' },
  });
  expect(report.status).toBe(200);

  await page.goto('/dashboard/orders');
  const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Recolectada');
  await shot(page, '12-orders-list');

  await page.getByLabel('Estado').selectOption('cancelled');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByTestId('orders-table').getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await page.getByLabel('Estado').selectOption('picked_up');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByTestId('orders-table').getByRole('row').filter({ hasText: reference })).toHaveCount(1);

  await page.getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: reference })).toBeVisible();
  const timeline = page.getByTestId('tracking-timeline');
  await expect(timeline).toContainText('Recolectada');
  await expect(timeline).toContainText('Recolectado en almacén');
  await expect(timeline).toContainText('Creada');
  await expect(page.getByTestId('tracking-number').getByText(tracking)).toBeVisible();
  await expect(page.getByTestId('tracking-url')).toHaveAttribute('href', new RegExp(`/rastreo/${tracking}$`));
  await shot(page, '13-order-detail');

  const download = page.waitForEvent('download');
  await page.getByTestId('download-label').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('more orders than one page: next and previous move through them', async ({ page }) => {
  // Rows written straight to the database (the shared organization's balance stays for the other specs).
  const sql = postgres(serverState().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const address = JSON.stringify(sampleDeliveryAddress);
    await sql`
      insert into orders (organization_id, internal_reference, provider, status, pickup_address, delivery_address,
        package_weight, package_length, package_width, package_height, total_cost_centavos, created_at, status_updated_at)
      select ${seedState().organizationId}, 'PAGINA-' || i, 'sandbox', 'created', ${address}::text::jsonb, ${address}::text::jsonb,
        1, 10, 10, 10, 15000, now() - make_interval(days => 30, secs => i), now()
      from generate_series(1, ${ORDERS_PAGE_SIZE}) as i`;
  } finally {
    await sql.end();
  }
  await page.goto('/dashboard/orders');
  const pager = page.getByRole('navigation', { name: 'Paginación' });
  await expect(pager).toContainText('Página 1');
  await expect(page.getByTestId('orders-table').getByRole('row')).toHaveCount(ORDERS_PAGE_SIZE + 1);
  await pager.getByRole('link', { name: 'Siguiente →' }).click();
  await expect(pager).toContainText('Página 2');
  await expect(page.getByTestId('orders-table')).toContainText('PAGINA-');
  await shot(page, '14-orders-page-2');
  await pager.getByRole('link', { name: '← Anterior' }).click();
  await expect(pager).toContainText('Página 1');
});

test('cancel a created order with confirmation; the refund shows in billing', async ({ page }) => {
  // Delivered to a flat: the detail prints the street line as the label does (lib/orders/address-line.ts).
  const created = await api(
    key,
    'POST',
    '/orders',
    orderBody(`${reference}-C`, { deliveryAddress: { ...sampleDeliveryAddress, interiorNumber: 'Depto. 4B' } }),
  );
  expect(created.status).toBe(201);
  const id = created.body.orderId as string;
  await page.goto(`/dashboard/orders/${id}`);
  const addresses = page.locator('address');
  await expect(addresses.nth(0)).toContainText('Av. Paseo de la Reforma 222');
  await expect(addresses.nth(0)).not.toContainText('Int.');
  await expect(addresses.nth(1)).toContainText('Av. Juárez 976 Int. Depto. 4B');
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar este pedido?' });
  await dialog.getByLabel('Motivo').fill('El cliente ya no lo quiere');
  await shot(page, '14-order-cancel-confirm');
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByRole('status')).toContainText('Pedido cancelado');
  await expect(page.getByRole('heading', { name: `${reference}-C` })).toContainText('Cancelada');

  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('ledger-table').getByRole('row').nth(1)).toContainText('Reembolso');
  await shot(page, '15-billing');
});

test('revoke the key with confirmation: the API answers 401', async ({ page }) => {
  expect((await api(key, 'GET', `/orders/${orderId}`)).status).toBe(200);
  await page.goto('/dashboard/api-keys');
  await (await keyRow(page)).getByRole('button', { name: /Revocar/ }).click();
  const dialog = page.getByRole('dialog', { name: '¿Revocar esta clave?' });
  await expect(dialog).toContainText(keyName);
  await dialog.getByRole('button', { name: 'Revocar clave' }).click();
  await expect(await keyRow(page)).toContainText('Revocada');
  await shot(page, '16-api-key-revoked');

  const res = await api(key, 'GET', `/orders/${orderId}`);
  expect(res.status).toBe(401);
  expect(res.headers.get('x-error-code')).toBe('invalid_api_key');
  expect(res.body).toEqual({ error: expect.any(String) });
});
