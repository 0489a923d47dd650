// Rate shopping in the dashboard (issue 39.3), at 1280x800 and 375x812 with axe on every state: the owner configures
// DHL Express and FedEx on Paqueterías with the simulators' credentials (simulators/, run beside the e2e server and
// validated by them on save), opens "Nuevo envío" from the orders list, quotes, sees the options of several carriers
// with the cheapest and the fastest marked and a breakdown on demand, buys the cheapest and lands on the new order,
// which names its carrier and was charged the price shown. Then a batch bought on Importar envíos with "Paquetería:
// todo con DHL Express" (the purchase's preference): every row's order is DHL Express's. Every order here ships from
// Monterrey (64000), a pickup address no other spec closes: a daily close of 06600 (e2e/import.spec.ts) would
// otherwise meet these carriers' parcels beside the sandbox's and refuse one pickup for all.
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { batchColumns } from '../lib/batches/columns';
import { DHL_EXPRESS_DEMO_CREDENTIALS } from '../simulators/dhl-express/server';
import { FEDEX_SIMULATOR_CREDENTIALS } from '../simulators/fedex/server';
import { axeViolations } from './axe';
import { shot, withDb } from './helpers';
import { OWNER_STORAGE, seedState } from './state';

test.use({ storageState: OWNER_STORAGE });

const SIZES = [
  { label: 'escritorio', viewport: { width: 1280, height: 800 } },
  { label: 'movil', viewport: { width: 375, height: 812 } },
] as const;

const CARRIERS = [
  { name: 'dhl_express', displayName: 'DHL Express', credentials: DHL_EXPRESS_DEMO_CREDENTIALS },
  { name: 'fedex', displayName: 'FedEx', credentials: FEDEX_SIMULATOR_CREDENTIALS },
] as const;

/** The pickup address of every order of this spec (see the top). */
const MONTERREY = {
  name: 'Almacén Aurora Norte',
  phone: '+52 81 1234 5678',
  street: 'Av. Constitución',
  number: '400',
  neighborhood: 'Centro',
  city: 'Monterrey',
  state: 'Nuevo León',
  postalCode: '64000',
};

async function expectAxeClean(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page is not wider than the screen').toBeLessThanOrEqual(0);
}

/** Saves the carrier's credentials on Paqueterías (the first time, or again through "Cambiar credenciales"). */
async function configureCarrier(page: Page, carrier: (typeof CARRIERS)[number]) {
  const card = page.locator(`section[data-carrier="${carrier.name}"]`);
  await expect(card.getByRole('heading', { name: carrier.displayName })).toBeVisible();
  const form = card.getByRole('form', { name: `Credenciales de ${carrier.displayName}` });
  if (!(await form.isVisible())) await card.getByRole('button', { name: 'Cambiar credenciales' }).click();
  for (const [field, value] of Object.entries(carrier.credentials)) await form.locator(`input[name="${field}"]`).fill(value);
  await form.getByRole('button', { name: 'Validar y guardar' }).click();
  await expect(card.getByRole('status')).toHaveText(`${carrier.displayName} aceptó las credenciales; quedaron guardadas.`);
  await expect(card.getByText('Activa', { exact: true })).toBeVisible();
}

async function fillShipment(page: Page, reference: string) {
  const origin = page.getByRole('group', { name: 'Origen (recolección)' });
  await origin.getByLabel('Nombre de contacto').fill(MONTERREY.name);
  await origin.getByLabel('Teléfono').fill(MONTERREY.phone);
  await origin.getByLabel('Calle').fill(MONTERREY.street);
  await origin.getByLabel('Número exterior').fill(MONTERREY.number);
  await origin.getByLabel('Colonia').fill(MONTERREY.neighborhood);
  await origin.getByLabel('Ciudad o municipio').fill(MONTERREY.city);
  await origin.getByLabel('Estado').selectOption(MONTERREY.state);
  await origin.getByLabel('Código postal').fill(MONTERREY.postalCode);
  const destination = page.getByRole('group', { name: 'Destino' });
  await destination.getByLabel('Nombre de contacto').fill('María José Núñez');
  await destination.getByLabel('Teléfono').fill('+52 33 9876 5432');
  await destination.getByLabel('Calle').fill('Av. Juárez');
  await destination.getByLabel('Número exterior').fill('976');
  await destination.getByLabel('Colonia').fill('Centro');
  await destination.getByLabel('Ciudad o municipio').fill('Guadalajara');
  await destination.getByLabel('Estado').selectOption('Jalisco');
  await destination.getByLabel('Código postal').fill('44100');
  const parcel = page.getByRole('group', { name: 'Paquete' });
  await parcel.getByLabel('Peso (kg)').fill('2.5');
  await parcel.getByLabel('Largo (cm)').fill('30');
  await parcel.getByLabel('Ancho (cm)').fill('20');
  await parcel.getByLabel('Alto (cm)').fill('15');
  await page.getByLabel('Tu referencia').fill(reference);
}

for (const { label, viewport } of SIZES) {
  test(`configure carriers, compare their options and buy the cheapest (${label})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);

    await page.goto('/dashboard/paqueterias');
    await expect(page.getByRole('heading', { level: 1, name: 'Paqueterías' })).toBeVisible();
    for (const carrier of CARRIERS) await configureCarrier(page, carrier);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, 'Paqueterías');
    await shot(page, `paqueterias-configuradas-${label}`);

    await page.goto('/dashboard/orders');
    await page.getByRole('link', { name: 'Nuevo envío' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo envío' })).toBeVisible();
    await expectAxeClean(page, 'Nuevo envío (formulario)');
    const reference = `RATES-${label}-${Date.now()}`;
    await fillShipment(page, reference);
    await page.getByRole('button', { name: 'Cotizar' }).click();

    const summary = page.getByTestId('options-summary');
    await expect(summary).toHaveText(/^\d+ opciones de [3-9] paqueterías\. La más barata: /);
    const options = page.getByTestId('shipping-option');
    const carriers = new Set(await options.evaluateAll((items) => items.map((item) => item.getAttribute('data-carrier'))));
    expect([...carriers].sort()).toEqual(['dhl_express', 'fedex', 'sandbox']);
    // exactly one cheapest and one fastest, the cheapest first (the API sorts them)
    await expect(page.locator('[data-testid="shipping-option"][data-cheapest]')).toHaveCount(1);
    await expect(page.locator('[data-testid="shipping-option"][data-fastest]')).toHaveCount(1);
    const cheapest = options.first();
    await expect(cheapest).toHaveAttribute('data-cheapest', 'true');
    await expect(cheapest.getByText('Más barata', { exact: true })).toBeVisible();
    await expect(page.getByTestId('unavailable-carriers')).toHaveCount(0);
    await cheapest.getByText('Ver desglose').click();
    await expect(cheapest.getByText('Tarifa base')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, 'Nuevo envío (opciones)');
    await shot(page, `nuevo-envio-opciones-${label}`);

    const carrierName = (await cheapest.getByRole('heading', { level: 3 }).innerText()).split(' · ')[0].trim();
    const price = (await cheapest.getByTestId('option-total').innerText()).trim();
    await cheapest.getByRole('button', { name: `Comprar por ${price}` }).click();

    await page.waitForURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    await expect(page.getByTestId('order-carrier')).toHaveText(carrierName);
    await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, 'Pedido comprado');
    await shot(page, `nuevo-envio-comprado-${label}`);
  });
}

test('a price that went up since the quote is shown, and bought only once confirmed (1280x800)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/paqueterias');
  await configureCarrier(page, CARRIERS[0]);
  await page.goto('/dashboard/orders/nuevo');
  const reference = `PRECIO-${Date.now()}`;
  await fillShipment(page, reference);
  await page.getByRole('button', { name: 'Cotizar' }).click();
  const first = page.locator('[data-testid="shipping-option"][data-carrier="dhl_express"]').first();
  const service = await first.getAttribute('data-service');
  const option = page.locator(`[data-testid="shipping-option"][data-carrier="dhl_express"][data-service="${service}"]`);
  const quoted = (await option.getByTestId('option-total').innerText()).trim();

  // the carrier's price goes up between the quote and "Comprar" (the platform raises the margin)
  const { organizationId } = seedState();
  const margin = async (value: number | null) =>
    withDb((db) => db.execute(sql`update organizations set carrier_margin_basis_points = ${value} where id = ${organizationId}::uuid`));
  const [{ previous }] = await withDb((db) =>
    db.execute<{ previous: number | null }>(
      sql`select carrier_margin_basis_points as previous from organizations where id = ${organizationId}::uuid`,
    ),
  );
  await margin(5000);
  try {
    await option.getByRole('button', { name: `Comprar por ${quoted}` }).click();
    const notice = page.getByTestId('price-changed');
    await expect(notice).toContainText(`cambió de ${quoted} a `);
    await expect(notice).toContainText('No se realizó ningún cargo.');
    const now = (await option.getByTestId('option-total').innerText()).trim();
    expect(now).not.toBe(quoted);
    await expect(notice).toContainText(`elige «Comprar por ${now}»`);
    await expect(page).toHaveURL(/\/dashboard\/orders\/nuevo$/);
    await expectAxeClean(page, 'Nuevo envío (el precio cambió)');
    await shot(page, 'nuevo-envio-precio-cambio');

    await option.getByRole('button', { name: `Comprar por ${now}` }).click();
    await page.waitForURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    await expect(page.getByText(now, { exact: true }).first()).toBeVisible();
  } finally {
    await margin(previous);
  }
});

test('a batch bought with one carrier for every row (375x812)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/paqueterias');
  await configureCarrier(page, CARRIERS[0]);

  const tag = `PREF${Date.now()}`;
  const origin: Record<string, string> = {
    origen_nombre: MONTERREY.name,
    origen_telefono: '81 1234 5678',
    origen_calle: MONTERREY.street,
    origen_numero_exterior: MONTERREY.number,
    origen_numero_interior: '',
    origen_colonia: MONTERREY.neighborhood,
    origen_ciudad: MONTERREY.city,
    origen_estado: MONTERREY.state,
    origen_cp: MONTERREY.postalCode,
  };
  const cell = (name: string, example: string, n: number) =>
    name === 'referencia' ? `${tag}-${n}` : (origin[name] ?? example.replace(/^\+52 /, ''));
  const row = (n: number) => batchColumns.map((c) => cell(c.name, c.example, n)).join(';');
  const csv = `${[batchColumns.map((c) => c.name).join(';'), row(1), row(2)].join('\r\n')}\r\n`;
  await page.goto('/dashboard/lotes/nuevo');
  await page
    .getByLabel('Elegir archivo CSV')
    .setInputFiles({ name: 'preferencia.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByTestId('buy')).toHaveText('Comprar 2 guías');
  const choice = page.getByLabel('Paquetería');
  await expect(choice).toHaveValue('');
  await choice.selectOption({ label: 'Todo con DHL Express' });
  await expect(page.getByText('Cada fila se cotiza con las paqueterías al comprarla')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, 'Importar envíos con paquetería elegida');
  await page.getByTestId('buy').click();
  await expect(page.getByTestId('purchase-status')).toContainText('2 de 2 guías procesadas · 2 creadas', { timeout: 60_000 });
  const providers = await withDb((db) =>
    db.execute<{ provider: string }>(
      sql`select provider from orders where internal_reference like ${`${tag}-%`} order by internal_reference`,
    ),
  );
  expect(providers.map((p) => p.provider)).toEqual(['dhl_express', 'dhl_express']);
  await shot(page, 'lote-con-paqueteria-movil');
});
