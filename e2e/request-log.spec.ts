// Registros (docs/request-log.md): requests made with a key show on the logs page a moment later; the filters
// (status class, method, path, key, X-Request-Id, dates) narrow the table; a failed request opens with its
// X-Request-Id, its headers and its body with the secrets redacted. At 1280x800 and on a phone (375x812),
// where the table scrolls inside its card and the page never scrolls sideways. Members read it too.
import { expect, test, type Page } from '@playwright/test';
import { orderBody } from './api';
import { seededApiKey, shot } from './helpers';
import { MEMBER_STORAGE, OWNER_STORAGE, serverState } from './state';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

async function send(key: string, method: string, path: string, options: { body?: string; requestId?: string } = {}) {
  const res = await fetch(`${serverState().baseUrl}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      'User-Agent': 'tienda-e2e/1.0',
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.requestId ? { 'X-Request-Id': options.requestId } : {}),
    },
    body: options.body,
  });
  await res.arrayBuffer();
  return { status: res.status, requestId: res.headers.get('x-request-id')! };
}

/** Requests of a fresh key: two that succeed and one refused with secrets in its body. */
async function makeTraffic(label: string) {
  const name = `Registros ${label} ${Date.now()}`;
  const key = await seededApiKey(name);
  const stamp = Date.now().toString(36);
  const ok = await send(key, 'GET', '/orders?limit=1');
  const listed = await send(key, 'GET', '/account');
  const failed = await send(key, 'POST', '/orders', {
    requestId: `req_e2e-${label}-${stamp}`,
    body: JSON.stringify({
      ...orderBody(`LOG-${stamp}`),
      password: 'hunter2-e2e',
      apiKey: 'flt_filtrada_e2e',
      tarjeta: '4111 1111 1111 1111',
    }),
  });
  expect([ok.status, listed.status, failed.status]).toEqual([200, 200, 400]);
  expect(failed.requestId).toBe(`req_e2e-${label}-${stamp}`);
  return { name, ok, failed };
}

/** The page with the key chosen in the filter, reloaded until the batched rows have been written. */
async function openFiltered(page: Page, keyName: string, expectedRows: number) {
  await page.goto('/dashboard/logs');
  await page.getByLabel('Clave').selectOption({ label: keyName });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('logs-table').locator('tbody tr')).toHaveCount(expectedRows, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

async function expectNoSideScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('owner', () => {
  test.use({ storageState: OWNER_STORAGE });

  test('filters the log and opens a failed request with its body redacted (1280x800)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const { name, failed } = await makeTraffic('escritorio');
    await openFiltered(page, name, 3);
    await shot(page, 'request-log-1280x800');

    // Status class 4xx: only the refused POST.
    await page.getByLabel('Estado').selectOption('4xx');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const rows = page.getByTestId('logs-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('POST');
    await expect(rows.first()).toContainText('400');
    await expect(rows.first()).toContainText(failed.requestId);

    // Method and path narrow it the same way; a path nobody called empties it.
    await page.getByLabel('Estado').selectOption('');
    await page.getByLabel('Método').selectOption('GET');
    await page.getByLabel('Ruta').fill('/account');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('/account');
    await page.getByLabel('Ruta').fill('/webhooks');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('Ninguna solicitud coincide con estos filtros.')).toBeVisible();

    // By X-Request-Id alone (the key filter cleared), with today's dates.
    await page.getByRole('link', { name: 'Limpiar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/logs$/);
    // The form is drawn again for the cleared filter: no value of the previous one is left in it.
    await expect(page.getByLabel('Ruta')).toHaveValue('');
    await expect(page.getByLabel('Método')).toHaveValue('');
    await page.getByLabel('X-Request-Id').fill(failed.requestId);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    await page.getByLabel('Desde').fill(today);
    await page.getByLabel('Hasta').fill(today);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(rows).toHaveCount(1);
    await shot(page, 'request-log-filtered-1280x800');

    await rows.first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: /POST \/orders/ })).toBeVisible();
    await expect(page.getByTestId('request-id')).toHaveText(failed.requestId);
    await expect(page.getByRole('button', { name: 'Copiar X-Request-Id' })).toBeVisible();
    await expect(page.getByText('tienda-e2e/1.0')).toBeVisible();
    const body = page.getByTestId('Cuerpo enviado');
    await expect(body).toContainText('"password": "[REDACTADO]"');
    await expect(body).toContainText('"tarjeta": "[REDACTADO]"');
    await expect(body).not.toContainText('hunter2-e2e');
    await expect(body).not.toContainText('flt_filtrada_e2e');
    await expect(page.getByTestId('Respuesta de error')).toContainText('"error"');
    await shot(page, 'request-log-detail-1280x800');
  });

  test('works on a phone: the table scrolls inside its card, the detail fits (375x812)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const { name, failed } = await makeTraffic('telefono');
    await openFiltered(page, name, 3);
    await expectNoSideScroll(page);
    await shot(page, 'request-log-375x812');
    await page.getByTestId('logs-table').locator('tbody tr').filter({ hasText: 'POST' }).getByRole('link').click();
    await expect(page.getByTestId('request-id')).toHaveText(failed.requestId);
    await expectNoSideScroll(page);
    await shot(page, 'request-log-detail-375x812');
  });
});

test.describe('viewer (read-only role)', () => {
  test.use({ storageState: MEMBER_STORAGE });

  test("a viewer reads the log; another organization's request id is a 404 page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/logs');
    await expect(page.getByRole('heading', { name: 'Registros', exact: true })).toBeVisible();
    const res = await page.goto(`/dashboard/logs/${crypto.randomUUID()}`);
    expect(res?.status()).toBe(404);
  });
});
