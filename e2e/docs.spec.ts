// /docs (the API reference, Scalar served by this app) and the Spanish guides at /docs/guias.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { SCREENSHOT_DIR, shot } from './helpers';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** A screenshot of what is on screen (the reference's full page is tens of thousands of pixels tall). */
async function viewShot(page: Page, name: string) {
  const file = `${SCREENSHOT_DIR}/${name}.png`;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

/** Collects CSP violations, page errors and requests to another origin (the reference must work offline). */
function watchPage(page: Page, origin: string) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // CSP refusals, hydration mismatches and any other error the page logs
    if (msg.type() === 'error' || /Content Security Policy|Refused to/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['http:', 'https:'].includes(url.protocol)) return;
    if (url.origin !== origin) problems.push(`solicitud externa: ${req.url()}`);
  });
  return problems;
}

test('the API reference loads from this server, in Spanish, and finds an operation by search', async ({ page, baseURL }) => {
  test.setTimeout(180_000); // the reference's code is parsed by a browser on a shared machine
  const problems = watchPage(page, new URL(baseURL!).origin);
  await page.setViewportSize(DESKTOP);
  const res = await page.goto('/docs');
  expect(res!.status()).toBe(200);
  // the page itself is small: the reference is rendered in the browser from /api/v1/openapi.json
  expect((await res!.body()).length).toBeLessThan(60_000);
  expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);

  await expect(page.getByRole('heading', { name: 'Envíos MX API' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Errores', exact: true }).first()).toBeVisible();
  await viewShot(page, '50-docs');

  // Scalar's search, in Spanish: type, pick the operation, land on it
  await page.getByText('Buscar', { exact: true }).first().click();
  const search = page.getByRole('combobox', { name: 'Introduce tu consulta de búsqueda' });
  await expect(search).toBeFocused();
  // the webhooks (event kinds) are in the reference and its search too (searched by name: "cancelar" finds more
  // operations than the list shows, invoices' cancellation among them)
  await search.fill('order.cancelled');
  await expect(page.getByRole('option').filter({ hasText: 'Webhook' }).filter({ hasText: 'order.cancelled' }).first()).toBeVisible();
  await search.fill('cancelar');
  const result = page.getByRole('option').filter({ hasText: 'Cancelar un pedido pendiente o creado' }).first();
  await expect(result).toBeVisible();
  await viewShot(page, '51-docs-search');
  await result.click();
  await expect(page).toHaveURL(/#tag\/pedidos\/POST\/orders\/\{id\}\/cancel$/);
  await expect(page.getByRole('heading', { name: /Cancelar un pedido pendiente o creado/ })).toBeInViewport();
  await viewShot(page, '52-docs-operation');

  expect(problems).toEqual([]);

  await page.setViewportSize(PHONE);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Envíos MX API' })).toBeAttached({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Guías', exact: true })).toBeVisible();
  await viewShot(page, '53-docs-phone');
  expect(problems).toEqual([]);
});

test('a guide opens from /docs, its links work, and the error guide has one anchor per code', async ({ page, baseURL }) => {
  test.setTimeout(180_000); // two axe-core runs on a shared machine
  const problems = watchPage(page, new URL(baseURL!).origin);
  await page.setViewportSize(DESKTOP);
  await page.goto('/docs');
  await page.getByRole('link', { name: 'Webhooks', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/guias\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('webhook-signature').first()).toBeVisible();
  await shot(page, '54-docs-guide-webhooks');

  await page.goto('/docs/guias/errores#invalid_api_key');
  const heading = page.locator('h3#invalid_api_key');
  await expect(heading).toBeInViewport();
  await expect(heading).toContainText('invalid_api_key');
  await shot(page, '55-docs-guide-errores');

  await page.getByRole('link', { name: 'Catálogo de eventos' }).first().click();
  await expect(page.locator('h3[id="order.delivered"]')).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.setViewportSize(PHONE);
  await page.goto('/docs/guias/errores#api_key_expired');
  await expect(page.locator('h3#api_key_expired')).toBeInViewport();
  await shot(page, '56-docs-guide-phone');
  const phoneAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(phoneAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(problems).toEqual([]);
});

for (const size of [
  { label: 'escritorio', viewport: DESKTOP },
  { label: 'movil', viewport: PHONE },
]) {
  test(`the API reference and the guides have no axe violation at ${size.label}`, async ({ page }) => {
    test.setTimeout(240_000); // the reference's code is parsed and axe runs over a long page on a shared machine
    await page.setViewportSize(size.viewport);
    await page.goto('/docs');
    await expect(page.getByRole('heading', { name: 'Envíos MX API' })).toBeAttached({ timeout: 30_000 });
    // the introduction's code samples, with their copy buttons, are rendered
    await expect(page.locator('.scalar-code-copy').first()).toBeAttached({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    await viewShot(page, `57-docs-axe-${size.label}`);
    expect(await axeViolations(page), `/docs at ${size.label}`).toEqual([]);

    // deeper in: an operation with its parameters, code sample and example responses
    await page.goto('/docs#tag/pedidos/POST/orders/{id}/cancel');
    await expect(page.getByRole('heading', { name: /Cancelar un pedido pendiente o creado/ }).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    await viewShot(page, `58-docs-axe-operation-${size.label}`);
    expect(await axeViolations(page), `/docs#…/cancel at ${size.label}`).toEqual([]);

    for (const path of ['/docs/guias', '/docs/guias/webhooks', '/docs/guias/errores']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), `${path} at ${size.label}`).toEqual([]);
    }
  });
}
