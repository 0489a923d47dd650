// Issue 15 in Chromium against the built server: a cookie copied before sign-out is dead afterwards; nobody can
// frame the dashboard; every kind of response carries the security headers; the pages work under their CSP
// without a single violation; not-found dashboard pages answer 404; server actions from another origin get 403.
// Runs as its own organization and owner, so signing out here ends no session of the other specs.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as playwrightRequest, test, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiKeys } from '../db/schema';
import { createApiKey } from '../lib/api-keys/create-api-key';
import { setOrganizationLogo } from '../lib/branding/set-organization-logo';
import { resetConfigCache } from '../lib/platform/config';
import { createOrganization } from '../lib/organizations/create-organization';
import { createUser } from '../lib/users/create-user';
import { createWebhook } from '../lib/webhooks/create-webhook';
import { createOrder } from './api';
import { shot, withDb } from './helpers';
import { serverState, type Credentials } from './state';

test.describe.configure({ mode: 'serial' });

let organizationId = '';
let owner: Credentials;
let apiKey = '';
let orderId = '';
let webhookId = '';

test.beforeAll(async () => {
  owner = { email: `seguridad-${randomBytes(4).toString('hex')}@aurora.test`, password: 'seguridad-e2e-2026' };
  // The webhook below targets a loopback address, which the e2e server allows too.
  process.env.ALLOW_INSECURE_WEBHOOK_URLS = 'true';
  resetConfigCache();
  await withDb(async (db) => {
    const org = await createOrganization(db, { name: 'Seguridad Boreal', balanceCentavos: 1_000_00 });
    organizationId = org.id;
    await createUser(db, { ...owner, name: 'Sofía Seguridad', organizationId, role: 'owner' });
    apiKey = (await createApiKey(db, { organizationId, name: 'seguridad', scopes: ['*'] })).key;
    const logo = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await setOrganizationLogo(db, { organizationId, bytes: logo });
    const webhook = await createWebhook(db, {
      organizationId,
      webhook: { name: 'Receptor de seguridad', url: 'http://127.0.0.1:9/hook', events: ['order.status_changed'] },
    });
    webhookId = webhook.id; // (never delivered to: no order of this organization changes status)
  });
  orderId = await createOrder(apiKey, `SEG-${Date.now()}`);
});

async function signIn(page: Page, user: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

/** Records every CSP violation (the DOM event and Chromium's console report) and every uncaught page error. */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const problems: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|CSP violation/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test('a session cookie copied before sign-out opens nothing and creates no API key afterwards', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, owner);

  // A real create-key server action, recorded so it can be replayed with the copied cookie later.
  const keyName = `Antes de salir ${Date.now()}`;
  await page.goto('/dashboard/api-keys');
  await page
    .getByRole('button', { name: /Nueva clave|Crear mi primera clave/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
  await dialog.getByLabel('Nombre').fill(keyName);
  await dialog.getByRole('checkbox', { name: /orders:read/ }).check();
  const actionRequest = page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action']));
  await dialog.getByRole('button', { name: 'Crear clave' }).click();
  const recorded = await actionRequest;
  await expect(page.getByTestId('new-key-value')).toHaveText(/^flt_/);
  const copied = await context.storageState();
  expect(copied.cookies.some((c) => c.name.includes('session-token'))).toBe(true);

  await page.getByLabel('Menú de usuario').click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login\?signedOut=1$/);
  await context.close();

  // The attacker's browser: a fresh context holding the cookie copied before sign-out.
  const stolen = await browser.newContext({ storageState: copied });
  const attacker = await stolen.newPage();
  await attacker.goto('/dashboard/api-keys');
  await expect(attacker).toHaveURL(/\/login/);
  await expect(attacker.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await shot(attacker, '90-copied-cookie-after-sign-out');

  const replay = await playwrightRequest.newContext({ baseURL: serverState().baseUrl, storageState: copied });
  const endpoint = await replay.get('/api/dashboard/api-keys');
  expect(endpoint.status()).toBe(401);
  expect(await endpoint.json()).toEqual({ error: 'Inicia sesión en el panel para continuar.' });
  const headers = recorded.headers();
  const again = await replay.post(recorded.url(), {
    headers: {
      'Next-Action': headers['next-action'],
      'Content-Type': headers['content-type'] ?? 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: serverState().baseUrl,
    },
    data: recorded.postData() ?? '',
  });
  const answer = await again.text();
  expect(answer).toContain('unauthenticated');
  expect(answer).not.toMatch(/flt_(live_|test_)?[0-9A-Za-z]{49}/);
  await replay.dispose();
  await stolen.close();
  const keys = await withDb((db) =>
    db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.name, keyName))),
  );
  expect(keys).toHaveLength(1); // the one created before sign-out, none by the replay
});

test('another site cannot frame the dashboard; the branding page still embeds its own sample label', async ({ browser }) => {
  const { baseUrl } = serverState();
  const evil = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Gana un premio</title><h1>Haz clic en "revocar"</h1>
      <iframe id="victim" src="${baseUrl}/dashboard/api-keys" width="900" height="600"></iframe>
      <iframe id="login" src="${baseUrl}/login" width="900" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  const evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, owner);
    const refused: string[] = [];
    page.on('console', (msg) => refused.push(msg.text()));
    await page.goto(evilUrl);
    await expect.poll(() => refused.filter((t) => /Refused to (display|frame)|frame-ancestors/i.test(t)).length).toBeGreaterThanOrEqual(2);
    for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
      // A blocked frame shows Chromium's error page, never the dashboard or the sign-in form.
      expect(frame.url()).not.toContain(new URL(baseUrl).host);
      await expect(frame.locator('body')).not.toContainText(/Claves de API|Inicia sesión/);
    }
    await shot(page, '91-framing-blocked');

    await page.goto('/dashboard/branding');
    const preview = page.locator('iframe.label-preview');
    await expect(preview).toBeVisible();
    await expect
      .poll(() =>
        page
          .frames()
          .map((f) => f.url())
          .find((u) => u.includes('/api/dashboard/branding/sample-label')),
      )
      .toBeTruthy();
    expect(refused.filter((t) => /sample-label/.test(t) && /Refused|frame-ancestors/i.test(t))).toEqual([]);
  } finally {
    await context.close();
    await new Promise<void>((resolve) => evil.close(() => resolve()));
  }
});

function expectStaticHeaders(res: APIResponse) {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['strict-transport-security']).toMatch(/^max-age=\d{7,}/); // the e2e server runs in production mode
  expect(h['permissions-policy']).toContain('camera=()');
}

test('every kind of response carries the security headers, with exactly one CSP', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, owner);
  const req = context.request;
  const apiCsp = "default-src 'none'; frame-ancestors 'none'";

  const pageRes = await req.get('/login');
  expectStaticHeaders(pageRes);
  expect(pageRes.headers()['x-frame-options']).toBe('DENY');
  const pageCsp = pageRes.headers()['content-security-policy'];
  expect(pageCsp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(pageCsp).toContain("frame-ancestors 'none'");
  expect(pageCsp).not.toContain('unsafe-eval');
  const nonce = /'nonce-([^']+)'/.exec(pageCsp)![1];
  expect(await pageRes.text()).toContain(`nonce="${nonce}"`);
  const second = (await req.get('/login')).headers()['content-security-policy'];
  expect(second).not.toBe(pageCsp); // a fresh nonce per response
  const dashboard = await req.get('/dashboard');
  expect(dashboard.status()).toBe(200);
  expect(dashboard.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  const responses: Array<[string, APIResponse, string]> = [
    ['API JSON', await req.get('/api/v1/account', { headers: { Authorization: `Bearer ${apiKey}` } }), 'application/json'],
    ['API error', await req.get('/api/v1/account'), 'application/json'],
    ['API label', await req.get(`/api/v1/orders/${orderId}/label`, { headers: { Authorization: `Bearer ${apiKey}` } }), 'application/pdf'],
    ['dashboard label', await req.get(`/api/v1/orders/${orderId}/label`), 'application/pdf'],
    ['logo', await req.get('/api/dashboard/branding/logo'), 'image/png'],
    ['health', await req.get('/api/health'), 'application/json'],
  ];
  for (const [what, res, type] of responses) {
    expect(res.headers()['content-type'], what).toContain(type);
    expectStaticHeaders(res);
    expect(res.headers()['content-security-policy'], what).toBe(apiCsp);
    expect(res.headers()['x-frame-options'], what).toBe('DENY');
  }
  // The one response the dashboard itself frames: framable by this origin only.
  const sample = await req.get('/api/dashboard/branding/sample-label');
  expect(sample.headers()['content-type']).toContain('application/pdf');
  expectStaticHeaders(sample);
  expect(sample.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
  expect(sample.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await context.close();
});

test('the dashboard, /docs, /login and the landing page work under their CSP without a single violation', async ({ browser }) => {
  test.setTimeout(150_000); // every dashboard page, the API reference and two sign-ins on a shared machine
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchViolations(context, page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'La API de envíos para México' })).toBeVisible();
  await signIn(page, owner);
  const visits: Array<[string, RegExp]> = [
    ['/dashboard', /^Resumen$/],
    ['/dashboard/orders', /^Pedidos$/],
    [`/dashboard/orders/${orderId}`, /^SEG-/],
    ['/dashboard/api-keys', /^Claves de API$/],
    ['/dashboard/webhooks', /^Webhooks$/],
    [`/dashboard/webhooks/${webhookId}`, /Receptor de seguridad/],
    ['/dashboard/branding', /^Marca y guías$/],
    ['/dashboard/billing', /^Saldo y movimientos$/],
  ];
  for (const [path, heading] of visits) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  await page.goto('/dashboard/branding');
  await expect(page.getByTestId('logo-image')).toBeVisible(); // the logo (an /api response) shown by a page
  // Client-side code runs (hydrated React): the create-key dialog opens.
  await page.goto('/dashboard/api-keys');
  await page
    .getByRole('button', { name: /Nueva clave|Crear mi primera clave/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Nueva clave de API' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Client-side navigation between pages (RSC requests) under the same policy.
  await page.getByRole('link', { name: 'Saldo y movimientos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saldo y movimientos' })).toBeVisible();

  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/login?signedOut=1');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByLabel('Contraseña').fill('no-es-la-contraseña');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.locator('.alert-error')).toHaveText('Correo o contraseña incorrectos.');
  expect(problems).toEqual([]);
  await context.close();
});

test('not-found dashboard pages answer 404 in Spanish, list pages 200, mistyped addresses a Spanish 404 page', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, owner);
  const unknown = '00000000-0000-4000-8000-000000000000';
  for (const path of [`/dashboard/orders/${unknown}`, `/dashboard/webhooks/${unknown}`, '/dashboard/no-existe', '/dashboard/orders/x/y']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText('No encontramos lo que buscas'), path).toBeVisible();
    await expect(page.getByTestId('org-name'), path).toContainText('Seguridad Boreal'); // inside the dashboard shell
  }
  await shot(page, '92-dashboard-404');
  const elsewhere = await page.goto('/esto-no-existe');
  expect(elsewhere?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Esta página no existe' })).toBeVisible();
  await shot(page, '93-site-404');
  for (const path of ['/dashboard/orders', '/dashboard/webhooks', '/dashboard/api-keys']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
  await context.close();
});

test('a server action posted from another origin answers 403 in Spanish', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, owner);
  const post = (origin: string) =>
    context.request.post('/dashboard/api-keys', {
      headers: { 'Next-Action': 'a'.repeat(42), 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', Origin: origin },
      data: '[]',
    });
  for (const origin of ['https://atacante.example', 'null', `http://127.0.0.1:${new URL(serverState().baseUrl).port}`]) {
    const res = await post(origin);
    expect(res.status(), origin).toBe(403);
    expect(res.headers()['x-error-code']).toBe('forbidden');
    expect(await res.json()).toEqual({ error: 'Solicitud de otro origen rechazada.' });
  }
  // The same request from the dashboard's own origin passes the gate (Next.js then says the action is unknown).
  const own = await post(serverState().baseUrl);
  expect(own.status()).not.toBe(403);
  expect(own.status()).toBeLessThan(500);
  await context.close();
});
