// CSV exports in Chromium (issue 17.2): "Exportar CSV" on the orders page downloads the orders of the current
// filters and on the billing page the ledger; both parse back (BOM, Spanish headers) to the rows the database
// holds. Desktop and phone screenshots of the buttons.
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { createOrder } from './api';
import { seededApiKey, shot, withDb } from './helpers';
import { OWNER_STORAGE, seedState } from './state';

test.use({ storageState: OWNER_STORAGE });

async function csvOf(download: import('@playwright/test').Download): Promise<string[][]> {
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes.subarray(3).toString('utf8'));
}

test('orders and ledger download as CSV and parse back to the same rows', async ({ page }) => {
  const key = await seededApiKey(`exports-spec ${Date.now()}`);
  const reference = `EXP-${Date.now()}`;
  const orderId = await createOrder(key, reference);
  const organizationId = seedState().organizationId;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/orders?status=created');
  const [ordersDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('orders-export').click()]);
  expect(ordersDownload.suggestedFilename()).toMatch(/^envios-\d{4}-\d{2}-\d{2}\.csv$/);
  const orders = await csvOf(ordersDownload);
  expect(orders[0].slice(0, 6)).toEqual(['ID del pedido', 'Referencia', 'Guía', 'Número de rastreo', 'Estado', 'Servicio']);
  const expected = await withDb((db) =>
    db.execute<{ id: string }>(sql`
    select id from orders where organization_id = ${organizationId} and status = 'created' order by created_at desc, id desc`),
  );
  expect(orders.slice(1).map((r) => r[0])).toEqual(expected.map((r) => r.id));
  expect(orders.slice(1).every((r) => r[4] === 'Creada')).toBe(true);
  expect(orders.find((r) => r[0] === orderId)?.[1]).toBe(reference);
  await shot(page, 'exports-orders-1280x800');

  await page.goto('/dashboard/billing');
  const [ledgerDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ledger-export').click()]);
  expect(ledgerDownload.suggestedFilename()).toMatch(/^movimientos-\d{4}-\d{2}-\d{2}\.csv$/);
  const ledger = await csvOf(ledgerDownload);
  expect(ledger[0]).toEqual([
    'Fecha (Ciudad de México)',
    'Tipo',
    'Descripción',
    'Monto (MXN)',
    'Saldo después (MXN)',
    'ID del pedido',
    'Referencia del pedido',
    'Guía',
    'ID del movimiento',
  ]);
  const entries = await withDb((db) =>
    db.execute<{ id: string }>(sql`
    select id from ledger_entries where organization_id = ${organizationId} order by created_at desc, id desc`),
  );
  expect(ledger.slice(1).map((r) => r[8])).toEqual(entries.map((r) => r.id));
  const charge = ledger.find((r) => r[5] === orderId);
  expect(charge?.[1]).toBe('Guía');
  expect(Number(charge?.[3])).toBeLessThan(0);
  expect(charge?.[6]).toBe(reference);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('ledger-export')).toBeVisible();
  await shot(page, 'exports-billing-375x812');
});
