// Weight adjustments in Chromium (issue 34, point 2), for an organization of its own: a sandbox order picked up through the
// API, then "Simular medición" on its detail makes an adjustment appear there (declared vs measured, the charge, the
// deadline to dispute it), and /dashboard/ajustes lists it with its state filter and a link to its page; at 1280x800
// and 375x812 with axe, and no sideways scroll on the phone.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import { api, createOrder } from './api';
import { axeViolations } from './axe';
import { shot, withDb } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const SIZES = [
  { label: '1280x800', viewport: { width: 1280, height: 800 } },
  { label: '375x812', viewport: { width: 375, height: 812 } },
] as const;

async function organizationWithPickedUpOrder() {
  const suffix = randomBytes(4).toString('hex');
  const email = `ajustes-${suffix}@adjust.test`;
  const password = `ajustes-de-peso-${suffix}`;
  const key = await withDb(async (db) => {
    const org = await createOrganization(db, { name: `Tienda Báscula ${suffix}`, balanceCentavos: 2_000_00 });
    await createUser(db, { email, password, name: 'Bruno Báscula', organizationId: org.id, role: 'owner' });
    return (await createApiKey(db, { organizationId: org.id, name: 'e2e ajustes', scopes: ['*'] })).key;
  });
  const reference = `PESO-${suffix.toUpperCase()}`;
  const orderId = await createOrder(key, reference);
  expect((await api(key, 'POST', `/sandbox/orders/${orderId}/advance`, {})).status).toBe(200);
  return { email, password, orderId, reference };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page is not wider than the screen').toBeLessThanOrEqual(0);
}

for (const { label, viewport } of SIZES) {
  test(`a simulated measurement shows an adjustment on the order and in Ajustes de peso (${label})`, async ({ page }) => {
    const { email, password, orderId, reference } = await organizationWithPickedUpOrder();
    await page.setViewportSize(viewport);
    await signIn(page, email, password);

    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(page.getByTestId('order-adjustments')).toHaveCount(0);
    await page.getByRole('button', { name: 'Simular medición' }).click();
    await expect(page.getByRole('status')).toContainText('Medición registrada: se cargaron $');
    const card = page.getByTestId('order-adjustments');
    await expect(card).toContainText('Cargo de $');
    await expect(card).toContainText('Abierto');
    await expect(card).toContainText('1.5 kg · 30 × 20 × 15 cm (2 kg cobrables)');
    await expect(card).toContainText('3.3 kg · 30 × 20 × 15 cm (4 kg cobrables)');
    await expect(card).toContainText('Disputar hasta');
    expect(await axeViolations(page)).toEqual([]);
    if (viewport.width === 375) await noSidewaysScroll(page);
    await shot(page, `adjustment-order-detail-${label}`);

    await page.goto('/dashboard/ajustes');
    await expect(page.getByRole('heading', { name: 'Ajustes de peso' })).toBeVisible();
    const row = page.getByTestId('adjustments-table').getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Abierto');
    await expect(row.getByRole('link', { name: reference })).toHaveAttribute('href', /\/dashboard\/ajustes\/[0-9a-f-]{36}$/);
    expect(await axeViolations(page)).toEqual([]);
    if (viewport.width === 375) await noSidewaysScroll(page);
    await shot(page, `adjustments-list-${label}`);

    await page.getByLabel('Estado').selectOption('disputed');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/status=disputed/);
    await expect(page.getByText('Ningún ajuste coincide con estos filtros.')).toBeVisible();
    await page.getByLabel('Estado').selectOption('open');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByTestId('adjustments-table').getByRole('row').filter({ hasText: reference })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
}
