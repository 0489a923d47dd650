// Real mail end to end: a key created in the dashboard reaches the owner through the app's email runner and the
// e2e server's SMTP server (scripts/e2e-server.ts, read with e2e/mailbox.ts), branded, in Spanish, with a link
// back to the dashboard; the message is also opened as a mail client would show it, on a desktop and a phone.
import { expect, test } from '@playwright/test';
import { shot } from './helpers';
import { mailLink, waitForMail } from './mailbox';
import { OWNER_STORAGE, seedState, serverState } from './state';

test.use({ storageState: OWNER_STORAGE });

test('a new API key: the owner receives the branded email and its link opens the keys page', async ({ page }) => {
  const keyName = `Aviso ${Date.now()}`;
  await page.goto('/dashboard/api-keys');
  await page
    .getByRole('button', { name: /Nueva clave|Crear mi primera clave/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
  await dialog.getByLabel('Nombre').fill(keyName);
  await dialog.getByRole('checkbox', { name: /orders:read/ }).check();
  await dialog.getByRole('button', { name: 'Crear clave' }).click();
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();

  // The branding spec (e2e/branding.spec.ts, maybe on the other worker) turns on the white-label name "Aurora
  // Express" for this organization and leaves it on, so the mail carries one of the two names, the same in its
  // subject and its footer.
  const mail = await waitForMail({
    to: seedState().owner.email,
    subject: new RegExp(`^Nueva clave de API en (Aurora|Aurora Express): ${keyName}$`),
  });
  const brand = /^Nueva clave de API en (Aurora|Aurora Express):/.exec(mail.subject)![1];
  expect(mail.from).toBe('avisos@envios.test');
  expect(mail.text).toContain('Se creó una clave de API');
  expect(mail.text).toContain('orders:read');
  expect(mail.text).toContain(`${brand} · enviado con Envíos MX`);
  expect(mail.html).toContain('#0f766e'); // the service colour: this organization has none of its own
  const link = mailLink(mail, '/dashboard/api-keys');
  expect(link).toBe(`${serverState().baseUrl}/dashboard/api-keys`);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Claves de API' })).toBeVisible();

  // the message as a mail client shows it (a blank page: the app's CSP does not apply to mail)
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('about:blank');
    await page.setContent(mail.html);
    await expect(page.getByRole('heading', { name: 'Se creó una clave de API' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Revisar claves de API' })).toHaveAttribute('href', link);
    await shot(page, `email-api-key-created-${name}`);
  }
});
