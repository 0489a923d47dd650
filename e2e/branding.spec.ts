// Branding: logo upload (validated), white-label on, brand name; the downloaded label carries the brand (its logo).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createOrder } from './api';
import { pdfText, seededApiKey, shot } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

test('upload a logo, enable white-label, and the order label carries the brand', async ({ page }) => {
  const brand = 'Aurora Express';
  await page.goto('/dashboard/branding');
  await expect(page.getByRole('heading', { name: 'Marca y guías' })).toBeVisible();

  // Not an image: refused before upload.
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(page.locator('.alert-error')).toHaveText('El logotipo debe ser una imagen PNG o JPEG.');
  // Too large: refused before upload too.
  await page.getByTestId('logo-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1, 1) });
  await expect(page.locator('.alert-error')).toContainText('el máximo es 1 MB');
  // Says PNG but is not one: the server checks the content.
  await page.getByTestId('logo-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('no soy un png') });
  await expect(page.locator('.alert-error')).toHaveText('El logotipo debe ser una imagen PNG o JPEG.');

  const logo = await sharp({ create: { width: 320, height: 120, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await page.getByTestId('logo-input').setInputFiles({ name: 'aurora.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logotipo actualizado.')).toBeVisible();
  await expect(page.getByTestId('logo-image')).toBeVisible();

  await page.getByRole('main').getByRole('switch').check();
  await page.getByLabel('Nombre comercial').fill(brand);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(page.getByText(`Con tu marca: ${brand}`)).toBeVisible();
  await page.waitForTimeout(1000); // let the preview's PDF viewer paint before the screenshot
  await shot(page, '30-branding');

  const key = await seededApiKey(`branding-spec ${Date.now()}`);
  const orderId = await createOrder(key, `BR-${Date.now()}`);
  await page.goto(`/dashboard/orders/${orderId}`);
  const downloadEvent = page.waitForEvent('download');
  await page.getByTestId('download-label').click();
  const download = await downloadEvent;
  const pdf = readFileSync((await download.path())!);
  const text = pdfText(pdf).replace(/\s+/g, ' ');
  // the logo carries the brand: embedded as the label's one image, the name not printed again beside it
  expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  expect(text).not.toContain(brand);
  expect(text).not.toContain('Envíos MX');
});
