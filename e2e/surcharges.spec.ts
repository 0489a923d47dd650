// Surcharges before purchase (issue 34.1, docs/billing.md) in the dashboard, at 1280x800 and 375x812 with axe: a
// zone of the zones file (Holbox, Quintana Roo, reached on Wednesdays only) loaded as `npm run cli -- zones:import`
// loads it, then "Nuevo envío" quoted to it shows, before buying, the extended-zone surcharge on the sandbox's
// standard option, inside its total and its breakdown, and the delivery-days warning. The zone is the standard
// service's alone and removed after, so no other spec's quote changes.
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { importZones } from '../lib/pricing/surcharge-admin';
import { axeViolations } from './axe';
import { shot, withDb } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

const SIZES = [
  { label: 'escritorio', viewport: { width: 1280, height: 800 } },
  { label: 'movil', viewport: { width: 375, height: 812 } },
] as const;

const removeZone = () =>
  withDb((db) =>
    db.execute(sql`delete from surcharge_zones where carrier = 'sandbox' and service = 'standard' and postal_code_from = '77300'`),
  );

test.beforeAll(async () => {
  await removeZone();
  await withDb((db) =>
    importZones(db, {
      carrier: 'sandbox',
      service: 'standard',
      replace: false,
      rows: [
        {
          line: 1,
          postalCodeFrom: '77300',
          postalCodeTo: '77319',
          kind: 'remote',
          surchargeCentavos: 210_00,
          deliveryWeekdays: [3],
          extraTransitDays: 3,
        },
      ],
    }),
  );
});
test.afterAll(async () => {
  await withDb(async (db) => {
    await db.execute(sql`delete from surcharge_zones where carrier = 'sandbox' and service = 'standard' and postal_code_from = '77300'`);
    await db.execute(sql`select pg_notify('cache_invalidation', 'surcharges:*')`);
  });
});

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
  await destination.getByLabel('Nombre de contacto').fill('Lucía Canché');
  await destination.getByLabel('Teléfono').fill('+52 984 123 4567');
  await destination.getByLabel('Calle').fill('Calle Igualdad');
  await destination.getByLabel('Número exterior').fill('12');
  await destination.getByLabel('Colonia').fill('Holbox');
  await destination.getByLabel('Ciudad o municipio').fill('Lázaro Cárdenas');
  await destination.getByLabel('Estado').selectOption('Quintana Roo');
  await destination.getByLabel('Código postal').fill('77310');
  const parcel = page.getByRole('group', { name: 'Paquete' });
  await parcel.getByLabel('Peso (kg)').fill('2');
  await parcel.getByLabel('Largo (cm)').fill('30');
  await parcel.getByLabel('Ancho (cm)').fill('20');
  await parcel.getByLabel('Alto (cm)').fill('15');
}

for (const { label, viewport } of SIZES) {
  test(`the order form shows an extended-zone surcharge and the delivery days before buying (${label})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/orders/nuevo');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo envío' })).toBeVisible();
    await fillShipment(page);
    await page.getByRole('button', { name: 'Cotizar' }).click();

    const standard = page.locator('[data-testid="shipping-option"][data-carrier="sandbox"][data-service="standard"]');
    // the server's tables are dropped by the import's NOTIFY; a quote right after may still race it
    await expect(async () => {
      await page.getByRole('button', { name: 'Cotizar' }).click();
      await expect(standard.getByTestId('option-surcharges')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const surcharges = standard.getByTestId('option-surcharges');
    await expect(surcharges.getByRole('heading', { name: 'Recargos incluidos' })).toBeVisible();
    await expect(surcharges.locator('li[data-code="extended_zone"]')).toContainText('Zona remota (CP 77310)');
    await expect(surcharges.locator('li[data-code="extended_zone"]')).toContainText('210.00');
    await expect(standard.getByTestId('option-warning')).toHaveText(
      'Este código postal recibe entregas solo miércoles: la entrega estimada ya cuenta el siguiente día de reparto.',
    );
    // the express option has no zone of its own: no surcharge, no warning
    const express = page.locator('[data-testid="shipping-option"][data-carrier="sandbox"][data-service="express"]');
    await expect(express.getByTestId('option-surcharges')).toHaveCount(0);
    // the surcharge is a line of the breakdown, inside the total the button charges
    await standard.getByText('Ver desglose').click();
    await expect(standard.locator('details dl').getByText('Zona remota (CP 77310)')).toBeVisible();
    const total = (await standard.getByTestId('option-total').innerText()).trim();
    await expect(standard.getByRole('button', { name: `Comprar por ${total}` })).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page is not wider than the screen').toBeLessThanOrEqual(0);
    expect(await axeViolations(page), 'Nuevo envío con recargos').toEqual([]);
    await shot(page, `nuevo-envio-recargos-${label}`);
  });
}
