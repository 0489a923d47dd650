// The billing page's monthly statement and kind filter (issue 34.4) in Chromium, for an organization of its own whose
// balance a weight adjustment took below zero: the balance reads -$35.00 with the banner saying purchases are blocked,
// the month's summary adds up, the CSV and PDF download, the kind filter lists only adjustments; at 1280x800 and
// 375x812 with axe, and no sideways scroll on the phone.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import { axeViolations } from './axe';
import { pdfText, shot, withDb } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const SIZES = [
  { label: '1280x800', viewport: { width: 1280, height: 800 } },
  { label: '375x812', viewport: { width: 375, height: 812 } },
] as const;

/** An organization with a top-up, a guide and an adjustment that leaves -35.00, and its owner's credentials. */
async function negativeOrganization() {
  const suffix = randomBytes(4).toString('hex');
  const email = `saldo-${suffix}@ledger.test`;
  const password = `saldo-negativo-${suffix}`;
  const org = await withDb(async (db) => {
    const created = await createOrganization(db, { name: `Tienda Saldo ${suffix}`, balanceCentavos: 100_00 });
    await createUser(db, { email, password, name: 'Sara Saldo', organizationId: created.id, role: 'owner' });
    await applyBalanceChange(db, {
      organizationId: created.id,
      kind: 'label',
      amountCentavos: -65_00,
      description: 'Envío Estándar, guía SBX-SALDO',
    });
    await applyBalanceChange(db, {
      organizationId: created.id,
      kind: 'adjustment',
      amountCentavos: -70_00,
      description: 'Ajuste por peso medido: 3.2 kg (declarado 1 kg)',
    });
    return created;
  });
  return { org, email, password };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
}

for (const { label, viewport } of SIZES) {
  test(`the statement, the kind filter and a negative balance on the billing page (${label})`, async ({ page }) => {
    const { org, email, password } = await negativeOrganization();
    await page.setViewportSize(viewport);
    await signIn(page, email, password);
    await expect(page.getByTestId('negative-balance-banner')).toContainText('Tu saldo es negativo: -$35.00');
    await expect(page.getByTestId('negative-balance-banner')).toContainText('las compras de guías están bloqueadas');
    await expect(page.getByTestId('stat-balance')).toContainText('-$35.00');

    await page.goto('/dashboard/billing');
    await expect(page.getByTestId('billing-balance')).toContainText('-$35.00');
    await expect(page.getByTestId('negative-balance-note')).toContainText('bloqueadas');
    const summary = page.getByTestId('statement-summary');
    await expect(summary.getByRole('row', { name: /Saldo inicial/ })).toContainText('$0.00');
    await expect(summary.getByRole('row', { name: /Abono \(1\)/ })).toContainText('+$100.00');
    await expect(summary.getByRole('row', { name: /Guía \(1\)/ })).toContainText('-$65.00');
    await expect(summary.getByRole('row', { name: /Ajuste de peso \(1\)/ })).toContainText('-$70.00');
    await expect(summary.getByRole('row', { name: /Saldo final/ })).toContainText('-$35.00');
    await expect(summary.getByRole('row', { name: /Movimientos del mes/ })).toContainText('3');
    expect(await axeViolations(page)).toEqual([]);
    if (viewport.width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page is not wider than the screen').toBeLessThanOrEqual(0);
    }
    await shot(page, `billing-statement-${label}`);

    const month = await page.getByLabel('Mes', { exact: true }).inputValue();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-csv').click()]);
    expect(csv.suggestedFilename()).toBe(`estado-de-cuenta-${month}.csv`);
    const bytes = await readFile((await csv.path())!);
    const rows: string[][] = parse(bytes.subarray(3).toString('utf8'));
    expect(rows.filter((r) => r[0] === 'Resumen').map((r) => [r[2], r[4]])).toEqual([
      ['Saldo inicial', '0'],
      ['Total: Abono', '100'],
      ['Total: Guía', '-65'],
      ['Total: Ajuste de peso', '-70'],
      ['Saldo final', '-35'],
      ['Movimientos del mes', ''],
    ]);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`estado-de-cuenta-${month}.pdf`);
    const text = pdfText(await readFile((await pdf.path())!)).replace(/\s+/g, ' ');
    expect(text).toContain(`Organización: ${org.name}`);
    expect(text).toMatch(/Saldo final -\$35\.00 MXN/);
    expect(text).toMatch(/Ajuste de peso .*-\$70\.00 MXN/);

    await page.getByLabel('Tipo de movimiento').selectOption('adjustment');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/kind=adjustment/);
    const table = page.getByTestId('ledger-table');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table).toContainText('Ajuste de peso');
    await expect(table).toContainText('-$70.00');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `billing-kind-filter-${label}`);
  });
}
