// A session that expires while the user works: a server action answers in Spanish ("Tu sesión expiró"), nothing is
// saved, the browser goes to the sign-in page with the page as return address, and signing in lands back there.
// Mi cuenta's own forms and switches and the CSV export go the same way. A page load with an ended session does the
// same. Runs with its own user (expiring the shared owner's session
// would sign out the other specs).
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { apiKeys, batches, users, userSessions } from '@/db/schema';
import { createUser } from '@/lib/users/create-user';
import { shot, withDb } from './helpers';
import { seedState } from './state';

const PASSWORD = 'sesion-expira-2026';

async function newAdmin(): Promise<{ email: string; id: string }> {
  const email = `sesion-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@aurora.test`;
  const user = await withDb((db) =>
    createUser(db, { email, password: PASSWORD, name: 'Sara Sesión', organizationId: seedState().organizationId, role: 'admin' }),
  );
  return { email, id: (user as { id: string }).id };
}

async function expireSessions(userId: string) {
  await withDb((db) =>
    db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(userSessions.userId, userId)),
  );
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  const size = viewport.width < 600 ? 'movil' : 'escritorio';

  test(`an expired session in a server action says so in Spanish and returns to the page after sign-in (${size})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    try {
      const admin = await newAdmin();
      await page.goto('/dashboard/api-keys?vista=todas');
      await expect(page).toHaveURL(/\/login\?callbackUrl=/);
      await signIn(page, admin.email);
      await expect(page).toHaveURL(/\/dashboard\/api-keys\?vista=todas$/);

      await page
        .getByRole('button', { name: /Nueva clave|Crear mi primera clave/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
      const keyName = `Expira ${Date.now()}`;
      await dialog.getByLabel('Nombre').fill(keyName);
      await expireSessions(admin.id);
      await dialog.getByRole('button', { name: 'Crear clave' }).click();

      await expect(dialog.getByRole('alert')).toContainText('Tu sesión expiró');
      // the message shows while the browser already heads for the sign-in page: a picture if it is still there
      await shot(page, `sesion-expirada-accion-${size}`, { timeout: 5_000 }).catch(() => {});
      await expect(page).toHaveURL(/\/login\?sesion=expirada&callbackUrl=%2Fdashboard%2Fapi-keys%3Fvista%3Dtodas$/);
      await expect(page.getByRole('status')).toContainText('Tu sesión expiró');
      await expect(page.locator('body')).not.toContainText(/unexpected response|Application error/i);
      await shot(page, `sesion-expirada-login-${size}`);
      // nothing half-saved: the key was not created
      const saved = await withDb((db) => db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.name, keyName)));
      expect(saved).toEqual([]);

      await signIn(page, admin.email);
      await expect(page).toHaveURL(/\/dashboard\/api-keys\?vista=todas$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Claves de API' })).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  const size = viewport.width < 600 ? 'movil' : 'escritorio';

  test(`Mi cuenta: a form, a switch and the CSV export with an expired session say so and come back (${size})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const backToLogin = /\/login\?sesion=expirada&callbackUrl=%2Fdashboard%2Fcuenta%3Fdesde%3Dprueba$/;
    try {
      const admin = await newAdmin();
      await page.goto('/dashboard/cuenta?desde=prueba');
      await signIn(page, admin.email);
      await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();

      // A form of its own (use-account-form.ts): the Spanish message with its link, then sign in and back here.
      const nameForm = page.getByRole('form', { name: 'Nombre' });
      await nameForm.getByRole('textbox', { name: 'Nombre' }).fill('Nombre que no se guarda');
      await expireSessions(admin.id);
      await nameForm.getByRole('button', { name: 'Guardar nombre' }).click();
      await expect(nameForm.getByRole('alert')).toContainText('Tu sesión expiró');
      await expect(nameForm.getByRole('link', { name: 'Vuelve a iniciar sesión' })).toHaveAttribute(
        'href',
        /callbackUrl=%2Fdashboard%2Fcuenta%3Fdesde%3Dprueba/,
      );
      await shot(page, `sesion-expirada-cuenta-${size}`);
      await expect(page).toHaveURL(backToLogin);
      const [row] = await withDb((db) => db.select({ name: users.name }).from(users).where(eq(users.id, admin.id)));
      expect(row.name).toBe('Sara Sesión'); // nothing half-saved

      // The new-sign-in switch (switches.tsx): the same message and the same way back.
      await signIn(page, admin.email);
      await expect(page).toHaveURL(/\/dashboard\/cuenta\?desde=prueba$/);
      const alerts = page.getByRole('switch', { name: /navegador nuevo/ });
      const before = await alerts.isChecked();
      await expireSessions(admin.id);
      await alerts.click();
      await expect(page.getByText('Tu sesión expiró')).toBeVisible();
      await expect(page).toHaveURL(backToLogin);

      // "Exportar CSV" (csv-export-link.tsx) on the orders page: no silent failure either.
      await signIn(page, admin.email);
      await expect(page).toHaveURL(/\/dashboard\/cuenta\?desde=prueba$/);
      await page.goto('/dashboard/orders?status=created');
      await expireSessions(admin.id);
      await page.getByTestId('orders-export').click();
      await expect(page.getByRole('alert').filter({ hasText: 'Tu sesión expiró' })).toBeVisible();
      await expect(page).toHaveURL(/\/login\?sesion=expirada&callbackUrl=%2Fdashboard%2Forders%3Fstatus%3Dcreated$/);
      await signIn(page, admin.email);
      await expect(page).toHaveURL(/\/dashboard\/orders\?status=created$/);
      await page.goto('/dashboard/cuenta');
      await expect(page.getByRole('switch', { name: /navegador nuevo/ })).toBeChecked({ checked: before }); // not saved

      // A CSV upload on the import page (import-flow.tsx, sendJson in fetch-json.ts): the same message and way back,
      // and no batch stored.
      const fileName = `sesion-${Date.now()}.csv`;
      await page.goto('/dashboard/lotes/nuevo');
      await expireSessions(admin.id);
      await page
        .getByLabel('Elegir archivo CSV')
        .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: await readFile('docs/examples/envios.csv') });
      await expect(page.getByTestId('import-error')).toContainText('Tu sesión expiró');
      await expect(page).toHaveURL(/\/login\?sesion=expirada&callbackUrl=%2Fdashboard%2Flotes%2Fnuevo$/);
      expect(await withDb((db) => db.select({ id: batches.id }).from(batches).where(eq(batches.fileName, fileName)))).toEqual([]);
      await signIn(page, admin.email);
      await expect(page).toHaveURL(/\/dashboard\/lotes\/nuevo$/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a page opened after the session ended goes to sign in and comes back to it', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  try {
    const admin = await newAdmin();
    await page.goto('/login');
    await signIn(page, admin.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expireSessions(admin.id);
    await page.goto('/dashboard/webhooks?x=1');
    await expect(page).toHaveURL(/\/login\?sesion=expirada&callbackUrl=%2Fdashboard%2Fwebhooks%3Fx%3D1$/);
    await expect(page.getByRole('status')).toContainText('Tu sesión expiró');
    await signIn(page, admin.email);
    await expect(page).toHaveURL(/\/dashboard\/webhooks\?x=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    // the user row is untouched
    const [row] = await withDb((db) => db.select({ id: users.id }).from(users).where(eq(users.id, admin.id)));
    expect(row?.id).toBe(admin.id);
  } finally {
    await context.close();
  }
});
