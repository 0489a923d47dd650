// Paqueterías (issue 39), at 1280x800 and 375x812 with axe on every state: the owner saves DHL Express with the
// simulator's credentials (simulators/, run beside the e2e server by scripts/e2e-server.ts), which DHL validates on
// save; the secrets never come back (password inputs, only their last 4 characters shown); wrong credentials show the
// carrier's refusal in Spanish and save nothing. The platform admin's page of platform accounts and margins renders
// clean too. Nothing here turns an account off or removes it: e2e/carriers.spec.ts quotes with the same accounts.
import { expect, test, type Page } from '@playwright/test';
import { DHL_EXPRESS_DEMO_CREDENTIALS } from '../simulators/dhl-express/server';
import { FEDEX_SIMULATOR_CREDENTIALS } from '../simulators/fedex/server';
import { axeViolations } from './axe';
import { shot } from './helpers';
import { MEMBER_STORAGE, OWNER_STORAGE } from './state';

const SIZES = [
  { label: 'escritorio', viewport: { width: 1280, height: 800 } },
  { label: 'movil', viewport: { width: 375, height: 812 } },
] as const;

async function expectAxeClean(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page is not wider than the screen').toBeLessThanOrEqual(0);
}

/** The card's credentials form, opened with "Cambiar credenciales" when the carrier already has an account. */
async function credentialsForm(page: Page, carrier: string, displayName: string) {
  const card = page.locator(`section[data-carrier="${carrier}"]`);
  await expect(card.getByRole('heading', { name: displayName })).toBeVisible();
  const form = card.getByRole('form', { name: `Credenciales de ${displayName}` });
  if (!(await form.isVisible())) await card.getByRole('button', { name: 'Cambiar credenciales' }).click();
  await expect(form).toBeVisible();
  return { card, form };
}

test.describe('Paqueterías', () => {
  test.use({ storageState: OWNER_STORAGE });

  for (const { label, viewport } of SIZES) {
    test(`the owner saves DHL Express validated by DHL, and sees a refusal in Spanish (${label})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/paqueterias');
      await expect(page.getByRole('heading', { level: 1, name: 'Paqueterías' })).toBeVisible();
      // every carrier of the registry, with what it can do in Spanish
      const dhlCard = page.locator('section[data-carrier="dhl_express"]');
      await expect(dhlCard.getByText(/Cotización · Guías/)).toBeVisible();
      await expect(page.locator('section[data-carrier="fedex"]').getByRole('heading', { name: 'FedEx' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, 'Paqueterías');

      // wrong credentials: FedEx refuses them, the form says so in Spanish, nothing is saved
      const fedex = await credentialsForm(page, 'fedex', 'FedEx');
      await fedex.form.locator('input[name="clientId"]').fill(FEDEX_SIMULATOR_CREDENTIALS.clientId);
      await fedex.form.locator('input[name="clientSecret"]').fill('un-secreto-que-fedex-no-conoce');
      await fedex.form.locator('input[name="accountNumber"]').fill(FEDEX_SIMULATOR_CREDENTIALS.accountNumber);
      await fedex.form.getByRole('button', { name: 'Validar y guardar' }).click();
      await expect(fedex.form.getByRole('alert')).toHaveText(/^FedEx rechazó las credenciales; no se guardaron\./);
      await expectAxeClean(page, 'Paqueterías (credenciales rechazadas)');
      await shot(page, `paqueterias-rechazadas-${label}`);

      // the simulator's credentials: DHL accepts them; the secrets are password inputs and never shown back
      const dhl = await credentialsForm(page, 'dhl_express', 'DHL Express');
      await expect(dhl.form.locator('input[name="apiSecret"]')).toHaveAttribute('type', 'password');
      await expect(dhl.form.locator('input[name="apiKey"]')).toHaveAttribute('type', 'password');
      await expect(dhl.form.locator('input[name="accountNumber"]')).toHaveAttribute('type', 'text');
      for (const [field, value] of Object.entries(DHL_EXPRESS_DEMO_CREDENTIALS))
        await dhl.form.locator(`input[name="${field}"]`).fill(value);
      await dhl.form.getByRole('button', { name: 'Validar y guardar' }).click();
      await expect(dhl.card.getByRole('status')).toHaveText('DHL Express aceptó las credenciales; quedaron guardadas.');
      await expect(dhl.card.getByText('Activa', { exact: true })).toBeVisible();
      await expect(dhl.card.getByText(DHL_EXPRESS_DEMO_CREDENTIALS.accountNumber, { exact: true })).toBeVisible();
      await expect(dhl.card.getByText(`••••${DHL_EXPRESS_DEMO_CREDENTIALS.apiSecret.slice(-4)}`, { exact: true }).first()).toBeVisible();
      await expect(dhl.card.getByText('Validada', { exact: true })).toBeVisible();
      const html = await page.content();
      expect(html).not.toContain(DHL_EXPRESS_DEMO_CREDENTIALS.apiSecret);
      expect(html).not.toContain(DHL_EXPRESS_DEMO_CREDENTIALS.apiKey);
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, 'Paqueterías (DHL Express guardada)');
      await shot(page, `paqueterias-guardada-${label}`);

      // after a reload, still saved and still without its secrets
      await page.reload();
      await expect(page.locator('section[data-carrier="dhl_express"]').getByText('Activa', { exact: true })).toBeVisible();
      expect(await page.content()).not.toContain(DHL_EXPRESS_DEMO_CREDENTIALS.apiSecret);
    });
  }

  test('the platform admin page of platform accounts and margins (1280x800 and 375x812)', async ({ page }) => {
    for (const { label, viewport } of SIZES) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/admin/paqueterias');
      await expect(page.getByRole('heading', { level: 1, name: 'Paqueterías de la plataforma' })).toBeVisible();
      await expect(page.locator('section[data-carrier="dhl_express"]')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Margen de Tienda Aurora' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, `Paqueterías de la plataforma (${label})`);
      await shot(page, `paqueterias-plataforma-${label}`);
    }
  });
});

test.describe('Paqueterías for a role without carriers:manage', () => {
  test.use({ storageState: MEMBER_STORAGE });

  test('is not in the menu, and the page refuses in Spanish', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Paqueterías' })).toHaveCount(0);
    await page.goto('/dashboard/paqueterias');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin permiso' })).toBeVisible();
    await page.goto('/dashboard/admin/paqueterias');
    await expect(page.getByRole('heading', { level: 1, name: 'Paqueterías de la plataforma' })).toHaveCount(0);
  });
});
