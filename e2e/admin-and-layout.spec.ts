// Platform admin (create, credit, limit, white-label), the overview, and the layout on a phone.
import { expect, test } from '@playwright/test';
import { shot } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

test('a platform admin creates an organization, credits it, sets its limit and white-label', async ({ page }) => {
  const name = `Logística Norte ${Date.now()}`;
  await page.goto('/dashboard/admin');
  await page.getByRole('button', { name: 'Nueva organización' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva organización' });
  await create.getByLabel('Nombre', { exact: true }).fill(name);
  await create.getByLabel('Saldo inicial (MXN)').fill('1500');
  await create.getByLabel('Correo').fill(`owner-${Date.now()}@norte.test`);
  await create.getByLabel('Contraseña temporal').fill('norte-temporal-2026');
  await create.getByRole('button', { name: 'Crear organización' }).click();
  const row = page.getByTestId('admin-orgs-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$1,500.00');
  await expect(row).toContainText('Predeterminado');

  await row.getByRole('button', { name: 'Abonar' }).click();
  const credit = page.getByRole('dialog', { name: `Abonar saldo a ${name}` });
  await credit.getByLabel('Monto (MXN)').fill('250.50');
  await credit.getByRole('button', { name: 'Abonar' }).click();
  await expect(page.getByRole('status')).toContainText('$1,750.50');
  await expect(row).toContainText('$1,750.50');

  await row.getByRole('button', { name: 'Límite' }).click();
  const limit = page.getByRole('dialog', { name: `Límite de ${name}` });
  await limit.getByLabel('Solicitudes por hora').fill('5000');
  await limit.getByRole('button', { name: 'Guardar límite' }).click();
  await expect(row).toContainText('5,000/h');

  await row.getByRole('switch').check();
  await expect(page.getByRole('status')).toHaveText(`Marca blanca activada para ${name}.`);
  await page.reload();
  await expect(page.getByTestId('admin-orgs-table').getByRole('row').filter({ hasText: name }).getByRole('switch')).toBeChecked();
  await shot(page, '40-platform-admin');
});

test('overview, API keys and orders pages render as a product, also on a phone', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Resumen', exact: true })).toBeVisible();
  await expect(page.getByTestId('stat-balance')).toContainText('$');
  await expect(page.getByTestId('stat-requests')).toContainText('Solicitudes a la API (24 h)');
  await shot(page, '41-overview');

  // Keyboard: the skip link is the first stop and moves focus to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();

  await page.goto('/dashboard/webhooks');
  await shot(page, '42-webhooks');
  await page.goto('/dashboard/api-keys');
  await shot(page, '43-api-keys');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  await shot(page, '44-phone-overview');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('link', { name: 'Pedidos', exact: true })).toBeVisible();
  await shot(page, '45-phone-navigation');
  await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  await shot(page, '46-phone-orders');
});

test('every list page explains an edited page link in Spanish, with a way back to its first page', async ({ page }) => {
  const lists: [path: string, list: string][] = [
    ['/dashboard/orders', 'pedidos'],
    ['/dashboard/billing', 'movimientos'],
    ['/dashboard/auditoria', 'la auditoría'],
    ['/dashboard/logs', 'registros'],
    ['/dashboard/lotes', 'lotes'],
    ['/dashboard/cierres', 'cierres'],
    ['/dashboard/admin', 'organizaciones'],
  ];
  for (const [path, list] of lists) {
    const res = await page.goto(`${path}?cursor=roto`);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('.alert-error'), path).toContainText(
      `El enlace de esta página ya no es válido. Vuelve a la primera página de ${list}.`,
    );
    await expect(page.getByRole('link', { name: 'Ir a la primera página' }), path).toHaveCount(1);
  }
});
