// The public API reference at /docs, rendered from the OpenAPI document, and the document itself.
import { expect, test } from '@playwright/test';
import { shot } from './helpers';

test('the API reference renders every operation of the OpenAPI document, with the quick start', async ({ page, request }) => {
  const res = await request.get('/api/v1/openapi.json');
  expect(res.status()).toBe(200);
  const doc = await res.json();
  expect(doc.openapi).toBe('3.1.0');

  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Referencia de la API' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inicio rápido' })).toBeVisible();
  await expect(page.getByText('X-Idempotency-Key: pedido-1001').first()).toBeVisible();
  const operationIds = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>)
    .flatMap((item) => Object.values(item))
    .map((op) => op.operationId)
    .filter(Boolean) as string[];
  expect(operationIds.length).toBeGreaterThan(20);
  for (const id of operationIds) await expect(page.locator(`section[id="${id}"]`)).toHaveCount(1);
  await shot(page, '50-docs');
  await page.locator('a[href="#createOrder"]').click();
  await expect(page.locator('section#createOrder')).toBeInViewport();
  await shot(page, '51-docs-create-order');
});
