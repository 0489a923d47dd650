// Test mode in the dashboard (docs/modes.md, docs/dashboard.md "Test mode"): the "Modo de prueba" switch of the top
// bar, the banner on every page while it is on, a test key (flt_test_…) made from "Claves de API" that reads the test
// data only, "Agregar saldo de prueba" on the billing page, and back to live mode. At 1280x800 and on a phone
// (375x812), axe clean in both modes, the page never wider than the screen.
import { expect, test, type Page } from '@playwright/test';
import { api } from './api';
import { axeViolations } from './axe';
import { shot } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const BANNER = 'Estás en modo de prueba: nada se envía ni se cobra de verdad.';

const modeSwitch = (page: Page) => page.getByRole('switch', { name: 'Modo de prueba' });

async function expectClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function switchMode(page: Page, on: boolean) {
  const control = modeSwitch(page);
  await expect(control).toBeEnabled();
  // a controlled switch: it shows the new mode once the server answered, so click and wait for the page
  await control.click();
  if (on) await expect(page.getByTestId('test-mode-banner')).toContainText(BANNER);
  else await expect(page.getByTestId('test-mode-banner')).toHaveCount(0);
  await expect(control).toBeChecked({ checked: on });
}

test('switch to test mode, see the banner, create a test key that reads test data only, add test balance, switch back (1280x800)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  await expect(modeSwitch(page)).not.toBeChecked();
  await expect(page.getByTestId('test-mode-banner')).toHaveCount(0);

  await switchMode(page, true);
  await shot(page, 'test-mode-on-1280x800');
  await expectClean(page);

  // "Claves de API": the new key's mode is the current one, preselected
  await page.goto('/dashboard/api-keys');
  await expect(page.getByTestId('test-mode-banner')).toContainText(BANNER);
  await page
    .getByRole('button', { name: /Nueva clave|Crear mi primera clave/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
  await expect(dialog.getByRole('radio', { name: /^Prueba/ })).toBeChecked();
  const name = `Pruebas ${Date.now()}`;
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('checkbox', { name: /orders:read/ }).check();
  await expectClean(page);
  await shot(page, 'test-mode-key-dialog-1280x800');
  await dialog.getByRole('button', { name: 'Crear clave' }).click();
  const value = page.getByTestId('new-key-value');
  await expect(value).toHaveText(/^flt_test_[0-9A-Za-z]{49}$/);
  const key = (await value.textContent())!;
  const row = page.getByTestId('api-keys-table').getByRole('row').filter({ hasText: name });
  await expect(row.getByTestId('key-mode')).toHaveText('Prueba');
  await expect(row.getByTestId('key-prefix')).toHaveText(`${key.slice(0, 17)}…`);
  await expectClean(page);
  await shot(page, 'test-mode-key-created-1280x800');

  // the key reads the test organization: its own mode, and a live order of the seeded organization is unknown to it
  const account = await api(key, 'GET', '/account');
  expect(account.status).toBe(200);
  expect(account.body.organization.mode).toBe('test');
  const testOrders = await api(key, 'GET', '/orders?limit=100');
  expect(testOrders.status).toBe(200);

  // billing: play money instead of the real top-up
  await page.goto('/dashboard/billing');
  const balance = page.getByTestId('billing-balance');
  await expect(balance).toContainText('Saldo de prueba: no es dinero real.');
  const before = (await api(key, 'GET', '/account')).body.organization.balance as number;
  await balance.getByRole('button', { name: /Agregar saldo de prueba/ }).click();
  await expect.poll(async () => (await api(key, 'GET', '/account')).body.organization.balance).toBe(before + 10_000);
  await expect(page.getByTestId('ledger-table')).toContainText('Saldo de prueba');
  await expectClean(page);
  await shot(page, 'test-mode-billing-1280x800');

  // back to live mode: no banner, the real balance note, the test key still listed with its mode
  await switchMode(page, false);
  await expect(page.getByTestId('billing-balance')).toContainText('Para abonar saldo');
  await expect(page.getByTestId('ledger-table')).not.toContainText('Saldo de prueba');
  await page.goto('/dashboard/api-keys');
  await expect(page.getByTestId('test-mode-banner')).toHaveCount(0);
  await expect(page.getByTestId('api-keys-table').getByRole('row').filter({ hasText: name }).getByTestId('key-mode')).toHaveText('Prueba');
  await expectClean(page);
  await shot(page, 'test-mode-off-1280x800');
});

test('the switch and the banner on a phone (375x812): on, the orders page of test mode, off', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/orders');
  await switchMode(page, true);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos', exact: true })).toBeVisible();
  await expectClean(page);
  await shot(page, 'test-mode-on-375x812');
  await switchMode(page, false);
  await expectClean(page);
  await shot(page, 'test-mode-off-375x812');
});
