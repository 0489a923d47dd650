// Account self-service in Chromium with real mail (e2e/mailbox.ts): "¿Olvidaste tu contraseña?" end to end (the
// same answer for an unknown address, the link from the email, field errors, a used link says so), and 2FA:
// enrolment on /dashboard/cuenta with a code computed here (otplib), then a sign-in that stops at the second step
// until the code is given. The owner's audit log then lists each step: the reset, the enrolment and every sign-in
// with how it was made (password, app code, recovery code). Desktop 1280x800 and phone 375x812, axe on /recuperar,
// /dashboard/cuenta and the 2FA step. Waits after a server action or a sign-in are as long as a loaded machine
// needs (ANSWER, NAVIGATION), never shorter than what they assert.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { organizations } from '@/db/schema';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import { shot, withDb } from './helpers';
import { waitForMail } from './mailbox';
import { OWNER_STORAGE, seedState } from './state';

const ANSWER = { timeout: 30_000 };
const NAVIGATION = { timeout: 60_000 };

async function expectNoSeriousA11y(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
  expect(serious, where).toEqual([]);
}

async function newViewer(prefix: string) {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@cuenta.test`;
  const password = 'clave-inicial-2026';
  await withDb((db) =>
    createUser(db, { email, password, name: 'Lucía Pruebas', organizationId: seedState().organizationId, role: 'viewer' }),
  );
  return { email, password };
}

/** Signs in through the form and waits for where it leads (`lands`: the dashboard, the code step, or an error). */
async function signIn(page: Page, email: string, password: string, lands: RegExp | 'error') {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  if (lands === 'error') await expect(page.locator('.alert-error')).toBeVisible(ANSWER);
  else await page.waitForURL(lands, NAVIGATION);
}

/** The audit log of the seeded organization, as its owner sees it, filtered to what `email` did. */
async function auditRowsOf(browser: Browser, email: string) {
  const context = await browser.newContext({ storageState: OWNER_STORAGE, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/dashboard/auditoria?actor=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible(ANSWER);
  return { rows: page.getByTestId('audit-table').getByRole('row'), page, close: () => context.close() };
}

for (const size of [
  { name: 'escritorio', width: 1280, height: 800 },
  { name: 'telefono', width: 375, height: 812 },
]) {
  test.describe(`en ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('password reset end to end with the link from the email', async ({ page, browser }) => {
      test.setTimeout(180_000);
      const user = await newViewer(`recupera-${size.name}`);
      await page.goto('/login');
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
      await page.waitForURL(/\/recuperar$/, NAVIGATION);
      await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
      await expectNoSeriousA11y(page, `/recuperar ${size.name}`);
      await page.getByLabel('Correo electrónico').fill('no-es-correo');
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByText('Correo electrónico: escribe un correo válido')).toBeVisible(ANSWER);
      await shot(page, `account-recuperar-error-${size.name}`);

      // An address without an account gets the very same answer.
      await page.getByLabel('Correo electrónico').fill(`nadie-${randomBytes(3).toString('hex')}@cuenta.test`);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      const answer = page.getByRole('status');
      await expect(answer).toContainText('te enviamos un enlace para restablecer la contraseña', ANSWER);
      const unknownText = (await answer.textContent())!.replace(/Si \S+ tiene/, 'Si X tiene');

      await page.goto('/recuperar');
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByRole('status')).toContainText('te enviamos un enlace', ANSWER);
      expect((await page.getByRole('status').textContent())!.replace(/Si \S+ tiene/, 'Si X tiene')).toBe(unknownText);
      await shot(page, `account-recuperar-enviado-${size.name}`);

      const mail = await waitForMail({ to: user.email, subject: /Restablece tu contraseña/ });
      const link = mail.links.find((l) => l.includes('/recuperar/'))!;
      expect(link).toBeTruthy();
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
      await expectNoSeriousA11y(page, `/recuperar/<token> ${size.name}`);
      await page.getByLabel('Nueva contraseña').fill('nueva-clave-2026');
      await page.getByLabel('Confirma la contraseña').fill('otra-cosa-2026');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(page.getByText('Confirma la contraseña: no coincide con la nueva contraseña.')).toBeVisible(ANSWER);
      await expect(page.getByLabel('Confirma la contraseña')).toHaveAttribute('aria-invalid', 'true');
      await shot(page, `account-nueva-contrasena-error-${size.name}`);
      // the form clears password fields after a refusal (they are never sent back to the page)
      await page.getByLabel('Nueva contraseña').fill('nueva-clave-2026');
      await page.getByLabel('Confirma la contraseña').fill('nueva-clave-2026');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page.waitForURL(/\/login\?restablecida=1$/, NAVIGATION);
      await expect(page.getByText('Tu contraseña cambió.')).toBeVisible();

      await signIn(page, user.email, user.password, 'error');
      await expect(page.locator('.alert-error')).toHaveText('Correo o contraseña incorrectos.');
      await signIn(page, user.email, 'nueva-clave-2026', /\/dashboard$/);

      await page.goto(link);
      await expect(page.getByText('Este enlace ya se usó.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute('href', '/recuperar');
      await shot(page, `account-enlace-usado-${size.name}`);

      // the owner's audit log: the reset (through the mailed link, no session) and the sign-in after it
      const audit = await auditRowsOf(browser, user.email);
      await expect(audit.rows.filter({ hasText: 'Contraseña restablecida' })).toHaveCount(1, ANSWER);
      await expect(audit.rows.filter({ hasText: 'Inicio de sesión' }).filter({ hasText: 'con: contraseña;' })).toHaveCount(1);
      await audit.close();
    });

    test('2FA enrolment, then a sign-in that needs the code', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const user = await newViewer(`dospasos-${size.name}`);
      await signIn(page, user.email, user.password, /\/dashboard$/);
      await page.getByLabel('Menú de usuario').click();
      await page.getByRole('link', { name: 'Mi cuenta' }).click();
      await expect(page.getByRole('heading', { name: 'Mi cuenta', exact: true })).toBeVisible(ANSWER);
      await expectNoSeriousA11y(page, `/dashboard/cuenta ${size.name}`);
      await shot(page, `account-cuenta-${size.name}`);

      // a field too long for the server is named as the form labels it
      const emailForm = page.getByRole('form', { name: 'Correo electrónico' });
      await emailForm.getByLabel('Nuevo correo').fill(`${'a'.repeat(300)}@cuenta.test`);
      await emailForm.getByLabel('Contraseña actual').fill(user.password);
      await emailForm.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
      await expect(emailForm.getByRole('alert')).toHaveText('Nuevo correo: debe tener como máximo 300 caracteres.', ANSWER);

      await page.getByRole('button', { name: 'Configurar verificación en dos pasos' }).click();
      const secret = (await page.getByTestId('totp-secret').textContent({ timeout: ANSWER.timeout }))!.trim();
      await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
      await page.getByLabel('2. Código de 6 dígitos').fill('000000');
      await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
      await expect(page.getByText('Código: no es correcto o ya se usó.')).toBeVisible(ANSWER);
      await shot(page, `account-2fa-enrolamiento-${size.name}`);
      await page.getByLabel('2. Código de 6 dígitos').fill(await generate({ secret }));
      await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
      const codes = page.getByTestId('recovery-codes').locator('li');
      await expect(codes).toHaveCount(10, ANSWER);
      const recovery = (await codes.first().textContent())!.trim();
      await shot(page, `account-2fa-codigos-${size.name}`);
      await page.getByRole('button', { name: 'Ya los guardé' }).click();
      await expect(page.getByText('Activada.')).toBeVisible(ANSWER);
      await expectNoSeriousA11y(page, `/dashboard/cuenta (2FA activada) ${size.name}`);

      await page.getByLabel('Menú de usuario').click();
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL(/\/login\?signedOut=1$/, NAVIGATION);

      // Auth.js' own endpoint with the right password: a pending challenge cookie, no session cookie
      const csrf = await page.request.get('/api/auth/csrf');
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const direct = await page.request.post('/api/auth/callback/credentials', {
        form: { email: user.email, password: user.password, csrfToken, callbackUrl: '/dashboard' },
        maxRedirects: 0,
      });
      expect(direct.status()).toBe(302);
      expect(direct.headers().location).toContain('code=two_factor_required');
      const setCookies = direct
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value);
      expect(setCookies.some((c) => c.startsWith('envios_2fa=') && /HttpOnly/i.test(c))).toBe(true);
      expect(setCookies.some((c) => /session-token=[^;]/.test(c))).toBe(false);
      expect((await page.request.get('/api/dashboard/api-keys')).status()).toBe(401);

      await signIn(page, user.email, user.password, /\/login\/verificacion/);
      await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
      // the pending second step grants nothing
      const dashboard = await page.request.get('/api/dashboard/api-keys');
      expect(dashboard.status()).toBe(401);
      await expectNoSeriousA11y(page, `/login/verificacion ${size.name}`);
      await page.getByLabel('Código').fill('123456');
      await page.getByRole('button', { name: 'Verificar y entrar' }).click();
      await expect(page.locator('.alert-error')).toContainText('Código: no es correcto o ya se usó.', ANSWER);
      await shot(page, `account-2fa-paso-${size.name}`);
      // the enrolment spent this 30-second step; the next step's code is within the accepted drift
      await page.getByLabel('Código').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
      await page.getByRole('button', { name: 'Verificar y entrar' }).click();
      await page.waitForURL(/\/dashboard$/, NAVIGATION);

      // a recovery code works once in place of the app
      await page.getByLabel('Menú de usuario').click();
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL(/\/login\?signedOut=1$/, NAVIGATION);
      await signIn(page, user.email, user.password, /\/login\/verificacion/);
      await page.getByLabel('Código').fill(recovery);
      await page.getByRole('button', { name: 'Verificar y entrar' }).click();
      await page.waitForURL(/\/dashboard$/, NAVIGATION);

      // the owner's audit log: the enrolment and each sign-in, with how it was made (the password step alone opens
      // no session, so it is no sign-in)
      const audit = await auditRowsOf(browser, user.email);
      await expect(audit.rows.filter({ hasText: 'Verificación en dos pasos activada' })).toHaveCount(1, ANSWER);
      const signIns = audit.rows.filter({ hasText: 'Inicio de sesión' });
      await expect(signIns).toHaveCount(3);
      await expect(signIns.filter({ hasText: 'con: contraseña;' })).toHaveCount(1);
      await expect(signIns.filter({ hasText: 'con: contraseña y código de la aplicación' })).toHaveCount(1);
      await expect(signIns.filter({ hasText: 'con: contraseña y código de recuperación' })).toHaveCount(1);
      await shot(audit.page, `account-auditoria-${size.name}`);
      await audit.close();
    });
  });
}

test('a member of an organization that requires 2FA is sent to enrol before anything else', async ({ page }) => {
  const email = `exigido-${randomBytes(4).toString('hex')}@cuenta.test`;
  await withDb(async (db) => {
    const org = await createOrganization(db, { name: 'Exige 2FA' });
    await createUser(db, { email, password: 'clave-inicial-2026', organizationId: org.id, role: 'viewer' });
    await db.update(organizations).set({ twoFactorRequired: true }).where(eq(organizations.id, org.id));
  });
  await signIn(page, email, 'clave-inicial-2026', /\/dashboard\/cuenta\?dos-pasos=requerido$/);
  await expect(page.getByText('Exige 2FA exige la verificación en dos pasos.')).toBeVisible();
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/dashboard\/cuenta\?dos-pasos=requerido$/);
  const api = await page.request.get('/api/dashboard/api-keys');
  expect(api.status()).toBe(403);
  expect((await api.json()).error).toMatch(/^Tu organización exige la verificación en dos pasos/);
  await shot(page, 'account-2fa-exigida');
});
