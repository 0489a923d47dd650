// Paying the Mexican way on "Saldo y movimientos" (issue 41, docs/payments.md): a merchant of its own organization
// enters its fiscal data (a bad RFC refused next to its field), receives a SPEI transfer to its CLABE from the bank
// simulator (the real signed callback), sees the balance rise and the deposit listed, waits for the invoice job to
// build and stamp the CFDI (the PAC simulator) and downloads its XML and PDF, sets an automatic recharge; in test mode
// "Simular transferencia" raises the test balance. At 1280x800 and 375x812: axe clean, never wider than the screen,
// screenshots under test-results/screenshots. The test-mode twin has no fiscal data of its own, so no test invoice.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createOrganization } from '@/lib/organizations/create-organization';
import { requestSimulatedTransfer } from '@/lib/payments/bank/simulator-client';
import { createUser } from '@/lib/users/create-user';
import { BANK_SIMULATOR_CREDENTIALS } from '@/simulators/bank/server';
import { axeViolations } from './axe';
import { shot, withDb } from './helpers';
import { serverState } from './state';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const stamp = Date.now();
const merchant = { email: `facturas-${stamp}@facturas.test`, password: 'facturas-2026-clave' };

test.beforeAll(async () => {
  await withDb(async (db) => {
    const org = await createOrganization(db, { name: `Escuela Kemper ${stamp}`, balanceCentavos: 0 });
    await createUser(db, { ...merchant, name: 'Fernanda Finanzas', organizationId: org.id, role: 'owner' });
  });
});

async function signIn(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(merchant.email);
  await page.getByLabel('Contraseña').fill(merchant.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
  return page;
}

async function expectClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page is not wider than the screen').toBeLessThanOrEqual(0);
}

const balanceText = (page: Page) => page.getByTestId('billing-balance').locator('.value');
const pesos = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
const mxn = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function setTestMode(page: Page, on: boolean) {
  const control = page.getByRole('switch', { name: 'Modo de prueba' });
  await expect(control).toBeEnabled();
  if ((await control.isChecked()) === on) return;
  // a controlled switch: it shows the new mode once the server answered and the page was refreshed
  await control.click();
  if (on) await expect(page.getByTestId('test-mode-banner')).toBeVisible();
  else await expect(page.getByTestId('test-mode-banner')).toHaveCount(0);
  await expect(control).toBeChecked({ checked: on });
}

/** "Simular transferencia" in test mode: the balance rises by the amount and the deposit is listed. */
async function simulateTransfer(page: Page, amount: string, payer: string) {
  await page.goto('/dashboard/billing');
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recarga por transferencia SPEI' }) });
  await expect(card).toContainText('las transferencias son simuladas');
  const before = pesos(await balanceText(page).textContent());
  const form = page.getByTestId('simulate-transfer-form');
  await form.getByLabel('Monto (MXN)').fill('0');
  await form.getByRole('button', { name: 'Simular transferencia' }).click();
  await expect(form.locator('#simulate-amount-error')).toContainText('«Monto (MXN)» debe ser mayor que 0');
  await form.getByLabel('Monto (MXN)').fill(amount);
  await form.getByLabel('Nombre del ordenante (opcional)').fill(payer);
  await form.getByRole('button', { name: 'Simular transferencia' }).click();
  await expect(page.getByTestId('simulate-transfer-result')).toContainText('Transferencia recibida', { timeout: 30_000 });
  await expect(balanceText(page)).toHaveText(mxn(before + Number(amount)));
  await expect(page.getByTestId('deposits-table').getByRole('row').filter({ hasText: payer })).toContainText('Acreditado');
}

test('a merchant enters fiscal data, receives a transfer, downloads the stamped invoice, sets an automatic recharge (1280x800)', async ({
  browser,
}) => {
  const page = await signIn(browser, DESKTOP);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Saldo y movimientos' })).toBeVisible();

  // the CLABE, grouped for reading, copied whole
  const clabeValue = page.getByTestId('clabe-value');
  const clabe = (await clabeValue.getAttribute('data-clabe')) ?? '';
  expect(clabe).toMatch(/^\d{18}$/);
  await expect(clabeValue.locator('span')).toHaveText([clabe.slice(0, 3), clabe.slice(3, 6), clabe.slice(6, 17), clabe.slice(17)]);
  await page.getByRole('button', { name: 'Copiar CLABE' }).click();
  await expect(page.getByTestId('copy-clabe-status')).toHaveText('CLABE copiada');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clabe);
  await expect(page.getByTestId('deposits-table')).toHaveCount(0);
  await expect(page.getByText('Aún no recibes transferencias')).toBeVisible();

  // fiscal data: a bad RFC is named next to its field, then the right one is saved
  const fiscal = page.getByTestId('fiscal-data-form');
  await expect(page.getByTestId('fiscal-data-missing')).toBeVisible();
  await fiscal.getByLabel('RFC').fill('EKU9003173C1');
  await fiscal.getByLabel('Razón social').fill('Escuela Kemper Urgate');
  await fiscal.getByLabel('Código postal fiscal').fill('42501');
  await fiscal.getByLabel('Régimen fiscal').selectOption('601');
  await fiscal.getByLabel('Uso de CFDI').selectOption('G03');
  await fiscal.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(fiscal.locator('#fiscal-rfc-error')).toContainText('El campo «RFC» no es un RFC válido');
  await expect(fiscal.getByLabel('RFC')).toHaveAttribute('aria-invalid', 'true');
  await expectClean(page);
  await shot(page, 'facturacion-datos-fiscales-error-1280x800');
  await fiscal.getByLabel('RFC').fill('EKU9003173C9');
  await fiscal.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(fiscal.getByRole('status')).toContainText('Datos fiscales guardados');

  // a transfer from the payer's bank: the bank simulator sends the signed callback to this organization's CLABE
  const { bankUrl } = serverState();
  const { trackingKey } = await requestSimulatedTransfer(
    { apiUrl: bankUrl, apiKey: BANK_SIMULATOR_CREDENTIALS.apiKey },
    { clabe, amountCentavos: 1_500_00, payerName: 'CLIENTE KEMPER' },
  );
  await page.reload();
  await expect(balanceText(page)).toHaveText(/\$1,500\.00/);
  const deposit = page.getByTestId('deposits-table').getByRole('row').filter({ hasText: trackingKey });
  await expect(deposit).toContainText('CLIENTE KEMPER');
  await expect(deposit).toContainText('Acreditado');

  // the invoice job builds and stamps the CFDI (woken by its poll): "Timbrada", with its downloads
  const invoice = page.getByTestId('invoices-table').getByRole('row').nth(1);
  await expect(async () => {
    await page.reload();
    await expect(invoice).toContainText('Timbrada', { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  await expect(invoice).toContainText('$1,500.00');
  const xmlLink = invoice.getByRole('link', { name: /^XML de / });
  const pdfLink = invoice.getByRole('link', { name: /^PDF de / });

  const xmlResponse = await page.request.get((await xmlLink.getAttribute('href'))!);
  expect(xmlResponse.status()).toBe(200);
  expect(xmlResponse.headers()['content-type']).toContain('application/xml');
  const [xmlDownload] = await Promise.all([page.waitForEvent('download'), xmlLink.click()]);
  expect(xmlDownload.suggestedFilename()).toMatch(/\.xml$/);
  const xml = readFileSync((await xmlDownload.path())!, 'utf8');
  expect(xml).toContain('tfd:TimbreFiscalDigital');
  expect(xml).toContain('Rfc="EKU9003173C9"');
  expect(xml).toContain('Total="1500.00"');

  const pdfResponse = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await pdfDownload.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // the automatic recharge: a bad CLABE named next to its field, then saved and shown active
  const recharge = page.getByTestId('auto-recharge-form');
  await recharge.getByLabel('Recarga automática activada').check();
  await recharge.getByLabel('Recargar cuando el saldo baje de (MXN)').fill('200');
  await recharge.getByLabel('Monto de cada recarga (MXN)').fill('1,000');
  await recharge.getByLabel('Como máximo una recarga por').selectOption({ label: 'Semanal' });
  await recharge.getByLabel('CLABE de la cuenta domiciliada').fill('123');
  await recharge.getByLabel('Titular de la cuenta').fill('Escuela Kemper Urgate');
  await recharge.getByLabel('Referencia del mandato').fill('MANDATO-2026-0042');
  await recharge.getByRole('button', { name: 'Guardar recarga automática' }).click();
  await expect(recharge.locator('#ar-clabe-error')).toContainText('«CLABE de la cuenta domiciliada»');
  await recharge.getByLabel('CLABE de la cuenta domiciliada').fill('002010077777777771');
  await recharge.getByRole('button', { name: 'Guardar recarga automática' }).click();
  await expect(recharge.getByRole('status').filter({ hasText: 'Recarga automática guardada' })).toContainText('activada');
  await expect(page.getByTestId('auto-recharge-current')).toContainText('si el saldo baja de $200.00, cargamos $1,000.00');
  await expect(page.getByTestId('auto-recharge-current')).toContainText('una vez por semana');

  await expectClean(page);
  await shot(page, 'facturacion-1280x800');

  // test mode: the transfer is simulated from the page
  await setTestMode(page, true);
  await simulateTransfer(page, '250.50', 'PRUEBA ESCRITORIO');
  // the twin has no fiscal data of its own: no test invoice
  await expect(page.getByRole('heading', { name: 'Aún no tienes facturas de prueba' })).toBeVisible();
  await expectClean(page);
  await shot(page, 'facturacion-prueba-1280x800');
  await page.context().close();
});

test('the billing page on a phone: the CLABE, deposits, invoices and forms fit, a simulated transfer (375x812)', async ({ browser }) => {
  const page = await signIn(browser, PHONE);
  // the mode test 1 left is the user's: back to live, then the page afresh
  await setTestMode(page, false);
  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('invoices-table')).toContainText('Timbrada');
  const clabe = page.getByTestId('clabe-value');
  await expect(clabe).toBeVisible();
  const box = (await clabe.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // the four groups on one line: a CLABE is never cut inside a group
  expect(box.height).toBeLessThan(40);
  await expectClean(page);
  await shot(page, 'facturacion-375x812');

  await setTestMode(page, true);
  await simulateTransfer(page, '99.99', 'PRUEBA MOVIL');
  await expectClean(page);
  await shot(page, 'facturacion-prueba-375x812');
  await page.context().close();
});
