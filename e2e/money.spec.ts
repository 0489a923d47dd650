// Issue 34's whole money journey in Chromium, for an organization of its own, at 1280x800 and 375x812 with axe: the
// extended-zone surcharge of the sample zones file (docs/examples/zonas-extendidas.csv, CP 23000, La Paz) on the quote
// before buying, the purchase, an adjustment after a simulated measurement ("Simular medición"), its dispute with a
// photo in two clicks on /dashboard/ajustes/[id] (the sandbox accepts matching figures backed by a photo), and the
// refund in the monthly statement and the movements of /dashboard/billing. The zone is the sandbox standard service's
// alone and removed after, so no other spec's quote changes.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { createOrganization } from '@/lib/organizations/create-organization';
import { importZones } from '@/lib/pricing/surcharge-admin';
import { readZonesFile } from '@/lib/pricing/zones-file';
import { createUser } from '@/lib/users/create-user';
import { api } from './api';
import { axeViolations } from './axe';
import { shot, withDb } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const SIZES = [
  { label: '1280x800', viewport: { width: 1280, height: 800 } },
  { label: '375x812', viewport: { width: 375, height: 812 } },
] as const;

const ZONE_FROM = '23000';
const removeZone = () =>
  withDb((db) =>
    db.execute(sql`delete from surcharge_zones where carrier = 'sandbox' and service = 'standard' and postal_code_from = ${ZONE_FROM}`),
  );

test.beforeAll(async () => {
  await removeZone();
  const { rows } = readZonesFile(await readFile('docs/examples/zonas-extendidas.csv'));
  const row = rows.find((r) => r.postalCodeFrom === ZONE_FROM);
  if (!row) throw new Error('docs/examples/zonas-extendidas.csv no trae la zona 23000');
  await withDb((db) => importZones(db, { carrier: 'sandbox', service: 'standard', replace: false, rows: [row] }));
});
test.afterAll(async () => {
  await removeZone();
  await withDb((db) => db.execute(sql`select pg_notify('cache_invalidation', 'surcharges:*')`));
});

async function merchant() {
  const suffix = randomBytes(4).toString('hex');
  const email = `dinero-${suffix}@money.test`;
  const password = `dinero-confiable-${suffix}`;
  const key = await withDb(async (db) => {
    const org = await createOrganization(db, { name: `Tienda Disputa ${suffix}`, balanceCentavos: 2_000_00 });
    await createUser(db, { email, password, name: 'Dalia Disputa', organizationId: org.id, role: 'owner' });
    return (await createApiKey(db, { organizationId: org.id, name: 'e2e dinero', scopes: ['*'] })).key;
  });
  return { email, password, key };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
}

async function fillShipment(page: Page) {
  const origin = page.getByRole('group', { name: 'Origen (recolección)' });
  await origin.getByLabel('Nombre de contacto').fill('Almacén Aurora Sur');
  await origin.getByLabel('Teléfono').fill('+52 55 1234 5678');
  await origin.getByLabel('Calle').fill('Av. Insurgentes Sur');
  await origin.getByLabel('Número exterior').fill('1602');
  await origin.getByLabel('Colonia').fill('Crédito Constructor');
  await origin.getByLabel('Ciudad o municipio').fill('Benito Juárez');
  await origin.getByLabel('Estado').selectOption('Ciudad de México');
  await origin.getByLabel('Código postal').fill('03940');
  const destination = page.getByRole('group', { name: 'Destino' });
  await destination.getByLabel('Nombre de contacto').fill('Marina Geraldo');
  await destination.getByLabel('Teléfono').fill('+52 612 123 4567');
  await destination.getByLabel('Calle').fill('Calle Madero');
  await destination.getByLabel('Número exterior').fill('220');
  await destination.getByLabel('Colonia').fill('Centro');
  await destination.getByLabel('Ciudad o municipio').fill('La Paz');
  await destination.getByLabel('Estado').selectOption('Baja California Sur');
  await destination.getByLabel('Código postal').fill('23000');
  const parcel = page.getByRole('group', { name: 'Paquete' });
  await parcel.getByLabel('Peso (kg)').fill('2');
  await parcel.getByLabel('Largo (cm)').fill('30');
  await parcel.getByLabel('Ancho (cm)').fill('20');
  await parcel.getByLabel('Alto (cm)').fill('15');
}

async function checkPage(page: Page, name: string, mobile: boolean) {
  expect(await axeViolations(page), name).toEqual([]);
  if (mobile) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name}: the page is not wider than the screen`).toBeLessThanOrEqual(0);
  }
  await shot(page, name);
}

for (const { label, viewport } of SIZES) {
  test(`surcharge before buying, an adjustment, its dispute with a photo and the refund in the statement (${label})`, async ({ page }) => {
    test.setTimeout(180_000);
    const mobile = viewport.width === 375;
    const { email, password, key } = await merchant();
    await page.setViewportSize(viewport);
    await signIn(page, email, password);

    // 1. The quote shows the extended-zone surcharge before buying.
    await page.goto('/dashboard/orders/nuevo');
    await fillShipment(page);
    const standard = page.locator('[data-testid="shipping-option"][data-carrier="sandbox"][data-service="standard"]');
    await expect(async () => {
      await page.getByRole('button', { name: 'Cotizar' }).click();
      await expect(standard.getByTestId('option-surcharges')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(standard.getByTestId('option-surcharges').locator('li[data-code="extended_zone"]')).toContainText(
      'Zona extendida (CP 23000)',
    );
    await checkPage(page, `dinero-recargo-${label}`, mobile);

    // 2. Buy it.
    const total = (await standard.getByTestId('option-total').innerText()).trim();
    await standard.getByRole('button', { name: `Comprar por ${total}` }).click();
    await page.waitForURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const orderId = page.url().split('/').pop() as string;

    // 3. The parcel is picked up and the sandbox measures it heavier: an adjustment appears.
    expect((await api(key, 'POST', `/sandbox/orders/${orderId}/advance`, {})).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Simular medición' }).click();
    const card = page.getByTestId('order-adjustments');
    await expect(card).toContainText('Cargo de $');
    await expect(card).toContainText('Abierto');
    const charge = (await card.getByRole('link', { name: /Cargo de/ }).innerText()).replace('Cargo de ', '').trim();

    // 4. Dispute it with a photo, in two clicks.
    await card.getByRole('link', { name: /Cargo de/ }).click();
    await page.waitForURL(/\/dashboard\/ajustes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('adjustment-amount')).toHaveText(charge);
    await checkPage(page, `dinero-ajuste-${label}`, mobile);
    await page.getByRole('button', { name: 'Disputar' }).click();
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('2');
    await expect(page.getByLabel('Largo (cm)')).toHaveValue('30');
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8d6e63' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(/Fotos del paquete/).setInputFiles({ name: 'bascula.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel(/Comentario/).fill('Salió pesado y medido en nuestra báscula: 2 kg.');
    await checkPage(page, `dinero-disputa-formulario-${label}`, mobile);
    await page.getByRole('button', { name: 'Enviar disputa' }).click();
    await expect(page.getByTestId('dispute-decision')).toContainText('Disputa aceptada el', { timeout: 20_000 });
    await expect(page.getByTestId('dispute-summary')).toContainText(`${charge} abonados a tu saldo`);
    await expect(page.getByTestId('evidence-photos').getByRole('img')).toHaveCount(1);
    await checkPage(page, `dinero-disputa-aceptada-${label}`, mobile);

    // 5. The refund in the month's statement and in the movements.
    await page.goto('/dashboard/billing');
    await expect(page.getByTestId('statement-summary')).toContainText('Reembolso por disputa (1)');
    await expect(page.getByTestId('statement-summary').getByRole('row', { name: /Reembolso por disputa/ })).toContainText(charge);
    await expect(page.getByTestId('ledger-table').getByRole('row', { name: /Reembolso por disputa/ })).toContainText(charge);
    await checkPage(page, `dinero-estado-de-cuenta-${label}`, mobile);
  });
}
