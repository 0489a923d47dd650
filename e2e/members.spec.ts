// Members, invitations and roles in Chromium against the built app, with the mail read from the e2e server's
// real SMTP server (e2e/mailbox.ts):
// - the journey: the owner invites a developer → the email's link → the developer sets name and password and is
//   signed in → can create an API key, but billing and members answer the 403 page and are not in the sidebar →
//   the owner removes them → their open session ends (the next navigation goes to /login); the audit log lists
//   each step;
// - an invitee whose existing account has 2FA: the password step goes on to the code (computed here), and the
//   invitation page then joins them with one button;
// - a revoked link says so; the members page and the invitation page at 375x812 with axe;
// - the role matrix: each of the six roles × every dashboard page, dashboard endpoint and server action of the
//   build (read from its server-reference manifest, so a new action without a permission entry here fails):
//   allowed, or 403 with the Spanish refusal.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { and, eq } from 'drizzle-orm';
import { membershipRoles, memberships, users as usersTable, type MembershipRole } from '@/db/schema';
import { can, forbiddenMessage, type Permission } from '@/lib/auth/permissions';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import { api, createOrder } from './api';
import { seededApiKey, shot, withDb } from './helpers';
import { mailLink, waitForMail } from './mailbox';
import { OWNER_STORAGE, seedState, serverState } from './state';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
// A server action's answer or a sign-in's navigation on a loaded machine: waited for as long as it realistically
// takes (a 10 s expect failed with the button still "Entrando…"), never skipped.
const ANSWER = { timeout: 30_000 };
const NAVIGATION = { timeout: 60_000 };

async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(serious, where).toEqual([]);
}

async function ownerPage(browser: Browser, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, storageState: OWNER_STORAGE });
  return { page: await context.newPage(), close: () => context.close() };
}

async function invite(page: Page, email: string, roleLabel: string) {
  await page.goto('/dashboard/miembros');
  await expect(page.getByRole('heading', { level: 1, name: 'Miembros' })).toBeVisible(ANSWER);
  await page.getByRole('button', { name: 'Invitar a un miembro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar a un miembro' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Rol').selectOption({ label: roleLabel });
  return dialog;
}

test('owner invites a developer; the developer joins from the email, works within the role, and is removed', async ({ browser }) => {
  test.setTimeout(180_000);
  const email = `dev-${Date.now()}@aurora.test`;
  const owner = await ownerPage(browser);
  const dialog = await invite(owner.page, email, 'Desarrollador');
  await expect(dialog.getByTestId('role-description')).toHaveText('Claves de API, webhooks y registros; consulta envíos.');
  await shot(owner.page, 'members-invite-dialog-1280x800');
  const sentAt = new Date();
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(owner.page.getByRole('status').filter({ hasText: `Enviamos la invitación a ${email}.` })).toBeVisible(ANSWER);
  await expect(owner.page.getByTestId('invitations-table')).toContainText(email, ANSWER);
  await expectNoSeriousA11yViolations(owner.page, 'members page (desktop)');
  await shot(owner.page, 'members-page-1280x800');

  const mail = await waitForMail({ to: email, subject: /te invitó a Tienda Aurora/, after: new Date(sentAt.getTime() - 1000) });
  expect(mail.subject).toBe('Olivia Owner te invitó a Tienda Aurora en Envíos MX');
  expect(mail.text).toContain('Desarrollador');
  const link = mailLink(mail, '/invitacion/');

  const devContext = await browser.newContext({ viewport: DESKTOP });
  const dev = await devContext.newPage();
  await dev.goto(link);
  await expect(dev.getByRole('heading', { level: 1, name: 'Únete a Tienda Aurora' })).toBeVisible(ANSWER);
  await expect(dev.getByLabel('Correo electrónico')).toHaveValue(email);
  await expectNoSeriousA11yViolations(dev, 'invitation page (desktop)');
  // bad input answers field by field, in Spanish
  await dev.getByLabel('Nombre').fill('Diego Dev');
  await dev.getByLabel('Contraseña', { exact: true }).fill('corta');
  await dev.getByLabel('Confirma la contraseña').fill('corta');
  await dev.getByRole('button', { name: 'Crear mi cuenta y unirme' }).click();
  await expect(dev.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible(ANSWER);
  await shot(dev, 'invitation-page-errors-1280x800');
  await dev.getByLabel('Contraseña', { exact: true }).fill('diego-dev-2026');
  await dev.getByLabel('Confirma la contraseña').fill('diego-dev-2026');
  await dev.getByRole('button', { name: 'Crear mi cuenta y unirme' }).click();
  await dev.waitForURL('**/dashboard', NAVIGATION);

  // the developer's sidebar: keys yes, billing and members no
  const nav = dev.getByRole('navigation', { name: 'Secciones' });
  await expect(nav.getByRole('link', { name: 'Claves de API' })).toBeVisible(ANSWER);
  await expect(nav.getByRole('link', { name: 'Saldo y movimientos' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Miembros' })).toHaveCount(0);
  await shot(dev, 'members-developer-overview-1280x800');

  await dev.goto('/dashboard/api-keys');
  await dev
    .getByRole('button', { name: /Nueva clave|Crear mi primera clave/ })
    .first()
    .click();
  const keyDialog = dev.getByRole('dialog', { name: 'Nueva clave de API' });
  await keyDialog.getByLabel('Nombre').fill(`Clave de Diego ${Date.now()}`);
  await keyDialog.getByRole('checkbox', { name: /orders:read/ }).check();
  await keyDialog.getByRole('button', { name: 'Crear clave' }).click();
  await expect(dev.getByTestId('new-key-value')).toHaveText(/^flt_/, ANSWER);

  for (const path of ['/dashboard/billing', '/dashboard/miembros']) {
    const res = await dev.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(dev.getByRole('heading', { name: 'No tienes permiso para ver esta página' })).toBeVisible();
    await expect(dev.getByRole('navigation', { name: 'Secciones' })).toBeVisible(); // inside the dashboard frame
  }
  await shot(dev, 'members-developer-403-1280x800');

  // the owner removes the developer: the developer's open session ends at once
  await owner.page.goto('/dashboard/miembros');
  const row = owner.page.getByTestId('members-table').getByRole('row').filter({ hasText: email });
  await expect(row.getByTestId('member-role')).toHaveText('Desarrollador', ANSWER);
  await row.getByRole('button', { name: /Quitar a/ }).click();
  const confirm = owner.page.getByRole('dialog', { name: 'Quitar de la organización' });
  await confirm.getByRole('button', { name: 'Quitar' }).click();
  await expect(owner.page.getByRole('status').filter({ hasText: `${email} ya no es miembro` })).toBeVisible(ANSWER);
  await expect(owner.page.getByTestId('members-table')).not.toContainText(email, ANSWER);

  await dev.goto('/dashboard/api-keys');
  await dev.waitForURL(/\/login/, NAVIGATION);
  await expect(dev.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible(ANSWER);
  await devContext.close();

  // The audit log lists each step of the journey, each naming the colleague. One action at a time (the filter):
  // the other specs sign people in to this organization meanwhile, and sign-ins are audited too.
  const audit = owner.page.getByTestId('audit-table');
  const steps = [
    ['member.invited', 'Invitación enviada'],
    ['member.joined', 'Miembro se unió'],
    ['user.signed_in', 'Inicio de sesión'],
    ['api_key.created', 'Clave de API creada'],
    ['member.removed', 'Miembro eliminado'],
  ] as const;
  for (const [code, label] of steps) {
    await owner.page.goto(`/dashboard/auditoria?action=${code}`);
    const entry = audit.getByRole('row').filter({ hasText: label }).filter({ hasText: email });
    await expect(entry.first(), label).toBeVisible(ANSWER);
  }
  await shot(owner.page, 'members-journey-audit-1280x800');
  await owner.close();
});

test('an invitee whose existing account has 2FA goes on to the code step and joins after it', async ({ browser }) => {
  test.setTimeout(240_000);
  const email = `dos-pasos-${Date.now()}@otra-tienda.test`;
  const password = 'cuenta-existente-2026';
  // an account of another organization that turned 2FA on in its dashboard (the server seals the secret with its
  // own key, so it is enrolled the way a person does it)
  await withDb(async (db) => {
    const org = await createOrganization(db, { name: `Otra tienda ${Date.now()}` });
    await createUser(db, { email, password, name: 'Inés Invitada', organizationId: org.id, role: 'owner' });
  });
  const own = await signIn(browser, email, password);
  const ownPage = await own.newPage();
  await ownPage.goto('/dashboard/cuenta');
  await ownPage.getByRole('button', { name: 'Configurar verificación en dos pasos' }).click();
  const secret = (await ownPage.getByTestId('totp-secret').textContent({ timeout: ANSWER.timeout }))!.trim();
  await ownPage.getByLabel('2. Código de 6 dígitos').fill(await generate({ secret }));
  await ownPage.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await expect(ownPage.getByTestId('recovery-codes').locator('li')).toHaveCount(10, ANSWER);
  await own.close();

  const owner = await ownerPage(browser);
  const dialog = await invite(owner.page, email, 'Operaciones');
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(owner.page.getByTestId('invitations-table')).toContainText(email, ANSWER);
  const link = mailLink(await waitForMail({ to: email, subject: /te invitó a Tienda Aurora/ }), '/invitacion/');
  const invitationPath = new URL(link).pathname;

  const guestContext = await browser.newContext({ viewport: DESKTOP });
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByText(`Ya existe una cuenta con ${email}`)).toBeVisible(ANSWER);
  await shot(guest, 'invitation-existing-account-1280x800');
  await guest.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(guest, 'invitation page, existing account (phone)');
  await shot(guest, 'invitation-existing-account-375x812');
  await guest.setViewportSize(DESKTOP);
  // a wrong password is still a wrong password
  await guest.getByLabel('Contraseña').fill('no-es-la-clave');
  await guest.getByRole('button', { name: 'Iniciar sesión y unirme' }).click();
  await expect(guest.locator('.alert-error')).toHaveText('La contraseña no es correcta.', ANSWER);
  expect(new URL(guest.url()).pathname).toBe(invitationPath);
  // the right one: on to the code, with the invitation as the way back (not "La contraseña no es correcta")
  await guest.getByLabel('Contraseña').fill(password);
  await guest.getByRole('button', { name: 'Iniciar sesión y unirme' }).click();
  await guest.waitForURL(/\/login\/verificacion\?/, NAVIGATION);
  expect(new URL(guest.url()).searchParams.get('callbackUrl')).toBe(invitationPath);
  await expect(guest.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible(ANSWER);
  await shot(guest, 'invitation-2fa-code-1280x800');
  // the enrolment spent this 30-second step; the next step's code is within the accepted drift
  await guest.getByLabel('Código').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await guest.getByRole('button', { name: 'Verificar y entrar' }).click();
  await guest.waitForURL((url) => url.pathname === invitationPath, NAVIGATION);
  await expect(guest.getByRole('heading', { level: 1, name: 'Únete a Tienda Aurora' })).toBeVisible(ANSWER);
  await guest.getByRole('button', { name: 'Unirme a Tienda Aurora' }).click();
  await guest.waitForURL('**/dashboard', NAVIGATION);
  await expect(guest.getByText('Así va Tienda Aurora hoy.')).toBeVisible(ANSWER);
  const joined = await withDb((db) =>
    db
      .select({ role: memberships.role })
      .from(memberships)
      .innerJoin(usersTable, eq(usersTable.id, memberships.userId))
      .where(and(eq(usersTable.email, email), eq(memberships.organizationId, seedState().organizationId))),
  );
  expect(joined).toEqual([{ role: 'operations' }]);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'La invitación ya se usó' })).toBeVisible(ANSWER);
  await guestContext.close();
  await owner.close();
});

test('on a phone: the members page, the invitation page and a revoked link', async ({ browser }) => {
  test.setTimeout(150_000);
  const email = `visor-${Date.now()}@aurora.test`;
  const owner = await ownerPage(browser, PHONE);
  const dialog = await invite(owner.page, email, 'Solo lectura');
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(owner.page.getByTestId('invitations-table')).toContainText(email, ANSWER);
  await expectNoSeriousA11yViolations(owner.page, 'members page (phone)');
  await shot(owner.page, 'members-page-375x812');
  const link = mailLink(await waitForMail({ to: email, subject: /te invitó/ }), '/invitacion/');

  const guestContext = await browser.newContext({ viewport: PHONE });
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Únete a Tienda Aurora' })).toBeVisible(ANSWER);
  await expectNoSeriousA11yViolations(guest, 'invitation page (phone)');
  await shot(guest, 'invitation-page-375x812');

  const row = owner.page.getByTestId('invitations-table').getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /Revocar/ }).click();
  await owner.page.getByRole('dialog', { name: 'Revocar la invitación' }).getByRole('button', { name: 'Revocar' }).click();
  await expect(owner.page.getByRole('status').filter({ hasText: `Revocaste la invitación de ${email}.` })).toBeVisible(ANSWER);

  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'La invitación fue revocada' })).toBeVisible();
  await expect(guest.getByText('Quien te invitó la canceló. Si crees que es un error, pide una nueva.')).toBeVisible();
  await shot(guest, 'invitation-revoked-375x812');
  await guest.goto('/invitacion/no-es-un-enlace');
  await expect(guest.getByRole('heading', { level: 1, name: 'Este enlace no es válido' })).toBeVisible();
  await guestContext.close();
  await owner.close();
  expect(seedState().owner.email).toContain('@aurora.test');
});

// ---- the role matrix -------------------------------------------------------------------------------------------
// 'platform' = platform administrators only (none of these users): the admin area answers 404, its actions 403.
type Rule = Permission | null | 'platform';

const pageRules: Array<[path: string, rule: Rule]> = [
  ['/dashboard', null],
  ['/dashboard/orders', 'orders:read'],
  ['/dashboard/orders/:orderId', 'orders:read'],
  ['/dashboard/api-keys', 'keys:read'],
  ['/dashboard/webhooks', 'webhooks:read'],
  ['/dashboard/webhooks/:webhookId', 'webhooks:read'],
  ['/dashboard/logs', 'logs:read'],
  ['/dashboard/billing', 'billing:read'],
  ['/dashboard/branding', 'settings:manage'],
  ['/dashboard/miembros', 'members:read'],
  ['/dashboard/auditoria', 'audit:read'],
  ['/dashboard/lotes', 'orders:read'],
  ['/dashboard/cierres', 'orders:read'],
  ['/dashboard/notificaciones', 'settings:manage'],
  ['/dashboard/paqueterias', 'carriers:manage'],
  ['/dashboard/ajustes', 'orders:read'],
  ['/dashboard/contra-entrega', 'billing:manage'],
  ['/dashboard/cuenta', null],
  ['/dashboard/admin', 'platform'],
  ['/dashboard/admin/paqueterias', 'platform'],
];

const endpointRules: Array<[method: 'GET' | 'POST', path: string, rule: Rule]> = [
  ['GET', '/api/dashboard/api-keys', 'keys:read'],
  ['GET', '/api/v1/orders/:orderId/label', 'orders:read'],
  ['GET', '/api/dashboard/webhooks/:webhookId/deliveries', 'webhooks:read'],
  ['POST', '/api/dashboard/branding/logo', 'settings:manage'],
  ['GET', '/api/dashboard/exports/orders', 'orders:read'],
  ['GET', '/api/v1/billing/ledger/export', 'billing:read'],
  ['GET', '/api/dashboard/exports/audit', 'audit:read'],
  ['GET', '/api/v1/batches/:randomId', 'orders:read'],
  ['GET', '/api/v1/manifests/:randomId', 'orders:read'],
  ['POST', '/api/v1/batches', 'orders:write'],
  ['GET', '/api/v1/carrier-accounts', 'carriers:manage'],
  ['GET', '/api/v1/billing/ledger', 'billing:read'],
  ['GET', '/api/v1/adjustments', 'orders:read'],
  ['GET', '/api/v1/cod/summary', 'billing:manage'],
  ['GET', '/api/v1/cod/orders', 'billing:manage'],
  ['GET', '/api/v1/cod/orders/export', 'billing:manage'],
  ['GET', '/api/v1/cod/settings', 'billing:manage'],
];

/** Every dashboard server action of the build, by "<file>#<export>": the permission it must demand. */
const actionRules: Record<string, Rule> = {
  'app/(dashboard)/dashboard/actions.ts#switchOrganizationAction': null,
  'app/(dashboard)/dashboard/actions.ts#switchModeAction': null,
  'app/(dashboard)/dashboard/cuenta/actions.ts#updateNameAction': null,
  'app/(dashboard)/dashboard/cuenta/actions.ts#changePasswordAction': null,
  'app/(dashboard)/dashboard/cuenta/actions.ts#requestEmailChangeAction': null,
  'app/(dashboard)/dashboard/cuenta/actions.ts#setNewSignInAlertsAction': null,
  'app/(dashboard)/dashboard/cuenta/actions.ts#startTwoFactorAction': null,
  'app/(dashboard)/dashboard/cuenta/actions.ts#confirmTwoFactorAction': null,
  'app/(dashboard)/dashboard/cuenta/actions.ts#regenerateRecoveryCodesAction': null,
  'app/(dashboard)/dashboard/cuenta/actions.ts#disableTwoFactorAction': null,
  'app/(dashboard)/dashboard/cuenta/actions.ts#setTwoFactorRequiredAction': 'settings:manage',
  'app/(dashboard)/dashboard/admin/actions.ts#createOrganizationAction': 'platform',
  'app/(dashboard)/dashboard/admin/actions.ts#creditBalanceAction': 'platform',
  'app/(dashboard)/dashboard/admin/actions.ts#setRateLimitAction': 'platform',
  'app/(dashboard)/dashboard/admin/actions.ts#setWhiteLabelAction': 'platform',
  'app/(dashboard)/dashboard/admin/paqueterias/actions.ts#savePlatformCarrierAccountAction': 'platform',
  'app/(dashboard)/dashboard/admin/paqueterias/actions.ts#setPlatformCarrierAccountEnabledAction': 'platform',
  'app/(dashboard)/dashboard/admin/paqueterias/actions.ts#deletePlatformCarrierAccountAction': 'platform',
  'app/(dashboard)/dashboard/admin/paqueterias/actions.ts#setCarrierMarginAction': 'platform',
  'app/(dashboard)/dashboard/api-keys/actions.ts#createApiKeyAction': 'keys:manage',
  'app/(dashboard)/dashboard/api-keys/actions.ts#revokeApiKeyAction': 'keys:manage',
  'app/(dashboard)/dashboard/api-keys/actions.ts#rollApiKeyAction': 'keys:manage',
  'app/(dashboard)/dashboard/api-keys/actions.ts#updateApiKeyAction': 'keys:manage',
  'app/(dashboard)/dashboard/branding/actions.ts#removeLogoAction': 'settings:manage',
  'app/(dashboard)/dashboard/branding/actions.ts#setBrandingAction': 'settings:manage',
  'app/(dashboard)/dashboard/branding/actions.ts#setBrandColorAction': 'settings:manage',
  'app/(dashboard)/dashboard/billing/actions.ts#setLowBalanceThresholdAction': 'billing:manage',
  'app/(dashboard)/dashboard/billing/actions.ts#addTestBalanceAction': 'billing:read',
  'app/(dashboard)/dashboard/billing/payments-actions.ts#simulateTransferAction': 'billing:manage',
  'app/(dashboard)/dashboard/billing/payments-actions.ts#saveAutoRechargeAction': 'billing:manage',
  'app/(dashboard)/dashboard/billing/payments-actions.ts#saveFiscalDataAction': 'billing:manage',
  'app/(dashboard)/dashboard/cierres/actions.ts#requestManifestPickupAction': 'orders:write',
  'app/(dashboard)/dashboard/contra-entrega/actions.ts#resolveCodDiscrepancyAction': 'billing:manage',
  'app/(dashboard)/dashboard/contra-entrega/settings-actions.ts#updateCodSettingsAction': 'billing:manage',
  'app/(dashboard)/dashboard/notificaciones/actions.ts#saveNotificationSettingsAction': 'settings:manage',
  'app/(dashboard)/dashboard/paqueterias/actions.ts#saveCarrierAccountAction': 'carriers:manage',
  'app/(dashboard)/dashboard/paqueterias/actions.ts#setCarrierAccountEnabledAction': 'carriers:manage',
  'app/(dashboard)/dashboard/paqueterias/actions.ts#deleteCarrierAccountAction': 'carriers:manage',
  'app/(dashboard)/dashboard/miembros/actions.ts#changeMemberRoleAction': 'members:manage',
  'app/(dashboard)/dashboard/miembros/actions.ts#inviteMemberAction': 'members:manage',
  'app/(dashboard)/dashboard/miembros/actions.ts#removeMemberAction': 'members:manage',
  'app/(dashboard)/dashboard/miembros/actions.ts#resendInvitationAction': 'members:manage',
  'app/(dashboard)/dashboard/miembros/actions.ts#revokeInvitationAction': 'members:manage',
  'app/(dashboard)/dashboard/miembros/actions.ts#transferOwnershipAction': 'ownership:manage',
  'app/(dashboard)/dashboard/orders/[id]/actions.ts#advanceSandboxOrderAction': 'orders:write',
  'app/(dashboard)/dashboard/orders/[id]/actions.ts#approveReturnAction': 'orders:write',
  'app/(dashboard)/dashboard/orders/[id]/actions.ts#cancelOrderAction': 'orders:write',
  'app/(dashboard)/dashboard/orders/[id]/actions.ts#simulateMeasurementAction': 'orders:write',
  'app/(dashboard)/dashboard/webhooks/actions.ts#createWebhookAction': 'webhooks:manage',
  'app/(dashboard)/dashboard/webhooks/actions.ts#deleteWebhookAction': 'webhooks:manage',
  'app/(dashboard)/dashboard/webhooks/actions.ts#redeliverAction': 'webhooks:manage',
  'app/(dashboard)/dashboard/webhooks/actions.ts#revealWebhookSecretAction': 'webhooks:manage',
  'app/(dashboard)/dashboard/webhooks/actions.ts#rotateWebhookSecretAction': 'webhooks:manage',
  'app/(dashboard)/dashboard/webhooks/actions.ts#sendTestEventAction': 'webhooks:manage',
  'app/(dashboard)/dashboard/webhooks/actions.ts#updateWebhookAction': 'webhooks:manage',
  'app/(dashboard)/dashboard/webhooks/recovery-actions.ts#startRecoveryAction': 'webhooks:manage',
};
// actions that need no organization role at all
const notRoleActions = new Set(['app/(dashboard)/dashboard/actions.ts#signOutAction']);

const allowed = (role: MembershipRole, rule: Rule) => (rule === 'platform' ? false : rule === null ? true : can(role, rule));

type ManifestAction = { id: string; key: string; page: string };

/** The build's server actions of the dashboard, each with a page that serves it (placeholders filled in). */
function dashboardActions(): ManifestAction[] {
  const file = path.join(serverState().distDir, 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node)
    .filter(([, a]) => a.filename.startsWith('app/(dashboard)/'))
    .map(([id, a]) => {
      const worker = Object.keys(a.workers)[0];
      const page = worker
        .replace(/^app/, '')
        .replace(/\/page$/, '')
        .split('/')
        .filter((s) => s && !/^\(.*\)$/.test(s))
        .map((s) => (s.startsWith('[') ? randomUUID() : s))
        .join('/');
      return { id, key: `${a.filename}#${a.exportedName}`, page: `/${page}` };
    })
    .filter((a) => !notRoleActions.has(a.key));
}

async function signIn(browser: Browser, email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
  await page.close();
  return context;
}

test('role matrix: each role × every dashboard page, endpoint and server action is allowed or refused with 403 in Spanish', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const actions = dashboardActions();
  const unlisted = actions.filter((a) => !(a.key in actionRules)).map((a) => a.key);
  expect(unlisted, 'server actions without an entry in actionRules (e2e/members.spec.ts): declare the permission they demand').toEqual([]);

  const key = await seededApiKey(`roles ${Date.now()}`);
  const orderId = await createOrder(key, `ROLES-${Date.now()}`);
  const hook = await api(key, 'POST', '/webhooks', { name: 'Roles', url: 'https://example.com/roles', events: ['order.delivered'] });
  const fill = (p: string) =>
    p
      .replace(':orderId', orderId)
      .replace(':webhookId', hook.body.id as string)
      .replace(':randomId', randomUUID());
  const baseURL = serverState().baseUrl;
  const stamp = Date.now();

  const failures: string[] = [];
  for (const role of membershipRoles) {
    const email = `matriz-${role}-${stamp}@aurora.test`;
    await withDb((db) => createUser(db, { email, password: 'matriz-2026-clave', organizationId: seedState().organizationId, role }));
    const context = await signIn(browser, email, 'matriz-2026-clave');
    const request = context.request;

    for (const [p, rule] of pageRules) {
      const res = await request.get(fill(p), { maxRedirects: 0 });
      const body = await res.text();
      const expected = allowed(role, rule) ? 200 : rule === 'platform' ? 404 : 403;
      if (res.status() !== expected) failures.push(`${role} GET ${p}: ${res.status()} (expected ${expected})`);
      else if (expected === 403 && !body.includes('No tienes permiso para ver esta página'))
        failures.push(`${role} GET ${p}: 403 without the Spanish page`);
    }
    for (const [method, p, rule] of endpointRules) {
      const res =
        method === 'GET'
          ? await request.get(fill(p), { maxRedirects: 0 })
          : await request.post(fill(p), { headers: { Origin: baseURL }, multipart: { other: 'x' }, maxRedirects: 0 });
      const ok = allowed(role, rule);
      if (ok && res.status() === 403) failures.push(`${role} ${method} ${p}: 403 for an allowed role`);
      if (!ok) {
        const body = await res.json().catch(() => null);
        if (res.status() !== 403 || body?.error !== forbiddenMessage)
          failures.push(`${role} ${method} ${p}: ${res.status()} ${JSON.stringify(body)} (expected 403 in Spanish)`);
      }
    }
    // Server actions are called as the browser calls them; `null` is never a valid input, so an allowed role gets
    // a validation answer and nothing changes, a refused one the Spanish refusal.
    for (const action of actions) {
      const res = await request.post(action.page, {
        headers: { 'Next-Action': action.id, Accept: 'text/x-component', 'Content-Type': 'text/plain;charset=UTF-8', Origin: baseURL },
        data: JSON.stringify([null]),
        maxRedirects: 0,
      });
      const text = await res.text();
      const code = /"code":"([a-z_]+)"/.exec(text)?.[1] ?? `(status ${res.status()})`;
      const rule = actionRules[action.key];
      if (allowed(role, rule)) {
        // past the role check, the input is refused (the action's own answer, never a refusal of the role)
        if (!/^[a-z_]+$/.test(code) || code === 'forbidden' || code === 'unauthenticated')
          failures.push(`${role} ${action.key}: ${code} for an allowed role`);
      } else {
        const refusal = rule === 'platform' ? 'Solo los administradores de la plataforma pueden hacer esto.' : forbiddenMessage;
        if (code !== 'forbidden' || !text.includes(refusal))
          failures.push(`${role} ${action.key}: ${code} (expected forbidden: ${refusal})`);
      }
    }
    await context.close();
  }
  expect(failures).toEqual([]);
});
