// The audit log page (/dashboard/auditoria) in Chromium: a key created in the dashboard (the owner) and a webhook
// created over the API (the key, by name and prefix) each appear once, the action filter narrows the table, the
// CSV export of the current filters downloads and parses back to the same rows, a read-only member gets the 403
// page; desktop and phone, axe with no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { api } from './api';
import { seededApiKey, shot } from './helpers';
import { MEMBER_STORAGE, OWNER_STORAGE, seedState } from './state';

test.use({ storageState: OWNER_STORAGE });

// A server action's answer or a navigation on a loaded machine: waited for as long as it realistically takes.
const ANSWER = { timeout: 30_000 };
const NAVIGATION = { timeout: 60_000 };

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the owner sees who changed what, filters it and exports the same rows as CSV', async ({ page }) => {
  test.setTimeout(150_000);
  const keyName = `Auditoría ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/api-keys');
  await page
    .getByRole('button', { name: /Nueva clave|Crear mi primera clave/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
  await dialog.getByLabel('Nombre').fill(keyName);
  await dialog.getByRole('checkbox', { name: /orders:read/ }).check();
  await dialog.getByRole('button', { name: 'Crear clave' }).click();
  await expect(page.getByTestId('new-key-value')).toHaveText(/^flt_/, ANSWER);
  const key = (await page.getByTestId('new-key-value').textContent())!;
  expect(key).toMatch(/^flt_/);

  // A change over the API, by another key.
  const apiKeyName = `auditoria-api ${Date.now()}`;
  const apiKey = await seededApiKey(apiKeyName);
  const hookName = `Gancho auditado ${Date.now()}`;
  expect(
    (
      await api(apiKey, 'POST', '/webhooks', {
        name: hookName,
        url: 'https://example.com/auditoria?token=s3creto',
        events: ['order.delivered'],
      })
    ).status,
  ).toBe(201);

  await page.getByRole('navigation').getByRole('link', { name: 'Auditoría' }).click();
  await page.waitForURL(/\/dashboard\/auditoria$/, NAVIGATION);
  await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible(ANSWER);
  const table = page.getByTestId('audit-table');
  const keyRow = table.getByRole('row').filter({ hasText: keyName });
  await expect(keyRow).toHaveCount(1, ANSWER);
  await expect(keyRow).toContainText('Clave de API creada');
  await expect(keyRow).toContainText(seedState().owner.email);
  const hookRow = table.getByRole('row').filter({ hasText: hookName });
  await expect(hookRow).toHaveCount(1);
  await expect(hookRow).toContainText('Webhook creado');
  await expect(hookRow).toContainText(`Clave de API «${apiKeyName}» (${apiKey.slice(0, 12)}`);
  await expect(table).not.toContainText('s3creto');
  await expect(table).not.toContainText(key);
  await shot(page, 'audit-01-list-1280x800');
  await axe(page);

  await page.getByLabel('Acción').selectOption('api_key.created');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.waitForURL(/action=api_key.created/, NAVIGATION);
  await expect(table.getByRole('row').filter({ hasText: hookName })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: keyName })).toHaveCount(1);
  const shown = await table.locator('tbody tr').count();
  for (let i = 0; i < shown; i++) await expect(table.locator('tbody tr').nth(i)).toContainText('Clave de API creada');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes.subarray(3).toString('utf8'));
  expect(rows[0].slice(0, 4)).toEqual(['Fecha (Ciudad de México)', 'Quién', 'Tipo de actor', 'Acción']);
  expect(rows.slice(1).every((r) => r[3] === 'Clave de API creada')).toBe(true);
  const summary = rows[0].indexOf('Resumen');
  expect(rows.slice(1).filter((r) => r[summary].includes(keyName))).toHaveLength(1);
  expect(rows.length - 1).toBeGreaterThanOrEqual(shown);
  expect(bytes.toString('utf8')).not.toContain(key);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible(ANSWER);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'audit-02-filtered-375x812');
  await axe(page);
});

test.describe('a read-only member', () => {
  test.use({ storageState: MEMBER_STORAGE });
  test('does not see the audit log', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
    const res = await page.goto('/dashboard/auditoria');
    expect(res?.status()).toBe(403);
    const csv = await page.request.get('/api/dashboard/exports/audit');
    expect(csv.status()).toBe(403);
  });
});
