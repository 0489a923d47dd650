// Every page of e2e/pages.ts at 1280x800 and 375x812: axe-core (WCAG 2 A and AA) finds no serious or critical
// violation, nothing overflows the viewport sideways, and a screenshot of each page at both sizes is saved
// (test-results/screenshots/a11y-<page>-<size>.png).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { and, desc, eq } from 'drizzle-orm';
import { requestLogs } from '@/db/schema';
import { api, createOrder } from './api';
import { seededApiKey, shot, withDb } from './helpers';
import { dashboardPages, type DashboardPage, type PageRole } from './pages';
import { MEMBER_STORAGE, OWNER_STORAGE, seedState } from './state';

const SIZES = [
  { label: 'escritorio', viewport: { width: 1280, height: 800 } },
  { label: 'movil', viewport: { width: 375, height: 812 } },
] as const;

type Fixtures = Record<string, string>;
let fixtures: Fixtures = {};

test.beforeAll(async () => {
  const key = await seededApiKey(`a11y ${Date.now()}`);
  const orderId = await createOrder(key, `A11Y-${Date.now()}`);
  const hook = await api(key, 'POST', '/webhooks', { name: 'Accesibilidad', url: `https://example.com/a11y-${Date.now()}`, events: ['order.delivered'] });
  if (hook.status !== 201) throw new Error(`POST /webhooks answered ${hook.status}`);
  // the request log is written in the background: wait for the POST /orders entry
  let logId: string | undefined;
  await expect
    .poll(async () => {
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
    }, { timeout: 20_000 })
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
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

async function checkPage(page: Page, entry: DashboardPage, label: string) {
  await page.goto(resolvePath(entry.path));
  await expect(page.getByRole('heading', { level: 1, name: entry.heading ?? entry.name }).first()).toBeVisible();
  // a page that polls (the delivery log, previews) never goes network-idle: give it a few seconds, then go on
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  // nothing wider than the screen: tables scroll inside their own container
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${entry.path} (${label}) overflows the viewport by ${overflow}px`).toBeLessThanOrEqual(0);
  await shot(page, `a11y-${slug(entry.name)}-${label}`);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(serious, `${entry.path} at ${label}`).toEqual([]);
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
