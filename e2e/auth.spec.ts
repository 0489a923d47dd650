// Sign-in, sign-out, the redirect of signed-out visitors, and what a plain member may not reach.
import { expect, test } from '@playwright/test';
import { shot } from './helpers';
import { MEMBER_STORAGE, seedState } from './state';

test('a signed-out visitor is sent to the sign-in page, and comes back after signing in', async ({ page, request }) => {
  await page.goto('/dashboard/orders?status=created');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Forders%3Fstatus%3Dcreated/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await shot(page, '01-login');

  // Dashboard endpoints answer 401 in the API's error shape instead of a redirect.
  const api = await request.get('/api/dashboard/api-keys');
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ error: expect.any(String) });

  const { owner } = seedState();
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByLabel('Contraseña').fill('contraseña-equivocada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.locator('.alert-error')).toHaveText('Correo o contraseña incorrectos.');
  await shot(page, '02-login-error');

  await page.getByLabel('Contraseña').fill(owner.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?status=created$/);
  await expect(page.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible();
  await expect(page.getByTestId('org-name')).toContainText('Tienda Aurora');

  await page.getByLabel('Menú de usuario').click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login\?signedOut=1$/);
  await expect(page.getByText('Cerraste sesión.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
});

test.describe('a member', () => {
  test.use({ storageState: MEMBER_STORAGE });

  test('cannot reach platform admin nor change API keys', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Resumen', exact: true })).toBeVisible();
    await expect(page.getByTestId('org-name')).toContainText('Solo lectura');
    await expect(page.getByRole('link', { name: 'Administración' })).toHaveCount(0);
    await shot(page, '03-member-overview');

    // The area does not exist for them: the not-found page, with HTTP 404.
    const admin = await page.goto('/dashboard/admin');
    expect(admin?.status()).toBe(404);
    await expect(page.getByText('No encontramos lo que buscas')).toBeVisible();
    await expect(page.getByTestId('admin-orgs-table')).toHaveCount(0);
    await shot(page, '04-member-admin-404');

    await page.goto('/dashboard/api-keys');
    await expect(page.getByRole('button', { name: 'Nueva clave' })).toHaveCount(0);
    await expect(page.getByText('Tu rol puede consultar las claves')).toBeVisible();
    expect(seedState().member.email).toContain('member@');
  });
});
