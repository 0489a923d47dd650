// Issue 32, finding 2, in the dashboard's import ("Importar envíos"): a NUL byte in a CSV cell used to fail the whole
// upload with a 500; the preview now marks that cell with its Spanish message like any other bad cell, and the other
// rows are previewed as usual (lib/batches/create-batch.ts, lib/platform/text/storable.ts).
import { expect, test } from '@playwright/test';
import { batchColumns } from '../lib/batches/columns';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

test('a NUL byte in a cell is that row’s error in the preview, not a failed upload', async ({ page }) => {
  const tag = `NUL${Date.now()}`;
  const header = batchColumns.map((c) => c.name);
  const row = (n: number, overrides: Record<string, string> = {}) =>
    batchColumns.map((c) => overrides[c.name] ?? (c.name === 'referencia' ? `${tag}-${n}` : c.example.replace(/^\+52 /, ''))).join(';');
  const csv = [header.join(';'), row(1), row(2, { destino_nombre: 'Ana\u0000López' }), row(3)].join('\r\n') + '\r\n';

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/lotes/nuevo');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar envíos' })).toBeVisible();
  await page
    .getByLabel('Elegir archivo CSV')
    .setInputFiles({ name: 'pedidos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  const preview = page.getByTestId('preview-table');
  await expect(preview).toBeVisible();
  await expect(preview.locator('tr[data-row="2"] [data-invalid-cell="destino_nombre"]')).toContainText(
    'La columna destino_nombre no puede contener caracteres de control (U+0000)',
  );
  await expect(preview.locator('tr[data-invalid]')).toHaveCount(1);
  await expect(page.getByTestId('preview-summary')).toContainText('Con errores');
});
