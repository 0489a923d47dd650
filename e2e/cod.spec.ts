// The «Contra entrega» page (issue 35 point 4, docs/cod.md) in Chromium at 1280x800 and 375x812 with axe, for an
// organization of its own: three COD orders bought through the API, two collections reported by the provider's signed
// report (one short by $50: an open discrepancy), a remittance file imported for one of them (paid to the balance) and
// an unknown guide. Finance sees the counters, the table, the remittance's match report and resolves the discrepancy
// («Abrir reclamo») as a server action, with the COD settings form below; operations has no menu entry and gets the
// 403 page. The order's own page shows its Contra entrega card.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { importRemittanceFile } from '@/lib/cod/remittances/import-file';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import { api, orderBody, sendProviderReport } from './api';
import { axeViolations } from './axe';
import { shot, withDb } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const SIZES = [
  { label: '1280x800', viewport: { width: 1280, height: 800 } },
  { label: '375x812', viewport: { width: 375, height: 812 } },
] as const;

/** An organization with a finance and an operations member, and its COD book (see the header). */
async function codMerchant() {
  const suffix = randomBytes(4).toString('hex');
  const password = `contra-entrega-${suffix}`;
  const finance = `finanzas-${suffix}@cod.test`;
  const operations = `operaciones-${suffix}@cod.test`;
  const key = await withDb(async (db) => {
    const org = await createOrganization(db, { name: `Tienda Cobro ${suffix}`, balanceCentavos: 2_000_00 });
    await createUser(db, { email: finance, password, name: 'Fina Finanzas', organizationId: org.id, role: 'finance' });
    await createUser(db, { email: operations, password, name: 'Óscar Operaciones', organizationId: org.id, role: 'operations' });
    return (await createApiKey(db, { organizationId: org.id, name: 'e2e contra entrega', scopes: ['*'] })).key;
  });
  const buy = async (reference: string, codAmount: number) => {
    const res = await api(key, 'POST', '/orders', orderBody(reference, { isCod: true, codAmount }));
    if (res.status !== 201) throw new Error(`POST /orders answered ${res.status}: ${JSON.stringify(res.body)}`);
    return { reference, trackingNumber: res.body.trackingNumber as string, orderId: res.body.orderId as string };
  };
  const paid = await buy(`CE-PAGADO-${suffix}`, 850);
  const short = await buy(`CE-CORTO-${suffix}`, 1000);
  await buy(`CE-PENDIENTE-${suffix}`, 500);
  const collect = async (trackingNumber: string, amount: number) => {
    const res = await sendProviderReport({
      type: 'cod_collection',
      trackingNumber,
      outcome: 'collected',
      amount,
      dateTimeISO: new Date().toISOString(),
      courierReference: `COB-${randomBytes(3).toString('hex')}`,
    });
    if (res.status !== 200) throw new Error(`cod_collection answered ${res.status}: ${JSON.stringify(res.body)}`);
  };
  await collect(paid.trackingNumber, 850);
  await collect(short.trackingNumber, 950);
  const remittance = `REM-E2E-${suffix}`;
  const csv = `guia,monto,fecha_cobro,referencia_remesa\r\n${paid.trackingNumber},850.00,2026-11-20,${remittance}\r\n`;
  await withDb((db) => importRemittanceFile(db, { bytes: Buffer.from(csv), fileName: 'remesa.csv', source: 'cli', importedBy: 'e2e' }));
  return { password, finance, operations, paid, short, remittance };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
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
  test(`finance sees Contra entrega and opens a claim; operations does not see it (${label})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const mobile = viewport.width === 375;
    const m = await codMerchant();

    const financeContext = await browser.newContext({ viewport });
    const page = await financeContext.newPage();
    await signIn(page, m.finance, m.password);
    if (mobile) await page.getByRole('button', { name: /menú/i }).click();
    await page.getByRole('link', { name: 'Contra entrega' }).click();
    await page.waitForURL('**/dashboard/contra-entrega');
    await expect(page.getByRole('heading', { level: 1, name: 'Contra entrega' })).toBeVisible();

    // the counters: one to collect, one collected (the short one), one paid out, one open discrepancy of -$50
    await expect(page.getByTestId('cod-stat-pending')).toContainText('1');
    await expect(page.getByTestId('cod-stat-pending')).toContainText('$500.00');
    await expect(page.getByTestId('cod-stat-collected')).toContainText('$950.00');
    await expect(page.getByTestId('cod-stat-paidOut')).toContainText('$850.00');
    await expect(page.getByTestId('cod-stat-discrepancies')).toContainText('1');
    await expect(page.getByTestId('cod-orders-table').getByRole('row')).toHaveCount(4);
    await expect(page.getByTestId('cod-orders-table')).toContainText('Pagado');
    await expect(page.getByTestId('cod-orders-table')).toContainText('Por cobrar');
    const remittances = page.getByTestId('cod-remittances');
    await expect(remittances).toContainText(`Remesa ${m.remittance}`);
    await expect(remittances).toContainText('Conciliada');
    await expect(remittances).toContainText(m.paid.trackingNumber);
    const discrepancies = page.getByTestId('cod-discrepancies-table');
    await expect(discrepancies).toContainText(m.short.reference);
    await expect(page.getByRole('heading', { level: 2, name: 'Configuración de contra entrega' })).toBeVisible();
    await checkPage(page, `contra-entrega-${label}`, mobile);

    // filters: the URL carries them
    await page.getByLabel('Estado del cobro').selectOption('paid_out');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL(/status=paid_out/);
    await expect(page.getByTestId('cod-orders-table').getByRole('row')).toHaveCount(2);
    await expect(page.getByTestId('cod-orders-table')).toContainText(m.paid.reference);

    // «Abrir reclamo»: a dialog, then the discrepancy leaves the open list
    await discrepancies.getByRole('button', { name: `Abrir reclamo del pedido ${m.short.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Abrir un reclamo' });
    await expect(dialog).toContainText(m.short.reference);
    expect(await axeViolations(page), 'claim dialog').toEqual([]);
    await shot(page, `contra-entrega-reclamo-${label}`);
    await dialog.getByRole('button', { name: 'Abrir reclamo' }).click();
    await expect(page.getByText('Sin diferencias por resolver')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('cod-stat-discrepancies')).toContainText('0');

    // the order's own page: its Contra entrega card with the state, both amounts and the claimed difference
    await page.goto(`/dashboard/orders/${m.short.orderId}`);
    const codCard = page.getByTestId('order-cod');
    await expect(codCard).toContainText('Cobrado');
    await expect(codCard).toContainText('$1,000.00');
    await expect(codCard).toContainText('$950.00');
    await expect(codCard).toContainText('reclamo abierto');
    await checkPage(page, `pedido-contra-entrega-${label}`, mobile);
    await financeContext.close();

    // operations: no menu entry, the 403 page
    const opsContext = await browser.newContext({ viewport });
    const ops = await opsContext.newPage();
    await signIn(ops, m.operations, m.password);
    if (mobile) await ops.getByRole('button', { name: /menú/i }).click();
    await expect(ops.getByRole('link', { name: 'Pedidos', exact: true })).toBeVisible();
    await expect(ops.getByRole('link', { name: 'Contra entrega' })).toHaveCount(0);
    const res = await ops.goto('/dashboard/contra-entrega');
    expect(res?.status()).toBe(403);
    await expect(ops.getByText('No tienes permiso para ver esta página')).toBeVisible();
    expect(await axeViolations(ops), 'operations 403').toEqual([]);
    await shot(ops, `contra-entrega-operaciones-403-${label}`);
    const apiRes = await ops.request.get('/api/v1/cod/summary');
    expect(apiRes.status()).toBe(403);
    await opsContext.close();
  });
}
