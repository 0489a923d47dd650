// Key roll and edit in the dashboard (docs/dashboard.md, "API keys: roll, edit, last use"): "Rotar" shows the
// new secret once (gone after "Ya la guardé" and a reload) while the old secret keeps working for the chosen
// grace, or stops at once with "Ahora"; "Editar" renames a key; last use shows its client address. At 1280x800
// and on a phone (375x812), where the dialogs stay inside the screen and the page never scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { api } from './api';
import { seededApiKey, shot } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });
// Each test waits on several page loads and API calls; a loaded machine needs more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** The row of the key with this prefix (its own prefix cell: a replaced key's row also names its successor's). */
const row = (page: Page, prefix: string) =>
  page
    .getByTestId('api-keys-table')
    .getByRole('row')
    .filter({ has: page.getByTestId('key-prefix').getByText(`${prefix}…`, { exact: true }) });

/** The dialog lies inside the viewport and the page itself has no horizontal scroll. */
async function expectFits(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

/** Rolls the key shown with `prefix` through the dialog, choosing `grace`; returns the new secret shown once. */
async function rollFromDashboard(page: Page, name: string, prefix: string, grace: string, screenshot: string) {
  await row(page, prefix)
    .getByRole('button', { name: `Rotar clave ${name} (${prefix})` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Rotar clave «${name}»` });
  await expect(dialog.getByRole('radio', { name: 'En 24 horas' })).toBeChecked();
  await dialog.getByRole('radio', { name: grace }).check();
  await expectFits(page, dialog);
  await shot(page, `${screenshot}-dialog`);
  await dialog.getByRole('button', { name: 'Rotar clave' }).click();
  await expect(dialog).toBeHidden();
  const value = page.getByTestId('new-key-value');
  await expect(value).toHaveText(/^flt_live_[0-9A-Za-z]{49}$/);
  await expect(page.getByTestId('new-key-panel').getByRole('button', { name: 'Copiar' })).toBeVisible();
  return (await value.textContent())!;
}

test('roll with a 24-hour grace: the new secret once, both secrets work, the old row says it is replaced; edit the name (1280x800)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const name = `Producción ${Date.now()}`;
  const oldKey = await seededApiKey(name, ['orders:read']);
  const oldPrefix = oldKey.slice(0, 17); // flt_live_ and 8 characters
  expect((await api(oldKey, 'GET', '/orders?limit=1')).status).toBe(200);

  await page.goto('/dashboard/api-keys');
  // The last use is written in batches (every 200 ms): it shows with its address once written.
  await expect(async () => {
    await page.reload();
    await expect(row(page, oldPrefix).getByTestId('last-used-ip')).toContainText('desde', { timeout: 1000 });
  }).toPass();

  const newKey = await rollFromDashboard(page, name, oldPrefix, 'En 24 horas', 'api-key-roll-1280x800');
  const newPrefix = newKey.slice(0, 17); // flt_live_ and 8 characters
  const panel = page.getByTestId('new-key-panel');
  await expect(panel).toContainText(`Tu nueva clave «${name}»`);
  await expect(panel).toContainText(`sigue funcionando la clave anterior (${oldPrefix}…).`);
  await expect(row(page, newPrefix)).toContainText('Activa');
  const oldRow = row(page, oldPrefix);
  await expect(oldRow.getByTestId('replaced-by')).toContainText(`Reemplazada por ${newPrefix}…`);
  await expect(oldRow.getByTestId('expires-note')).toContainText('Expira el');
  await expect(oldRow.getByRole('button', { name: /^Rotar/ })).toHaveCount(0);
  await shot(page, 'api-key-roll-1280x800-secret');

  expect((await api(oldKey, 'GET', '/orders?limit=1')).status).toBe(200);
  expect((await api(newKey, 'GET', '/orders?limit=1')).status).toBe(200);
  expect((await api(newKey, 'GET', '/webhooks')).status).toBe(403); // the same scopes as the old key

  await panel.getByRole('button', { name: 'Ya la guardé' }).click();
  await expect(page.getByTestId('new-key-value')).toHaveCount(0);
  expect(await page.content()).not.toContain(newKey);
  await page.reload();
  await expect(row(page, newPrefix)).toBeVisible();
  expect(await page.content()).not.toContain(newKey);

  const renamed = `${name} (renombrada)`;
  await row(page, newPrefix)
    .getByRole('button', { name: `Editar clave ${name} (${newPrefix})` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar clave de API' });
  await expect(edit.getByLabel('Nombre')).toHaveValue(name);
  await expect(edit.getByRole('checkbox', { name: /orders:read/ })).toBeChecked();
  await edit.getByLabel('Nombre').fill(renamed);
  await shot(page, 'api-key-edit-1280x800-dialog');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, newPrefix)).toContainText(renamed);
  await expect(row(page, newPrefix).getByRole('button', { name: `Rotar clave ${renamed} (${newPrefix})` })).toBeVisible();
  await shot(page, 'api-key-edit-1280x800-done');
});

test('roll with "Ahora" on a phone: the old secret answers 401 api_key_expired at once (375x812)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const name = `Móvil ${Date.now()}`;
  const oldKey = await seededApiKey(name, ['orders:read', 'tracking:read']);
  const oldPrefix = oldKey.slice(0, 17); // flt_live_ and 8 characters
  await page.goto('/dashboard/api-keys');
  await expect(row(page, oldPrefix)).toContainText('Activa');
  await shot(page, 'api-key-list-375x812');

  const newKey = await rollFromDashboard(page, name, oldPrefix, 'Ahora', 'api-key-roll-375x812');
  await expect(page.getByTestId('new-key-panel')).toContainText(`La clave anterior (${oldPrefix}…) ya dejó de funcionar.`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'api-key-roll-375x812-secret');

  const refused = await api(oldKey, 'GET', '/orders?limit=1');
  expect(refused.status).toBe(401);
  expect(refused.headers.get('x-error-code')).toBe('api_key_expired');
  expect((await api(newKey, 'GET', '/orders?limit=1')).status).toBe(200);
  await expect(row(page, oldPrefix)).toContainText('Expirada');

  await page.getByRole('button', { name: 'Ya la guardé' }).click();
  await expect(page.getByTestId('new-key-value')).toHaveCount(0);
  const newPrefix = newKey.slice(0, 17); // flt_live_ and 8 characters
  await row(page, newPrefix)
    .getByRole('button', { name: `Editar clave ${name} (${newPrefix})` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar clave de API' });
  await expectFits(page, edit);
  await shot(page, 'api-key-edit-375x812-dialog');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();
});
