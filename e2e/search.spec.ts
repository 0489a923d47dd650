// The orders page's search box finds an order by each field it promises (reference, order id, guide number,
// tracking number, recipient name without accents, phone as typed, email, destination postal code), together
// with the service filter and with a status and a date range picked in the page, on a desktop and on a phone; a
// too-short search explains itself in Spanish (and offers no export).
import { expect, test, type Page } from '@playwright/test';
import { api, orderBody } from './api';
import { seededApiKey, shot } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

type Created = { orderId: string; guideNumber: string; trackingNumber: string; reference: string };
let order: Created;
const stamp = Date.now().toString(36).toUpperCase();
const phoneDigits = `81${String(Date.now()).slice(-8)}`;
const email = `ximena.${stamp.toLowerCase()}@correo.test`;

test.beforeAll(async () => {
  const key = await seededApiKey(`search ${stamp}`);
  const reference = `BUS-${stamp}`;
  const res = await api(
    key,
    'POST',
    '/orders',
    orderBody(reference, {
      receiverName: `Ximena Ibáñez ${stamp}`,
      receiverPhone: `+52 ${phoneDigits.slice(0, 2)} ${phoneDigits.slice(2, 6)} ${phoneDigits.slice(6)}`,
      shipmentType: 'express',
      deliveryAddress: {
        contactName: `Ximena Ibáñez ${stamp}`,
        contactPhone: `+52 ${phoneDigits}`,
        email,
        street: 'Av. Constitución',
        exteriorNumber: '100',
        neighborhood: 'Centro',
        city: 'Monterrey',
        state: 'Nuevo León',
        postalCode: '64000',
      },
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  order = { ...(res.body as Omit<Created, 'reference'>), reference };
});

async function searchFor(page: Page, q: string) {
  await page.goto('/dashboard/orders');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(q);
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
}

async function expectOnlyOurOrder(page: Page) {
  const rows = page.getByTestId('orders-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-order-id', order.orderId);
  await expect(rows.first()).toContainText(order.reference);
  await expect(rows.first()).toContainText(order.guideNumber); // "Guía" is the guide number, as on the detail page
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  const size = viewport.width < 600 ? 'movil' : 'escritorio';
  test.describe(`orders search (${size})`, () => {
    test.use({ viewport });

    test('finds the order by each field', async ({ page }) => {
      test.setTimeout(120_000);
      const fields: [string, string][] = [
        ['referencia', order.reference],
        ['id del pedido', order.orderId],
        ['número de guía', order.guideNumber],
        ['número de rastreo', order.trackingNumber],
        ['destinatario sin acentos', `ximena ibanez ${stamp.toLowerCase()}`],
        ['teléfono con espacios', `${phoneDigits.slice(0, 2)} ${phoneDigits.slice(2, 6)} ${phoneDigits.slice(6)}`],
        ['correo', email],
        ['código postal y nombre', `64000 ${stamp}`],
      ];
      for (const [field, q] of fields) {
        await test.step(field, async () => {
          await searchFor(page, q);
          await expectOnlyOurOrder(page);
        });
      }
      await shot(page, `busqueda-resultado-${size}`);
    });

    test('combines the search with the service filter and explains a short search', async ({ page }) => {
      await page.goto('/dashboard/orders');
      await page.getByRole('searchbox', { name: 'Buscar' }).fill(order.reference);
      await page.getByLabel('Servicio').selectOption('express');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(page).toHaveURL(/service=express/);
      await expectOnlyOurOrder(page);
      await expect(page.getByTestId('orders-table')).toContainText(order.reference);
      // the service's one spelling (lib/orders/display-labels.ts), under the guide number
      await expect(page.getByTestId('orders-table').locator('tbody tr').first().getByText('Exprés')).toBeVisible();

      await page.getByLabel('Servicio').selectOption('same_day');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(page.getByText(`Ningún pedido coincide con «${order.reference}»`)).toBeVisible();

      await page.goto('/dashboard/orders?q=ab');
      await expect(page.locator('.alert-error')).toHaveText('Escribe al menos 3 caracteres en «Buscar».');
      // nothing to export for a search the list refuses: no "Exportar CSV" that would fail
      await expect(page.getByTestId('orders-export')).toHaveCount(0);
      await page.goto('/dashboard/orders?cursor=roto');
      await expect(page.locator('.alert-error')).toContainText('El enlace de esta página ya no es válido');
      await shot(page, `busqueda-cursor-roto-${size}`);
    });

    test('combines the search with a status and a date range chosen in the page', async ({ page }) => {
      // Mexico City's calendar day, as the date pickers mean it
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
      const filter = async (status: string, from: string, to: string) => {
        await page.getByRole('searchbox', { name: 'Buscar' }).fill(`Ximena ${stamp}`);
        await page.getByLabel('Estado').selectOption(status);
        await page.getByLabel('Desde').fill(from);
        await page.getByLabel('Hasta').fill(to);
        await page.getByRole('button', { name: 'Filtrar' }).click();
        await expect(page).toHaveURL(new RegExp(`status=${status}.*from=${from}.*to=${to}`));
      };
      await page.goto('/dashboard/orders');
      await filter('created', today, today);
      await expectOnlyOurOrder(page);
      await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(`Ximena ${stamp}`);
      await shot(page, `busqueda-estado-fechas-${size}`);
      // each condition narrows: another status, or days before the order, find nothing
      await filter('delivered', today, today);
      await expect(page.getByText(`Ningún pedido coincide con «Ximena ${stamp}»`)).toBeVisible();
      await filter('created', '2026-01-01', '2026-01-02');
      await expect(page.getByText(`Ningún pedido coincide con «Ximena ${stamp}»`)).toBeVisible();
      // the export carries the same four conditions
      await filter('created', today, today);
      await expect(page.getByTestId('orders-export')).toHaveAttribute(
        'href',
        new RegExp(`q=Ximena.*status=created.*from=${today}.*to=${today}`),
      );
    });
  });
}
