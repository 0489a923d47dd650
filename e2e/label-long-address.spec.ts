// The long-address label read back (issue 32, finding 6): an order with every address part at its longest
// accepted value (lib/orders/schemas.ts ADDRESS_LIMITS) and cash on delivery, created through the API; its label
// downloaded from the order's page in the dashboard and read back as text with poppler: every part of the sender
// and of the recipient is there whole, above the amount to collect, the house numbers first.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { labelParts, longestOrderBody, missingParts, partsByBlock, pdfAddressBlocks, pdfWords } from '../tests/helpers/long-address';
import { api } from './api';
import { seededApiKey, shot } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

test('the long-address label read back', async ({ page }) => {
  test.setTimeout(120_000);
  const key = await seededApiKey(`etiqueta-larga ${Date.now()}`);
  const body = longestOrderBody({ reference: `LARGA-${Date.now()}` });
  const created = await api(key, 'POST', '/orders', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const orderId = created.body.orderId as string;

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: body.internalReference })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('download-label').click();
  const file = await (await download).path();
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const blocks = pdfAddressBlocks(await pdfWords(pdf));
  const expected = partsByBlock(labelParts(body));
  expect(missingParts(blocks.sender, expected.sender), `remitente: ${blocks.sender}`).toEqual([]);
  expect(missingParts(blocks.recipient, expected.recipient), `destinatario: ${blocks.recipient}`).toEqual([]);
  expect(blocks.sender + blocks.recipient).not.toContain('…');
  const { exteriorNumber, interiorNumber, street } = body.deliveryAddress;
  expect(blocks.recipient).toContain(`No. ${exteriorNumber} Int. ${interiorNumber}, ${street}`);
  await shot(page, '60-long-address-order');
});
