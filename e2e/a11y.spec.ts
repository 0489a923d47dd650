// Every page of e2e/pages.ts at 1280x800 and 375x812: axe-core (e2e/axe.ts: WCAG 2 A and AA) finds no violation
// of any impact, nothing overflows the viewport sideways, at 1280x800 no table is wider than its box (long names,
// failed deliveries with their buttons: rows that make tables wide), and a screenshot of each page at both sizes is
// saved (test-results/screenshots/a11y-<page>-<size>.png). The webhook page is checked with a payload open.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { and, desc, eq } from 'drizzle-orm';
import { batches, requestLogs } from '@/db/schema';
import { batchColumns } from '../lib/batches/columns';
import { api, orderBody } from './api';
import { axeViolations } from './axe';
import { seededApiKey, shot, startReceiver, withDb } from './helpers';
import { dashboardPages, type DashboardPage, type PageRole } from './pages';
import { MEMBER_STORAGE, OWNER_STORAGE, seedState, serverState } from './state';

const SIZES = [
  { label: 'escritorio', viewport: { width: 1280, height: 800 } },
  { label: 'movil', viewport: { width: 375, height: 812 } },
] as const;

type Fixtures = Record<string, string>;
let fixtures: Fixtures = {};
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** Orders whose rows are as wide as real ones get: long references and names, cash on delivery. */
async function wideOrders(key: string): Promise<string> {
  let last = '';
  for (let i = 0; i < 6; i++) {
    const name = `María Guadalupe Hernández de la Fuente Villaseñor ${i}`;
    const res = await api(
      key,
      'POST',
      '/orders',
      orderBody(`A11Y-${Date.now()}-REFERENCIA-LARGA-${i}`, {
        receiverName: name,
        ...(i % 2 === 0 ? { isCod: true, codAmount: 1234.5 } : {}),
        shipmentType: i % 3 === 0 ? 'express' : 'standard',
        deliveryAddress: { ...orderBody('x').deliveryAddress, contactName: name },
      }),
    );
    if (res.status !== 201) throw new Error(`POST /orders answered ${res.status}: ${JSON.stringify(res.body)}`);
    last = res.body.orderId as string;
  }
  return last;
}

/** An unbought batch as wide as real ones get on Lotes: a long file name, its expiry and the Comprar and Descartar
 *  buttons under its state, and a row to fix (the "Filas por corregir" link). */
async function wideUnboughtBatch(key: string): Promise<void> {
  const tag = `A11Y${Date.now()}`;
  const header = batchColumns.map((c) => c.name).join(',');
  const row = (ref: string) => batchColumns.map((c) => (c.name === 'referencia' ? ref : `"${c.example}"`)).join(',');
  const broken = batchColumns.map((c) => (c.name === 'referencia' ? `${tag}-MAL` : '')).join(',');
  const csv = [header, row(`${tag}-1`), row(`${tag}-2`), broken].join('\r\n');
  const res = await fetch(`${serverState().baseUrl}/api/v1/batches`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'text/csv' },
    body: csv,
  });
  if (res.status !== 201) throw new Error(`POST /batches answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  // the API takes no file name; the dashboard's upload stores the one chosen, as long as people name them
  await withDb((db) =>
    db.update(batches).set({ fileName: 'envios-semana-48-sucursal-guadalajara-centro-reimpresion-final.csv' }).where(eq(batches.id, id)),
  );
}

test.afterAll(async () => receiver?.close());

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const key = await seededApiKey(`a11y ${Date.now()}`);
  // A receiver that refuses for good (410): the log fills with failed attempts of the wide orders (their long
  // references) with their "Reenviar" buttons, and of a test event.
  receiver = await startReceiver(() => 410);
  const hook = await api(key, 'POST', '/webhooks', {
    name: 'Accesibilidad',
    url: receiver.url(`/a11y-${Date.now()}`),
    events: ['order.created', 'order.delivered'],
  });
  if (hook.status !== 201) throw new Error(`POST /webhooks answered ${hook.status}`);
  const orderId = await wideOrders(key);
  await wideUnboughtBatch(key);
  await api(key, 'POST', `/webhooks/${hook.body.id}/test`);
  await expect
    .poll(
      async () =>
        (await api(key, 'GET', `/webhooks/${hook.body.id}/deliveries`)).body.data.filter(
          (a: { deliveryState: string }) => a.deliveryState === 'failed',
        ).length,
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(7);
  // the request log is written in the background: wait for the POST /orders entry
  let logId: string | undefined;
  await expect
    .poll(
      async () => {
        logId = await withDb(async (db) => {
          const [row] = await db
            .select({ id: requestLogs.id })
            .from(requestLogs)
            .where(and(eq(requestLogs.organizationId, seedState().organizationId)))
            .orderBy(desc(requestLogs.createdAt))
            .limit(1);
          return row?.id;
        });
        return logId;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  fixtures = { orderId, webhookId: hook.body.id as string, logId: logId! };
});

function resolvePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = fixtures[name];
    if (!value) throw new Error(`e2e/pages.ts: no fixture for :${name}`);
    return value;
  });
}

const storageFor: Record<PageRole, string | undefined> = { owner: OWNER_STORAGE, viewer: MEMBER_STORAGE, anonymous: undefined };

async function openPage(browser: Browser, entry: DashboardPage, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, storageState: storageFor[entry.role ?? 'owner'] ?? { cookies: [], origins: [] } });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What a page shows only after a click, opened before axe runs (keyed by the page's name in e2e/pages.ts). */
const openBeforeAxe: Record<string, (page: Page) => Promise<void>> = {
  // an expanded payload and receiver's answer: scrollable boxes, which must be focusable and named
  'Detalle de webhook': async (page) => {
    await page
      .getByRole('button', { name: /^Ver payload de / })
      .first()
      .click();
    await expect(page.getByRole('region', { name: /^Payload de / })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Respuesta del receptor a / })).toBeVisible();
  },
};

/** Tables wider than their box (the part a user would have to scroll sideways to see), as "name: N px". */
function tablesWiderThanTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')].flatMap((table) => {
      const box = table.parentElement;
      const width = table.getBoundingClientRect().width;
      if (!box || width === 0) return []; // not shown (a closed "Ver datos")
      const over = Math.round(width - box.clientWidth);
      return over > 1
        ? [`${table.dataset.testid ?? table.closest('[aria-label]')?.getAttribute('aria-label') ?? 'tabla'}: ${over} px`]
        : [];
    }),
  );
}

async function checkPage(page: Page, entry: DashboardPage, label: string) {
  await page.goto(resolvePath(entry.path));
  await expect(page.getByRole('heading', { level: 1, name: entry.heading ?? entry.name }).first()).toBeVisible();
  // a page that polls (the delivery log, previews) never goes network-idle: give it a few seconds, then go on
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await openBeforeAxe[entry.name]?.(page);
  // nothing wider than the screen: tables scroll inside their own container
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${entry.path} (${label}) overflows the viewport by ${overflow}px`).toBeLessThanOrEqual(0);
  // at 1280x800 every column is seen without scrolling sideways inside a table (on a phone they scroll in their box)
  if (page.viewportSize()!.width >= 1280)
    expect(await tablesWiderThanTheirBox(page), `${entry.path}: tables wider than their box`).toEqual([]);
  await shot(page, `a11y-${slug(entry.name)}-${label}`);
  expect(await axeViolations(page), `${entry.path} at ${label}`).toEqual([]);
}

for (const entry of dashboardPages) {
  test(`${entry.name} (${entry.path}) is accessible on desktop and phone`, async ({ browser }) => {
    test.setTimeout(120_000); // two axe runs on a shared machine
    for (const size of SIZES) {
      const { page, close } = await openPage(browser, entry, size.viewport);
      try {
        await checkPage(page, entry, size.label);
      } finally {
        await close();
      }
    }
  });
}
