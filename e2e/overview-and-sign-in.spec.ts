// Issue 32, finding 18, as people see it at 1280x800 and 375x812: the overview's "en camino" counts only orders on
// their way (not "Creada"); every signed-out page shows the product's brand, on a phone too (its aside is hidden
// there); a used or expired password-reset link shows what happened and a way to ask again, not the form's heading.
import { expect, test } from '@playwright/test';
import { and, count, eq, inArray } from 'drizzle-orm';
import { accountTokens, orders, users } from '@/db/schema';
import { newToken } from '@/lib/account/tokens';
import { api, createOrder } from './api';
import { axeViolations } from './axe';
import { seededApiKey, shot, withDb } from './helpers';
import { OWNER_STORAGE, seedState } from './state';

const SIZES = [
  { label: 'escritorio', viewport: { width: 1280, height: 800 } },
  { label: 'movil', viewport: { width: 375, height: 812 } },
] as const;

/** Orders of the seeded organization in these states, read from the database. */
function ordersIn(statuses: string[]): Promise<number> {
  return withDb(async (db) => {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.organizationId, seedState().organizationId), inArray(orders.status, statuses as never[])));
    return row.n;
  });
}

test('the overview counts as "en camino" only the orders the provider is carrying', async ({ browser }) => {
  test.setTimeout(120_000);
  const key = await seededApiKey(`resumen ${Date.now()}`);
  // one order picked up (on its way) and one just created (a guide, not on its way)
  const moving = await createOrder(key, `RESUMEN-${Date.now()}-A`);
  await createOrder(key, `RESUMEN-${Date.now()}-B`);
  expect((await api(key, 'POST', `/sandbox/orders/${moving}/advance`, {})).status).toBe(200);
  expect(await ordersIn(['created'])).toBeGreaterThan(0);
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size.viewport, storageState: OWNER_STORAGE });
    const page = await context.newPage();
    try {
      // the figure the page shows against the database's picked_up + in_transit + out_for_delivery (orders may move
      // while other specs run, so both are read again until they agree)
      await expect
        .poll(
          async () => {
            await page.goto('/dashboard');
            const shown = Number((await page.getByTestId('stat-in-transit').innerText()).replace(/\D/g, ''));
            return shown - (await ordersIn(['picked_up', 'in_transit', 'out_for_delivery']));
          },
          { timeout: 30_000 },
        )
        .toBe(0);
      await shot(page, `resumen-en-camino-${size.label}`);
    } finally {
      await context.close();
    }
  }
});

/** A password-reset link of the seeded owner that was used, or that expired unused. */
async function resetLink(state: 'used' | 'expired'): Promise<string> {
  const { token, hash } = newToken();
  await withDb(async (db) => {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, seedState().owner.email));
    await db.insert(accountTokens).values({
      userId: owner.id,
      kind: 'password_reset',
      tokenHash: hash,
      expiresAt: state === 'expired' ? new Date(Date.now() - 60_000) : new Date(Date.now() + 3_600_000),
      usedAt: state === 'used' ? new Date() : null,
    });
  });
  return `/recuperar/${token}`;
}

for (const size of SIZES) {
  test(`signed-out pages show the brand and a spent reset link only says so, at ${size.label}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: size.viewport });
    const page = await context.newPage();
    try {
      const pages = [
        '/login',
        '/recuperar',
        '/login/verificacion',
        '/invitacion/enlace-no-valido',
        await resetLink('used'),
        await resetLink('expired'),
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // exactly one brand is seen: the aside's on a wide screen, the card's on a phone
        await expect(page.getByRole('link', { name: /Envíos MX$/ }).filter({ visible: true }), `${path} (${size.label})`).toHaveCount(1);
      }
      await page.goto('/login');
      await shot(page, `login-marca-${size.label}`);

      const expectations = [
        { path: await resetLink('used'), heading: 'Enlace ya utilizado', text: 'Este enlace ya se usó.' },
        { path: await resetLink('expired'), heading: 'Enlace vencido', text: 'expiró (dura una hora)' },
        { path: '/recuperar/enlace-no-valido', heading: 'Enlace no válido', text: 'El enlace no es válido.' },
      ];
      for (const { path, heading, text } of expectations) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByTestId('reset-link-state')).toContainText(text);
        await expect(page.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute('href', '/recuperar');
        // nothing of the form: not its heading, not its explanation, no password field
        await expect(page.getByText('Elige una contraseña nueva')).toHaveCount(0);
        await expect(page.getByText('Al guardarla se cerrarán')).toHaveCount(0);
        await expect(page.getByLabel('Nueva contraseña')).toHaveCount(0);
        expect(await axeViolations(page), `${heading} (${size.label})`).toEqual([]);
      }
      await page.goto(expectations[0].path);
      await shot(page, `recuperar-enlace-usado-${size.label}`);
    } finally {
      await context.close();
    }
  });
}
